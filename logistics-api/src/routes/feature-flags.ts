// GET api/featureFlags/{product} (e.g. hitchApp): app token only. A flag with no
// row takes its default; the trailer photos workflow is on by default.

import { Hono } from "hono";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { validate } from "#logistics-api/src/validate.ts";
import type { FeatureFlags } from "#shared/logistics/app.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";

const DEFAULTS: FeatureFlags["featureFlags"] = { trailerPhotosWorkflowEnabled: true };

const call = LOGISTICS_CALLS.featureFlags;

export const featureFlags = new Hono<ApiEnv>().get(
  routePath(call),
  validate("param", call.params),
  async (c) => {
    const { results } = await c.env.DB.prepare("SELECT name, enabled FROM feature_flags WHERE product = ?")
      .bind(c.req.valid("param").product)
      .all<{ name: string; enabled: 0 | 1 }>();
    const flags = { ...DEFAULTS };
    for (const row of results)
      if (row.name in flags) flags[row.name as keyof typeof flags] = row.enabled === 1;
    return c.json({ featureFlags: flags } satisfies FeatureFlags);
  },
);
