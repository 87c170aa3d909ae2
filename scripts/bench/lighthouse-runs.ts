// What `npm run bench` prints for a page's Lighthouse runs (decision 093): the median of
// each figure over the runs (not every figure of the one run with the median score), and
// the runs whose largest paint Lantern modelled on a download no phone would have finished
// before that paint.

/** The part of a Lighthouse result (lhr) these figures are read from. */
export type LighthouseResult = {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

type Request = { url?: string; resourceType?: string; networkEndTime?: number };

/**
 * The page's subresources whose download had ended, on the unthrottled load Lighthouse
 * observed, before its largest paint. Lantern's largest-paint graph keeps every request that
 * ended before the observed paint except low-priority images, whatever its fetch priority,
 * and cannot tell a module script's evaluation (no EvaluateScript with its URL) from one
 * the paint waited on: each of these is modelled as a dependency of the paint at slow 4G,
 * although a phone on that link is still fetching them when the paint it observed is made.
 */
export function endedBeforePaint(lhr: LighthouseResult): string[] {
  const metrics = lhr.audits.metrics?.details as
    | { items?: { observedLargestContentfulPaint?: number }[] }
    | undefined;
  const paint = metrics?.items?.[0]?.observedLargestContentfulPaint;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined)?.items;
  if (paint === undefined || !requests) return [];
  return requests
    .filter(
      (r) => r.resourceType !== "Document" && r.networkEndTime !== undefined && r.networkEndTime <= paint,
    )
    .map((r) => (r.url ?? "?").replace(/^.*\//, ""));
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Each numeric figure's median over the runs; the other fields (what the largest paint was, the
 * main thread's work) from the run whose largest paint is that median.
 */
export function medianFigures<F extends Record<"score" | "fcp" | "lcp" | "tbt" | "cls" | "si", number>>(
  runs: F[],
): F {
  if (runs.length === 0) throw new Error("no Lighthouse run to summarise");
  const lcp = median(runs.map((run) => run.lcp));
  const middle = runs.find((run) => run.lcp === lcp)!;
  return {
    ...middle,
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp,
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    si: median(runs.map((run) => run.si)),
  };
}

type TraceEvent = { name?: string; pid?: number; args?: { data?: { documentLoaderURL?: string } } };

/** The renderer process a run's page was loaded in: the pid of its navigation in the trace. */
export function rendererOf(trace: { traceEvents: TraceEvent[] }): number | undefined {
  return trace.traceEvents.find(
    (event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL?.startsWith("http"),
  )?.pid;
}

/**
 * The runs (numbered from 1) whose page loaded in a renderer an earlier run had used: not a cold
 * start, whatever that earlier page left in the process's heap counted into it (decision 099).
 */
export function runsInAnEarlierRenderer(renderers: (number | undefined)[]): number[] {
  return renderers.flatMap((pid, i) =>
    pid !== undefined && renderers.slice(0, i).includes(pid) ? [i + 1] : [],
  );
}
