// GET /api/feature-flags: e.g. whether the trailer photos workflow is on.
import { api, read } from "../../../lib/api-client.ts";

export function getFeatureFlags() {
  return read(api["feature-flags"].$get());
}
