// Builds and dry-runs the deploy targets as they would be deployed (decisions 069 and
// 108): the edge Worker built as a release (lib/release-build.ts: CLOUDFLARE_ENV=<env>,
// checked, `wrangler deploy --dry-run` of the config that build wrote); the reference
// API's own config. Done in a copy of the project's files (what a clean clone has,
// plus uncommitted changes), so a check never overwrites this tree's dist/ or the
// redirect in .wrangler/deploy/ that `vite preview` and other tests read.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { checkTarget } from "./deploy-check.ts";
import { BUILT_EDGE_CONFIG, type DeployConfig, type DeployTarget, deployTargets } from "./deploy-targets.ts";
import { QUIET_ENV } from "./quiet-env.ts";
import { buildRelease } from "./release-build.ts";
import { commitLabel } from "./release-label.ts";

const BIN = resolve("node_modules/.bin");

export type CommandResult = { code: number | null; output: string };

/** Runs a command to completion, its output (stdout and stderr) collected. */
export function runCollecting(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<CommandResult> {
  return new Promise((done) => {
    // A check needs no account, no token and no network.
    const { CLOUDFLARE_API_TOKEN: _token, CLOUDFLARE_ACCOUNT_ID: _account, ...parent } = process.env;
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...parent, ...QUIET_ENV, NO_COLOR: "1", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code, output }));
  });
}

/**
 * `vite build` of the edge Worker for one environment, in `cwd`, `commit` its GET /api/health's
 * (a copy of the project has no git of its own); its redirected config path.
 */
export async function buildEdge(env: string, cwd = ".", commit?: string): Promise<string> {
  const { code, output } = await runCollecting(join(BIN, "vite"), ["build", "--logLevel", "warn"], {
    cwd,
    env: { CLOUDFLARE_ENV: env, ...(commit ? { HITCH_COMMIT: commit } : {}) },
  });
  if (code !== 0) throw new Error(`CLOUDFLARE_ENV=${env} vite build failed:\n${output}`);
  return join(cwd, BUILT_EDGE_CONFIG);
}

/** A copy of the project's files (tracked and new, not ignored) with this tree's node_modules. */
export function copyOfProject(): string {
  const listing = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  if (listing.status !== 0) throw new Error(`git ls-files failed: ${listing.stderr}`);
  const root = mkdtempSync(join(tmpdir(), "hitch-deploy-check-"));
  for (const file of listing.stdout.split("\0").filter(Boolean)) {
    const to = join(root, file);
    mkdirSync(dirname(to), { recursive: true });
    // A file deleted but not yet staged is listed and absent: skip it.
    try {
      copyFileSync(file, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(resolve("node_modules"), join(root, "node_modules"), "dir");
  return root;
}

export type DryRun = {
  target: DeployTarget;
  /** The config the dry run read, resolved (for the edge Worker: the one its build wrote). */
  config: DeployConfig;
  problems: string[];
  code: number | null;
  output: string;
  /** What the dry run wrote to its --outdir: the Worker as it would be uploaded. */
  bundle: string[];
};

/** `wrangler deploy --dry-run` of one target in a project copy at `root`: the edge built as a release. */
async function dryRunTarget(target: DeployTarget, root: string): Promise<DryRun> {
  if (target.worker === "edge") {
    const { config, problems, code, output, bundle } = await buildRelease(
      target,
      commitLabel(target.name),
      root,
    );
    return { target, config, problems, code, output, bundle };
  }
  const outdir = join(root, ".dry-run", target.name);
  const config = unstable_readConfig({ config: join(root, target.config), env: target.env }) as DeployConfig;
  const { code, output } = await runCollecting(
    join(BIN, "wrangler"),
    ["deploy", "--dry-run", "-c", target.config, "--env", target.env, "--outdir", outdir],
    { cwd: root },
  );
  const bundle = existsSync(outdir) ? readdirSync(outdir) : [];
  return { target, config, problems: checkTarget(target, config, { root }), code, output, bundle };
}

/**
 * Every deploy target dry-run, one after another (builds share the copy's dist/ and this machine's
 * two cores): what `npm run check:deploy` prints and its test asserts. In a copy of the project made
 * for the purpose, or in `root` when given (the copy is then the caller's: the edge's releases stay
 * under its release/ for the release rehearsal).
 */
export async function dryRunAll(root?: string): Promise<DryRun[]> {
  const at = root ?? copyOfProject();
  try {
    const runs: DryRun[] = [];
    for (const target of deployTargets(at)) runs.push(await dryRunTarget(target, at));
    return runs;
  } finally {
    if (root === undefined) rmSync(at, { recursive: true, force: true });
  }
}
