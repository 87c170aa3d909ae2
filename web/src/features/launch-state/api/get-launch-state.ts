// GET /api/launch-state: the driver's load and trailers (docs/product.md §3 App launch state).
import { api, inBackground, read } from "#web/lib/api-client.ts";

/** Made by app start, in the background. */
export function getLaunchState() {
  return read(api["launch-state"].$get(undefined, inBackground));
}
