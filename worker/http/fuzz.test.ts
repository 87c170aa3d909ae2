// Property-based tests (decision 048): every route the edge Worker has, read from
// the app itself (`app.routes`, so a new route is fuzzed without a word here),
// gets any method, content type, body, cookie, Origin and path parameter
// (worker/test/fuzz-requests.ts). Every answer is below 500; every 4xx is the
// JSON ApiError with its kind; and a refused request stores nothing: nothing put
// in KV, and no write the logistics API accepted (worker/test/stored-nothing.ts).
// fast-check prints the seed and the failing request; FUZZ_SEED / FUZZ_RUNS
// (tests/fuzz/settings.ts) replay one or run longer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { LOGISTICS_CALLS } from "#shared/logistics/contract.ts";
import { routesOf } from "#tests/fuzz/http-arbitraries.ts";
import { fuzzSettings } from "#tests/fuzz/settings.ts";
import { app } from "#worker/app.ts";
import {
  cookieFor,
  FUZZ_ENV,
  type Fuzzed,
  PHONES,
  requestFor,
  requestInit,
  sessionEnded,
} from "#worker/test/fuzz-requests.ts";
import {
  call,
  type EnvOverrides,
  LOCAL_ORIGIN,
  LOCAL_PEER,
  lastMockRequest,
  ORIGIN,
} from "#worker/test/helpers.ts";
import { recordingKv, writesAccepted } from "#worker/test/stored-nothing.ts";

function withPeer(headers: HeadersInit | undefined, peer: string): Headers {
  const withIt = new Headers(headers);
  withIt.set("cf-connecting-ip", peer);
  return withIt;
}

async function check(fuzzed: Fuzzed, overrides: EnvOverrides, answersAreOurs: boolean, origin = ORIGIN) {
  const cookie = await cookieFor(fuzzed);
  const init = await requestInit(fuzzed, cookie.header);
  // A local run's requests come from this machine: the dev server sets that peer (decision 119).
  if (origin === LOCAL_ORIGIN) init.headers = withPeer(init.headers, LOCAL_PEER);
  const puts: string[] = [];
  const seq = await lastMockRequest();
  // Absolute, so a path starting "//" stays a path (as on the wire), not a host.
  const res = await call(`${origin}${fuzzed.path}${fuzzed.query}`, init, {
    ...FUZZ_ENV,
    ...overrides,
    ...recordingKv(puts),
  });
  const text = await res.text();
  sessionEnded(res);
  const what = `${fuzzed.method} ${fuzzed.path} answered ${res.status}: ${text.slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status < 400) return;
  if (answersAreOurs && fuzzed.method !== "HEAD") {
    expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
    expect(ApiErrorSchema.parse(JSON.parse(text)).kind, what).toBeDefined();
  }
  // Stores nothing: no KV put (a dead session may be deleted), no write the logistics API took.
  expect(puts, what).toEqual([]);
  const phones = [...PHONES, ...(cookie.phone ? [cookie.phone] : [])];
  const accepted = (await writesAccepted(seq, phones)).filter(
    // Except a sign-in refused for its order once the code was verified: the order's type and the
    // driver's place on it are known only with the token the code buys (docs/product.md §8: 475, 494).
    (write) => !(write.path.startsWith(VERIFY_IDENTITY) && refusedForItsOrder(fuzzed, res.status, text)),
  );
  expect(accepted, what).toEqual([]);
}

const VERIFY_IDENTITY = `/${LOGISTICS_CALLS.verifyIdentity.path}`;
function refusedForItsOrder(fuzzed: Fuzzed, status: number, text: string) {
  if (fuzzed.method !== "POST" || fuzzed.path !== "/api/session" || status >= 500) return false;
  const kind = ApiErrorSchema.safeParse(JSON.parse(text)).data?.kind;
  return kind === "invalidOrder" || kind === "invalidOrderType" || kind === "notOnFile";
}

const RUNS_PER_ROUTE = 20;
const routes = routesOf(app.routes);

describe("no input makes the edge Worker answer 5xx (fast-check)", () => {
  it("fuzzes every route the app has", () => {
    // The route list comes from the app; a sanity check that it is not empty or partial.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(["POST /api/session/code", "GET /trailers/:qrId", "ALL /__dev/*", "ALL /*"]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), (fuzzed) => check(fuzzed, {}, true)),
        fuzzSettings(RUNS_PER_ROUTE),
      );
    },
    60_000,
  );

  it("/__dev/* with dev tools on, on loopback (the reference API's answers, passed through)", async () => {
    // Dev tools answer only on this machine's own address: the app's own origin is the local one.
    const local = (fuzzed: Fuzzed): Fuzzed => ({
      ...fuzzed,
      origin: fuzzed.origin === ORIGIN ? LOCAL_ORIGIN : fuzzed.origin,
    });
    await fc.assert(
      fc.asyncProperty(requestFor({ method: "ALL", path: "/__dev/*" }), (fuzzed) =>
        check(local(fuzzed), { DEV_TOOLS: "true" }, false, LOCAL_ORIGIN),
      ),
      fuzzSettings(RUNS_PER_ROUTE),
    );
  }, 60_000);
});
