// `npm run bench`, the whole job at one bar (decisions 059, 083, 102): a driver signs in,
// attaches a trailer with six photos and detaches it, in a cold Chromium (no
// cache, no service worker yet), through the compressing proxy (the edge
// compresses) over a link of one bar (400 kbit/s down, 150 kbit/s up, 800 ms
// round trip: link-shaper.ts, which slows the service worker's downloads too;
// job-journey.ts drives it), in front of the production run, whose edge Worker
// reaches the reference API through a counting pass-through.
// It runs the job three ways (job-journey.ts): the number typed, the sticker scanned, and the
// number typed with an offline reload between the second photo and the third. Prints, for each:
//  - per run (the typed and the scanned job three times, the interrupted one once: its time is not
//    aimed at) the wall time (the driver's own time, reading the text and aiming, is zero: each
//    action follows the last at once), against its floor: the bytes the phone sent divided by the
//    uplink, plus one round trip per step the driver waited on the network; aim within 1.15×
//    (decision 130);
//  - bytes up and down, as they crossed the network;
//  - the round trips the driver waited on: in each step, the longest chain of
//    requests where each began after the one before it ended;
//  - the carrier API calls of its first run, by step and by part of the job (sign-in, the trailer's
//    check, the attach with its assessment and six photos, the detach), and apart from them the
//    reads that are the same for every driver;
// then whether the three ways made the same number of calls for the sign-in and the attach, beside
// the lookup that names the trailer.

import type { LogisticsCallName } from "#shared/logistics/contract.ts";
import {
  APP_WIDE_READS,
  callsByPart,
  callsByStep,
  figures,
  type Job,
  kb,
  LARGE_DOWNLOAD_BYTES,
  ONE_BAR,
} from "./job-figures.ts";
import { oneJob, type Way } from "./job-journey.ts";
import type { startUpstreamCounter } from "./upstream-counter.ts";

/** The ways of doing the job, what the bench says of each, and how many runs time it. */
const WAYS: readonly { way: Way; title: string; runs: number }[] = [
  { way: "typed", title: "a driver who types the trailer's number", runs: 3 },
  { way: "scanned", title: "a driver who scans the trailer's sticker", runs: 3 },
  {
    way: "interrupted",
    title: "the number typed, the signal lost and the page reloaded between the second photo and the third",
    runs: 1,
  },
];
/**
 * The calls that name the trailer: a number is asked of each company, a sticker once (decision
 * 130); every other call of the job is the same whichever way it was named.
 */
const LOOKUPS: ReadonlySet<string> = new Set(["getTrailerById", "getByQrId"] satisfies LogisticsCallName[]);
/** Within this of its floor (decision 130). */
const AIM = 1.15;

type Counter = Awaited<ReturnType<typeof startUpstreamCounter>>;
type Figures = ReturnType<typeof figures>;

/** "getTrailerById ×2, attachability": each call by name, with its count when more than one. */
const listed = (byName: Map<string, number>) =>
  [...byName.entries()].map(([name, n]) => `${name}${n > 1 ? ` ×${n}` : ""}`).join(", ");
const total = (byName: Map<string, number> | undefined) =>
  [...(byName?.values() ?? [])].reduce((a, b) => a + b, 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The median run's steps, then the medians of every run. */
function printMedians(runs: Figures[]) {
  const mid = runs.toSorted((a, b) => a.wall / a.floor - b.wall / b.floor)[Math.floor(runs.length / 2)]!;
  console.log(
    `Steps of the ${runs.length > 1 ? "median " : ""}run (ms, requests, round trips waited, bytes up / down):`,
  );
  for (const s of mid.perStep) {
    console.log(
      `  ${s.name.padEnd(40)} ${s.ms.toFixed(0).padStart(7)} ms  ${String(s.requests).padStart(3)} req  ${String(s.trips).padStart(2)} rt  ${kb(s.up).padStart(7)} / ${kb(s.down)}`,
    );
    if (s.largest.length > 0)
      console.log(`      downloads of ${kb(LARGE_DOWNLOAD_BYTES)} or more: ${s.largest.join(", ")}`);
  }
  const ratio = median(runs.map((r) => r.wall / r.floor));
  console.log(
    `Median of ${runs.length}: wall ${seconds(median(runs.map((r) => r.wall)))} · floor ${seconds(median(runs.map((r) => r.floor)))} (uplink ${seconds(median(runs.map((r) => r.uplinkMs)))} + ${mid.waitedSteps} × ${ONE_BAR.roundTripMs} ms) · ratio ${ratio.toFixed(2)}× (aim ≤ ${AIM}×: ${ratio <= AIM ? "met" : "missed"}) · up ${kb(median(runs.map((r) => r.traffic.up)))} · down ${kb(median(runs.map((r) => r.traffic.down)))} · round trips waited ${median(runs.map((r) => r.roundTrips))}`,
  );
  const linkFloor = median(runs.map((r) => r.linkFloor));
  console.log(
    `  beside it, the link's floor: ${seconds(linkFloor)} (the floor and ${seconds(linkFloor - median(runs.map((r) => r.floor)))} of the page's downloads before the first photo, when there is nothing to upload) · ratio ${median(runs.map((r) => r.wall / r.linkFloor)).toFixed(2)}× (for comparison; the aim is on the floor)`,
  );
}

/**
 * The first run's carrier calls, by step (where the page made their request) and by part, the
 * app-wide reads apart; answers the sign-in's and the attach's together (its check included).
 */
function printCalls(job: Job): { calls: number; lookups: number } {
  console.log(
    "Carrier API calls (counted at a pass-through in front of the reference API), first run, by step:",
  );
  const byStep = callsByStep(job);
  job.steps.forEach((step, index) => {
    const calls = byStep.get(index);
    if (calls) console.log(`  ${step.name.padEnd(40)} ${String(total(calls)).padStart(3)}: ${listed(calls)}`);
  });
  const byPart = callsByPart(job);
  const parts = (["sign-in", "check", "attach", "detach"] as const).map(
    (part) => [part, total(byPart.get(part))] as const,
  );
  const signInAndAttach = parts.reduce((sum, [part, n]) => sum + (part === "detach" ? 0 : n), 0);
  console.log(
    `  By part: ${parts.map(([part, n]) => `${part} ${n}`).join(" · ")}; one sign-in and one attach with six photos (its check included): ${signInAndAttach}`,
  );
  const appWide = byPart.get("app-wide");
  if (appWide) {
    console.log(
      `  and the same for every driver, kept a minute per location (decision 024), asked in this run because the copy was older: ${listed(appWide)}`,
    );
  }
  const lookups = [...(byPart.get("check")?.entries() ?? [])]
    .filter(([name]) => LOOKUPS.has(name))
    .reduce((sum, [, n]) => sum + n, 0);
  return { calls: signInAndAttach, lookups };
}

/** One way of doing the job: its runs, their medians, its first run's calls. */
async function oneWay(
  app: string,
  api: string,
  counter: Counter,
  { way, title, runs: count }: (typeof WAYS)[number],
) {
  console.log(`\n### ${title[0]!.toUpperCase()}${title.slice(1)}`);
  const runs: Figures[] = [];
  let first: Job | undefined;
  for (let run = 0; run < count; run++) {
    const job = await oneJob(app, api, counter, way);
    first ??= job;
    const f = figures(job);
    runs.push(f);
    const appWide = job.calls.filter((call) => APP_WIDE_READS.has(call.name)).length;
    console.log(
      `run ${run + 1}: ${seconds(f.wall)} · floor ${seconds(f.floor)} · ratio ${(f.wall / f.floor).toFixed(2)}× · up ${kb(f.traffic.up)} · down ${kb(f.traffic.down)} · ${f.roundTrips} round trips waited in ${f.waitedSteps} steps · ${job.calls.length} carrier calls${appWide > 0 ? ` (${appWide} app-wide)` : ""}`,
    );
  }
  printMedians(runs);
  return printCalls(first!);
}

export async function jobFigures(app: string, api: string, counter: Counter) {
  console.log(
    `\n## The whole job at one bar (${ONE_BAR.downBitsPerSecond / 1000} kbit/s down, ${ONE_BAR.upBitsPerSecond / 1000} kbit/s up, ${ONE_BAR.roundTripMs} ms round trip): sign in, attach with six photos, detach`,
  );
  const counts: { way: Way; calls: number; lookups: number }[] = [];
  for (const way of WAYS) counts.push({ way: way.way, ...(await oneWay(app, api, counter, way)) });
  const beside = new Set(counts.map(({ calls, lookups }) => calls - lookups));
  console.log(
    `\nCarrier calls for one sign-in and one attach with six photos: ${counts.map(({ way, calls }) => `${way} ${calls}`).join(" · ")}; beside the lookup that names the trailer (its number asked of each company, a sticker once): ${counts.map(({ calls, lookups }) => calls - lookups).join(" · ")} (aim: the same for every way: ${beside.size === 1 ? "met" : "missed"})`,
  );
}
