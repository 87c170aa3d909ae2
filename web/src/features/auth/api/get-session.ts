// GET /api/session: is the session still valid? The caller decides where a 401 leads, and
// what no answer means (a driver known on this phone keeps working offline).
import { api, callOptions, read } from "#web/lib/api-client.ts";

const sessionCheck = callOptions({ handleUnauthorized: false, background: true });

export function getSession() {
  return read(api.session.$get(undefined, sessionCheck));
}
