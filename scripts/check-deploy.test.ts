// @vitest-environment node
// What `npm run check:deploy` does, asserted (decision 069): each deployed
// environment of the edge Worker is built with CLOUDFLARE_ENV and the config that
// build wrote is dry-run, as a deploy uploads it; the reference API's staging
// config is dry-run too. Each is what it claims: its own Worker name, environment,
// route, vars and bindings, and no placeholder. Built once per environment for
// the whole file, in a copy of the project (this tree's dist/ is left alone).
import { beforeAll, describe, expect, it } from "vitest";
import { ConfigSchema as ApiConfigSchema } from "#logistics-api/src/config.ts";
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from "#web/lib/call-timeouts.ts";
import { parseConfig as parseEdgeConfig } from "#worker/config.ts";
import { type DryRun, dryRunAll } from "./lib/deploy-build.ts";
import { QUIET_ENV } from "./lib/quiet-env.ts";

Object.assign(process.env, QUIET_ENV);

let runs: DryRun[] = [];
beforeAll(async () => {
  runs = await dryRunAll();
}, 600_000);

const run = (name: string): DryRun => {
  const found = runs.find((candidate) => candidate.target.name === name);
  if (!found) throw new Error(`no dry run of ${name}`);
  return found;
};

/** The dry run's own listing of bindings: `env.NAME (what)   Kind`. */
function listedBindings(output: string): Record<string, string> {
  const listed: Record<string, string> = {};
  for (const line of output.split("\n")) {
    const match = line.match(/^env\.([A-Z_]+)(?: \((.*)\))?\s{2,}(\S.*?)\s*$/);
    if (match) listed[match[1] as string] = `${match[3]}${match[2] === undefined ? "" : ` ${match[2]}`}`;
  }
  return listed;
}

const routesOf = (dryRun: DryRun) =>
  (dryRun.config.routes ?? []).map((route) => (typeof route === "string" ? route : route.pattern));
const hostOf = (url: unknown) => new URL(String(url)).host;

describe("npm run check:deploy", () => {
  it("dry-runs the edge Worker's staging and production and the reference API's staging", () => {
    expect(runs.map(({ target }) => `${target.name}: ${target.config} env ${target.env}`)).toEqual([
      "staging: wrangler.jsonc env staging",
      "production: wrangler.jsonc env production",
      "api-staging: logistics-api/wrangler.jsonc env staging",
    ]);
  });

  it.each(["staging", "production", "api-staging"])(
    "%s: the dry run passes with no warning, bundles the Worker and finds nothing to fill in",
    (name) => {
      const { code, output, bundle, problems } = run(name);
      expect({ code, output }).toMatchObject({
        code: 0,
        output: expect.stringContaining("--dry-run: exiting now."),
      });
      expect(output).not.toMatch(/WARNING|ERROR|✘/);
      expect(bundle).toContain("index.js");
      expect(problems).toEqual([]);
    },
  );

  it.each([
    {
      name: "staging",
      worker: "hitch-staging",
      host: "staging.hitchtrailers.com",
      api: "staging-api.hitchtrailers.com",
    },
    {
      name: "production",
      worker: "hitch-production",
      host: "app.hitchtrailers.com",
      api: "api.hitchtrailers.com",
    },
  ])("$name: the built config is $worker on $host, calling $api", ({ name, worker, host, api }) => {
    const { config, output } = run(name);
    expect(config).toMatchObject({ name: worker, targetEnvironment: name, workers_dev: false });
    expect(config.routes).toEqual([{ pattern: host, custom_domain: true }]);
    expect(config.vars).toMatchObject({
      ENVIRONMENT_NAME: name,
      ROOT_URL: `https://${host}`,
      EXTERNAL_API_URL: `https://${api}`,
      DEV_TOOLS: "false",
      MONITORING_ENABLED: "true",
    });
    // The carrier call times out in seconds (a driver at a yard waits on it); the phone gives up on a
    // read a little after two of them (the session's re-check and the call), so the edge answers first.
    const carrierTimeout = Number(config.vars?.REQUEST_TIMEOUT_MS);
    expect(carrierTimeout).toBeLessThanOrEqual(15_000);
    expect(READ_TIMEOUT_MS).toBeGreaterThan(2 * carrierTimeout);
    expect(READ_TIMEOUT_MS).toBeLessThanOrEqual(2 * carrierTimeout + 10_000);
    expect(WRITE_TIMEOUT_MS).toBeGreaterThanOrEqual(READ_TIMEOUT_MS);
    expect(config.secrets?.required).toEqual(["APP_TOKEN", "FINDER_LINK_KEY", "MAPS_KEY", "MONITORING_URL"]);
    // What the dry run itself lists: KV namespaces with no id (the first deploy provisions them),
    // both Durable Objects, the assets and every var as configured.
    const listed = listedBindings(output);
    expect(listed).toMatchObject({
      SESSIONS: "KV Namespace",
      CACHE: "KV Namespace",
      RATE_LIMITER: "Durable Object RateLimiter",
      SESSION_GUARD: "Durable Object SessionGuard",
      ASSETS: "Assets",
    });
    for (const [key, value] of Object.entries(config.vars ?? {})) {
      const shown = listed[key]?.replace(/^Environment Variable "(.*?)(\.\.\.)?"$/, "$1");
      expect({ key, shown: String(value).startsWith(shown ?? "(missing)") }).toEqual({ key, shown: true });
    }
  });

  it("each environment's vars, with its secrets set, pass that Worker's own configuration check", () => {
    const edgeSecrets = {
      APP_TOKEN: "an-app-token",
      FINDER_LINK_KEY: "a-finder-link-key-of-32-characters-or-more",
      MAPS_KEY: "a-maps-key",
      MONITORING_URL: "https://alerts.hitchtrailers.com/hook",
    };
    for (const name of ["staging", "production"]) {
      expect({ name, result: parseEdgeConfig({ ...run(name).config.vars, ...edgeSecrets }) }).toMatchObject({
        name,
        result: { ok: true },
      });
    }
    const apiSecrets = {
      APP_TOKEN: "an-app-token",
      SMS_API_KEY: "an-sms-key",
      SMS_API_URL: "https://sms.hitchtrailers.com/messages",
      SMS_FROM: "+16025550100",
    };
    expect(ApiConfigSchema.safeParse({ ...run("api-staging").config.vars, ...apiSecrets }).success).toBe(
      true,
    );
  });

  it("the edge Worker's environments keep the Durable Object migrations and observability of the top level", () => {
    for (const name of ["staging", "production"]) {
      const { config } = run(name) as DryRun & { config: { migrations?: unknown } };
      expect(config.migrations).toEqual([
        { tag: "v1", new_sqlite_classes: ["RateLimiter"] },
        { tag: "v2", new_sqlite_classes: ["SessionGuard"] },
      ]);
      expect(config.observability).toMatchObject({
        enabled: true,
        redact_query_string: true,
        traces: { enabled: true },
      });
    }
  });

  it("api-staging is hitch-logistics-api-staging on its own origin, printing stickers for the staging app", () => {
    const { config, output } = run("api-staging");
    expect(config).toMatchObject({ name: "hitch-logistics-api-staging", workers_dev: false });
    expect(routesOf(run("api-staging"))).toEqual([hostOf(run("staging").config.vars?.EXTERNAL_API_URL)]);
    expect(config.vars).toMatchObject({
      APP_ORIGIN: run("staging").config.vars?.ROOT_URL,
      DEV_OUTBOX: "false",
      SMS_PROVIDER: "http",
    });
    expect(listedBindings(output)).toMatchObject({
      DB: "D1 Database hitch-logistics-staging",
      DOCUMENTS: "R2 Bucket hitch-logistics-documents-staging",
    });
    expect(config.observability).toMatchObject({
      enabled: true,
      redact_query_string: true,
      traces: { enabled: true },
    });
  });

  it("every environment is a Worker, a route and a data store of its own", () => {
    const names = runs.map(({ config }) => config.name);
    const routes = runs.flatMap(routesOf);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
    expect(run("staging").config.vars?.EXTERNAL_API_URL).not.toBe(
      run("production").config.vars?.EXTERNAL_API_URL,
    );
  });
});
