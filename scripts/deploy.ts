// `npm run deploy:<target>` (staging, production, api-staging): deploys one
// environment as README "Deploying" says (decision 069). It refuses a config that
// is not ready (a placeholder, no route, the wrong environment), listing what to
// fill in, before building; builds the edge Worker with CLOUDFLARE_ENV=<env> (the
// Vite plugin picks the environment at build time: `wrangler deploy --env` would
// be ignored) and checks what the build wrote; then `wrangler deploy` of that
// config with the commit as the version's tag and message. Other arguments go to
// wrangler, e.g. `-- --secrets-file <file>` for a first deploy, `-- --dry-run`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { unstable_readConfig } from "wrangler";
import { buildEdge } from "./lib/deploy-build.ts";
import {
  BUILT_EDGE_CONFIG,
  type DeployConfig,
  deployProblems,
  deployTargets,
  readWranglerConfig,
} from "./lib/deploy-targets.ts";
import { QUIET_ENV } from "./lib/quiet-env.ts";

Object.assign(process.env, QUIET_ENV);
const [name, ...wranglerArgs] = process.argv.slice(2);
const targets = deployTargets();
const found = targets.find((candidate) => candidate.name === name);
if (!found) {
  console.error(`Usage: node scripts/deploy.ts <${targets.map((t) => t.name).join("|")}> [wrangler args]`);
  process.exit(2);
}
const target = found;
const topLevelName = readWranglerConfig(target.config).name ?? "";

function refuseIfNotReady(config: DeployConfig, stage: string): void {
  const problems = deployProblems(target, config, topLevelName);
  if (problems.length === 0) return;
  console.error(`Not deploying ${name}: ${stage} is not ready. Fill in or fix:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error("(README, Deploying; `npm run check:deploy` checks every environment.)");
  process.exit(1);
}

/** This commit: the version's tag (at most 25 characters) and message (at most 100). */
function versionLabel(): { tag: string; message: string } {
  const git = (...args: string[]) => spawnSync("git", args, { encoding: "utf8" }).stdout.trim();
  const commit = git("rev-parse", "--short=12", "HEAD") || "unknown";
  const dirty = git("status", "--porcelain") !== "";
  const subject = git("log", "-1", "--format=%s") || "no commit";
  return {
    tag: `${commit}${dirty ? "-dirty" : ""}`,
    message: `${name} ${commit}${dirty ? " (uncommitted changes)" : ""}: ${subject}`.slice(0, 100),
  };
}

refuseIfNotReady(
  unstable_readConfig({ config: target.config, env: target.env }) as DeployConfig,
  target.config,
);

let configArgs: string[];
if (target.worker === "edge") {
  await buildEdge(target.env);
  refuseIfNotReady(JSON.parse(readFileSync(BUILT_EDGE_CONFIG, "utf8")) as DeployConfig, BUILT_EDGE_CONFIG);
  configArgs = ["-c", BUILT_EDGE_CONFIG];
} else {
  configArgs = ["-c", target.config, "--env", target.env];
}

const { tag, message } = versionLabel();
const deploy = spawnSync(
  "wrangler",
  ["deploy", ...configArgs, "--tag", tag, "--message", message, ...wranglerArgs],
  { stdio: "inherit" },
);
process.exit(deploy.status ?? 1);
