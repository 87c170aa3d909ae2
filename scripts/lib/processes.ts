// Helpers shared by the dev, e2e and bench scripts: local secrets, the reference
// API's database, and child processes that die with their parent.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { PREVIEW_ENV, previewArgs, writePreviewVars } from "./preview.ts";
import { QUIET_ENV } from "./quiet-env.ts";

const API_CONFIG = "logistics-api/wrangler.jsonc";

const keysOf = (text: string) =>
  new Set(text.split("\n").flatMap((line) => line.match(/^\s*([A-Z0-9_]+)\s*=/)?.[1] ?? []));

/**
 * Local secrets: copy each `.dev.vars.example` to `.dev.vars` when missing (both are git-ignored but
 * the example); a `.dev.vars` made before a new secret was added gets that secret's example line.
 */
export function ensureDevVars(): void {
  for (const dir of [".", "logistics-api"]) {
    const target = `${dir}/.dev.vars`;
    const example = `${dir}/.dev.vars.example`;
    if (!existsSync(target)) {
      copyFileSync(example, target);
      continue;
    }
    const have = keysOf(readFileSync(target, "utf8"));
    const missing = readFileSync(example, "utf8")
      .split("\n")
      .filter((line) => [...keysOf(line)].some((key) => !have.has(key)));
    if (missing.length > 0) appendFileSync(target, `\n${missing.join("\n")}\n`);
  }
}

/** Runs a command to completion, inheriting output; throws when it fails. */
export function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...QUIET_ENV },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

/** Applies the reference API's D1 migrations, then its idempotent seed, to a local state folder. */
export function migrateAndSeed(stateDir: string): void {
  const common = ["DB", "--local", "-c", API_CONFIG, "--persist-to", stateDir];
  run("wrangler", ["d1", "migrations", "apply", ...common]);
  run("wrangler", ["d1", "execute", ...common, "--file", "logistics-api/seed/seed.sql"]);
}

const children: ChildProcess[] = [];

/** Starts a long-running child; when any child exits, or we are stopped, all of them are stopped. */
export function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...QUIET_ENV, ...env },
  });
  children.push(child);
  child.on("exit", (code) => {
    stopAll();
    process.exitCode = code ?? 1;
  });
  return child;
}

export function stopAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}

/** Stops one child on purpose (the others keep running); resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  const index = children.indexOf(child);
  if (index >= 0) children.splice(index, 1);
  child.removeAllListeners("exit");
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  child.kill("SIGTERM");
  await exited;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(0);
  });
}

/** The reference logistics API under wrangler dev, on loopback. */
export function startLogisticsApi(stateDir: string, port: number, extraArgs: string[] = []): ChildProcess {
  return start("wrangler", [
    "dev",
    "-c",
    API_CONFIG,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    // A debugger port of its own: left to chance, it races Vite's Worker for 9229.
    "--inspector-port",
    String(port + 1000),
    ...extraArgs,
  ]);
}

/**
 * The build's edge Worker (dist/hitch) under `wrangler dev`, the way the reference API runs: for a
 * figure that compares the two (the bench's edge overhead), so each request crosses the same local
 * serving stack on both sides. Its KV and Durable Objects live in `stateDir`; its vars are the
 * build's vars file as it is when it starts (writePreviewVars).
 */
export function startBuiltEdge(stateDir: string, port: number): ChildProcess {
  return start("wrangler", [
    "dev",
    "-c",
    "dist/hitch/wrangler.json",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    "--inspector-port",
    String(port + 1000),
    "--log-level",
    "warn",
  ]);
}

/**
 * The production build served by `vite preview` (the edge Worker in workerd) on `appUrl`, talking
 * to the reference API at `apiUrl`. Its KV and Durable Objects live in `edgeStateDir` when given
 * (HITCH_EDGE_STATE, read by vite.config.ts), else in the project's `.wrangler/state`.
 */
export function startPreview(
  appUrl: string,
  apiUrl: string,
  options: { extraArgs?: string[]; vars?: Record<string, string>; host?: string; edgeStateDir?: string } = {},
): ChildProcess {
  writePreviewVars(appUrl, apiUrl, options.vars);
  return start("vite", [...previewArgs(new URL(appUrl).port, options.host), ...(options.extraArgs ?? [])], {
    ...PREVIEW_ENV,
    ...(options.edgeStateDir ? { HITCH_EDGE_STATE: options.edgeStateDir } : {}),
  });
}
