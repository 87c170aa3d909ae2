// GET /api/alerts/persistent: the active persistent alert, or null.
import { api, inBackground, read } from "#web/lib/api-client.ts";

/** Made by app start, in the background. */
export function getPersistentAlert() {
  return read(api.alerts.persistent.$get(undefined, inBackground));
}
