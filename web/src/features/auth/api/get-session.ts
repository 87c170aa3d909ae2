// GET /api/session: is the session still valid? The caller decides where a 401 leads.
import { api, ownUnauthorized, read } from "../../../lib/api-client.ts";

export function getSession() {
  return read(api.session.$get(undefined, ownUnauthorized));
}
