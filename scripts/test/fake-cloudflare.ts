// A stand-in for Cloudflare's Workers versions and deployments, run as `wrangler`
// (found first on PATH) by the offline rehearsal of the release pipeline
// (scripts/check-deploy.test.ts): there is no account here, and `wrangler versions
// deploy` has no dry run that works without one. It keeps what an account would
// (each Worker's versions and deployments) in the JSON file FAKE_CLOUDFLARE_STATE,
// and answers the commands scripts/lib/release-steps.ts and scripts/rollback.ts
// run, printing what wrangler prints where they read it. Anything else fails.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";

export type FakeSplit = { version_id: string; percentage: number }[];
export type FakeWorker = {
  versions: { id: string; tag: string; message: string }[];
  deployments: { versions: FakeSplit; message: string }[];
};
export type FakeCloudflare = { workers: Record<string, FakeWorker> };

export const readFakeCloudflare = (file: string): FakeCloudflare =>
  existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : { workers: {} };

/** Written whole and then moved in place: a reader never meets half a file. */
export function writeFakeCloudflare(file: string, state: FakeCloudflare): void {
  writeFileSync(`${file}.next`, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(`${file}.next`, file);
}

/** The split now deployed: the last deployment's. */
export const deployedSplit = (worker: FakeWorker | undefined): FakeSplit =>
  worker?.deployments.at(-1)?.versions ?? [];

function fail(message: string): never {
  process.stderr.write(`✘ [ERROR] ${message}\n`);
  process.exit(1);
}

function run(args: string[], file: string): void {
  const state = readFakeCloudflare(file);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const positionals = (from: number) =>
    args.slice(from).filter((arg, i, all) => !arg.startsWith("-") && !all[i - 1]?.startsWith("--"));
  const workerNamed = (name: string | undefined): FakeWorker => {
    if (name === undefined) fail("You need to provide a name for your Worker.");
    state.workers[name] ??= { versions: [], deployments: [] };
    return state.workers[name];
  };
  const command = args.slice(0, 2).join(" ");
  if (command === "versions upload") {
    const config = JSON.parse(readFileSync(option("-c") ?? fail("no config"), "utf8")) as { name?: string };
    const worker = workerNamed(config.name);
    const id = randomUUID();
    worker.versions.push({ id, tag: option("--tag") ?? "", message: option("--message") ?? "" });
    writeFakeCloudflare(file, state);
    process.stdout.write(`Uploaded ${config.name}\nWorker Version ID: ${id}\n`);
    return;
  }
  if (command === "deployments status") {
    const name = option("--name");
    const split = deployedSplit(state.workers[name ?? ""]);
    if (split.length === 0) fail(`The Worker ${name} has no deployments.`);
    process.stdout.write(`${JSON.stringify({ id: randomUUID(), versions: split }, null, 2)}\n`);
    return;
  }
  if (command === "versions deploy") {
    const worker = workerNamed(option("--name"));
    const split = positionals(2).map((spec) => {
      const [id, percent] = spec.split("@");
      if (!worker.versions.some((version) => version.id === id)) fail(`No version ${id}.`);
      return { version_id: id as string, percentage: Number(percent?.replace("%", "")) };
    });
    if (split.reduce((sum, { percentage }) => sum + percentage, 0) !== 100)
      fail("Percentages must add up to 100.");
    worker.deployments.push({ versions: split, message: option("--message") ?? "" });
    writeFakeCloudflare(file, state);
    process.stdout.write(`Deployed ${split.map((s) => `${s.version_id}@${s.percentage}%`).join(" ")}\n`);
    return;
  }
  if (args[0] === "rollback") {
    const worker = workerNamed(option("--name"));
    const current = deployedSplit(worker)[0]?.version_id;
    // Without an id: the version deployed before the current one.
    const id =
      positionals(1)[0] ??
      [...worker.deployments]
        .reverse()
        .flatMap((deployment) => deployment.versions.map((v) => v.version_id))
        .find((versionId) => versionId !== current);
    if (id === undefined) fail("No earlier version to roll back to.");
    worker.deployments.push({
      versions: [{ version_id: id, percentage: 100 }],
      message: option("--message") ?? "",
    });
    writeFakeCloudflare(file, state);
    process.stdout.write(`Successfully rolled back to Worker Version: ${id}\n`);
    return;
  }
  fail(`The stand-in for Cloudflare does not simulate \`wrangler ${args.join(" ")}\`.`);
}

if (import.meta.main)
  run(process.argv.slice(2), process.env.FAKE_CLOUDFLARE_STATE ?? fail("FAKE_CLOUDFLARE_STATE"));
