// GET /api/alerts/persistent: the active persistent alert, or null.
import { PersistentAlertResponseSchema } from "../../../../../shared/logistics/app.ts";
import { callApi } from "../../../lib/api-client.ts";

export function getPersistentAlert() {
  return callApi("GET", "/api/alerts/persistent", PersistentAlertResponseSchema);
}
