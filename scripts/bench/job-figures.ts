// The whole job at one bar (scripts/bench/job.ts), read: from what one run of the job recorded
// (its steps, the page's requests, the downloads, the carrier calls counted upstream), the wall
// time against its floor, the round trips the driver waited on, and the carrier calls by part.
import type { LogisticsCallName } from "#shared/logistics/contract.ts";
import type { UpstreamCall } from "./upstream-counter.ts";

/** One bar (decision 059). */
export const ONE_BAR = { downBitsPerSecond: 400_000, upBitsPerSecond: 150_000, roundTripMs: 800 };
/** A download the steps list by name (compressed bytes). */
export const LARGE_DOWNLOAD_BYTES = 10 * 1024;

export type Part = "sign-in" | "check" | "attach" | "detach";
/**
 * Reads that are the same for every driver, kept a minute per location (decision 024): a job asks
 * for them only when it finds the copy older than that (the bench's other parts may have just
 * refreshed it, and a job takes longer than a minute), so they are counted apart from the driver's.
 */
export const APP_WIDE_READS: ReadonlySet<string> = new Set([
  "featureFlags",
  "persistentAlert",
] satisfies LogisticsCallName[]);

export type Request = { url: string; start: number; end?: number; requestId?: string; step: number };
/** A finished download: the page's, one of its workers' or the service worker's. */
export type Download = { url: string; step: number; bytes: number; byServiceWorker: boolean };
export type Step = { name: string; part: Part; start: number; end: number; up: number; down: number };
/** What one run of the job recorded. */
export type Job = {
  steps: Step[];
  requests: Request[];
  downloads: Download[];
  calls: UpstreamCall[];
  traffic: { up: number; down: number };
};

/** The longest chain of requests in which each began after the one before it had ended. */
export function roundTripsWaited(requests: readonly { start: number; end: number }[]): number {
  const byEnd = [...requests].sort((a, b) => a.end - b.end);
  const depth: number[] = [];
  byEnd.forEach((request, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (byEnd[j]!.end <= request.start) before = Math.max(before, depth[j]!);
    depth[i] = before + 1;
  });
  return Math.max(0, ...depth);
}

/** The part an outbox write belongs to, whenever the outbox sent it; anything else, the step's. */
function partOfRoute(path: string): Part | undefined {
  if (/^\/api\/(assessments|documents|associations\/attach)/.test(path)) return "attach";
  if (path.startsWith("/api/associations/detach")) return "detach";
  return undefined;
}

type CallsOf = {
  requests: readonly Request[];
  steps: readonly Pick<Step, "part" | "start">[];
  calls: readonly UpstreamCall[];
};

/**
 * Where each carrier call belongs: the step whose request it was made for (only /api answers carry
 * the edge's request id; a call made for a document, a signed-in screen's state, or for a request
 * the page never saw answered goes to the step it arrived in), and the part of the job: a write's
 * by its route, whenever the outbox sent it, a read's by its step's, the app-wide reads apart.
 */
function placed(job: CallsOf) {
  const routeOf = new Map<string, { path: string; step: number }>();
  for (const request of job.requests) {
    if (request.requestId)
      routeOf.set(request.requestId, { path: new URL(request.url).pathname, step: request.step });
  }
  return job.calls.map((call) => {
    const made = routeOf.get(call.requestId);
    const arrivedIn = Math.max(
      0,
      job.steps.findLastIndex((step) => step.start <= call.at),
    );
    const step = made?.step ?? arrivedIn;
    const part: Part | "app-wide" = APP_WIDE_READS.has(call.name)
      ? "app-wide"
      : ((made && partOfRoute(made.path)) ?? job.steps[step]!.part);
    return { name: call.name, step, part };
  });
}

/** Counts by name, in the order first met, under each key. */
function tally<K>(entries: readonly { key: K; name: string }[]) {
  const counts = new Map<K, Map<string, number>>();
  for (const { key, name } of entries) {
    const byName = counts.get(key) ?? new Map<string, number>();
    byName.set(name, (byName.get(name) ?? 0) + 1);
    counts.set(key, byName);
  }
  return counts;
}

/** Carrier calls per part of the job (sign-in, check, attach, detach), the app-wide reads apart. */
export const callsByPart = (job: CallsOf) =>
  tally(placed(job).map(({ part, name }) => ({ key: part, name })));

/**
 * Carrier calls per step the page made their request in (an outbox write: the step it was sent
 * in), the app-wide reads apart (under "app-wide").
 */
export const callsByStep = (job: CallsOf) =>
  tally(
    placed(job).map(({ part, step, name }) => ({
      key: part === "app-wide" ? ("app-wide" as const) : step,
      name,
    })),
  );

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const linkMs = (bytes: number, bitsPerSecond: number) => (bytes * 8 * 1000) / bitsPerSecond;

/**
 * What the floor leaves out: until the first photo there is nothing to upload, so the time the page
 * takes to download its own files and answers there (not what the service worker keeps for later)
 * is time the uplink cannot fill, beyond the little it sends meanwhile. The floor plus this is the
 * link's floor: what the job would take if the page downloaded nothing it did not use before the
 * first photo, and waited on nothing but the link.
 */
export function downloadsBeforeFirstPhotoMs(job: Pick<Job, "steps" | "downloads">): number {
  const firstPhoto = job.steps.findIndex((step) => step.name.startsWith("Photo "));
  if (firstPhoto < 0) return 0;
  const before = job.steps.slice(0, firstPhoto);
  const kept = job.downloads
    .filter((d) => d.byServiceWorker && d.step < firstPhoto)
    .reduce((sum, d) => sum + d.bytes, 0);
  const down = before.reduce((sum, step) => sum + step.down, 0) - kept;
  const up = before.reduce((sum, step) => sum + step.up, 0);
  return Math.max(0, linkMs(down, ONE_BAR.downBitsPerSecond) - linkMs(up, ONE_BAR.upBitsPerSecond));
}

/**
 * One run's wall time, its floor (the uplink's time plus a round trip per step waited on), the
 * link's floor (the floor and the downloads before the first photo) and its steps.
 */
export function figures(job: Job) {
  const wall = job.steps.reduce((sum, s) => sum + (s.end - s.start), 0);
  let waitedSteps = 0;
  let roundTrips = 0;
  const perStep = job.steps.map((s, index) => {
    const inStep = job.requests
      .filter((r) => r.step === index && r.end !== undefined)
      .map((r) => ({ start: r.start, end: r.end! }));
    const trips = roundTripsWaited(inStep);
    if (trips > 0) waitedSteps++;
    roundTrips += trips;
    const largest = job.downloads
      .filter((d) => d.step === index && d.bytes >= LARGE_DOWNLOAD_BYTES)
      .toSorted((a, b) => b.bytes - a.bytes)
      .map(
        (d) =>
          `${new URL(d.url).pathname.split("/").at(-1)}${d.byServiceWorker ? " (service worker)" : ""} ${kb(d.bytes)}`,
      );
    return { ...s, ms: s.end - s.start, requests: inStep.length, trips, largest };
  });
  const uplinkMs = linkMs(job.traffic.up, ONE_BAR.upBitsPerSecond);
  const floor = uplinkMs + waitedSteps * ONE_BAR.roundTripMs;
  const linkFloor = floor + downloadsBeforeFirstPhotoMs(job);
  return { wall, floor, linkFloor, uplinkMs, waitedSteps, roundTrips, perStep, traffic: job.traffic };
}
