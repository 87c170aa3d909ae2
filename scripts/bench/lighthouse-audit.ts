// One Lighthouse run of `npm run bench` (scripts/bench/lighthouse.ts) and the figures it gives:
// the scores and paints, the main thread's work, the longest tasks, what Lantern counted into the
// largest paint (decision 093) and the renderer the page loaded in (decision 099).
import lighthouse from "lighthouse";
import type { BrowserContext } from "playwright-core";
import { APP_URL } from "#tests/e2e/support/urls.ts";
import { stopServiceWorkers } from "./fresh-renderer.ts";
import { endedBeforePaint, rendererOf } from "./lighthouse-runs.ts";

/** Chromium's DevTools port Lighthouse drives: beside the app's, so two benches on other ports can run at once. */
export const DEBUGGING_PORT = Number(new URL(APP_URL).port) + 5149;

export type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  benchmarkIndex: number;
  lcpElement: string;
  /** Lighthouse's main-thread work by kind, at its 4× slowdown. */
  mainThread: string;
  /** The longest tasks (what the blocking time is made of), by the script they are put down to. */
  longTasks: string;
  /** Subresources Lantern counted into the largest paint: ended before the unthrottled paint. */
  beforePaint: string[];
  /** The renderer process the page loaded in (decision 099: a fresh one each run). */
  renderer: number | undefined;
};

/**
 * Lighthouse's default, "simulate", estimates the throttled load from an unthrottled one (its
 * Lantern model); "devtools" applies the same throttling to the browser and measures.
 */
export type Throttling = "simulate" | "devtools";

export async function audit(
  browser: BrowserContext,
  url: string,
  throttlingMethod: Throttling = "simulate",
  attempt = 1,
): Promise<Figures> {
  const { origin } = new URL(url);
  await stopServiceWorkers(browser, origin);
  // A driver's phone that allowed the camera and location, as every driver is asked to: without it,
  // the scanner's largest paint is the help for a camera not allowed (a screen few drivers see).
  await browser.grantPermissions(["camera", "geolocation"], { origin });
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    throttlingMethod,
    onlyCategories: ["performance"],
    output: "json",
    logLevel: "error",
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A run Lighthouse could not record (no navigation start in the trace, Chrome's protocol late: a
  // busy machine's): it says to run it again. Once: a page that always fails still stops the bench.
  if (lhr.runtimeError && attempt === 1) {
    console.warn(`Lighthouse on ${url}: ${lhr.runtimeError.code}; run again`);
    return audit(browser, url, throttlingMethod, 2);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  type Item = { type?: string; nodeLabel?: string; selector?: string };
  const breakdown = lhr.audits["lcp-breakdown-insight"]?.details as { items?: Item[] } | undefined;
  const node = breakdown?.items?.find((item) => item.type === "node");
  const work = lhr.audits["mainthread-work-breakdown"]?.details as
    | { items?: { groupLabel?: string; duration?: number }[] }
    | undefined;
  const tasks = lhr.audits["long-tasks"]?.details as
    | { items?: { url?: string; duration?: number; startTime?: number }[] }
    | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: node ? `${node.selector ?? ""} "${(node.nodeLabel ?? "").slice(0, 40)}"` : "?",
    mainThread: (work?.items ?? [])
      .filter((item) => (item.duration ?? 0) >= 10)
      .map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`)
      .join(", "),
    longTasks: (tasks?.items ?? [])
      .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
      .slice(0, 4)
      .map((task) => `${(task.url ?? "?").replace(/^.*\//, "")} ${Math.round(task.duration ?? 0)} ms`)
      .join(", "),
    beforePaint: endedBeforePaint(lhr),
    renderer: rendererOf(result.artifacts.Trace),
  };
}
