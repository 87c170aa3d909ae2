// GET /api/launch-state: the driver's load and trailers (spec §3 App launch state).
import { api, read } from "../../../lib/api-client.ts";

export function getLaunchState() {
  return read(api["launch-state"].$get());
}
