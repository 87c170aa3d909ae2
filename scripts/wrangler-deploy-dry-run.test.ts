// @vitest-environment node
// Every deploy configuration bundles and validates: `wrangler deploy --dry-run` for
// each Worker's top level and each of its named environments, so a broken config
// fails the tests, not a deploy (decision 047). Offline and on a clean clone: the
// bundle goes to a temp folder, and the edge Worker's assets are an empty temp
// folder (a dry run only lists them; the build's own output is checked by
// local-production-run.test.ts).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import JSON5 from "json5";
import { afterAll, describe, expect, it } from "vitest";
import { QUIET_ENV } from "./lib/quiet-env.ts";

const WRANGLER = resolve("node_modules/.bin/wrangler");
const temp = mkdtempSync(join(tmpdir(), "hitch-dry-run-"));

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

type Deploy = { config: string; env: string; assets: boolean };

/** The top level ("") and every named environment of a configuration. */
function deploysOf(config: string): Deploy[] {
  const parsed = JSON5.parse<{ env?: Record<string, unknown>; assets?: unknown }>(
    readFileSync(config, "utf8"),
  );
  return ["", ...Object.keys(parsed.env ?? {})].map((env) => ({
    config,
    env,
    assets: parsed.assets !== undefined,
  }));
}

function dryRun({
  config,
  env,
  assets,
}: Deploy): Promise<{ code: number | null; output: string; outdir: string }> {
  const outdir = join(temp, `${config.replaceAll("/", "_")}-${env || "top"}`);
  const args = ["deploy", "--dry-run", "-c", config, `--env=${env}`, "--outdir", outdir];
  if (assets) {
    const dir = join(outdir, "..", `${config.replaceAll("/", "_")}-${env || "top"}-assets`);
    mkdirSync(dir, { recursive: true });
    args.push("--assets", dir);
  }
  return new Promise((done) => {
    // No account, no token, no network: a dry run must not need them.
    const { CLOUDFLARE_API_TOKEN: _token, CLOUDFLARE_ACCOUNT_ID: _account, ...parent } = process.env;
    const child = spawn(WRANGLER, args, {
      env: { ...parent, ...QUIET_ENV, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code, output, outdir }));
  });
}

const deploys = [...deploysOf("wrangler.jsonc"), ...deploysOf("logistics-api/wrangler.jsonc")];

describe("wrangler deploy --dry-run", () => {
  it("covers both Workers' top level and every named environment", () => {
    expect(deploys.map(({ config, env }) => `${config} ${env || "(top level)"}`)).toEqual([
      "wrangler.jsonc (top level)",
      "wrangler.jsonc production",
      "logistics-api/wrangler.jsonc (top level)",
      "logistics-api/wrangler.jsonc staging",
    ]);
  });

  it.each(deploys)(
    "$config env '$env' bundles with no error and no warning",
    async (deploy) => {
      const { code, output, outdir } = await dryRun(deploy);
      expect({ code, output }).toMatchObject({
        code: 0,
        output: expect.stringContaining("--dry-run: exiting now."),
      });
      expect(output).not.toMatch(/WARNING|ERROR|✘/);
      expect(readdirSync(outdir)).toContain("index.js");
    },
    60_000,
  );
});
