// The release pipeline's steps after the build (decision 108), each one command of
// scripts/release.ts that .github/workflows/release.yml calls:
// - upload: `wrangler versions upload` of the release's built config, tagged with the
//   commit; the new version's id and the deployment it will replace are kept in
//   release/<env>/version.json;
// - promote: `wrangler versions deploy` of that version to a share of the traffic, the
//   rest staying on the version it replaces, then to 100%;
// - smoke: GET /api/health (200, status ok, answered by the new version) and a
//   signed-out page, pinned to the new version with Cloudflare's version-override
//   header, a few tries while the version spreads, optionally watched for minutes;
// - rollback: the deployment as it was before the promotion, at once.
// wrangler is taken from PATH first (a stand-in in the offline rehearsal,
// scripts/check-deploy.test.ts), then from node_modules/.bin.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { HealthAnswerSchema } from "#shared/api/health.ts";
import { QUIET_ENV } from "./quiet-env.ts";
import { type ReleaseRecord, readRelease, releaseDir } from "./release-record.ts";

/** A deployment's traffic split, as `wrangler deployments status --json` lists it. */
type Split = { version_id: string; percentage: number }[];
type VersionRecord = { versionId: string; before: Split };

export class StepFailed extends Error {}

/** Runs wrangler with the account's token from the environment; its output is shown and returned. */
export function wrangler(args: string[], cwd = "."): { code: number | null; output: string } {
  const path = `${process.env.PATH ?? ""}${delimiter}${resolve("node_modules/.bin")}`;
  const run = spawnSync("wrangler", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...QUIET_ENV, NO_COLOR: "1", PATH: path },
  });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  process.stdout.write(output);
  return { code: run.status, output };
}

const versionFile = (env: string, root: string) => join(root, releaseDir(env), "version.json");

/** The release built for `env`, or a failure saying where it comes from. */
function releaseOf(env: string, root: string): ReleaseRecord {
  if (!existsSync(join(root, releaseDir(env), "release.json"))) {
    throw new StepFailed(
      `No release built for ${env}: run \`node scripts/release.ts build ${env}\` (or download the build job's artifact).`,
    );
  }
  return readRelease(env, root);
}

function readVersion(env: string, root: string): VersionRecord {
  const file = versionFile(env, root);
  if (!existsSync(file)) throw new StepFailed(`No version uploaded for ${env}: run the upload step first.`);
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The deployment now serving the Worker, or none for a Worker never deployed. */
function currentSplit(release: ReleaseRecord, root: string): Split {
  const { code, output } = wrangler(["deployments", "status", "--json", "--name", release.worker], root);
  if (code !== 0) {
    if (/has no deployments/.test(output)) return [];
    throw new StepFailed(`Could not read ${release.worker}'s deployment (wrangler exited with ${code}).`);
  }
  const json = output.slice(output.indexOf("{"), output.lastIndexOf("}") + 1);
  return (JSON.parse(json) as { versions: Split }).versions;
}

/** Uploads the release as a new version of its Worker, serving no traffic yet; returns its id. */
export function upload(env: string, root = "."): string {
  const release = releaseOf(env, root);
  const before = currentSplit(release, root);
  const { code, output } = wrangler(
    ["versions", "upload", "-c", release.config, "--tag", release.tag, "--message", release.message],
    root,
  );
  if (code !== 0) {
    const migration = /migration/i.test(output)
      ? " A new Durable Object migration cannot go up as a version: deploy this commit with" +
        ` \`npm run deploy:${release.target}\` (docs/operations.md, Releases).`
      : "";
    throw new StepFailed(`wrangler versions upload exited with ${code}.${migration}`);
  }
  const versionId = output.match(/Worker Version ID:\s*([0-9a-f-]{8,})/i)?.[1];
  if (versionId === undefined) throw new StepFailed("wrangler versions upload named no version id.");
  writeFileSync(versionFile(env, root), `${JSON.stringify({ versionId, before }, null, 2)}\n`);
  console.log(`Uploaded ${release.worker} version ${versionId} (${release.tag}), serving no traffic yet.`);
  return versionId;
}

/** Sends `percent` of the traffic to the uploaded version, the rest to the version it replaces. */
export function promote(env: string, percent: number, root = "."): void {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new StepFailed(`A share of the traffic is a whole percentage from 1 to 100, not ${percent}.`);
  const release = releaseOf(env, root);
  const { versionId, before } = readVersion(env, root);
  // The version serving most of the traffic before this release keeps what the new one does not take.
  const previous = [...before].sort((a, b) => b.percentage - a.percentage)[0]?.version_id;
  const specs =
    percent === 100 || previous === undefined || previous === versionId
      ? [`${versionId}@100%`]
      : [`${versionId}@${percent}%`, `${previous}@${100 - percent}%`];
  const message = `${release.target} ${release.tag} at ${specs[0]?.split("@")[1]}`;
  const { code } = wrangler(
    ["versions", "deploy", ...specs, "--name", release.worker, "--message", message, "--yes"],
    root,
  );
  if (code !== 0) throw new StepFailed(`wrangler versions deploy exited with ${code}.`);
  console.log(`${release.worker}: ${specs.join(", ")}.`);
}

export type SmokeOptions = {
  /** Where to check: the release's ROOT_URL unless given (HITCH_RELEASE_ORIGIN: a local preview). */
  origin?: string;
  attempts?: number;
  intervalMs?: number;
  /** Keep checking this long after the first pass, every `intervalMs` (a partial rollout's watch). */
  watchMs?: number;
};

/** One check of the health route and a signed-out page, both answered by `versionId`; problems, if any. */
async function checkOnce(origin: string, worker: string, versionId: string): Promise<string[]> {
  const headers = { "cloudflare-workers-version-overrides": `${worker}="${versionId}"` };
  const problems: string[] = [];
  try {
    const health = await fetch(new URL("/api/health", origin), {
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    const parsed = HealthAnswerSchema.safeParse(await health.json().catch(() => undefined));
    if (health.status !== 200 || !parsed.success || parsed.data.status !== "ok") {
      const down = parsed.success
        ? Object.entries(parsed.data.checks)
            .filter(([, part]) => part.status === "down")
            .map(([name, part]) => `${name}: ${part.reason}`)
        : ["not a health answer"];
      problems.push(`/api/health answered ${health.status} (${down.join("; ")})`);
    } else if (parsed.data.version.id !== versionId) {
      problems.push(`/api/health was answered by version ${parsed.data.version.id}, not ${versionId}`);
    }
    const page = await fetch(new URL("/", origin), { headers, signal: AbortSignal.timeout(15_000) });
    const html = await page.text();
    if (page.status !== 200 || !html.includes('<link rel="manifest"'))
      problems.push(
        `the signed-out page / answered ${page.status}${page.status === 200 ? " without the app" : ""}`,
      );
  } catch (error) {
    problems.push(`no answer from ${origin} (${error instanceof Error ? error.message : String(error)})`);
  }
  return problems;
}

/** The smoke check; throws StepFailed naming what failed when it never passes, or fails while watched. */
export async function smoke(env: string, root = ".", options: SmokeOptions = {}): Promise<void> {
  const release = releaseOf(env, root);
  const { versionId } = readVersion(env, root);
  const origin = options.origin ?? release.rootUrl;
  const attempts = options.attempts ?? 6;
  const intervalMs = options.intervalMs ?? 10_000;
  const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));
  let problems: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    problems = await checkOnce(origin, release.worker, versionId);
    if (problems.length === 0) break;
    console.log(`Smoke check ${attempt}/${attempts} of ${origin}: ${problems.join("; ")}`);
    if (attempt < attempts) await wait(intervalMs);
  }
  if (problems.length > 0) throw new StepFailed(`Smoke check of ${origin} failed: ${problems.join("; ")}`);
  console.log(`Smoke check of ${origin} passed: version ${versionId} answers /api/health and /.`);
  const until = Date.now() + (options.watchMs ?? 0);
  while (Date.now() < until) {
    await wait(intervalMs);
    const later = await checkOnce(origin, release.worker, versionId);
    if (later.length > 0) throw new StepFailed(`Watching ${origin}: ${later.join("; ")}`);
  }
}

/** Puts the deployment back as it was before this release's promotion. */
export function rollbackRelease(env: string, root = "."): void {
  if (!existsSync(versionFile(env, root))) {
    console.log(`Nothing to roll back for ${env}: no version of this release was uploaded.`);
    return;
  }
  const release = releaseOf(env, root);
  const { before } = readVersion(env, root);
  if (before.length === 0) {
    throw new StepFailed(
      `${release.worker} had no deployment before this release: there is nothing to go back to.`,
    );
  }
  const specs = before.map(({ version_id, percentage }) => `${version_id}@${percentage}%`);
  const { code } = wrangler(
    [
      "versions",
      "deploy",
      ...specs,
      "--name",
      release.worker,
      "--message",
      `rollback of ${release.tag}: a release check failed`,
      "--yes",
    ],
    root,
  );
  if (code !== 0) throw new StepFailed(`wrangler versions deploy (rollback) exited with ${code}.`);
  console.log(`${release.worker} rolled back to ${specs.join(", ")}.`);
}
