// @vitest-environment node
// `npm run deploy:<target>` refuses a config that is not ready, listing what to
// fill in, before it builds anything, and a tree with uncommitted changes unless
// told; it deploys with the commit as the version's tag and message, passing
// further arguments to wrangler (decisions 069 and 108).
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { copyOfProject, runCollecting } from "#scripts/lib/deploy-build.ts";
import {
  type DeployConfig,
  type DeployTarget,
  deployProblems,
  deployTargets,
  placeholderReason,
  readWranglerConfig,
} from "#scripts/lib/deploy-targets.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";

Object.assign(process.env, QUIET_ENV);

const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

const PRODUCTION: DeployTarget = {
  name: "production",
  worker: "edge",
  env: "production",
  config: "wrangler.jsonc",
};
const ready = {
  name: "hitch-production",
  workers_dev: false,
  routes: [{ pattern: "app.hitchtrailers.com", custom_domain: true }],
  vars: {
    ENVIRONMENT_NAME: "production",
    ROOT_URL: "https://app.hitchtrailers.com",
    EXTERNAL_API_URL: "https://api.hitchtrailers.com",
    DEV_TOOLS: "false",
  },
  secrets: { required: ["APP_TOKEN", "FINDER_LINK_KEY", "MAPS_KEY", "MONITORING_URL"] },
  kv_namespaces: [{ binding: "SESSIONS" }, { binding: "CACHE" }],
  observability: { enabled: true, redact_query_string: true, traces: { enabled: true } },
};

describe("what a deploy configuration must be", () => {
  it.each(deployTargets())("$config env $env, as committed, is ready to deploy", (target) => {
    const config = unstable_readConfig({ config: target.config, env: target.env }) as DeployConfig;
    expect(deployProblems(target, config, readWranglerConfig(target.config).name ?? "")).toEqual([]);
  });

  it("a ready config has no problem", () => {
    expect(deployProblems(PRODUCTION, ready, "hitch")).toEqual([]);
  });

  it("names each placeholder: notes to fill in, example hosts, made-up ids, this machine", () => {
    const problems = deployProblems(
      PRODUCTION,
      {
        ...ready,
        vars: {
          ...ready.vars,
          EXTERNAL_API_URL: "https://logistics-api.example.com",
          MAPS_STYLE_URL: "<style URL, {key} where the key goes>",
          MONITORING_URL: "http://127.0.0.1:8788/monitoring",
        },
        kv_namespaces: [
          { binding: "SESSIONS", id: "<your SESSIONS namespace id>" },
          { binding: "CACHE", id: "00000000000000000000000000000002" },
        ],
      },
      "hitch",
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^vars\.EXTERNAL_API_URL names a reserved example host \(logistics-api\.example\.com\)/,
      ),
      expect.stringMatching(/^vars\.MAPS_STYLE_URL is a note to fill in/),
      expect.stringMatching(/^vars\.MONITORING_URL names this machine \(127\.0\.0\.1\)/),
      expect.stringMatching(/^kv_namespaces\[0\]\.id is a note to fill in/),
      expect.stringMatching(/^kv_namespaces\[1\]\.id is a made-up id/),
    ]);
  });

  it("an environment without a route, or with a ROOT_URL it does not serve, is not ready", () => {
    expect(deployProblems(PRODUCTION, { ...ready, routes: [] }, "hitch")).toEqual([
      "routes: an environment needs a route or custom domain",
      "vars.ROOT_URL must be https on this environment's route ()",
    ]);
    expect(
      deployProblems(
        PRODUCTION,
        { ...ready, vars: { ...ready.vars, ROOT_URL: "https://other.hitchtrailers.com" } },
        "hitch",
      ),
    ).toEqual(["vars.ROOT_URL must be https on this environment's route (app.hitchtrailers.com)"]);
  });

  it("a build for another environment, the top level's name or dev tools on are not ready", () => {
    expect(
      deployProblems(
        PRODUCTION,
        { ...ready, name: "hitch", targetEnvironment: "staging", vars: { ...ready.vars, DEV_TOOLS: "true" } },
        "hitch",
      ),
    ).toEqual([
      "name must be this environment's own, not the top level's \"hitch\"",
      'was built for "staging", not "production"',
      'vars.DEV_TOOLS must be "false"',
    ]);
  });

  it("real values are not placeholders", () => {
    for (const value of [
      "https://app.hitchtrailers.com",
      "https://api.maptiler.com/maps/streets-v2/style.json?key={key}",
      "hitch-logistics-documents-staging",
      "3f2c9a7e1b6d4c0e8a5f9b2d7c1e4a60",
      "10000",
      "",
    ]) {
      expect({ value, reason: placeholderReason(value) }).toEqual({ value, reason: undefined });
    }
  });
});

// Each run starts a Node process that loads wrangler's config reader: a few seconds.
describe("npm run deploy:<target>", { timeout: 60_000 }, () => {
  const node = process.execPath;

  it("refuses a config with placeholders before building, listing what to fill in", async () => {
    const root = copyOfProject();
    temp.push(root);
    const config = join(root, "wrangler.jsonc");
    writeFileSync(
      config,
      readFileSync(config, "utf8")
        .replace('"https://api.hitchtrailers.com"', '"https://logistics-api.example.com"')
        .replace(/"routes": \[\{ "pattern": "app\.hitchtrailers\.com", "custom_domain": true \}\],/, ""),
    );
    const { code, output } = await runCollecting(node, ["scripts/deploy.ts", "production", "--dry-run"], {
      cwd: root,
    });
    expect(code).toBe(1);
    expect(output).toContain("Not deploying production: wrangler.jsonc is not ready. Fill in or fix:");
    expect(output).toContain(
      "vars.EXTERNAL_API_URL names a reserved example host (logistics-api.example.com)",
    );
    expect(output).toContain("routes: an environment needs a route or custom domain");
    expect(output).not.toContain("vite");
  });

  it("names the targets when given none it knows", async () => {
    const { code, output } = await runCollecting(node, ["scripts/deploy.ts", "prod"]);
    expect({ code, output: output.trim() }).toEqual({
      code: 2,
      output:
        "Usage: node scripts/deploy.ts <staging|production|api-staging> [--allow-dirty] [wrangler args]",
    });
  });

  it("deploys with the commit as tag and message, passing the rest to wrangler", async () => {
    // A stand-in wrangler on PATH that prints its arguments (the reference API needs no build).
    const bin = mkdtempSync(join(tmpdir(), "hitch-fake-wrangler-"));
    temp.push(bin);
    writeFileSync(join(bin, "wrangler"), `#!/bin/sh\nprintf '%s\\n' "$@"\n`);
    chmodSync(join(bin, "wrangler"), 0o755);
    const secrets = join(bin, "api-staging.secrets");
    writeFileSync(secrets, "SMS_API_URL=https://sms.hitchtrailers.com/messages\nSMS_FROM=+16025550100\n");
    const { code, output } = await runCollecting(
      node,
      // --allow-dirty: this tree may have uncommitted changes while the tests run.
      ["scripts/deploy.ts", "api-staging", "--allow-dirty", "--secrets-file", secrets],
      { env: { PATH: `${bin}:${resolve("node_modules/.bin")}:${process.env.PATH}` } },
    );
    const args = output.trim().split("\n");
    expect(code).toBe(0);
    expect(args.slice(0, 6)).toEqual([
      "deploy",
      "-c",
      "logistics-api/wrangler.jsonc",
      "--env",
      "staging",
      "--tag",
    ]);
    expect(args[6]).toMatch(/^[0-9a-f]{12}(-dirty)?$/);
    expect(args[7]).toBe("--message");
    expect(args[8]).toMatch(/^api-staging [0-9a-f]{12}/);
    expect(args.slice(9)).toEqual(["--secrets-file", secrets]);
  });

  it("refuses a tree with uncommitted changes, unless told; a dry run may", async () => {
    // A copy of the project is no git checkout: nothing tells it is a commit.
    const root = copyOfProject();
    temp.push(root);
    const refused = await runCollecting(node, ["scripts/deploy.ts", "api-staging"], { cwd: root });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("Not deploying api-staging: the working tree has uncommitted changes");
    expect(refused.output).toContain("--allow-dirty");
  });

  it("names each break in `npm run deploy:production -- --dry-run`, secrets too, before building", async () => {
    const root = copyOfProject();
    temp.push(root);
    const config = join(root, "wrangler.jsonc");
    const production = (text: string) => text.slice(text.indexOf('"production": {'));
    const source = readFileSync(config, "utf8");
    const broken = production(source)
      .replace('"https://api.hitchtrailers.com"', '"https://staging-api.hitchtrailers.com"')
      .replace(/"MAPS_STYLE_URL": "[^"]*"/, '"MAPS_STYLE_URL": "maptiler streets"')
      .replace('"REQUEST_TIMEOUT_MS": "10000"', '"REQUEST_TIMEOUT_MS": "ten seconds"')
      .replace('"name": "hitch-production",', '"name": "hitch-production", "migrations": [],');
    writeFileSync(config, source.replace(production(source), broken));
    const secrets = join(root, "production.secrets");
    writeFileSync(secrets, "FINDER_LINK_KEY=short\nMONITORING_URL=not-a-url\n");
    const { code, output } = await runCollecting(
      node,
      ["scripts/deploy.ts", "production", "--dry-run", "--secrets-file", secrets],
      { cwd: root },
    );
    expect(code).toBe(1);
    expect(output).toContain(`Not deploying production: wrangler.jsonc with ${secrets} is not ready.`);
    for (const named of [
      "vars.EXTERNAL_API_URL is staging's carrier API too (staging-api.hitchtrailers.com)",
      "vars.REQUEST_TIMEOUT_MS must be a number >= 0",
      "vars.MAPS_STYLE_URL must be a valid http(s) URL",
      "secret MONITORING_URL must be a valid http(s) URL",
      "secret FINDER_LINK_KEY must be at least 32 characters",
      "migrations must be the code's (v1 RateLimiter, v2 SessionGuard, v3 AlertDesk), not (none)",
    ]) {
      expect(output).toContain(named);
    }
    expect(output).not.toContain("=short");
    expect(output).not.toContain("vite");
  });
});
