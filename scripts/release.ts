// `node scripts/release.ts <step> <env> …`: the steps of the release pipeline
// (.github/workflows/release.yml, decision 108), each runnable by hand, in order:
//   build <env> [--allow-dirty]   check, build once, dry-run; kept in release/<env>/
//   upload <env>                  a new Worker version of that build, no traffic yet
//   promote <env> <percent>       that version to <percent>% of the traffic (100: all)
//   smoke <env>                   /api/health and a signed-out page, answered by it
//   rollback <env>                the deployment as it was before this release
// The account comes from CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID. The smoke
// check reads HITCH_RELEASE_ORIGIN (another origin, e.g. a local preview) and
// RELEASE_WATCH_MINUTES (keep checking that long: a partial rollout's watch).

import { deployTargets } from "#scripts/lib/deploy-targets.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";
import { commitLabel } from "#scripts/lib/release-label.ts";
import { promote, rollbackRelease, StepFailed, smoke, upload } from "#scripts/lib/release-steps.ts";

Object.assign(process.env, QUIET_ENV);
const [step, env, ...rest] = process.argv.slice(2);
const edgeEnvs = deployTargets()
  .filter((target) => target.worker === "edge")
  .map((target) => target.env);

function usage(): never {
  console.error(
    `Usage: node scripts/release.ts <build|upload|promote|smoke|rollback> <${edgeEnvs.join("|")}> [percent] [--allow-dirty]`,
  );
  process.exit(2);
}

if (env === undefined || !edgeEnvs.includes(env)) usage();

async function build(): Promise<void> {
  const target = deployTargets().find((candidate) => candidate.worker === "edge" && candidate.env === env);
  if (target === undefined) usage();
  const label = commitLabel(target.name);
  if (label.dirty && !rest.includes("--allow-dirty")) {
    throw new StepFailed(
      "The working tree has uncommitted changes (git status): a release is a commit. --allow-dirty builds it anyway (tagged -dirty).",
    );
  }
  // Loaded for this step only: the build's tools (wrangler's config reader, Vite) take seconds to load.
  const { buildRelease } = await import("#scripts/lib/release-build.ts");
  const built = await buildRelease(target, label);
  if (built.problems.length > 0) {
    throw new StepFailed(
      `${target.name} is not ready. Fill in or fix:\n${built.problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  console.log(built.output.trim());
  if (built.code !== 0) throw new StepFailed(`wrangler deploy --dry-run exited with ${built.code}.`);
  console.log(`Built ${built.record?.worker} ${label.tag} into release/${env}/, dry-run passed.`);
}

try {
  switch (step) {
    case "build":
      await build();
      break;
    case "upload":
      upload(env);
      break;
    case "promote":
      promote(env, Number(rest[0]));
      break;
    case "smoke":
      await smoke(env, ".", {
        origin: process.env.HITCH_RELEASE_ORIGIN || undefined,
        watchMs: Number(process.env.RELEASE_WATCH_MINUTES ?? 0) * 60_000,
        ...(process.env.RELEASE_CHECK_INTERVAL_SECONDS
          ? { intervalMs: Number(process.env.RELEASE_CHECK_INTERVAL_SECONDS) * 1000 }
          : {}),
      });
      break;
    case "rollback":
      rollbackRelease(env);
      break;
    default:
      usage();
  }
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  console.error(error.message);
  process.exit(1);
}
