// POST /api/session/code: check the order and phone, then text a code (or ask which company).
import { type SignInStart, SignInStartResultSchema } from "../../../../../shared/api/session.ts";
import { callApi } from "../../../lib/api-client.ts";

export function requestCode(input: SignInStart) {
  return callApi("POST", "/api/session/code", SignInStartResultSchema, input);
}
