// @vitest-environment node
// Both Workers' local configurations (the top levels: `npm run dev`, the tests)
// bundle and validate: `wrangler deploy --dry-run`, so a broken config fails the
// tests, not a run (decision 047). Offline and on a clean clone: the bundle goes to
// a temp folder, and the edge Worker's assets are an empty temp folder (a dry run
// only lists them; the build's own output is checked by local-production-run.test.ts).
// The deployed environments are dry-run as built by check-deploy.test.ts (decision 069).
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import JSON5 from "json5";
import { afterAll, describe, expect, it } from "vitest";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";

const WRANGLER = resolve("node_modules/.bin/wrangler");
const temp = mkdtempSync(join(tmpdir(), "hitch-dry-run-"));

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

type Deploy = { config: string; env: string; assets: boolean };

/** The top level ("") of a configuration. */
function deploysOf(config: string): Deploy[] {
  const parsed = JSON5.parse<{ assets?: unknown }>(readFileSync(config, "utf8"));
  return [{ config, env: "", assets: parsed.assets !== undefined }];
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
  it("covers both Workers' top level", () => {
    expect(deploys.map(({ config, env }) => `${config} ${env || "(top level)"}`)).toEqual([
      "wrangler.jsonc (top level)",
      "logistics-api/wrangler.jsonc (top level)",
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
