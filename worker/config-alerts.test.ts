// What a wrong setting does to a deployed Worker (decisions 109 and 110): an optional
// one (the maps key) degrades its feature while drivers sign in as ever; a required
// one stops the Worker, and either is alerted once, however many isolates start with
// it. Each call below gets an env object of its own, as a request to another isolate.
import { describe, expect, it, vi } from "vitest";
import { HealthAnswerSchema } from "#shared/api/health.ts";
import { newPhone } from "#tests/mocks/logistics-data.ts";
import { call, getRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

const webhook = () => `http://monitoring.test/alerts/${crypto.randomUUID()}`;
const posted = async (url: string) =>
  (await mockRequests()).filter((r) => r.path === new URL(url).pathname).map((r) => JSON.parse(r.body));

const monitoring = (url: string) => ({
  MONITORING_ENABLED: "true",
  MONITORING_URL: url,
  ENVIRONMENT_NAME: `test-${crypto.randomUUID().slice(0, 8)}`,
  LOG_LEVEL: "silent",
});

describe("a wrong setting in a deployed Worker", () => {
  it("without MAPS_KEY, drivers sign in, the finder maps are plain, health says degraded: one alert", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const url = webhook();
    const settings = {
      ...monitoring(url),
      MAPS_KEY: undefined,
      MAPS_STYLE_URL: "https://api.maptiler.com/maps/streets-v2/style.json?key={key}",
    };
    const { response } = await signIn(newPhone(), undefined, settings);
    expect(response.status).toBe(200);
    const config = await call("/api/config", getRequest(), settings);
    expect(await config.json()).toMatchObject({ mapsKey: "", mapsStyleUrl: "" });
    const health = await call("/api/health", getRequest(), settings);
    expect(health.status).toBe(200);
    expect(HealthAnswerSchema.parse(await health.json()).checks.config).toMatchObject({
      status: "degraded",
      reason: "MAPS_KEY",
    });
    expect(await posted(url)).toEqual([
      expect.objectContaining({
        rule: "configDegraded",
        event: "configDegraded",
        keys: "MAPS_KEY",
        problems: "MAPS_KEY is missing",
      }),
    ]);
    vi.restoreAllMocks();
  });

  it("a broken required setting answers 500 everywhere and raises one alert, naming the key, not its value", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const url = webhook();
    const broken = { ...monitoring(url), REQUEST_TIMEOUT_MS: "ten seconds" };
    for (const path of ["/api/config", "/", "/api/session", "/api/config", "/login"]) {
      expect((await call(path, getRequest(), broken)).status).toBe(500);
    }
    const alerts = await posted(url);
    expect(alerts).toEqual([
      expect.objectContaining({
        rule: "configInvalid",
        event: "Invalid environment variables",
        keys: "REQUEST_TIMEOUT_MS",
        problems: "REQUEST_TIMEOUT_MS must be a number >= 0",
      }),
    ]);
    expect(JSON.stringify(alerts)).not.toContain("ten seconds");
    vi.restoreAllMocks();
  });
});
