// @vitest-environment node
// What `npm run check:deploy` and the release pipeline do, asserted (decisions 069 and
// 108): each deployed environment of the edge Worker is built once as a release
// (CLOUDFLARE_ENV, checked, the built config dry-run) and the reference API's staging
// config is dry-run; each is what it claims. Every break a deploy must refuse is
// refused by the one check the deploy, check:deploy and the pipeline run
// (lib/deploy-check.ts). Then the release workflow itself: valid, and rehearsed step by
// step against a stand-in for Cloudflare, uploading one version per Worker, promoting
// it in steps, rolling it back when a check fails. Built once per environment for the
// whole file, in a copy of the project (this tree's dist/ is left alone).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { copyOfProject, type DryRun, dryRunAll, runCollecting } from "#scripts/lib/deploy-build.ts";
import { deployCheck, type ResolvedTarget, resolvedTargets } from "#scripts/lib/deploy-check.ts";
import { type DeployConfig, readWranglerConfig } from "#scripts/lib/deploy-targets.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";
import { readRelease } from "#scripts/lib/release-record.ts";
import {
  deployedSplit,
  type FakeCloudflare,
  readFakeCloudflare,
  writeFakeCloudflare,
} from "#scripts/test/fake-cloudflare.ts";
import type { HealthAnswer } from "#shared/api/health.ts";

Object.assign(process.env, QUIET_ENV);

let root = "";
let runs: DryRun[] = [];
beforeAll(async () => {
  root = copyOfProject();
  runs = await dryRunAll(root);
}, 600_000);
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const run = (name: string): DryRun => {
  const found = runs.find((candidate) => candidate.target.name === name);
  if (!found) throw new Error(`no dry run of ${name}`);
  return found;
};

/** The dry run's own listing of bindings: `env.NAME (what)   Kind`. */
function listedBindings(output: string): Record<string, string> {
  const listed: Record<string, string> = {};
  for (const line of output.split("\n")) {
    const match = line.match(/^env\.([A-Z0-9_]+)(?: \((.*)\))?\s{2,}(\S.*?)\s*$/);
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
    "%s: the dry run passes with no warning, bundles the Worker and the deploy check finds nothing",
    (name) => {
      const { code, output, bundle, problems } = run(name);
      expect(problems).toEqual([]);
      expect({ code, output }).toMatchObject({
        code: 0,
        output: expect.stringContaining("--dry-run: exiting now."),
      });
      expect(output).not.toMatch(/WARNING|ERROR|✘/);
      expect(bundle).toContain("index.js");
    },
  );

  it.each([
    { name: "staging", worker: "hitch-staging", host: "staging.hitchtrailers.com" },
    { name: "production", worker: "hitch-production", host: "app.hitchtrailers.com" },
  ])("$name: the release is $worker on $host, with every binding the code has", ({ name, worker, host }) => {
    const { config, output } = run(name);
    expect(config).toMatchObject({ name: worker, targetEnvironment: name, workers_dev: false });
    expect(config.routes).toEqual([{ pattern: host, custom_domain: true }]);
    expect(readRelease(name, root)).toMatchObject({
      target: name,
      worker,
      rootUrl: `https://${host}`,
      config: `release/${name}/dist/hitch/wrangler.json`,
      tag: expect.stringMatching(/^[0-9a-f]{12}(-dirty)?$/),
    });
    // What the dry run itself lists: KV namespaces with no id (the first deploy provisions them),
    // the Durable Objects, the version's metadata, the assets and every var as configured.
    const listed = listedBindings(output);
    expect(listed).toMatchObject({
      SESSIONS: "KV Namespace",
      CACHE: "KV Namespace",
      RATE_LIMITER: "Durable Object RateLimiter",
      SESSION_GUARD: "Durable Object SessionGuard",
      ALERT_DESK: "Durable Object AlertDesk",
      CF_VERSION_METADATA: "Worker Version Metadata",
      ASSETS: "Assets",
    });
    for (const [key, value] of Object.entries(config.vars ?? {})) {
      const shown = listed[key]?.replace(/^Environment Variable "(.*?)(\.\.\.)?"$/, "$1");
      expect({ key, shown: String(value).startsWith(shown ?? "(missing)") }).toEqual({ key, shown: true });
    }
  });

  it("every environment is a Worker, a route and a data store of its own", () => {
    const names = runs.map(({ config }) => config.name);
    const routes = runs.flatMap(routesOf);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routesOf(run("api-staging"))).toEqual([hostOf(run("staging").config.vars?.EXTERNAL_API_URL)]);
  });
});

// Each break the issue names, applied to production's config as wrangler resolves it, refused by the
// one check every deploy runs, with a line that names it.
describe("the deploy check refuses", () => {
  const targets = resolvedTargets();
  const production = targets.find(({ target }) => target.name === "production") as ResolvedTarget;
  const topLevel = readWranglerConfig("wrangler.jsonc");
  const check = (
    change: (config: DeployConfig & { migrations?: unknown[] }) => void,
    secrets?: Record<string, string>,
    others = targets.filter(({ target }) => target.name !== "production"),
  ) => {
    const config = structuredClone(production.config) as DeployConfig & { migrations?: unknown[] };
    change(config);
    return deployCheck({ target: production.target, config, topLevel, others, secrets });
  };
  const vars = (more: Record<string, unknown>) => (config: DeployConfig) => {
    config.vars = { ...config.vars, ...more };
  };
  const staging = targets.find(({ target }) => target.name === "staging") as ResolvedTarget;

  it("nothing in production as committed", () => {
    expect(check(() => {})).toEqual([]);
  });

  it("a MAPS_STYLE_URL that is not a URL", () => {
    expect(check(vars({ MAPS_STYLE_URL: "maptiler streets" }))).toEqual([
      "vars.MAPS_STYLE_URL must be a valid http(s) URL (its feature would be degraded)",
    ]);
  });

  it('a REQUEST_TIMEOUT_MS of "ten seconds"', () => {
    expect(check(vars({ REQUEST_TIMEOUT_MS: "ten seconds" }))).toEqual([
      "vars.REQUEST_TIMEOUT_MS must be a number >= 0 (every request would answer 500)",
    ]);
  });

  it("a sign-in limit that is not a count", () => {
    expect(check(vars({ TEXTS_PER_HOUR: "4k" }))).toEqual([
      "vars.TEXTS_PER_HOUR must be a whole number >= 1 (its feature would be degraded)",
    ]);
  });

  it("production pointed at staging's API", () => {
    expect(check(vars({ EXTERNAL_API_URL: staging.config.vars?.EXTERNAL_API_URL }))).toEqual([
      "vars.EXTERNAL_API_URL is staging's carrier API too (staging-api.hitchtrailers.com): each environment calls its own",
      "vars.EXTERNAL_API_URL is api-staging's reference API (staging-api.hitchtrailers.com), not production's carrier",
    ]);
  });

  it("a KV namespace id shared with staging", () => {
    const id = "3f2c9a7e1b6d4c0e8a5f9b2d7c1e4a60";
    const others = targets.map((other) =>
      other.target.name === "staging"
        ? {
            ...other,
            config: { ...other.config, kv_namespaces: [{ binding: "SESSIONS", id }, { binding: "CACHE" }] },
          }
        : other,
    );
    const problems = check(
      (config) => {
        config.kv_namespaces = [{ binding: "SESSIONS", id }, { binding: "CACHE" }];
      },
      undefined,
      others.filter(({ target }) => target.name !== "production"),
    );
    expect(problems).toEqual([
      "kv_namespaces SESSIONS: its id is staging's SESSIONS too (each environment keeps its own data)",
    ]);
  });

  it("emptied migrations", () => {
    expect(
      check((config) => {
        config.migrations = [];
      }),
    ).toEqual(["migrations must be the code's (v1 RateLimiter, v2 SessionGuard, v3 AlertDesk), not (none)"]);
  });

  it("a binding removed", () => {
    expect(
      check((config) => {
        config.durable_objects = {
          bindings: config.durable_objects?.bindings?.filter(({ name }) => name !== "ALERT_DESK"),
        };
        config.kv_namespaces = config.kv_namespaces?.filter(({ binding }) => binding !== "CACHE");
      }),
    ).toEqual([
      "kv_namespaces CACHE is missing: the code uses it",
      "durable_objects ALERT_DESK (AlertDesk) is missing: the code uses it",
    ]);
  });

  it("secrets that do not parse, and never their values", () => {
    const secrets = {
      APP_TOKEN: "a-real-looking-app-token",
      FINDER_LINK_KEY: "short",
      MONITORING_URL: "not-a-url",
      MAPS_KEY: "",
    };
    const problems = check(() => {}, secrets);
    expect(problems).toEqual([
      "secret MONITORING_URL must be a valid http(s) URL (every request would answer 500)",
      "secret FINDER_LINK_KEY must be at least 32 characters (every request would answer 500)",
    ]);
    expect(problems.join("\n")).not.toContain("a-real-looking-app-token");
    // With the required ones right, a missing maps key is still refused: production's map needs it.
    expect(
      check(() => {}, {
        FINDER_LINK_KEY: "k".repeat(40),
        MONITORING_URL: "https://alerts.hitchtrailers.com/x",
        MAPS_KEY: "",
      }),
    ).toEqual(["secret MAPS_KEY is missing (its feature would be degraded)"]);
  });

  it("a secret that is a placeholder, the committed example, or a name the Worker does not know", () => {
    expect(
      check(() => {}, {
        APP_TOKEN: "dev-app-token",
        MONITORING_URL: "http://127.0.0.1:8788/monitoring",
        MAP_KEY: "k",
      }),
    ).toEqual([
      "secret MAP_KEY is not a setting of this Worker",
      "secret APP_TOKEN is the example committed for local runs",
      "secret MONITORING_URL names this machine",
    ]);
  });
});

// The workflow, validated against GitHub's schema and rehearsed: each job's `run` steps in order, as
// GitHub runs them (a failed step skips the rest but the `if: failure()` ones), in the copy holding the
// releases built above, with `wrangler` a stand-in for Cloudflare and the site a local server that
// answers as the version Cloudflare would route each request to.
describe("the release workflow", () => {
  const workflowText = readFileSync(".github/workflows/release.yml", "utf8");
  type Step = { run?: string; uses?: string; if?: string; env?: Record<string, string>; name?: string };
  type Job = { needs?: string; env?: Record<string, string>; steps: Step[] };
  const workflow = parseYaml(workflowText) as { env?: Record<string, string>; jobs: Record<string, Job> };

  it("is a valid GitHub Actions workflow", () => {
    expect(validateWorkflow(workflowText).errors).toEqual([]);
  });

  it("tests, then builds each environment once (the builds checked above), then staging, then production", () => {
    const runsOf = (job: string) => workflow.jobs[job]?.steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(Object.entries(workflow.jobs).map(([name, job]) => [name, job.needs ?? null])).toEqual([
      ["test", null],
      ["build", "test"],
      ["staging", "build"],
      ["production", "staging"],
    ]);
    expect(runsOf("test")).toEqual(["bash .ci/run"]);
    expect(runsOf("build")).toEqual([
      "npm install",
      "node scripts/release.ts build staging",
      "node scripts/release.ts build production",
    ]);
  });

  let state = "";
  let bin = "";
  /** A local site per Worker, answering as the version Cloudflare would route each request to. */
  const sites: Record<string, { server: Server; origin: string }> = {};
  /** Versions whose smoke check fails: the site answers 503 for them. */
  const broken = new Set<string>();

  function site(worker: string): Server {
    return createServer((request, response) => {
      const override = String(request.headers["cloudflare-workers-version-overrides"] ?? "");
      const pinned = override.match(new RegExp(`^${worker}="(.+)"$`))?.[1];
      const id = pinned ?? deployedSplit(readFakeCloudflare(state).workers[worker])[0]?.version_id ?? "none";
      if (request.url === "/api/health") {
        const bad = broken.has(id);
        const answer: HealthAnswer = {
          status: bad ? "down" : "ok",
          environment: worker,
          version: { id, tag: "t", commit: "c" },
          checkedAt: new Date().toISOString(),
          checks: {
            config: { status: "ok", ms: 0 },
            kv: { status: "ok", ms: 1 },
            durableObjects: { status: "ok", ms: 1 },
            carrier: bad ? { status: "down", reason: "status 500", ms: 3 } : { status: "ok", ms: 3 },
          },
        };
        response.writeHead(bad ? 503 : 200, { "content-type": "application/json" });
        response.end(JSON.stringify(answer));
        return;
      }
      response.writeHead(200, { "content-type": "text/html" });
      response.end(
        '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /></head></html>',
      );
    });
  }

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "hitch-fake-cloudflare-"));
    state = join(dir, "state.json");
    bin = join(dir, "bin");
    mkdirSync(bin);
    writeFileSync(
      join(bin, "wrangler"),
      `#!/bin/sh\nexec "${process.execPath}" "${resolve("scripts/test/fake-cloudflare.ts")}" "$@"\n`,
    );
    chmodSync(join(bin, "wrangler"), 0o755);
    for (const [env, worker] of [
      ["staging", "hitch-staging"],
      ["production", "hitch-production"],
    ] as const) {
      const server = site(worker);
      await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
      sites[env] = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    }
  });
  afterAll(() => {
    for (const { server } of Object.values(sites)) server.close();
  });

  /** Both Workers as their first deploy (`npm run deploy:<env>`) left them: one version at 100%. */
  function firstDeploys(): FakeCloudflare {
    const first = (name: string) => ({
      versions: [{ id: `${name}-first`, tag: "0123456789ab", message: "first deploy" }],
      deployments: [{ versions: [{ version_id: `${name}-first`, percentage: 100 }], message: "first" }],
    });
    const fresh = {
      workers: { "hitch-staging": first("hitch-staging"), "hitch-production": first("hitch-production") },
    };
    writeFakeCloudflare(state, fresh);
    return fresh;
  }

  /** Runs a job's `run` steps as GitHub would; the commands run and whether the job passed. */
  async function runJob(name: string): Promise<{ passed: boolean; ran: string[]; output: string }> {
    const job = workflow.jobs[name] as Job;
    let failed = false;
    const ran: string[] = [];
    let output = "";
    for (const step of job.steps) {
      if (!step.run || step.run === "npm install") continue;
      if ((step.if === "failure()") !== failed) continue;
      const env: Record<string, string> = {
        ...workflow.env,
        ...job.env,
        ...step.env,
        CLOUDFLARE_API_TOKEN: "stand-in",
        CLOUDFLARE_ACCOUNT_ID: "stand-in",
        FAKE_CLOUDFLARE_STATE: state,
        PATH: `${bin}:${process.env.PATH}`,
        HITCH_RELEASE_ORIGIN: sites[name]?.origin ?? "",
        // The watch of a partial rollout lasts minutes; here, one check.
        RELEASE_WATCH_MINUTES: "0",
        RELEASE_CHECK_INTERVAL_SECONDS: "0",
      };
      const result = await runCollecting("bash", ["-c", step.run], { cwd: root, env });
      ran.push(step.run);
      output += result.output;
      if (result.code !== 0) failed = true;
    }
    return { passed: !failed, ran, output };
  }

  it("uploads one version per Worker, deploys staging, promotes production at 10%, 50%, then 100%", async () => {
    firstDeploys();
    const staging = await runJob("staging");
    expect(staging).toMatchObject({ passed: true });
    const production = await runJob("production");
    expect(production).toMatchObject({ passed: true });
    const { workers } = readFakeCloudflare(state);
    const uploaded = (worker: string) => workers[worker]?.versions.slice(1) ?? [];
    expect(uploaded("hitch-staging")).toHaveLength(1);
    expect(uploaded("hitch-production")).toHaveLength(1);
    const tag = readRelease("production", root).tag;
    expect(uploaded("hitch-production")[0]?.tag).toBe(tag);
    const v = uploaded("hitch-production")[0]?.id;
    expect(workers["hitch-staging"]?.deployments.map((d) => d.versions)).toEqual([
      [{ version_id: "hitch-staging-first", percentage: 100 }],
      [{ version_id: uploaded("hitch-staging")[0]?.id, percentage: 100 }],
    ]);
    expect(workers["hitch-production"]?.deployments.map((d) => d.versions)).toEqual([
      [{ version_id: "hitch-production-first", percentage: 100 }],
      [
        { version_id: v, percentage: 10 },
        { version_id: "hitch-production-first", percentage: 90 },
      ],
      [
        { version_id: v, percentage: 50 },
        { version_id: "hitch-production-first", percentage: 50 },
      ],
      [{ version_id: v, percentage: 100 }],
    ]);
    expect(production.ran).not.toContain("node scripts/release.ts rollback production");
  }, 300_000);

  it("rolls production back to the version before when the new one fails its smoke check", async () => {
    firstDeploys();
    expect(await runJob("staging")).toMatchObject({ passed: true });
    // Whatever version production's upload makes is broken: the site answers 503 for it.
    const before = new Set(readFakeCloudflare(state).workers["hitch-production"]?.versions.map((x) => x.id));
    const watch = setInterval(() => {
      for (const version of readFakeCloudflare(state).workers["hitch-production"]?.versions ?? [])
        if (!before.has(version.id)) broken.add(version.id);
    }, 20);
    const production = await runJob("production").finally(() => clearInterval(watch));
    expect(production.passed).toBe(false);
    expect(production.output).toContain("Smoke check of");
    expect(production.output).toContain("carrier: status 500");
    expect(production.ran.at(-1)).toBe("node scripts/release.ts rollback production");
    const deployments = readFakeCloudflare(state).workers["hitch-production"]?.deployments ?? [];
    expect(deployments.map((d) => d.versions.map((s) => s.percentage))).toEqual([[100], [10, 90], [100]]);
    expect(deployments.at(-1)?.versions).toEqual([{ version_id: "hitch-production-first", percentage: 100 }]);
  }, 300_000);

  it("npm run rollback puts the version before back by hand, and asks /api/health which answers", async () => {
    firstDeploys();
    expect(await runJob("staging")).toMatchObject({ passed: true });
    expect(await runJob("production")).toMatchObject({ passed: true });
    const { code, output } = await runCollecting(
      process.execPath,
      ["scripts/rollback.ts", "production", "--message", "drivers report a blank screen"],
      {
        cwd: root,
        env: {
          FAKE_CLOUDFLARE_STATE: state,
          PATH: `${bin}:${process.env.PATH}`,
          HITCH_RELEASE_ORIGIN: sites.production?.origin ?? "",
        },
      },
    );
    expect({ code, output }).toMatchObject({
      code: 0,
      output: expect.stringContaining("Rolled back hitch-production. "),
    });
    expect(output).toContain("version hitch-production-first");
    const last = readFakeCloudflare(state).workers["hitch-production"]?.deployments.at(-1);
    expect(last).toEqual({
      versions: [{ version_id: "hitch-production-first", percentage: 100 }],
      message: "drivers report a blank screen",
    });
  }, 300_000);
});
