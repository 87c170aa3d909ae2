// `npm run bench`, the whole job at one bar (decisions 059, 083, 102): a driver signs in,
// attaches a trailer with six photos and detaches it, in a cold Chromium (no
// cache, no service worker yet), through the compressing proxy (the edge
// compresses) over a link of one bar (400 kbit/s down, 150 kbit/s up, 800 ms
// round trip: link-shaper.ts, which slows the service worker's downloads too;
// job-journey.ts drives it), in front of the production run, whose edge Worker
// reaches the reference API through a counting pass-through.
// Prints, per run and as medians (job-figures.ts reads them from what a run recorded):
//  - the wall time (the driver's own time, reading the text and aiming, is zero:
//    each action follows the last at once), against its floor: the bytes the
//    phone sent divided by the uplink, plus one round trip per step the driver
//    waited on the network; aim within 1.3×;
//  - bytes up and down, as they crossed the network;
//  - the round trips the driver waited on: in each step, the longest chain of
//    requests where each began after the one before it ended;
//  - the carrier API calls each part of the job made (sign-in, the trailer's
//    check, the attach with its assessment and six photos, the detach), by call,
//    and apart from them the reads that are the same for every driver.
import { APP_WIDE_READS, callsByPart, figures, kb, LARGE_DOWNLOAD_BYTES, ONE_BAR } from "./job-figures.ts";
import { oneJob } from "./job-journey.ts";
import type { startUpstreamCounter } from "./upstream-counter.ts";

const RUNS = 3;

type Counter = Awaited<ReturnType<typeof startUpstreamCounter>>;
type Figures = ReturnType<typeof figures>;

/** "getTrailerById ×2, attachability": each call by name, with its count when more than one. */
const listed = (byName: Map<string, number>) =>
  [...byName.entries()].map(([name, n]) => `${name}${n > 1 ? ` ×${n}` : ""}`).join(", ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The median run's steps, then the medians of every run. */
function printMedians(runs: Figures[]) {
  const mid = runs.toSorted((a, b) => a.wall / a.floor - b.wall / b.floor)[Math.floor(runs.length / 2)]!;
  console.log("Steps of the median run (ms, requests, round trips waited, bytes up / down):");
  for (const s of mid.perStep) {
    console.log(
      `  ${s.name.padEnd(36)} ${s.ms.toFixed(0).padStart(7)} ms  ${String(s.requests).padStart(3)} req  ${String(s.trips).padStart(2)} rt  ${kb(s.up).padStart(7)} / ${kb(s.down)}`,
    );
    if (s.largest.length > 0)
      console.log(`      downloads of ${kb(LARGE_DOWNLOAD_BYTES)} or more: ${s.largest.join(", ")}`);
  }
  const ratio = median(runs.map((r) => r.wall / r.floor));
  console.log(
    `Median of ${RUNS}: wall ${seconds(median(runs.map((r) => r.wall)))} · floor ${seconds(median(runs.map((r) => r.floor)))} (uplink ${seconds(median(runs.map((r) => r.uplinkMs)))} + ${mid.waitedSteps} × ${ONE_BAR.roundTripMs} ms) · ratio ${ratio.toFixed(2)}× (aim ≤ 1.3×: ${ratio <= 1.3 ? "met" : "missed"}) · up ${kb(median(runs.map((r) => r.traffic.up)))} · down ${kb(median(runs.map((r) => r.traffic.down)))} · round trips waited ${median(runs.map((r) => r.roundTrips))}`,
  );
}

/** The first run's carrier calls, by part of the job, and the app-wide reads apart. */
function printCalls(counted: ReturnType<typeof callsByPart> | undefined) {
  console.log("\nCarrier API calls (counted at a pass-through in front of the reference API), first run:");
  let signInAndAttach = 0;
  for (const part of ["sign-in", "check", "attach", "detach"] as const) {
    const byName = counted?.get(part) ?? new Map<string, number>();
    const total = [...byName.values()].reduce((a, b) => a + b, 0);
    if (part !== "detach") signInAndAttach += total;
    console.log(`  ${part.padEnd(8)} ${String(total).padStart(3)}: ${listed(byName)}`);
  }
  console.log(
    `  One sign-in and one attach with six photos (its check included): ${signInAndAttach} calls (aim about 17)`,
  );
  const appWide = counted?.get("app-wide");
  if (appWide) {
    console.log(
      `  and the same for every driver, kept a minute per location (decision 024), asked in this run because the copy was older: ${listed(appWide)}`,
    );
  }
}

export async function jobFigures(app: string, api: string, counter: Counter) {
  console.log(
    `\n## The whole job at one bar (${ONE_BAR.downBitsPerSecond / 1000} kbit/s down, ${ONE_BAR.upBitsPerSecond / 1000} kbit/s up, ${ONE_BAR.roundTripMs} ms round trip): sign in, attach with six photos, detach`,
  );
  const runs: Figures[] = [];
  let counted: ReturnType<typeof callsByPart> | undefined;
  for (let run = 0; run < RUNS; run++) {
    const job = await oneJob(app, api, counter);
    const f = figures(job);
    runs.push(f);
    counted ??= callsByPart(job);
    const appWide = job.calls.filter((call) => APP_WIDE_READS.has(call.name)).length;
    console.log(
      `run ${run + 1}: ${seconds(f.wall)} · floor ${seconds(f.floor)} · ratio ${(f.wall / f.floor).toFixed(2)}× · up ${kb(f.traffic.up)} · down ${kb(f.traffic.down)} · ${f.roundTrips} round trips waited in ${f.waitedSteps} steps · ${job.calls.length} carrier calls${appWide > 0 ? ` (${appWide} app-wide)` : ""}`,
    );
  }
  printMedians(runs);
  printCalls(counted);
}
