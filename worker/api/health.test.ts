// GET /api/health (decision 070): every part checked afresh with a short timeout,
// what is down named in a word, nothing secret, and no cached answer in place of
// a failed check.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HealthAnswerSchema } from "#shared/api/health.ts";
import {
  ERROR_API_URL,
  GARBAGE_API_URL,
  HANG_API_URL,
  TEST_APP_TOKEN,
  TEST_FINDER_LINK_KEY,
} from "#tests/mocks/logistics-data.ts";
import worker from "#worker/index.ts";
import { RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import { call, getRequest, mockRequests, newClientIp } from "#worker/test/helpers.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const health = async (overrides = {}) => {
  const res = await call("/api/health", getRequest(), { LOG_LEVEL: "silent", ...overrides });
  return { res, answer: HealthAnswerSchema.parse(await res.json()) };
};

describe("GET /api/health", () => {
  it("200 when the configuration, KV, the Durable Objects and the carrier's API all answer", async () => {
    const { res, answer } = await health();
    expect(res.status).toBe(200);
    expect(answer).toMatchObject({
      status: "ok",
      environment: "development",
      checks: {
        config: { status: "ok" },
        kv: { status: "ok" },
        durableObjects: { status: "ok" },
        carrier: { status: "ok" },
      },
    });
    // Which version answered: the release's smoke check compares it with the version it uploaded.
    expect(answer.version).toEqual({
      id: expect.any(String),
      tag: expect.any(String),
      commit: expect.any(String),
    });
    // For a monitor, never a cache: and the request id, as every /api answer has it.
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{16}$/);
  });

  it("reports a carrier that does not answer as down within its timeout", async () => {
    // The hanging mock answers 504 only after 15 s: "timeout" means the check gave up first.
    const { res, answer } = await health({ EXTERNAL_API_URL: HANG_API_URL, REQUEST_TIMEOUT_MS: "100" });
    expect(res.status).toBe(503);
    expect(answer.status).toBe("down");
    expect(answer.checks.carrier).toMatchObject({ status: "down", reason: "timeout" });
    expect(answer.checks.kv.status).toBe("ok");
  });

  it("serves no cached answer: a carrier failing now is down, whatever the last good flags say", async () => {
    // The feature flags route would serve its last-known-good copy through this outage.
    expect((await call("/api/feature-flags", getRequest())).status).toBe(200);
    expect((await call("/api/feature-flags", getRequest(), { EXTERNAL_API_URL: ERROR_API_URL })).status).toBe(
      200,
    );
    const { res, answer } = await health({ EXTERNAL_API_URL: ERROR_API_URL });
    expect(res.status).toBe(503);
    expect(answer.checks.carrier).toMatchObject({ status: "down", reason: "status 500" });
  });

  it("reads a carrier's 200 it cannot read as unreadable, not as a status", async () => {
    const { res, answer } = await health({ EXTERNAL_API_URL: GARBAGE_API_URL });
    expect(res.status).toBe(503);
    expect(answer.checks.carrier).toMatchObject({ status: "down", reason: "unreadable" });
  });

  it("names a refused app token, the signal of a rotation gone wrong", async () => {
    const { answer } = await health({ APP_TOKEN: "the-old-app-token" });
    expect(answer.checks.carrier).toMatchObject({ status: "down", reason: "appTokenRefused" });
  });

  it("reports a broken configuration by its keys, and no value of any setting or secret", async () => {
    const { res, answer } = await health({ ROOT_URL: "not a url", MONITORING_ENABLED: "yes" });
    expect(res.status).toBe(503);
    expect(answer.checks.config).toMatchObject({ status: "down", reason: "ROOT_URL,MONITORING_ENABLED" });
    expect(answer.checks.carrier.status).toBe("skipped");
    const text = await (await call("/api/health", getRequest())).text();
    for (const secret of [TEST_APP_TOKEN, TEST_FINDER_LINK_KEY, "test-maps-key"])
      expect(text).not.toContain(secret);
  });
});

describe("GET /api/health, asked again and again", () => {
  it(`answers one network ${RATE_LIMITS.healthChecksPerClient.limit} times a minute, then 429 with Retry-After`, async () => {
    const ip = newClientIp();
    const { limit } = RATE_LIMITS.healthChecksPerClient;
    for (let i = 0; i < limit; i++) {
      const res = await call("/api/health", getRequest({ ip }), { LOG_LEVEL: "silent" });
      await res.body?.cancel();
      expect(res.status).toBe(200);
    }
    const refused = await call("/api/health", getRequest({ ip }), { LOG_LEVEL: "silent" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another network is answered.
    expect((await call("/api/health", getRequest(), { LOG_LEVEL: "silent" })).status).toBe(200);
  });

  it("alerts a failing check once, however many isolates find it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const url = `http://monitoring.test/alerts/${crypto.randomUUID()}`;
    const settings = {
      EXTERNAL_API_URL: ERROR_API_URL,
      MONITORING_ENABLED: "true",
      MONITORING_URL: url,
      ENVIRONMENT_NAME: `test-${crypto.randomUUID().slice(0, 8)}`,
      LOG_LEVEL: "silent",
    };
    for (let i = 0; i < 3; i++) expect((await call("/api/health", getRequest(), settings)).status).toBe(503);
    const alerts = (await mockRequests())
      .filter((r) => r.path === new URL(url).pathname)
      .map((r) => JSON.parse(r.body));
    expect(alerts.filter((alert) => alert.rule === "healthFailing")).toEqual([
      expect.objectContaining({ event: "healthFailing", down: "carrier: status 500" }),
    ]);
  });

  it("asks the carrier at most once every few seconds per isolate: the route cannot flood it", async () => {
    // One env object, as an isolate has (each call of the other tests gets a fresh one).
    const isolate = { ...env, LOG_LEVEL: "silent" } as Env;
    const rays = ["a1", "a2", "a3", "a4", "a5"].map((n) => `${n}00000000000000-DFW`);
    const statuses = [];
    for (const ray of rays) {
      const ctx = createExecutionContext();
      const request = new Request("https://hitch.test/api/health", { headers: { "cf-ray": ray } });
      statuses.push((await worker.fetch(request, isolate, ctx)).status);
      await waitOnExecutionContext(ctx);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // Other test files call the mock too: these requests are told apart by their ids.
    const asked = (await mockRequests()).filter((r) => rays.includes(r.headers["x-request-id"] ?? ""));
    expect(asked.map((r) => r.path)).toEqual(["/api/featureFlags/hitchApp"]);
  });
});
