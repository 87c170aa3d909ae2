// GET /api/session: is the session still valid? The caller decides where a 401 leads.
import { callApi } from "../../../lib/api-client.ts";
import { SessionAnswerSchema } from "./verify-code.ts";

export function getSession() {
  return callApi("GET", "/api/session", SessionAnswerSchema, undefined, { handleUnauthorized: false });
}
