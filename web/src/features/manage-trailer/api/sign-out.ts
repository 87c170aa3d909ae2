// DELETE /api/session: end the session on the Worker (204).
import { api, ownUnauthorized, read } from "../../../lib/api-client.ts";

export function signOut() {
  return read(api.session.$delete(undefined, ownUnauthorized));
}
