// `npm run rollback -- <staging|production> [version-id] [--message "<why>"]`: puts
// an earlier version of the edge Worker back in front of every driver at once
// (docs/operations.md, Rollback; decision 108). Without a version id, the one before
// the version now deployed (`wrangler versions list --name <worker>` lists them, each
// tagged with its commit). Then asks /api/health which version answers. Rehearsed
// offline by scripts/check-deploy.test.ts, with a stand-in for Cloudflare.
import { deployTargets, readWranglerConfig } from "#scripts/lib/deploy-targets.ts";
import { QUIET_ENV } from "#scripts/lib/quiet-env.ts";
import { wrangler } from "#scripts/lib/release-steps.ts";

Object.assign(process.env, QUIET_ENV);
const args = process.argv.slice(2);
const messageAt = args.indexOf("--message");
const message = messageAt === -1 ? "rollback by hand" : (args[messageAt + 1] ?? "rollback by hand");
const [env, versionId] = args.filter((_, i) => messageAt === -1 || (i !== messageAt && i !== messageAt + 1));
const target = deployTargets().find((candidate) => candidate.worker === "edge" && candidate.env === env);
if (target === undefined) {
  const envs = deployTargets().filter((t) => t.worker === "edge");
  console.error(
    `Usage: npm run rollback -- <${envs.map((t) => t.env).join("|")}> [version-id] [--message "<why>"]`,
  );
  process.exit(2);
}

// The environment's own name and ROOT_URL, as committed (an environment names both itself).
const config = readWranglerConfig(target.config).env?.[target.env] ?? {};
const worker = config.name ?? "";
const rollback = wrangler(
  ["rollback", ...(versionId ? [versionId] : []), "--name", worker, "--message", message, "--yes"],
  ".",
);
if (rollback.code !== 0) {
  console.error(`wrangler rollback exited with ${rollback.code}: nothing changed.`);
  process.exit(1);
}

const origin = process.env.HITCH_RELEASE_ORIGIN || String(config.vars?.ROOT_URL ?? "");
const health = await fetch(new URL("/api/health", origin), { signal: AbortSignal.timeout(15_000) }).catch(
  (error: unknown) => error as Error,
);
if (health instanceof Error) {
  console.error(`Rolled back; ${origin}/api/health did not answer (${health.message}): check it by hand.`);
  process.exit(1);
}
const answer = (await health.json().catch(() => ({}))) as {
  status?: string;
  version?: { id?: string; tag?: string };
};
console.log(
  `Rolled back ${worker}. ${origin}/api/health: ${health.status} ${answer.status ?? ""}, version ${answer.version?.id ?? "?"} (${answer.version?.tag ?? "?"}).`,
);
process.exit(health.status === 200 ? 0 : 1);
