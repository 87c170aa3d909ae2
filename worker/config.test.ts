import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { EXAMPLE_APP_TOKEN, EXAMPLE_FINDER_LINK_KEY } from "#shared/example-keys.ts";
import { call, callLocally, getRequest } from "#worker/test/helpers.ts";
import { DEFAULT_REQUEST_TIMEOUT_MS, finderLinkKeys, parseConfig } from "./config.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

const valid = { ...env } as unknown as Record<string, unknown>;

/** What is wrong, whether it stops the Worker (a required setting) or degrades a feature (an optional one). */
function problemsWith(overrides: Record<string, unknown>) {
  const result = parseConfig({ ...valid, ...overrides });
  return result.ok ? result.degraded : result.problems;
}

/** Whether the Worker would answer every request 500 with these settings. */
const stopsWith = (overrides: Record<string, unknown>) => !parseConfig({ ...valid, ...overrides }).ok;

describe("configuration (docs/product.md §5)", () => {
  it("accepts the test project's env", () => {
    expect(parseConfig(valid)).toMatchObject({ ok: true });
  });

  it.each(["MONITORING_ENABLED", "MONITORING_DEBUG", "DEV_TOOLS"])(
    "%s must be the text true or false",
    (key) => {
      expect(problemsWith({ [key]: "true" })).toEqual({});
      expect(problemsWith({ [key]: "false" })).toEqual({});
      for (const bad of ["yes", "TRUE", "1", ""])
        expect(Object.keys(problemsWith({ [key]: bad }))).toEqual([key]);
    },
  );

  it("refuses DEV_TOOLS on with a deployed https ROOT_URL; allows it on this machine", () => {
    expect(problemsWith({ DEV_TOOLS: "true", ROOT_URL: "https://hitch.example.com" })).toEqual({
      DEV_TOOLS: "must be false when ROOT_URL is a deployed https site",
    });
    expect(problemsWith({ DEV_TOOLS: "true", ROOT_URL: "https://localhost:5173" })).toEqual({});
    expect(problemsWith({ DEV_TOOLS: "true", ROOT_URL: "http://127.0.0.1:5173" })).toEqual({});
    expect(problemsWith({ DEV_TOOLS: "false", ROOT_URL: "https://hitch.example.com" })).toEqual({});
  });

  it("DEV_TOOLS defaults to false; the monitoring flags have no default", () => {
    const result = parseConfig({ ...valid, DEV_TOOLS: undefined });
    expect(result.ok && result.config.DEV_TOOLS).toBe(false);
    expect(Object.keys(problemsWith({ MONITORING_ENABLED: undefined }))).toEqual(["MONITORING_ENABLED"]);
  });

  it("LOG_LEVEL is one of debug|info|warn|error|silent", () => {
    for (const level of ["debug", "info", "warn", "error", "silent"])
      expect(problemsWith({ LOG_LEVEL: level })).toEqual({});
    for (const bad of ["verbose", "INFO", ""])
      expect(Object.keys(problemsWith({ LOG_LEVEL: bad }))).toEqual(["LOG_LEVEL"]);
  });

  it.each(["MONITORING_URL", "EXTERNAL_API_URL", "ROOT_URL"])("%s must be a valid URL", (key) => {
    for (const good of ["https://example.com", "http://127.0.0.1:8788", "http://localhost:5173/base/"]) {
      expect(problemsWith({ [key]: good })).toEqual({});
    }
    for (const bad of ["not a url", "ftp://example.com", "", "example.com"]) {
      expect(Object.keys(problemsWith({ [key]: bad }))).toEqual([key]);
    }
  });

  it("REQUEST_TIMEOUT_MS is a number >= 0, 60000 by default, 0 meaning none", () => {
    const read = (value: unknown) => {
      const result = parseConfig({ ...valid, REQUEST_TIMEOUT_MS: value });
      return result.ok ? result.config.REQUEST_TIMEOUT_MS : "invalid";
    };
    expect(read(undefined)).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(read("0")).toBe(0);
    expect(read("1500")).toBe(1500);
    expect(read("2500.5")).toBe(2500.5);
    // wrangler.jsonc and the dashboard can hold a var as a JSON number.
    expect(read(30000)).toBe(30000);
    expect(read(0)).toBe(0);
    for (const bad of ["-1", "abc", "", "1e3", " 5", -1, Number.NaN, Number.POSITIVE_INFINITY, true]) {
      expect(read(bad)).toBe("invalid");
    }
  });

  it("says a key is missing only when it is, and otherwise what rule it broke", () => {
    expect(problemsWith({ APP_TOKEN: undefined })).toEqual({ APP_TOKEN: "is missing" });
    // Set, but as a JSON number or boolean rather than text.
    const problems = problemsWith({ MAPS_KEY: 12345, ROOT_URL: 8080, MONITORING_ENABLED: true });
    expect(Object.keys(problems).sort()).toEqual(["MAPS_KEY", "MONITORING_ENABLED", "ROOT_URL"]);
    for (const problem of Object.values(problems)) expect(problem).not.toBe("is missing");
  });

  it.each(["ENVIRONMENT_NAME", "APP_TOKEN"])("%s must be non-empty", (key) => {
    expect(Object.keys(problemsWith({ [key]: "" }))).toEqual([key]);
    expect(Object.keys(problemsWith({ [key]: undefined }))).toEqual([key]);
    expect(stopsWith({ [key]: "" })).toBe(true);
  });

  it("MAPS_KEY: without it a street style that needs it falls back to the plain map; the app runs on", () => {
    const style = "https://maps.example.com/style.json?key={key}";
    for (const missing of ["", undefined]) {
      const result = parseConfig({ ...valid, MAPS_KEY: missing, MAPS_STYLE_URL: style });
      expect(result).toMatchObject({ ok: true, degraded: { MAPS_KEY: "is missing" } });
      expect(result.ok && result.config.MAPS_STYLE_URL).toBe("");
    }
    // A local run's plain map needs no key: nothing is degraded.
    expect(problemsWith({ MAPS_KEY: undefined, MAPS_STYLE_URL: "" })).toEqual({});
  });

  it("an optional setting that is wrong degrades its feature to its default, never the app", () => {
    const result = parseConfig({
      ...valid,
      MAPS_STYLE_URL: "maps.example.com/style.json",
      TEXTS_PER_HOUR: "lots",
      FINDER_LINK_KEY_PREVIOUS: "short-key",
    });
    expect(result).toMatchObject({
      ok: true,
      config: { MAPS_STYLE_URL: "", TEXTS_PER_HOUR: 4000, FINDER_LINK_KEY_PREVIOUS: "" },
      degraded: {
        MAPS_STYLE_URL: "must be a valid http(s) URL",
        TEXTS_PER_HOUR: "must be a whole number >= 1",
        FINDER_LINK_KEY_PREVIOUS: "must be empty or at least 32 characters",
      },
    });
    // With a required setting wrong too, every wrong key is named, and the Worker stops.
    expect(problemsWith({ ROOT_URL: "nope", MAPS_STYLE_URL: "nope" })).toEqual({
      ROOT_URL: "must be a valid http(s) URL",
      MAPS_STYLE_URL: "must be a valid http(s) URL",
    });
  });

  it.each(["TEXTS_PER_HOUR", "SIGN_IN_STARTS_PER_NETWORK_PER_HOUR", "CODE_TRIES_PER_NETWORK_PER_15_MIN"])(
    "%s is a whole number of at least 1, text or JSON number",
    (key) => {
      const read = (value: unknown) => {
        const result = parseConfig({ ...valid, [key]: value });
        return result.ok && !(key in result.degraded) ? result.config[key as "TEXTS_PER_HOUR"] : "degraded";
      };
      expect(read("250")).toBe(250);
      expect(read(250)).toBe(250);
      for (const bad of ["0", "-5", "1.5", "ten", "", 0, 2.5]) expect(read(bad)).toBe("degraded");
    },
  );

  it("answers every request with a clear 500 and logs which keys are wrong, never their values", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const secret = "s3cr3t-but-broken-token";
    const overrides = { LOG_LEVEL: "loud", APP_TOKEN: "", MAPS_KEY: secret, ROOT_URL: `not a url ${secret}` };

    for (const path of ["/api/config", "/api/session", "/", "/trailers/QR-1"]) {
      const res = await call(path, getRequest(), overrides);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(ApiErrorSchema.parse(JSON.parse(body))).toMatchObject({
        kind: "configuration",
        statusCode: 500,
        reasonCode: 461,
      });
      expect(body).not.toContain(secret);
      // Even the error carries the security headers.
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    }

    const lines = errors.mock.calls.map((args) => String(args[0]));
    const logged = lines.find((line) => line.includes("Invalid environment variables"))!;
    expect(JSON.parse(logged)).toMatchObject({ level: "error", event: "Invalid environment variables" });
    for (const key of ["LOG_LEVEL", "APP_TOKEN", "ROOT_URL"]) expect(logged).toContain(key);
    expect(logged).not.toContain("MAPS_KEY");
    expect(lines.join("\n")).not.toContain(secret);
    expect(lines.join("\n")).not.toContain("loud");
  });

  it("shows the browser only the public subset", async () => {
    const res = await call("/api/config", getRequest());
    expect(await res.json()).toEqual({
      environmentName: env.ENVIRONMENT_NAME,
      mapsKey: env.MAPS_KEY,
      mapsStyleUrl: env.MAPS_STYLE_URL,
    });
  });

  it("MAPS_STYLE_URL is empty or an http(s) URL; MAPS_TILE_ORIGINS space-separated http(s) URLs", () => {
    expect(problemsWith({ MAPS_STYLE_URL: "" })).toEqual({});
    expect(problemsWith({ MAPS_STYLE_URL: "https://maps.example.com/style.json?key={key}" })).toEqual({});
    expect(Object.keys(problemsWith({ MAPS_STYLE_URL: "maps.example.com/style.json" }))).toEqual([
      "MAPS_STYLE_URL",
    ]);
    expect(Object.keys(problemsWith({ MAPS_STYLE_URL: "ftp://maps.example.com/style.json" }))).toEqual([
      "MAPS_STYLE_URL",
    ]);
    const result = parseConfig({
      ...valid,
      MAPS_TILE_ORIGINS: " https://tiles.example.com/v1  https://fonts.example.com ",
    });
    expect(result.ok && result.config.MAPS_TILE_ORIGINS).toEqual([
      "https://tiles.example.com",
      "https://fonts.example.com",
    ]);
    expect(Object.keys(problemsWith({ MAPS_TILE_ORIGINS: "https://ok.example.com not-a-url" }))).toEqual([
      "MAPS_TILE_ORIGINS",
    ]);
  });

  it("FINDER_LINK_KEY is required and at least 32 characters", () => {
    expect(Object.keys(problemsWith({ FINDER_LINK_KEY: undefined }))).toEqual(["FINDER_LINK_KEY"]);
    expect(problemsWith({ FINDER_LINK_KEY: "short-key" })).toEqual({
      FINDER_LINK_KEY: "must be at least 32 characters",
    });
  });

  it.each([
    ["APP_TOKEN", EXAMPLE_APP_TOKEN],
    ["FINDER_LINK_KEY", EXAMPLE_FINDER_LINK_KEY],
  ])(
    "refuses %s's committed example outside loopback, and logs the key, never the value",
    async (key, example) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const overrides = { [key]: example, DEV_TOOLS: "false" };
      for (const url of ["https://hitch.example.com/api/config", "http://192.168.1.20:5173/api/config"]) {
        const res = await call(url, getRequest(), overrides);
        expect(res.status, url).toBe(500);
        expect(ApiErrorSchema.parse(await res.json())).toMatchObject({
          kind: "configuration",
          reasonCode: 461,
        });
      }
      const logged = errors.mock.calls.map((args) => String(args[0])).join("\n");
      expect(logged).toContain("Invalid environment variables");
      expect(logged).toContain(key);
      expect(logged).not.toContain(example);
      // A local run uses them, on this machine's own address.
      expect((await callLocally("/api/config", getRequest(), overrides)).status).toBe(200);
    },
  );

  it("FINDER_LINK_KEY_PREVIOUS (a rotation's old key) is optional, and a key when set", () => {
    const previous = "the-previous-finder-link-key-0123456789";
    expect(problemsWith({ FINDER_LINK_KEY_PREVIOUS: undefined })).toEqual({});
    expect(problemsWith({ FINDER_LINK_KEY_PREVIOUS: "" })).toEqual({});
    const rotating = parseConfig({ ...valid, FINDER_LINK_KEY_PREVIOUS: previous });
    expect(rotating.ok && finderLinkKeys(rotating.config)).toEqual([valid.FINDER_LINK_KEY, previous]);
    expect(problemsWith({ FINDER_LINK_KEY_PREVIOUS: "short-key" })).toEqual({
      FINDER_LINK_KEY_PREVIOUS: "must be empty or at least 32 characters",
    });
  });
});
