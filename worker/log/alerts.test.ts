// MONITORING_* do what they say (docs/product.md §5, decisions 070 and 109): with
// MONITORING_ENABLED an incident is posted to MONITORING_URL once, however many
// isolates saw it (the AlertDesk Durable Object counts for all of them); with
// MONITORING_DEBUG warnings too; with it off, nothing leaves the Worker.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_API_URL, HANG_API_URL, newPhone, TEST_APP_TOKEN } from "#tests/mocks/logistics-data.ts";
import {
  call,
  getRequest,
  jsonRequest,
  lastMockRequest,
  mockRequests,
  newClientIp,
} from "#worker/test/helpers.ts";
import { ALERT_RULES } from "./alert-rules.ts";

/** A webhook address of this test's own (the mock records every request, from every test). */
const webhook = () => `http://monitoring.test/alerts/${crypto.randomUUID()}`;
const isPostTo = (url: string) => (r: { path: string }) => r.path === new URL(url).pathname;
const posted = async (url: string, since = 0) =>
  (await mockRequests(since)).filter(isPostTo(url)).map((r) => JSON.parse(r.body));

/** Monitoring on, in an environment of this test's own (each environment has its own incidents). */
const monitoring = (url: string, more: Record<string, string> = {}) => ({
  MONITORING_ENABLED: "true",
  MONITORING_URL: url,
  ENVIRONMENT_NAME: `test-${crypto.randomUUID().slice(0, 8)}`,
  LOG_LEVEL: "silent",
  ...more,
});

/** A health check of a carrier that does not answer: an apiTimeout error line. */
const outage = (overrides: Record<string, string>) =>
  call("/api/health", getRequest(), {
    EXTERNAL_API_URL: HANG_API_URL,
    REQUEST_TIMEOUT_MS: "50",
    LOG_LEVEL: "silent",
    ...overrides,
  });

describe("alerts to MONITORING_URL", () => {
  beforeEach(() => {
    // The lines are printed as well as posted; this test reads what was posted.
    for (const method of ["log", "warn", "error"] as const)
      vi.spyOn(console, method).mockImplementation(() => {});
    return () => vi.restoreAllMocks();
  });

  it("a carrier answering 5xx to 1,000 calls across isolates is one alert, with example request ids", async () => {
    const url = webhook();
    const on = monitoring(url, { EXTERNAL_API_URL: ERROR_API_URL });
    const since = await lastMockRequest();
    const answered: string[] = [];
    const alerts: unknown[] = [];
    // Each call gets an env object of its own, as a request to another isolate does. The mock
    // keeps its last 500 requests: read the webhook's share after each batch.
    let seen = since;
    for (let batch = 0; batch < 20; batch++) {
      const responses = await Promise.all(
        // The flags' route asks the carrier each time while it has no good copy to fall back on.
        Array.from({ length: 50 }, () => call("/api/feature-flags", getRequest(), on)),
      );
      for (const res of responses) {
        await res.body?.cancel();
        answered.push(res.headers.get("x-request-id") ?? "");
      }
      const records = await mockRequests(seen);
      seen = records.at(-1)?.seq ?? seen;
      alerts.push(...records.filter(isPostTo(url)).map((r) => JSON.parse(r.body)));
    }
    expect(answered).toHaveLength(1000);
    expect(alerts).toEqual([
      expect.objectContaining({
        rule: "carrierFailing",
        environment: on.ENVIRONMENT_NAME,
        count: ALERT_RULES.carrierFailing.threshold,
        event: "apiErrorResponse",
        statusCode: 500,
        text: expect.stringContaining(`Hitch ${on.ENVIRONMENT_NAME}: ${ALERT_RULES.carrierFailing.says}`),
      }),
    ]);
    const { requestIds } = alerts[0] as { requestIds: string[] };
    expect(requestIds.length).toBeGreaterThanOrEqual(1);
    for (const id of requestIds) expect(answered).toContain(id);
    expect(JSON.stringify(alerts)).not.toContain(TEST_APP_TOKEN);
  }, 120_000);

  it("a few failed calls below the threshold alert nobody", async () => {
    const url = webhook();
    const on = monitoring(url, { EXTERNAL_API_URL: ERROR_API_URL });
    for (let i = 1; i < ALERT_RULES.carrierFailing.threshold; i++) {
      await call(
        "/api/session/code",
        jsonRequest("POST", { orderNumber: "1001001", mobileNumber: newPhone() }, { ip: newClientIp() }),
        on,
      );
    }
    expect(await posted(url)).toEqual([]);
  });

  it("carrier timeouts are alerted once the threshold is reached, naming the requests that reached it", async () => {
    const url = webhook();
    const on = monitoring(url, { LOG_LEVEL: "warn" });
    const timeouts = [];
    for (let i = 0; i < ALERT_RULES.carrierTimeout.threshold + 3; i++) timeouts.push(await outage(on));
    const alerts = (await posted(url)).filter((alert) => alert.rule === "carrierTimeout");
    expect(alerts).toEqual([
      expect.objectContaining({
        environment: on.ENVIRONMENT_NAME,
        level: "error",
        event: "apiTimeout",
        action: "featureFlags",
        requestIds: timeouts
          .slice(0, ALERT_RULES.carrierTimeout.threshold)
          .map((res) => res.headers.get("x-request-id")),
      }),
    ]);
  });

  it("with MONITORING_DEBUG, warnings too; without MONITORING_ENABLED, nothing", async () => {
    const debug = webhook();
    // A request without a session is a warning (unauthorizedUser), not an error.
    await call(
      "/api/session",
      getRequest(),
      monitoring(debug, { MONITORING_DEBUG: "true", LOG_LEVEL: "warn" }),
    );
    expect((await posted(debug)).map((alert) => [alert.level, alert.event])).toEqual([
      ["warn", "unauthorizedUser"],
    ]);

    const quiet = webhook();
    await call("/api/session", getRequest(), monitoring(quiet, { LOG_LEVEL: "warn" }));
    expect(await posted(quiet)).toEqual([]);

    const off = webhook();
    await outage({ ...monitoring(off), MONITORING_ENABLED: "false" });
    expect(await posted(off)).toEqual([]);
  });
});
