// `npm run bench`, the load run: mixed traffic against the local production run
// (vite preview of the build + the reference API) with autocannon. A signed-in
// driver's reads (launch state, alert, flags, session, trailer lookups by sticker
// and by number), the public files (the page, its entry script, the manifest,
// the service worker, the public config), and requests the app refuses (signed
// out, cross-site, malformed JSON, invalid input, no such route), each
// connection cycling through all of them.
// Prints requests per second, p50 / p99 latency, and the errors: no answer,
// timeouts and 5xx, which must be 0 (the run fails otherwise). 4xx are expected
// for the refused requests and counted apart; an answer other than the expected
// one (e.g. a 429 to a signed-in read) is counted as unexpected.
// No rate limit applies to the reads; sign-in and its refusals go through the
// validator or the CSRF check first, so nothing here spends a rate limit.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { signInViaApp } from "#scripts/lib/demo-session.ts";

const CONNECTIONS = 10;
const DURATION_SECONDS = 15;
/** A phone of its own (seeded for the bench), so its sign-in meets no other's code cooldown. */
const LOAD_PHONE = "5550100024";

type Expected = { name: string; group: "signed-in read" | "public" | "refused"; status: number };
type Planned = autocannon.Request & Expected;

/** The entry script the built page loads, read from the built index.html. */
function entryScript(): string {
  const html = readFileSync("dist/client/index.html", "utf8");
  const src = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error("no entry script in dist/client/index.html");
  return src;
}

function plan(cookie: string, origin: string): Planned[] {
  const signedIn = { cookie };
  const json = (headers: Record<string, string>) => ({ "content-type": "application/json", ...headers });
  const read = (name: string, path: string): Planned => ({
    name,
    group: "signed-in read",
    status: 200,
    method: "GET",
    path,
    headers: signedIn,
  });
  const file = (name: string, path: string): Planned => ({
    name,
    group: "public",
    status: 200,
    method: "GET",
    path,
  });
  return [
    read("launch state", "/api/launch-state"),
    read("persistent alert", "/api/alerts/persistent"),
    read("feature flags", "/api/feature-flags"),
    read("session", "/api/session"),
    read("trailer by sticker", "/api/trailers/qr/HQR-400101"),
    read("trailer by number", "/api/trailers/number/400102"),
    file("page", "/"),
    file("entry script", entryScript()),
    file("manifest", "/manifest.webmanifest"),
    file("service worker", "/sw.js"),
    file("public config", "/api/config"),
    { name: "signed out", group: "refused", status: 401, method: "GET", path: "/api/launch-state" },
    {
      name: "cross-site write",
      group: "refused",
      status: 403,
      method: "POST",
      path: "/api/session/code",
      headers: json({ origin: "https://evil.example" }),
      body: JSON.stringify({ orderNumber: "1001001", mobileNumber: LOAD_PHONE }),
    },
    {
      name: "malformed JSON",
      group: "refused",
      status: 400,
      method: "POST",
      path: "/api/trailers/check",
      headers: json({ ...signedIn, origin }),
      body: '{"trailer": {"trailerId": ',
    },
    {
      name: "invalid sign-in",
      group: "refused",
      status: 400,
      method: "POST",
      path: "/api/session/code",
      headers: json({ origin }),
      body: JSON.stringify({ orderNumber: "x".repeat(40), mobileNumber: "555-CALL-NOW" }),
    },
    { name: "no such route", group: "refused", status: 404, method: "GET", path: "/api/nothing-here" },
  ];
}

type Tally = { answered: number; unexpected: Map<number, number> };

export async function loadFigures(app: string, api: string): Promise<void> {
  const { cookie } = await signInViaApp(app, api, LOAD_PHONE);
  const planned = plan(cookie, new URL(app).origin);
  const tallies = new Map<string, Tally>(
    planned.map((p) => [p.name, { answered: 0, unexpected: new Map() }]),
  );
  const requests = planned.map(({ name, group: _, status, ...request }) => ({
    ...request,
    onResponse: (answered: number) => {
      const tally = tallies.get(name)!;
      tally.answered++;
      if (answered !== status) tally.unexpected.set(answered, (tally.unexpected.get(answered) ?? 0) + 1);
    },
  }));

  const result = await autocannon({
    url: app,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    timeout: 10,
    requests,
  });

  // autocannon counts timeouts among its errors (no answer at all).
  const failures = result.errors + result["5xx"];

  console.log(
    `\n## Load: mixed traffic against the production build (${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${planned.length} kinds of request)`,
  );
  console.log(`requests/s ${result.requests.average.toFixed(0)} (${result.requests.total} in all)`);
  console.log(
    `latency p50 ${result.latency.p50} ms · p99 ${result.latency.p99} ms · max ${result.latency.max} ms`,
  );
  console.log(`2xx ${result["2xx"]} · 4xx ${result["4xx"]} (the refused requests)`);
  console.log(
    `errors ${failures} (must be 0): no answer ${result.errors - result.timeouts} · timeouts ${result.timeouts} · 5xx ${result["5xx"]}`,
  );
  for (const group of ["signed-in read", "public", "refused"] as const) {
    const names = planned.filter((p) => p.group === group);
    const answered = names.reduce((sum, p) => sum + tallies.get(p.name)!.answered, 0);
    const odd = names.flatMap((p) =>
      [...tallies.get(p.name)!.unexpected].map(([code, n]) => ({ p, code, n })),
    );
    const oddCount = odd.reduce((sum, o) => sum + o.n, 0);
    const list = odd.map(({ p, code, n }) => `${p.name}: ${n} × ${code}`).join("; ");
    console.log(
      `${group}s: ${answered - oddCount} of ${answered} answered as expected${oddCount ? ` (other answers: ${list})` : ""}`,
    );
  }
  if (failures > 0) throw new Error(`the load run had ${failures} errors (no answer, timeouts or 5xx)`);
}
