// POST /api/session: the texted code; on success the Worker sets the session cookie.
import { z } from "zod";
import { type SignInVerify, UserDetailsSchema } from "../../../../../shared/api/session.ts";
import { callApi } from "../../../lib/api-client.ts";

export const SessionAnswerSchema = z.object({ user: UserDetailsSchema });

export function verifyCode(input: SignInVerify) {
  return callApi("POST", "/api/session", SessionAnswerSchema, input);
}
