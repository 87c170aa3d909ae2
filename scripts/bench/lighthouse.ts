// `npm run bench`, Lighthouse (decision 055): the npm package drives Debian's
// Chromium with its defaults for a phone (Moto G Power screen, simulated slow 4G,
// 4x CPU slowdown), each page in a cold browser cache, against the production
// build behind a compressing proxy (compressing-proxy.ts: the edge compresses,
// vite preview does not). The screens and their aims are pages.ts's: every route
// of paths.ts, signed out and signed in, each made ready as the driver leaves it
// (ready-page.ts: the session cookie, the flow a step needs in the phone's storage). Each page runs RUNS
// times; each figure's median over them is printed (lighthouse-runs.ts), with the host's CPU
// as Lighthouse measures it (its benchmark index: the 4× slowdown multiplies
// whatever this machine's CPU is) and a bare page's paint through the same
// proxy and browser: the floor every screen's paint is a ratio to.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "#scripts/lib/chromium.ts";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { paths } from "#web/config/paths.ts";
import { startCompressingProxy } from "./compressing-proxy.ts";
import { EXCUSED } from "./excused-routes.ts";
import { audit, DEBUGGING_PORT, type Figures, type Throttling } from "./lighthouse-audit.ts";
import { median, medianFigures, runsInAnEarlierRenderer } from "./lighthouse-runs.ts";
import { aimMet, aimText, type BenchPage, pagesNamed } from "./pages.ts";
import { readyPage, type Session } from "./ready-page.ts";

/** A seeded test driver no other figure of the bench signs in (the bench has a database of its own). */
const PHONE = "5550100041";
/** Served by the proxy itself: one line of text, no script, no style. The floor of a paint. */
const BARE_PATH = "/__bench/bare";
/** Runs with DevTools throttling per page: each loads at slow 4G for real, so fewer than Lantern's. */
const MEASURED_RUNS = 3;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** Up to three names, then how many more. */
const listed = (names: string[]) =>
  names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");
const indent = "".padEnd(17);

/** `count` runs of `url`, one after the other. */
async function audits(browser: BrowserContext, url: string, count: number, throttling?: Throttling) {
  const runs: Figures[] = [];
  for (let i = 0; i < count; i++) runs.push(await audit(browser, url, throttling));
  return runs;
}

function printHeading(runs: number, floor: number, measuredFloor: number) {
  console.log(
    "\n## Lighthouse (mobile: simulated slow 4G, 4× CPU slowdown; production build behind a brotli/gzip proxy)",
  );
  console.log(
    `Median of ${runs} cold runs, each figure's own. Floor: a bare page (one heading, no script or style) through the same proxy paints at ${seconds(floor)} (median of ${runs}); "× floor" is each page's largest paint over it.`,
  );
  console.log(
    `Under each page, "measured": the median of ${MEASURED_RUNS} runs with Lighthouse's DevTools throttling, the same slow 4G and 4× CPU applied to the browser rather than estimated (decision 099); its floor, the bare page measured so, paints at ${seconds(measuredFloor)}.`,
  );
  console.log(
    "Page             Perf  FCP      LCP      × floor  TBT      CLS    Speed Index  Aim                          Runs (score)      Host CPU (benchmark index)  LCP element",
  );
}

/** A page's row: the median of its estimated runs, against the floor and its aim. */
function printRow(page: BenchPage, runs: Figures[], floor: number) {
  const f = medianFigures(runs);
  const met = aimMet(page.aim, f) ? "met" : "missed";
  console.log(
    [
      page.name.padEnd(16),
      String(f.score).padStart(4),
      ` ${seconds(f.fcp).padEnd(8)}`,
      seconds(f.lcp).padEnd(8),
      `${(f.lcp / floor).toFixed(2)}×`.padEnd(8),
      `${Math.round(f.tbt)} ms`.padEnd(8),
      f.cls.toFixed(3).padEnd(6),
      seconds(f.si).padEnd(12),
      `${met} (${aimText(page.aim)})`.padEnd(28),
      runs
        .map((r) => r.score)
        .join(", ")
        .padEnd(17),
      String(Math.round(median(runs.map((r) => r.benchmarkIndex)))).padEnd(27),
      f.lcpElement,
    ].join(" "),
  );
}

/** The lines under a page's row: measured, its main thread, runs not cold, longest tasks, Lantern's counts. */
function printDetails(runs: Figures[], measured: Figures[], measuredFloor: number) {
  const f = medianFigures(runs);
  const m = medianFigures(measured);
  console.log(
    `${indent} measured: first paint ${seconds(m.fcp)}, largest paint ${seconds(m.lcp)} (${(m.lcp / measuredFloor).toFixed(2)}× its floor; runs ${measured.map((run) => seconds(run.lcp)).join(", ")}), blocking ${Math.round(m.tbt)} ms, score ${m.score}`,
  );
  console.log(`${indent} main thread: ${f.mainThread}`);
  const all = [...runs, ...measured];
  const warm = runsInAnEarlierRenderer(all.map((run) => run.renderer));
  if (warm.length > 0) {
    console.log(
      `${indent} not cold: run ${warm.join(", ")} of ${all.length} (the estimated ones first) loaded in an earlier run's renderer (decision 099)`,
    );
  }
  if (f.longTasks) console.log(`${indent} longest tasks: ${f.longTasks}`);
  // Lantern's largest paint counts what had downloaded before the paint on the unthrottled load
  // (decision 093): on a busy host even a public screen's low-priority scripts can beat it there.
  if (runs.some((run) => run.beforePaint.length > 0)) {
    console.log(
      `${indent} largest paint by run: ${runs
        .map((run) =>
          run.beforePaint.length > 0
            ? `${seconds(run.lcp)} (first paint ${seconds(run.fcp)}; counting ${listed(run.beforePaint)})`
            : seconds(run.lcp),
        )
        .join("; ")}`,
    );
  }
}

/** The routes of paths.ts not measured in a state, each with why (decision 129). */
function printExcused() {
  console.log(
    "Not measured: routes that show no screen of their own in that state (scripts/bench/excused-routes.ts)",
  );
  for (const { route, signedIn, reason } of EXCUSED) {
    console.log(
      `${indent} ${route} ${paths[route].path}, ${signedIn ? "signed in" : "signed out"}: ${reason}`,
    );
  }
}

export async function lighthouseFigures(
  app: string,
  api: string,
  options: {
    signedIn?: Session;
    /** Pages by name (as printed, comma-separated), or every page. */
    only?: string;
    /** Lighthouse runs per page (the median is printed). */
    runs?: number;
  } = {},
): Promise<void> {
  const { runs: RUNS = 5 } = options;
  const proxy = await startCompressingProxy(app, 0, {
    pages: {
      [BARE_PATH]:
        '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Bare</title><h1>Manage trailer</h1></html>',
    },
  });
  const dir = mkdtempSync(join(tmpdir(), "hitch-lighthouse-"));
  // The browser's default profile, so the session cookie set here is the one Lighthouse's tab sends.
  const browser = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      // The scanner's camera: Chromium's own moving test pattern, allowed without a prompt.
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
    viewport: { width: 390, height: 844 },
  });
  try {
    const session = options.signedIn ?? (await signInViaApp(app, api, PHONE));
    const pages = pagesNamed(options.only);
    const bare = `${proxy.url}${BARE_PATH}`;
    const floor = median((await audits(browser, bare, RUNS)).map((run) => run.lcp));
    const measuredFloor = median(
      (await audits(browser, bare, MEASURED_RUNS, "devtools")).map((run) => run.lcp),
    );
    printHeading(RUNS, floor, measuredFloor);
    for (const page of pages) {
      const url = await readyPage(browser, { app, api, proxy: proxy.url }, session, page);
      const runs = await audits(browser, url, RUNS);
      printRow(page, runs, floor);
      printDetails(runs, await audits(browser, url, MEASURED_RUNS, "devtools"), measuredFloor);
    }
    if (!options.only) printExcused();
  } finally {
    await browser.close();
    await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
