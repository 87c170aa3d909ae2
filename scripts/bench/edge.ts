// `npm run bench`, part 2: the latency the edge Worker adds to a proxied call. The same logistics
// call made through the Worker and straight to the reference API, taken in turn, p50 and p99, as
// ratios from one run on this machine. `npm run bench -- --edge` prints this part alone.
import { rmSync } from "node:fs";
import { API_TOKEN_FOR_DEV, signIn } from "#scripts/lib/demo-session.ts";
import { writePreviewVars } from "#scripts/lib/preview.ts";
import { startBuiltEdge, stopChild } from "#scripts/lib/processes.ts";
import { waitFor } from "#scripts/lib/production-run.ts";

const SAMPLES = 200;

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
export async function proxyOverhead(app: string, api: string) {
  // The build's edge Worker served as the reference API is (wrangler dev), not through `vite
  // preview`'s Node server: that hop is the preview's, not the Worker's, and no deployed request
  // takes it. Its vars name its own address (the sign-in's origin check), then the preview's again.
  const edgeUrl = `http://127.0.0.1:${Number(new URL(app).port) + 10}`;
  const stateDir = ".wrangler/bench-edge-state";
  rmSync(stateDir, { recursive: true, force: true });
  writePreviewVars(edgeUrl, api);
  const edge = startBuiltEdge(stateDir, Number(new URL(edgeUrl).port));
  try {
    await waitFor(`${edgeUrl}/manifest.webmanifest`);
    await edgeFigures(edgeUrl, api);
  } finally {
    await stopChild(edge);
    writePreviewVars(app, api);
  }
}

async function edgeFigures(edge: string, api: string) {
  const session = await signIn(edge, api);
  const withCookie = { headers: { cookie: session.cookie } };
  const [direct, proxied, sessionOnly, edgeAtOnce, apiAtOnce] = await timeInTurn([
    {
      call: () =>
        fetch(`${api}/api/logisticsApp/appLaunchState`, {
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
      call: () => fetch(`${api}/api/bench-unknown-path`, { headers: { "x-app-token": API_TOKEN_FOR_DEV } }),
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
