import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AppFeatureFlagsSchema } from "#shared/api/app.ts";
import { ERROR_API_URL, HANG_API_URL } from "#tests/mocks/logistics-data.ts";
import { DEFAULT_FEATURE_FLAGS } from "#worker/api/feature-flags.ts";
import { call, getRequest, lastMockRequest, mockRequests } from "#worker/test/helpers.ts";
import { FRESH_SECONDS, KEEP_SECONDS } from "./last-known-good.ts";

afterEach(() => {
  vi.useRealTimers();
});

// Counted after a sequence number: the mock keeps only its last 500 requests, so a count of the
// whole list stays the same once it is full.
const flagCallsSince = async (since: number) =>
  (await mockRequests(since)).filter((r) => r.path === "/api/featureFlags/hitchApp").length;

// One sequence: the CACHE namespace is shared by the tests of this file, and by the files before
// it (one Miniflare for the project), so it starts empty here whatever ran first.
beforeAll(async () => {
  for (const { name } of (await env.CACHE.list()).keys) await env.CACHE.delete(name);
});

describe("alerts and feature flags cached with a last-known-good copy", () => {
  it("works with nothing cached and the API down: defaults (photos on, no alert)", async () => {
    const flags = await call("/api/feature-flags", getRequest(), { EXTERNAL_API_URL: ERROR_API_URL });
    expect(flags.status).toBe(200);
    expect(await flags.json()).toEqual(DEFAULT_FEATURE_FLAGS);
    const alert = await call("/api/alerts/persistent", getRequest(), { EXTERNAL_API_URL: ERROR_API_URL });
    expect(alert.status).toBe(200);
    expect(await alert.json()).toBeNull();
  });

  it("serves the API's answer, then from the cache while fresh", async () => {
    const before = await lastMockRequest();
    const first = await call("/api/feature-flags", getRequest());
    expect(AppFeatureFlagsSchema.parse(await first.json())).toEqual({
      featureFlags: { trailerPhotosWorkflowEnabled: false },
    });
    const second = await call("/api/feature-flags", getRequest());
    expect(await second.json()).toEqual({ featureFlags: { trailerPhotosWorkflowEnabled: false } });
    expect(await flagCallsSince(before)).toBe(1);

    const alert = await call("/api/alerts/persistent", getRequest());
    // The browser's shape (decisions 063, 107): the notice's words and dates, never its target app.
    expect(await alert.json()).toEqual({
      alertMessage: "Scheduled maintenance tonight",
      alertMessageDetails: "Attach and detach still work.",
      effectiveDate: expect.any(String),
      keepAliveUntilDate: expect.any(String),
    });
  });

  it("when the cache is stale and the API fails, serves the last good answer", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (FRESH_SECONDS + 5) * 1000);
    for (const EXTERNAL_API_URL of [ERROR_API_URL, HANG_API_URL]) {
      const flags = await call("/api/feature-flags", getRequest(), {
        EXTERNAL_API_URL,
        REQUEST_TIMEOUT_MS: "50",
      });
      expect(await flags.json()).toEqual({ featureFlags: { trailerPhotosWorkflowEnabled: false } });
      const alert = await call("/api/alerts/persistent", getRequest(), {
        EXTERNAL_API_URL,
        REQUEST_TIMEOUT_MS: "50",
      });
      expect(await alert.json()).toMatchObject({ alertMessage: "Scheduled maintenance tonight" });
    }
  });

  it("serves the API's answer even when KV fails to read or to store it (one write per second per key)", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const refusing = {
      get: async () => {
        throw new Error("KV GET failed: 503 Service Unavailable");
      },
      put: async () => {
        throw new Error("KV PUT failed: 429 Too Many Requests");
      },
    };
    const flags = await call("/api/feature-flags", getRequest(), { CACHE: refusing, LOG_LEVEL: "warn" });
    // The API says photos are off; the default (on) must not replace its answer.
    expect(await flags.json()).toEqual({ featureFlags: { trailerPhotosWorkflowEnabled: false } });
    const logged = warnings.mock.calls.map((args) => JSON.parse(String(args[0])));
    expect(logged).toContainEqual(expect.objectContaining({ event: "cacheReadFailed", key: "featureFlags" }));
    expect(logged).toContainEqual(
      expect.objectContaining({ event: "cacheWriteFailed", key: "featureFlags" }),
    );
    expect(logged).not.toContainEqual(expect.objectContaining({ event: "cacheFallback" }));
    warnings.mockRestore();
  });

  it("does not serve a cached alert past its keep-alive-until date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 3 * 24 * 60 * 60 * 1000);
    expect(KEEP_SECONDS).toBeGreaterThan(3 * 24 * 60 * 60);
    const alert = await call("/api/alerts/persistent", getRequest(), { EXTERNAL_API_URL: ERROR_API_URL });
    expect(await alert.json()).toBeNull();
  });
});
