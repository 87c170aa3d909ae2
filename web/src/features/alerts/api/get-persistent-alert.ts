// GET /api/alerts/persistent: the active persistent alert, or null.
import { api, read } from "../../../lib/api-client.ts";

export function getPersistentAlert() {
  return read(api.alerts.persistent.$get());
}
