// GET /api/feature-flags: e.g. whether the trailer photos workflow is on.
import { api, inBackground, read } from "#web/lib/api-client.ts";

/** Made by app start, in the background. */
export function getFeatureFlags() {
  return read(api["feature-flags"].$get(undefined, inBackground));
}
