// `npm run deploy:<target>` (staging, production, api-staging): deploys one
// environment from this machine, for a first deploy and for emergencies; releases go
// through the pipeline (docs/operations.md, decision 108). It refuses a tree with
// uncommitted changes (`--allow-dirty` to deploy one anyway; a `--dry-run` may) and a
// config that is not ready, with the one deploy check (lib/deploy-check.ts) on the
// source config before building, and on what the build wrote after, the secrets of
// `--secrets-file` included; each problem is named. The edge Worker is built with
// CLOUDFLARE_ENV=<env> (the Vite plugin picks the environment at build time:
// `wrangler deploy --env` would be ignored); then `wrangler deploy` of that config
// with the commit as the version's tag and message. Other arguments go to wrangler,
// e.g. `-- --secrets-file <file>` for a first deploy, `-- --dry-run`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { unstable_readConfig } from "wrangler";
import { buildEdge } from "#scripts/lib/deploy-build.ts";
import { checkTarget, readSecretsFile } from "#scripts/lib/deploy-check.ts";
import { BUILT_EDGE_CONFIG, type DeployConfig, deployTargets } from "#scripts/lib/deploy-targets.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";
import { commitLabel } from "#scripts/lib/release-label.ts";

Object.assign(process.env, QUIET_ENV);
const [name, ...args] = process.argv.slice(2);
const targets = deployTargets();
const found = targets.find((candidate) => candidate.name === name);
if (!found) {
  console.error(
    `Usage: node scripts/deploy.ts <${targets.map((t) => t.name).join("|")}> [--allow-dirty] [wrangler args]`,
  );
  process.exit(2);
}
const target = found;
const allowDirty = args.includes("--allow-dirty");
const wranglerArgs = args.filter((arg) => arg !== "--allow-dirty");
const dryRun = wranglerArgs.includes("--dry-run");
const secretsAt = wranglerArgs.indexOf("--secrets-file");
const secretsFile = secretsAt === -1 ? undefined : wranglerArgs[secretsAt + 1];

const label = commitLabel(target.name);
if (label.dirty && !dryRun && !allowDirty) {
  console.error(
    `Not deploying ${name}: the working tree has uncommitted changes (git status), and a deploy must be a commit.`,
  );
  console.error("Commit them, or pass --allow-dirty for an emergency (the version is tagged -dirty).");
  process.exit(1);
}

const secrets = secretsFile === undefined ? undefined : readSecretsFile(secretsFile);

function refuseIfNotReady(config: DeployConfig, stage: string): void {
  const problems = checkTarget(target, config, { secrets });
  if (problems.length === 0) return;
  console.error(`Not deploying ${name}: ${stage} is not ready. Fill in or fix:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  console.error("(docs/operations.md; `npm run check:deploy` checks every environment.)");
  process.exit(1);
}

refuseIfNotReady(
  unstable_readConfig({ config: target.config, env: target.env }) as DeployConfig,
  secrets ? `${target.config} with ${secretsFile}` : target.config,
);

let configArgs: string[];
if (target.worker === "edge") {
  await buildEdge(target.env, ".", label.commit);
  refuseIfNotReady(JSON.parse(readFileSync(BUILT_EDGE_CONFIG, "utf8")) as DeployConfig, BUILT_EDGE_CONFIG);
  configArgs = ["-c", BUILT_EDGE_CONFIG];
} else {
  configArgs = ["-c", target.config, "--env", target.env];
}

const deploy = spawnSync(
  "wrangler",
  ["deploy", ...configArgs, "--tag", label.tag, "--message", label.message, ...wranglerArgs],
  { stdio: "inherit" },
);
process.exit(deploy.status ?? 1);
