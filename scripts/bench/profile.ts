// `npm run bench`, where the main thread goes (decision 095): each page Lighthouse
// measures (pages.ts), loaded cold in Chromium with DevTools' 4x CPU slowdown (the
// slowdown Lighthouse simulates, applied for real), traced with the CPU profiler
// on; its long tasks printed with what each held, by source module
// (main-thread.ts). Lighthouse's scores say how long the driver waits; this says
// what for. `npm run bench -- --profile` (or `--profile=Scanner`) prints it alone.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { SourceMapConsumer } from "source-map-js";
import { CHROMIUM, CHROMIUM_ARGS } from "#scripts/lib/chromium.ts";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { stopServiceWorkers } from "./fresh-renderer.ts";
import { median } from "./lighthouse-runs.ts";
import { type Locate, type LongTask, mainThreadOf, type TraceEvent } from "./main-thread.ts";
import { type BenchPage, pagesNamed } from "./pages.ts";
import { readyPage, type Session } from "./ready-page.ts";

const ASSETS = "dist/client";
const RUNS = 3;
const SLOWDOWN = 4;
/** A seeded test driver no other figure of the bench signs in. */
const PHONE = "5550100043";
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.cpu_profiler",
  "v8.execute",
];

/** Minified positions in the build's chunks back to their source: a web/src file, or an npm package. */
function sourceLocator(app: string): Locate {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  return (frame) => {
    const file = frame.url.startsWith(app) ? `${ASSETS}${new URL(frame.url).pathname}.map` : "";
    if (!maps.has(file)) {
      maps.set(
        file,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, "utf8"))) : undefined,
      );
    }
    const source = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
    if (!source) return frame.url.replace(/^.*\//, "") || "(script)";
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    return pkg ? pkg[1]! : source.replace(/^(\.\.\/)+/, "");
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const taskLine = (task: LongTask) =>
  `${`@${ms(task.start)}`.padStart(9)} ${ms(task.duration).padStart(7)}  ${task.parts
    .slice(0, 5)
    .map(([what, t]) => `${what} ${ms(t)}`)
    .join(" · ")}`;

/**
 * A fresh browser for `page` (nothing cached, no service worker), with the driver signed in where
 * the page needs it and the workflow step reached; answers its context and the page's URL.
 */
async function contextFor(
  page: BenchPage,
  { app, api }: { app: string; api: string },
  session: Session,
): Promise<{ context: BrowserContext; url: string }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  context.on("close", () => void browser.close());
  const url = await readyPage(context, { app, api, proxy: app }, session, page);
  if (page.signedIn) await context.grantPermissions(["geolocation", "camera"], { origin: app });
  // Cold, as Lighthouse loads it: no service worker, no cached files; the phone's storage kept.
  const cdp = await context.newCDPSession(await context.newPage());
  await cdp.send("Storage.clearDataForOrigin", {
    origin: app,
    storageTypes: "cache_storage",
  });
  await cdp.send("Network.clearBrowserCache");
  // The service worker unregistered and stopped: a renderer of its own, not the flow's (decision 099).
  await stopServiceWorkers(context, app);
  return { context, url };
}

async function profileOnce(page: BenchPage, at: { app: string; api: string }, session: Session) {
  const { context, url } = await contextFor(page, at, session);
  const trace = join(tmpdir(), `hitch-profile-${process.pid}.json`);
  try {
    const tab = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    const browser = context.browser()!;
    await browser.startTracing(tab, { path: trace, categories: CATEGORIES });
    await tab.goto(url);
    // Until the page has been quiet a while: start-up work after the first screen counts too.
    await tab.waitForLoadState("networkidle");
    await tab.waitForTimeout(3000);
    await browser.stopTracing();
    return mainThreadOf(
      JSON.parse(readFileSync(trace, "utf8")).traceEvents as TraceEvent[],
      url,
      sourceLocator(at.app),
    );
  } finally {
    rmSync(trace, { force: true });
    await context.close();
  }
}

export async function profileFigures(app: string, api: string, options: { only?: string } = {}) {
  const session = await signInViaApp(app, api, PHONE);
  console.log(
    `\n## Where the main thread goes (Chromium, DevTools ${SLOWDOWN}× CPU slowdown, cold; median of ${RUNS} runs by blocking time)`,
  );
  console.log(
    "Each task of 50 ms or more: its start from the first paint, its length, and what it held (source module, or the browser's own work). Blocking: the time past each task's first 50 ms after the first paint, as Lighthouse counts it (here measured, there simulated).",
  );
  for (const page of pagesNamed(options.only)) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(page, { app, api }, session));
    const middle = median(runs.map((r) => r.blocking));
    const run = runs.find((r) => r.blocking === middle)!;
    console.log(
      `${page.name}: first paint ${run.firstPaint === undefined ? "?" : ms(run.firstPaint)}, blocking ${ms(run.blocking)} (runs ${runs.map((r) => Math.round(r.blocking)).join(", ")})`,
    );
    for (const task of run.longTasks) console.log(taskLine(task));
  }
}
