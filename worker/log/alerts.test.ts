// MONITORING_* do what they say (docs/product.md §5, decision 070): with MONITORING_ENABLED
// an error line is posted to MONITORING_URL, once a minute per event; with
// MONITORING_DEBUG warnings too; with it off, nothing leaves the Worker.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HANG_API_URL, TEST_APP_TOKEN } from "#tests/mocks/logistics-data.ts";
import { call, getRequest, mockRequests } from "../test/helpers.ts";

/** A webhook address of this test's own (the mock records every request, from every test). */
const webhook = () => `http://monitoring.test/alerts/${crypto.randomUUID()}`;
const posted = async (url: string) =>
  (await mockRequests()).filter((r) => r.path === new URL(url).pathname).map((r) => JSON.parse(r.body));

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

  it("with MONITORING_ENABLED, posts an error line as an alert, once a minute per event", async () => {
    const url = webhook();
    const on = { MONITORING_ENABLED: "true", MONITORING_URL: url, LOG_LEVEL: "warn" };
    const first = await outage(on);
    await outage(on);
    const alerts = await posted(url);
    expect(alerts).toEqual([
      expect.objectContaining({
        text: `Hitch development: error apiTimeout (request ${first.headers.get("x-request-id")})`,
        environment: "development",
        level: "error",
        event: "apiTimeout",
        action: "featureFlags",
        requestId: first.headers.get("x-request-id"),
      }),
    ]);
    expect(JSON.stringify(alerts)).not.toContain(TEST_APP_TOKEN);
  });

  it("with MONITORING_DEBUG, warnings too; without MONITORING_ENABLED, nothing", async () => {
    const debug = webhook();
    // A request without a session is a warning (unauthorizedUser), not an error.
    await call("/api/session", getRequest(), {
      MONITORING_ENABLED: "true",
      MONITORING_DEBUG: "true",
      MONITORING_URL: debug,
      LOG_LEVEL: "warn",
    });
    expect((await posted(debug)).map((alert) => alert.level)).toEqual(["warn"]);

    const off = webhook();
    await outage({ MONITORING_ENABLED: "false", MONITORING_URL: off });
    expect(await posted(off)).toEqual([]);
  });
});
