// `npm run bench`: the figures behind Hitch's speed and size targets, printed,
// never asserted in tests.
//  0. Lighthouse (mobile, slow 4G, 4x CPU) on every route of web/src/config/paths.ts that shows a
//     screen, signed out and signed in, each reached as a driver reaches it (scripts/bench/pages.ts,
//     decision 129), through a compressing proxy (scripts/bench/lighthouse.ts, decision 055).
//  1. Bytes sent for the first screen: the document, the gzipped JS and CSS that
//     Chromium fetches before Welcome, Login and Manage trailer (signed in) are up
//     (aim: at most 120 KB of JS), and every chunk that loads later, on demand
//     (scripts/bench/first-screen.ts). `npm run bench -- --first-screen` prints this part alone.
//     `npm run bench -- --lighthouse` prints part 0 alone; `--lighthouse=Scanner` one page of it
//     (names as printed, comma-separated).
//     Then where each of those pages' main thread goes: its long tasks at DevTools' 4x CPU
//     slowdown, by source module (scripts/bench/profile.ts); `--profile` (or `--profile=Scanner`)
//     prints that alone.
//  2. Latency the edge Worker adds to a proxied call: the same logistics call
//     made through the Worker and straight to the reference API, taken in turn,
//     p50 and p99, as ratios from one run on this machine (scripts/bench/edge.ts).
//     `npm run bench -- --edge` prints this part alone.
//  3. The finder maps', the scanner's and photo compression's own figures
//     (scripts/bench/*.ts).
//  4. A load run of mixed traffic: requests per second, p50 / p99, and errors
//     (no answer, timeouts, 5xx), which must be 0 (scripts/bench/load.ts).
//  5. The whole job at one bar: sign in, attach with six photos, detach; wall time
//     against its floor, bytes, round trips waited, and the carrier API calls of
//     each part, counted at a pass-through in front of the reference API
//     (scripts/bench/job.ts). The edge Worker is restarted in front of that
//     pass-through for this part only, so part 2 measures the edge alone.
//     `npm run bench -- --scanner`, `--photos` or `--job` prints that part alone
//     (several may be given).
// Every run also writes what it printed to docs/bench.md (scripts/bench/report.ts), naming the
// parts it ran: a run of some parts replaces a full run's figures, as git's history of the file shows.
import { cpus, loadavg } from "node:os";
import { proxyOverhead } from "#scripts/bench/edge.ts";
import { firstScreenSizes, lazySizes } from "#scripts/bench/first-screen.ts";
import { keepPrintedLines, reportHeading, writeReport } from "#scripts/bench/report.ts";
import { startUpstreamCounter } from "#scripts/bench/upstream-counter.ts";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { stopAll } from "#scripts/lib/processes.ts";
import { type RunningProduction, startProductionRun } from "#scripts/lib/production-run.ts";
import { API_URL, APP_URL } from "#tests/e2e/support/urls.ts";

// The browser tests' ports (not dev's), so the bench runs while `npm run dev` does.
const APP = APP_URL;
const API = API_URL;
/** A seeded driver no other figure of the bench signs in, for Manage trailer's first screen. */
const FIRST_SCREEN_PHONE = "5550100042";

/** `--first-screen`: the first screens' and lazy chunks' sizes only (part 1), in about a minute. */
const firstScreenOnly = process.argv.includes("--first-screen");
/** `--lighthouse` or `--lighthouse=Scanner`: Lighthouse only (part 0), on every page or those named. */
const lighthouseOnly = process.argv.find((arg) => arg.startsWith("--lighthouse"));
/** `--profile` or `--profile=Scanner`: the pages' main-thread profiles only, on every page or those named. */
const profileOnly = process.argv.find((arg) => arg.startsWith("--profile"));
/**
 * `--scanner`, `--photos`, `--job`, `--edge`: those parts alone (the scanner's and photos' with the
 * first screens' sizes they compare with).
 */
const partsOnly = (["scanner", "photos", "job", "edge"] as const).filter((part) =>
  process.argv.includes(`--${part}`),
);

/** Part 5: the edge Worker restarted in front of a counting pass-through, then the job at one bar. */
async function jobAtOneBar(run: RunningProduction) {
  const counter = await startUpstreamCounter(API);
  try {
    await run.restartPreview(counter.url);
    await (await import("#scripts/bench/job.ts")).jobFigures(APP, API, counter);
  } finally {
    await counter.close();
  }
}

/** The machine the figures come from: they move with its CPU and its load. */
function printMachine(when: string) {
  const [one, five] = loadavg();
  console.log(
    `\n## Machine (${when}): ${cpus()[0]?.model ?? "unknown CPU"}, ${cpus().length} cores, load average ${one?.toFixed(2)} (1 min), ${five?.toFixed(2)} (5 min)`,
  );
}

/** `--lighthouse` and `--profile`: those figures alone, on every page or those named. */
async function lighthouseAndProfileOnly() {
  if (lighthouseOnly) {
    const [, only] = lighthouseOnly.split("=");
    await (await import("#scripts/bench/lighthouse.ts")).lighthouseFigures(APP, API, { only });
  }
  if (profileOnly) {
    const [, only] = profileOnly.split("=");
    await (await import("#scripts/bench/profile.ts")).profileFigures(APP, API, { only });
  }
}

/** `--scanner`, `--photos`, `--edge`, `--job`: the parts named. */
async function namedParts(run: RunningProduction) {
  if (partsOnly.includes("scanner") || partsOnly.includes("photos")) {
    const first = new Set([
      ...(await firstScreenSizes(APP, "/")),
      ...(await firstScreenSizes(APP, "/login")),
    ]);
    if (partsOnly.includes("scanner")) {
      await (await import("#scripts/bench/scanner.ts")).scannerFigures(APP, API, first);
    }
    if (partsOnly.includes("photos")) await (await import("#scripts/bench/photos.ts")).photoFigures(first);
  }
  if (partsOnly.includes("edge")) await proxyOverhead(APP, API);
  if (partsOnly.includes("job")) await jobAtOneBar(run);
}

/** Every part in order (or, with `--first-screen`, part 1 alone). */
async function everyPart(run: RunningProduction) {
  if (!firstScreenOnly) {
    await (await import("#scripts/bench/lighthouse.ts")).lighthouseFigures(APP, API);
    await (await import("#scripts/bench/profile.ts")).profileFigures(APP, API);
  }
  const welcome = await firstScreenSizes(APP, "/");
  const login = await firstScreenSizes(APP, "/login");
  await firstScreenSizes(APP, "/manageTrailer", await signInViaApp(APP, API, FIRST_SCREEN_PHONE));
  lazySizes(new Set([...welcome, ...login]));
  if (firstScreenOnly) return;
  await (await import("#scripts/bench/finder.ts")).finderFigures(APP, new Set([...welcome, ...login]));
  await (await import("#scripts/bench/scanner.ts")).scannerFigures(APP, API, new Set([...welcome, ...login]));
  await (await import("#scripts/bench/photos.ts")).photoFigures(new Set([...welcome, ...login]));
  await proxyOverhead(APP, API);
  await (await import("#scripts/bench/load.ts")).loadFigures(APP, API);
  await jobAtOneBar(run);
}

const startedAt = new Date();
const loadAtStart = loadavg()[0] ?? 0;
const printed = keepPrintedLines();
try {
  // The local production run (as `npm run preview`), on a fresh database of its own.
  const run = await startProductionRun({
    appUrl: APP,
    apiUrl: API,
    stateDir: ".wrangler/bench-state",
    freshDatabase: true,
    quiet: true,
  });
  const named = [lighthouseOnly, profileOnly, firstScreenOnly && "--first-screen", ...partsOnly];
  console.log(`Parts run: ${named.some(Boolean) ? named.filter(Boolean).join(", ") : "all"}`);
  printMachine("at the start");
  if (lighthouseOnly || profileOnly) await lighthouseAndProfileOnly();
  else if (partsOnly.length > 0) await namedParts(run);
  else await everyPart(run);
  printMachine("at the end");
  writeReport(reportHeading(startedAt, loadAtStart), printed.lines);
  console.log(`\nWritten to docs/bench.md.`);
} finally {
  stopAll();
}
process.exit(0);
