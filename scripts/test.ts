// `npm test` (decision 080): everything CI runs, in three phases, stopping at the
// first failure, then each step's time and the machine's load, printed:
//   1. the app built once (dist/) beside the static checks (lint, types, catalogs);
//   2. the unit tests (vitest: Workers, React, scripts), which use that build;
//   3. the browser tests (Playwright: Chromium in Spanish and English, WebKit), on that build.
// HITCH_BUILT=true tells the unit and browser tests that dist/ is this tree's build.
import { type ChildProcess, spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";

type Step = { name: string; script: string; args?: string[] };
type Timed = { name: string; seconds: number; beside?: string };

const started = Date.now();
const loadAtStart = loadavg()[0];
const timed: Timed[] = [];
const running = new Set<ChildProcess>();

/**
 * `npm run <script>`, its output shown as it comes; resolves with its time, rejects if it fails. In
 * a process group of its own, so stopping it stops what it started.
 */
function runScript({ name, script, args = [] }: Step): Promise<number> {
  const start = Date.now();
  return new Promise((done, fail) => {
    const child = spawn("npm", ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])], {
      stdio: "inherit",
      detached: true,
      env: { ...process.env, HITCH_BUILT: "true" },
    });
    running.add(child);
    child.on("exit", (code, signal) => {
      running.delete(child);
      if (code === 0) done((Date.now() - start) / 1000);
      else fail(new Error(`${name} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Steps one after another, each timed. */
async function inTurn(steps: Step[], beside?: string): Promise<void> {
  for (const step of steps) timed.push({ name: step.name, seconds: await runScript(step), beside });
}

const minutes = (seconds: number) =>
  seconds < 60 ? `${Math.round(seconds)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

function summary(outcome: string): string {
  const total = (Date.now() - started) / 1000;
  const load = (n: number | undefined) => (n ?? 0).toFixed(2);
  return [
    `\nnpm test ${outcome} in ${minutes(total)} on ${availableParallelism()} cores (load average ${load(loadAtStart)} at the start, ${load(loadavg()[0])} at the end)`,
    ...timed.map(
      ({ name, seconds, beside }) =>
        `  ${name.padEnd(22)}${minutes(seconds).padStart(10)}${beside ? `  (beside ${beside})` : ""}`,
    ),
  ].join("\n");
}

function stopAll(): void {
  for (const child of running) if (child.pid) process.kill(-child.pid, "SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

try {
  await Promise.all([
    inTurn([{ name: "build", script: "build", args: ["--logLevel", "warn"] }], "the static checks"),
    inTurn([
      { name: "lint", script: "lint" },
      { name: "typecheck", script: "typecheck" },
      { name: "i18n:check", script: "i18n:check" },
    ]),
  ]);
  await inTurn([{ name: "unit tests", script: "test:unit" }]);
  await inTurn([{ name: "browser tests", script: "test:e2e" }]);
  console.log(summary("passed"));
} catch (error) {
  stopAll();
  console.error(`\n${(error as Error).message}`);
  console.log(summary("failed"));
  process.exitCode = 1;
}
