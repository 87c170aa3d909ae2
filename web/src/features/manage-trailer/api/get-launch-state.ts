// GET /api/launch-state: the driver's load and trailers (spec §3 App launch state).
import { AppLaunchStateSchema } from "../../../../../shared/logistics/app.ts";
import { callApi } from "../../../lib/api-client.ts";

export function getLaunchState() {
  return callApi("GET", "/api/launch-state", AppLaunchStateSchema);
}
