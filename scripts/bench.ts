// `npm run bench`: the figures behind Hitch's speed and size targets, printed,
// never asserted in tests.
//  0. Lighthouse (mobile, slow 4G, 4x CPU) on the public screens and every workflow screen a
//     driver waits on (scripts/bench/pages.ts), through a compressing proxy
//     (scripts/bench/lighthouse.ts, decision 055).
//  1. Bytes sent for the first screen: the document, the gzipped JS and CSS that
//     Chromium fetches before Welcome, Login and Manage trailer (signed in) are up
//     (aim: at most 120 KB of JS), and every chunk that loads later, on demand.
//     `npm run bench -- --first-screen` prints this part alone.
//     `npm run bench -- --lighthouse` prints part 0 alone; `--lighthouse=Scanner` one page of it
//     (names as printed, comma-separated).
//     Then where each of those pages' main thread goes: its long tasks at DevTools' 4x CPU
//     slowdown, by source module (scripts/bench/profile.ts); `--profile` (or `--profile=Scanner`)
//     prints that alone.
//  2. Latency the edge Worker adds to a proxied call: the same logistics call
//     made through the Worker and straight to the reference API, taken in turn,
//     p50 and p99, as ratios from one run on this machine. `npm run bench -- --edge` prints this part alone.
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
// A full run (no part named) also writes what it printed to docs/bench.md (scripts/bench/report.ts).
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { API_URL, APP_URL } from "#tests/e2e/support/urls.ts";
import { keepPrintedLines, reportHeading, writeReport } from "./bench/report.ts";
import { startUpstreamCounter } from "./bench/upstream-counter.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "./lib/chromium.ts";
import { API_TOKEN_FOR_DEV, signIn, signInViaApp } from "./lib/demo-session.ts";
import { writePreviewVars } from "./lib/preview.ts";
import { startBuiltEdge, stopAll, stopChild } from "./lib/processes.ts";
import { type RunningProduction, startProductionRun, waitFor } from "./lib/production-run.ts";

const CLIENT_DIR = "dist/client";
// The browser tests' ports (not dev's), so the bench runs while `npm run dev` does.
const APP = APP_URL;
const API = API_URL;
const SAMPLES = 200;
/** A seeded driver no other figure of the bench signs in, for Manage trailer's first screen. */
const FIRST_SCREEN_PHONE = "5550100042";

type Session = Awaited<ReturnType<typeof signInViaApp>>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path: string) => gzipSync(readFileSync(path)).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What a driver's phone downloads for the first screen at `path`. A prerendered public screen
 * shows with its document alone (HTML, stylesheet inline; decision 055); then the page fetches the
 * JS that takes it over: every JS and CSS file it asked for before its first screen was up (the
 * app's `hitch:first-screen` mark), counted at gzip size, against the 120 KB aim. What it fetched
 * after that, while opening (the outbox, the service worker's registration), is listed apart.
 */
async function firstScreenSizes(path: string, session?: Session): Promise<Set<string>> {
  const cookie: Record<string, string> = session ? { cookie: session.cookie } : {};
  const document = await fetch(`${APP}${path}`, { headers: { "accept-language": "en-US", ...cookie } });
  const html = Buffer.from(await document.arrayBuffer());
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  if (session) {
    // Signed in: the session cookie (__Host-, kept for http://127.0.0.1 as a secure origin) and
    // the driver's details the phone keeps.
    const [name = "", value = ""] = session.cookie.split("=");
    await context.addCookies([
      { name, value, domain: "127.0.0.1", path: "/", secure: true, httpOnly: true, sameSite: "Lax" },
    ]);
    await context.addInitScript((user) => {
      localStorage.setItem("hitch:userDetails", JSON.stringify(user));
    }, session.user);
  }
  const page = await context.newPage();
  await page.goto(`${APP}${path}`, { waitUntil: "networkidle" });
  const { before, after } = await page.evaluate(() => {
    const mark = performance.getEntriesByName("hitch:first-screen")[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const files = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((file) => /^\/assets\/.+\.(js|css)$/.test(file.path));
    return {
      before: files.filter((f) => f.start <= mark).map((f) => f.path),
      after: files.filter((f) => f.start > mark).map((f) => f.path),
    };
  });
  await browser.close();
  const sum = (files: string[], ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gz(join(CLIENT_DIR, f)), 0);
  const js = sum(before, ".js");
  console.log(`\n## First screen at ${path} (gzip)`);
  console.log(
    `Document ${kb(gzipSync(html).length)}${html.includes("data-prerendered-path") ? " (prerendered: the screen shows with it alone, its stylesheet inline)" : ""}`,
  );
  console.log(
    `JS before the first screen is up ${kb(js)}, ${before.filter((f) => f.endsWith(".js")).length} files (aim ≤ 120 KB: ${js <= 120 * 1024 ? "met" : "missed"})`,
  );
  for (const f of before.filter((f) => f.endsWith(".js")))
    console.log(`${kb(gz(join(CLIENT_DIR, f))).padStart(9)}  ${f.slice(1)}`);
  console.log(`CSS files ${kb(sum(before, ".css"))}`);
  console.log(`JS fetched just after it is up ${kb(sum(after, ".js"))} (${after.length} files)`);
  return new Set([...before, ...after].map((f) => join(CLIENT_DIR, f)));
}

function lazySizes(loaded: Set<string>) {
  console.log("\n## Loaded later, on demand (gzip)");
  const lazy = filesUnder(join(CLIENT_DIR, "assets"))
    .filter((f) => !loaded.has(f) && /\.(js|css|wasm)$/.test(f))
    .map((f) => ({ f, size: gz(f) }))
    .sort((a, b) => b.size - a.size);
  for (const { f, size } of lazy) console.log(`${kb(size).padStart(9)}  ${f.slice(CLIENT_DIR.length + 1)}`);
}

/** A call the bench times, and the status it must answer (else the figure is not of that call). */
type Timed = { call: () => Promise<Response>; status: number };

/**
 * Times each of `calls` SAMPLES times, one after the other in turn (a, b, c, a, b, c…), so a
 * change of the machine's load weighs on each alike: one sorted list of milliseconds per call.
 */
async function timeInTurn(calls: Timed[]): Promise<number[][]> {
  const samples = calls.map((): number[] => []);
  for (let i = 0; i < SAMPLES + 20; i++) {
    for (const [n, { call, status }] of calls.entries()) {
      const t0 = performance.now();
      const res = await call();
      await res.arrayBuffer();
      if (res.status !== status) throw new Error(`bench call answered ${res.status}, not ${status}`);
      if (i >= 20) samples[n]!.push(performance.now() - t0); // the first 20 rounds warm up
    }
  }
  return samples.map((times) => times.sort((a, b) => a - b));
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * The launch state through the edge Worker against the same call straight to the reference API,
 * taken in turn, and what the difference is made of: a request the Worker answers at once (an
 * unknown /api path: through every middleware, no session, no carrier call), the
 * same with the session checked (GET /api/session, decision 090), and the reference API's own
 * answer to an unknown path (what any request to a local server costs, the direct call included).
 */
async function proxyOverhead() {
  // The build's edge Worker served as the reference API is (wrangler dev), not through `vite
  // preview`'s Node server: that hop is the preview's, not the Worker's, and no deployed request
  // takes it. Its vars name its own address (the sign-in's origin check), then the preview's again.
  const edgeUrl = `http://127.0.0.1:${Number(new URL(APP).port) + 10}`;
  const stateDir = ".wrangler/bench-edge-state";
  rmSync(stateDir, { recursive: true, force: true });
  writePreviewVars(edgeUrl, API);
  const edge = startBuiltEdge(stateDir, Number(new URL(edgeUrl).port));
  try {
    await waitFor(`${edgeUrl}/manifest.webmanifest`);
    await edgeFigures(edgeUrl);
  } finally {
    await stopChild(edge);
    writePreviewVars(APP, API);
  }
}

async function edgeFigures(edge: string) {
  const session = await signIn(edge, API);
  const withCookie = { headers: { cookie: session.cookie } };
  const [direct, proxied, sessionOnly, edgeAtOnce, apiAtOnce] = await timeInTurn([
    {
      call: () =>
        fetch(`${API}/api/logisticsApp/appLaunchState`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-app-token": API_TOKEN_FOR_DEV,
            authorization: `Bearer ${session.direct.identityToken}`,
          },
          body: JSON.stringify({
            loadId: session.user.loadId,
            driverMobileNumber: session.direct.mobileNumber,
          }),
        }),
      status: 200,
    },
    { call: () => fetch(`${edge}/api/launch-state`, withCookie), status: 200 },
    { call: () => fetch(`${edge}/api/session`, withCookie), status: 200 },
    { call: () => fetch(`${edge}/api/bench-unknown-path`), status: 404 },
    {
      call: () => fetch(`${API}/api/bench-unknown-path`, { headers: { "x-app-token": API_TOKEN_FOR_DEV } }),
      status: 404,
    },
  ]);
  console.log(
    `\n## Edge Worker overhead on a proxied call (launch state, ${SAMPLES} sequential calls each, taken in turn)`,
  );
  for (const [name, p] of [
    ["p50", 0.5],
    ["p99", 0.99],
  ] as const) {
    const d = pct(direct!, p);
    const w = pct(proxied!, p);
    // Locally, the call through the Worker crosses one more server than the direct call; deployed,
    // the driver's request reaches the edge instead of the carrier. The net ratio takes that one
    // local request (the reference API's own answer to an unknown path) off the Worker's side.
    const hop = pct(apiAtOnce!, p);
    const net =
      name === "p50"
        ? ` · net of one local request (${hop.toFixed(2)} ms) ${((w - hop) / d).toFixed(2)}×`
        : "";
    console.log(
      `${name}: direct ${d.toFixed(2)} ms · via Worker ${w.toFixed(2)} ms · ratio ${(w / d).toFixed(2)}×${net}`,
    );
  }
  const ms = (sorted: number[] | undefined) => `${pct(sorted!, 0.5).toFixed(2)} ms`;
  console.log(
    `p50 of a request the Worker answers at once (404) ${ms(edgeAtOnce)}, with the session checked (GET /api/session) ${ms(sessionOnly)}; the reference API's own 404 ${ms(apiAtOnce)}`,
  );
}

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
    await (await import("./bench/job.ts")).jobFigures(APP, API, counter);
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
  printMachine("at the start");
  if (lighthouseOnly || profileOnly) {
    if (lighthouseOnly) {
      const [, only] = lighthouseOnly.split("=");
      await (await import("./bench/lighthouse.ts")).lighthouseFigures(APP, API, { only });
    }
    if (profileOnly) {
      const [, only] = profileOnly.split("=");
      await (await import("./bench/profile.ts")).profileFigures(APP, API, { only });
    }
  } else if (partsOnly.length > 0) {
    if (partsOnly.includes("scanner") || partsOnly.includes("photos")) {
      const first = new Set([...(await firstScreenSizes("/")), ...(await firstScreenSizes("/login"))]);
      if (partsOnly.includes("scanner")) {
        await (await import("./bench/scanner.ts")).scannerFigures(APP, API, first);
      }
      if (partsOnly.includes("photos")) await (await import("./bench/photos.ts")).photoFigures(first);
    }
    if (partsOnly.includes("edge")) await proxyOverhead();
    if (partsOnly.includes("job")) await jobAtOneBar(run);
  } else {
    if (!firstScreenOnly) {
      await (await import("./bench/lighthouse.ts")).lighthouseFigures(APP, API);
      await (await import("./bench/profile.ts")).profileFigures(APP, API);
    }
    const welcome = await firstScreenSizes("/");
    const login = await firstScreenSizes("/login");
    await firstScreenSizes("/manageTrailer", await signInViaApp(APP, API, FIRST_SCREEN_PHONE));
    lazySizes(new Set([...welcome, ...login]));
    if (!firstScreenOnly) {
      await (await import("./bench/finder.ts")).finderFigures(APP, new Set([...welcome, ...login]));
      await (await import("./bench/scanner.ts")).scannerFigures(APP, API, new Set([...welcome, ...login]));
      await (await import("./bench/photos.ts")).photoFigures(new Set([...welcome, ...login]));
      await proxyOverhead();
      await (await import("./bench/load.ts")).loadFigures(APP, API);
      await jobAtOneBar(run);
    }
  }
  printMachine("at the end");
  if (!lighthouseOnly && !profileOnly && partsOnly.length === 0 && !firstScreenOnly) {
    writeReport(reportHeading(startedAt, loadAtStart), printed.lines);
    console.log(`\nWritten to docs/bench.md.`);
  }
} finally {
  stopAll();
}
process.exit(0);
