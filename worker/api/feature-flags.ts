// GET /api/feature-flags: featureFlags/{product}App, cached with a last-known-good
// copy (decision 024); with neither, the photos workflow stays on.
import { type Context, Hono } from "hono";
import type { AppFeatureFlags } from "#shared/api/app.ts";
import { type FeatureFlags, FeatureFlagsSchema } from "#shared/logistics/app.ts";
import { PRODUCT } from "#shared/logistics/common.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { cachedWithLastKnownGood } from "#worker/cache/last-known-good.ts";

const FEATURE_FLAGS_CACHE_KEY = "featureFlags";
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { featureFlags: { trailerPhotosWorkflowEnabled: true } };

/** The app's feature flags in the browser's shape (also inline in a signed-in shell, decision 086). */
export async function appFeatureFlags(c: Context<AppEnv>): Promise<AppFeatureFlags> {
  const { logistics, log } = c.var;
  const flags = await cachedWithLastKnownGood({
    kv: c.env.CACHE,
    key: FEATURE_FLAGS_CACHE_KEY,
    schema: FeatureFlagsSchema,
    log,
    fallback: DEFAULT_FEATURE_FLAGS,
    load: () => logistics.call("featureFlags", { params: { product: `${PRODUCT}App` } }),
  });
  // The browser's shape (decision 063), field by field.
  return { featureFlags: { trailerPhotosWorkflowEnabled: flags.featureFlags.trailerPhotosWorkflowEnabled } };
}

export const featureFlagRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json(await appFeatureFlags(c), 200),
);
