import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "#logistics-api/test/api.ts";
import { FeatureFlagsSchema } from "#shared/logistics/app.ts";

describe("featureFlags", () => {
  it("answers the product's flags", async () => {
    const res = await call("/api/featureFlags/hitchApp");
    expect(FeatureFlagsSchema.parse(await res.json())).toEqual({
      featureFlags: { trailerPhotosWorkflowEnabled: true },
    });
  });

  it("follows the stored value, and defaults the photos workflow on for a product without rows", async () => {
    await env.DB.prepare("UPDATE feature_flags SET enabled = 0 WHERE product = 'hitchApp'").run();
    expect(await (await call("/api/featureFlags/hitchApp")).json()).toEqual({
      featureFlags: { trailerPhotosWorkflowEnabled: false },
    });
    expect(await (await call("/api/featureFlags/otherApp")).json()).toEqual({
      featureFlags: { trailerPhotosWorkflowEnabled: true },
    });
  });

  it("answers 400 for a malformed product and 401 without the app token", async () => {
    expect((await call("/api/featureFlags/Hitch-App")).status).toBe(400);
    expect((await call("/api/featureFlags/hitchApp", { appToken: null })).status).toBe(401);
  });
});
