// A release's artifact (decision 108): one edge environment built once, with
// CLOUDFLARE_ENV=<env>, checked before and after the build (lib/deploy-check.ts),
// dry-run as wrangler would upload it, and kept under release/<env>/: the build
// (dist/, its wrangler.json the config every later step uploads), what the dry run
// printed, and release.json naming the Worker, the commit and the version's label.
// The pipeline's later steps upload exactly this folder; nothing is built again.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { unstable_readConfig } from "wrangler";
import { buildEdge, runCollecting } from "./deploy-build.ts";
import { checkTarget } from "./deploy-check.ts";
import type { DeployConfig, DeployTarget } from "./deploy-targets.ts";
import type { CommitLabel } from "./release-label.ts";
import { type ReleaseRecord, releaseConfig, releaseDir } from "./release-record.ts";

export type ReleaseBuild = {
  record?: ReleaseRecord;
  /** The config as built (or, when the source was refused, as resolved from the source). */
  config: DeployConfig;
  problems: string[];
  /** The dry run's exit code and output (null and empty when it was not reached). */
  code: number | null;
  output: string;
  /** What the dry run bundled: the Worker as it would be uploaded. */
  bundle: string[];
};

/** Builds, checks and dry-runs one edge environment in the project at `root`; refused builds stop early. */
export async function buildRelease(
  target: DeployTarget,
  label: CommitLabel,
  root = ".",
): Promise<ReleaseBuild> {
  const source = unstable_readConfig({ config: join(root, target.config), env: target.env }) as DeployConfig;
  const refused = checkTarget(target, source, { root });
  if (refused.length > 0) return { config: source, problems: refused, code: null, output: "", bundle: [] };

  const built = await buildEdge(target.env, root, label.commit);
  const config = JSON.parse(readFileSync(built, "utf8")) as DeployConfig;
  const problems = checkTarget(target, config, { root });
  if (problems.length > 0) return { config, problems, code: null, output: "", bundle: [] };

  // The build moves under release/<env>/, so the next environment's build does not overwrite it.
  const dir = join(root, releaseDir(target.env));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(join(root, "dist"), join(dir, "dist"), { recursive: true });
  rmSync(join(root, "dist"), { recursive: true, force: true });
  // The redirect the build wrote points at dist/; the steps name the release's config instead.
  rmSync(join(root, ".wrangler", "deploy"), { recursive: true, force: true });

  const bundleDir = join(dir, "bundle");
  const { code, output } = await runCollecting(
    resolve("node_modules/.bin/wrangler"),
    [
      "deploy",
      "--dry-run",
      "-c",
      releaseConfig(target.env),
      "--outdir",
      join(releaseDir(target.env), "bundle"),
    ],
    { cwd: root },
  );
  writeFileSync(join(dir, "dry-run.txt"), output);
  const record: ReleaseRecord = {
    target: target.name,
    env: target.env,
    worker: config.name ?? "",
    rootUrl: String(config.vars?.ROOT_URL ?? ""),
    commit: label.commit,
    tag: label.tag,
    message: label.message,
    config: releaseConfig(target.env),
  };
  writeFileSync(join(dir, "release.json"), `${JSON.stringify(record, null, 2)}\n`);
  const bundle = existsSync(bundleDir) ? readdirSync(bundleDir) : [];
  return { record, config, problems: [], code, output, bundle };
}
