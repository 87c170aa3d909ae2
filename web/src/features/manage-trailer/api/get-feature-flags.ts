// GET /api/feature-flags: e.g. whether the trailer photos workflow is on.
import { FeatureFlagsSchema } from "../../../../../shared/logistics/app.ts";
import { callApi } from "../../../lib/api-client.ts";

export function getFeatureFlags() {
  return callApi("GET", "/api/feature-flags", FeatureFlagsSchema);
}
