// `npm run bench`, the whole job at one bar (issue 19): a driver signs in,
// attaches a trailer with six photos and detaches it, in a cold Chromium (no
// cache, no service worker yet), through the compressing proxy (the edge
// compresses) over a link of one bar (400 kbit/s down, 150 kbit/s up, 800 ms
// round trip: link-shaper.ts, which slows the service worker's downloads too;
// tests/e2e/one-bar.spec.ts runs the same journey as a test, with Chromium's
// emulation, and its support helpers drive the assessment and the photos here),
// in front of the production run, whose edge Worker reaches the reference API
// through a counting pass-through.
// Prints, per run and as medians:
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
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import type { LogisticsCallName } from "#shared/logistics/contract.ts";
import { assess } from "#tests/e2e/support/assessment.ts";
import { translator } from "#tests/e2e/support/catalogs.ts";
import { cameraJpeg, nextView, takePhoto, VIEWS } from "#tests/e2e/support/photos.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../lib/chromium.ts";
import { latestCode } from "../lib/outbox.ts";
import { startCompressingProxy } from "./compressing-proxy.ts";
import type { startUpstreamCounter, UpstreamCall } from "./upstream-counter.ts";

const RUNS = 3;
/** A download the steps list by name (compressed bytes). */
const LARGE_DOWNLOAD_BYTES = 10 * 1024;
/** How long the bench keeps the page after the job, so the reads that follow it are counted. */
const AFTER_MS = 5000;
/** One bar (decision 059). */
const ONE_BAR = { downBitsPerSecond: 400_000, upBitsPerSecond: 150_000, roundTripMs: 800 };
/** A seeded test driver and trailer no other figure of the bench uses (README, Demo data). */
const PHONE = "5550100061";
const ORDER = "1001001";
const TRAILER = "400413";
const YARD = { latitude: 33.4255, longitude: -112.02, accuracy: 10 };
/**
 * Long enough for the slowest step: the six photos' upload behind the detach (~80 s). The support
 * helpers wait 5 s (Playwright's default) for the screen they start on, so the bench waits for it
 * first, this long.
 */
const STEP_TIMEOUT_MS = 300_000;

type Counter = Awaited<ReturnType<typeof startUpstreamCounter>>;
type Part = "sign-in" | "check" | "attach" | "detach";
/**
 * Reads that are the same for every driver, kept a minute per location (decision 024): a job asks
 * for them only when it finds the copy older than that (the bench's other parts may have just
 * refreshed it, and a job takes longer than a minute), so they are counted apart from the driver's.
 */
const APP_WIDE_READS: ReadonlySet<string> = new Set([
  "featureFlags",
  "persistentAlert",
] satisfies LogisticsCallName[]);

type Request = { url: string; start: number; end?: number; requestId?: string; step: number };
/** A finished download: the page's, one of its workers' or the service worker's. */
type Download = { url: string; step: number; bytes: number; byServiceWorker: boolean };
type Step = { name: string; part: Part; start: number; end: number; up: number; down: number };

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

async function oneJob(app: string, api: string, counter: Counter) {
  const tr = await translator("en");
  const proxy = await startCompressingProxy(app, 0, { link: ONE_BAR });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: "en-US",
      geolocation: YARD,
      permissions: ["geolocation", "camera"],
    });
    // The camera's photos, drawn before the clock starts (a phone's camera hands them over ready);
    // takePhoto gives the same ones, kept from the first run.
    const maker = await context.newPage();
    for (const seed of VIEWS.keys()) await cameraJpeg(maker, seed);
    await maker.close();

    const page = await context.newPage();
    // The page's requests as the browser saw them (what it sent, when the answer ended), for the
    // round trips the driver waited on.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const requests = new Map<string, Request>();
    let step = 0;
    cdp.on("Network.requestWillBeSent", (event) => {
      // Network requests only: a photo shown from its blob: URL is not one.
      if (!event.request.url.startsWith("http")) return;
      requests.set(event.requestId, { url: event.request.url, start: event.timestamp * 1000, step });
    });
    cdp.on("Network.responseReceived", (event) => {
      const request = requests.get(event.requestId);
      const id = Object.entries(event.response.headers).find(
        ([name]) => name.toLowerCase() === "x-request-id",
      );
      if (request && id) request.requestId = String(id[1]);
    });
    const ended = (event: { requestId: string; timestamp: number }) => {
      const request = requests.get(event.requestId);
      if (request) request.end = event.timestamp * 1000;
    };
    cdp.on("Network.loadingFinished", ended);
    cdp.on("Network.loadingFailed", ended);
    // Every download the context saw end (the page's, its workers', the service worker's), by the
    // step it ended in, for each step's largest.
    const downloads: Download[] = [];
    context.on("requestfinished", (request) => {
      const at = step;
      void request
        .sizes()
        .then(({ responseBodySize, responseHeadersSize }) =>
          downloads.push({
            url: request.url(),
            step: at,
            bytes: responseBodySize + responseHeadersSize,
            byServiceWorker: request.serviceWorker() !== null,
          }),
        )
        .catch(() => {});
    });
    counter.reset();

    const steps: Step[] = [];
    const run = async (name: string, part: Part, action: () => Promise<void>) => {
      const before = proxy.traffic();
      const start = performance.now();
      await action();
      const end = performance.now();
      const after = proxy.traffic();
      steps.push({ name, part, start, end, up: after.up - before.up, down: after.down - before.down });
      step++;
    };
    const visible = (locator: ReturnType<Page["getByRole"]>) =>
      locator.waitFor({ state: "visible", timeout: STEP_TIMEOUT_MS });

    await run("Open Login", "sign-in", async () => {
      await page.goto(`${proxy.url}/login`, { waitUntil: "load", timeout: STEP_TIMEOUT_MS });
      await visible(page.getByLabel("Order number"));
    });
    const sentAt = new Date(Date.now() - 2000);
    await run("Text the code", "sign-in", async () => {
      await page.getByLabel("Order number").fill(ORDER);
      await page.getByLabel("Mobile phone number").pressSequentially(PHONE);
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Continue", exact: true }).click();
      await visible(page.getByLabel("Verification code"));
    });
    // The driver reads the text: not part of the wait.
    const code = await latestCode(api, PHONE, sentAt);
    await run("Enter the code → Manage trailer", "sign-in", async () => {
      await page.getByLabel("Verification code").fill(code);
      await page.getByRole("button", { name: "Submit", exact: true }).click();
      await visible(page.getByRole("heading", { name: "Manage trailer" }));
    });
    await run("Enter the number instead", "check", async () => {
      await page.getByRole("link", { name: "Enter the number instead" }).click();
      await visible(page.getByLabel("Trailer number"));
    });
    await run("Trailer number → its status", "check", async () => {
      await page.getByLabel("Trailer number").fill(TRAILER);
      await page.getByRole("button", { name: "Complete Assessment" }).click();
      await visible(page.getByRole("radio", { name: "Loaded trailer" }));
    });
    await run("Loaded trailer → assessment", "attach", async () => {
      await page.getByRole("radio", { name: "Loaded trailer" }).check();
      await page.getByRole("button", { name: "Continue" }).click();
      await visible(page.getByRole("heading", { name: `Assess trailer ${TRAILER}` }));
    });
    const view = (index: number) =>
      page.getByRole("heading", { name: `Photo ${index + 1} of ${VIEWS.length}: ${VIEWS[index]}` });
    await run("Assessment → photos", "attach", async () => {
      await assess(page, tr, TRAILER);
      await visible(page.getByRole("link", { name: "Start with the trailer front" }));
      await page.getByRole("link", { name: "Start with the trailer front" }).click();
      await visible(view(0));
    });
    for (const index of VIEWS.keys()) {
      // The photo, then Next; after the last, the roadworthy confirmation, confirmed.
      await run(`Photo ${index + 1}`, "attach", async () => {
        await takePhoto(page, tr, index);
        await nextView(page, tr, index);
        if (index < VIEWS.length - 1) await visible(view(index + 1));
      });
    }
    await run("Attach", "attach", async () => {
      await visible(page.getByRole("button", { name: "Attach trailer" }));
      await page.getByRole("button", { name: "Attach trailer" }).click();
      await visible(page.getByRole("heading", { name: "Manage trailer" }));
    });
    const detach = page.getByRole("button", { name: `Detach trailer ${TRAILER}` });
    // Recorded, as the carrier has it: while the attach waits on the phone, Manage trailer already
    // offers its Detach, beside "Attached on this phone" (decision 105).
    await run("The attach recorded", "attach", () =>
      visible(page.getByText(`Attached now: trailer ${TRAILER}`)),
    );
    await run("Detach, recorded after the photos", "detach", async () => {
      await detach.click();
      await page
        .getByRole("checkbox", { name: "I certify that I reported all damage to this trailer." })
        .check();
      await page.getByRole("button", { name: "Detach trailer" }).click();
      // Done once Your recent work lists the detach as sent: the outbox sent it after the photos.
      await visible(
        page
          .getByRole("listitem")
          .filter({ hasText: `Detach trailer ${TRAILER}` })
          .filter({ hasText: "Sent" }),
      );
    });
    const traffic = proxy.traffic();
    // The reads the app makes once the detach is recorded are part of the job's calls, not of its time.
    await page.waitForTimeout(AFTER_MS);
    return { steps, requests: [...requests.values()], downloads, calls: counter.calls(), traffic };
  } catch (error) {
    // Where the journey stopped, for whoever runs the bench.
    const shot = join(tmpdir(), "hitch-bench-job.png");
    await browser
      .contexts()[0]
      ?.pages()
      .at(-1)
      ?.screenshot({ path: shot, fullPage: true })
      .then(() => console.log(`The job stopped: the screen is in ${shot}`))
      .catch(() => {});
    throw error;
  } finally {
    await browser.close();
    await proxy.close();
  }
}

type Job = Awaited<ReturnType<typeof oneJob>>;

/**
 * Carrier calls per part of the job: writes by their route, reads by the step they were made in,
 * the app-wide reads apart. Only /api answers carry the edge's request id: a call made for a
 * document (a signed-in screen's state) or for a request the page never saw answered goes to the
 * step it arrived in.
 */
export function callsByPart(job: {
  requests: readonly Request[];
  steps: readonly Pick<Step, "part" | "start">[];
  calls: readonly UpstreamCall[];
}) {
  const routeOf = new Map<string, { path: string; step: number }>();
  for (const request of job.requests) {
    if (request.requestId)
      routeOf.set(request.requestId, { path: new URL(request.url).pathname, step: request.step });
  }
  const parts = new Map<Part | "app-wide", Map<string, number>>();
  for (const call of job.calls) {
    const made = routeOf.get(call.requestId);
    const arrivedIn = job.steps.findLast((step) => step.start <= call.at) ?? job.steps[0]!;
    const part = APP_WIDE_READS.has(call.name)
      ? "app-wide"
      : made
        ? (partOfRoute(made.path) ?? job.steps[made.step]!.part)
        : arrivedIn.part;
    const byName = parts.get(part) ?? new Map<string, number>();
    byName.set(call.name, (byName.get(call.name) ?? 0) + 1);
    parts.set(part, byName);
  }
  return parts;
}

/** "getTrailerById ×2, attachability": each call by name, with its count when more than one. */
const listed = (byName: Map<string, number>) =>
  [...byName.entries()].map(([name, n]) => `${name}${n > 1 ? ` ×${n}` : ""}`).join(", ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function figures(job: Job) {
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
  const uplinkMs = (job.traffic.up * 8 * 1000) / ONE_BAR.upBitsPerSecond;
  const floor = uplinkMs + waitedSteps * ONE_BAR.roundTripMs;
  return { wall, floor, uplinkMs, waitedSteps, roundTrips, perStep, traffic: job.traffic };
}

export async function jobFigures(app: string, api: string, counter: Counter) {
  console.log(
    `\n## The whole job at one bar (${ONE_BAR.downBitsPerSecond / 1000} kbit/s down, ${ONE_BAR.upBitsPerSecond / 1000} kbit/s up, ${ONE_BAR.roundTripMs} ms round trip): sign in, attach with six photos, detach`,
  );
  const runs: ReturnType<typeof figures>[] = [];
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
