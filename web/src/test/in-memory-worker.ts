// The edge Worker as the React tests meet it: the Worker's own Hono app (the
// routes `hc<AppType>` is typed from), run in memory with in-memory KV, rate
// limiter and session guards, in front of the logistics API mock built from the contract table
// (tests/mocks/logistics-scenario.ts). Only the network is faked: `fetch` from
// the page reaches the Worker (with a cookie jar, as a browser would), and the
// Worker's own fetch reaches the mock. So this fake cannot drift from the Worker.
import { vi } from "vitest";
import { FINDER_LINK_HEADER, type FinderTrailer, FinderTrailerSchema } from "#shared/api/finder.ts";
import { type UserDetails, UserDetailsSchema } from "#shared/api/session.ts";
import { confidenceFromAccuracy, confidenceRadiusMetres } from "#shared/location-confidence.ts";
import { type OrderTrailer, OrderTrailerSchema, type PersistentAlert } from "#shared/logistics/app.ts";
import type { LogisticsDialect } from "#shared/logistics/spec-dialect.ts";
import { type Trailer, TrailerSchema } from "#shared/logistics/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";
import {
  GOOD_CODE,
  GOOD_QR_ID,
  MOCK_API_URL,
  ORDER_ONE_COMPANY,
  ORDER_TWO_COMPANIES,
  TEST_APP_TOKEN,
  TEST_FINDER_LINK_KEY,
} from "#tests/mocks/logistics-data.ts";
import { logisticsDialect } from "#tests/mocks/logistics-dialect.ts";
import { createLogisticsScenario } from "#tests/mocks/logistics-scenario.ts";
import type {
  OrderRefusal,
  StoredAssessment,
  StoredDocument,
  WriteCall,
} from "#tests/mocks/scenario-settings.ts";
import { app as worker } from "#worker/app.ts";
import { signFinderLink } from "#worker/finder/link-token.ts";
import { RateLimiter } from "#worker/rate-limit/rate-limiter.ts";
import { keptRecords } from "#worker/session/kept-records.ts";
import { SESSION_COOKIE } from "#worker/session/session-cookie.ts";
import { SessionGuard } from "#worker/session/session-guard.ts";
import { memoryDurableObjects, memoryKv } from "./memory-bindings.ts";

/**
 * How the logistics API at the far edge answers in this run: as the reference API, or as a carrier
 * that keeps to docs/product.md §3 and §7 alone (the web-spec-dialect project runs the same tests in it).
 */
export const LOGISTICS_DIALECT: LogisticsDialect = logisticsDialect();

/** The page's origin: the Worker checks that unsafe requests come from it. */
const ORIGIN = "https://hitch.test";

export const DEMO = {
  orderNumber: ORDER_ONE_COMPANY,
  /** Booked with both companies: sign-in asks which. */
  bothCompaniesOrder: ORDER_TWO_COMPANIES,
  mobileNumber: "5551234567",
  formattedMobile: "(555) 123-4567",
  /** The scenario treats numbers starting 5552 as company drivers. */
  companyDriverMobile: "5552990000",
  code: GOOD_CODE,
  qrId: GOOD_QR_ID,
  trailerNumber: "5301234",
} as const;

/** The resend cooldown the scenario's API imposes after a code is texted. */
export const RESEND_SECONDS = 30;

export function demoUser(overrides: Partial<UserDetails> = {}): UserDetails {
  const company = overrides.company ?? "knight";
  const orderNumber = overrides.orderNumber ?? DEMO.orderNumber;
  return UserDetailsSchema.parse({
    orderNumber,
    mobileNumber: DEMO.mobileNumber,
    company,
    loadId: `load-${orderNumber}-${company}`,
    ...overrides,
  });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeApiState {
  /** The signed-in driver as the Worker last answered; set to null to end the Worker's session. */
  session: UserDetails | null;
  /** When a code may be requested again (ms), per phone. */
  resendAt: Map<string, number>;
  persistentAlert: PersistentAlert | null;
  feedbackAccepted: boolean;
  /** The network fails: the page's fetch rejects. */
  unreachable: boolean;
  /** The Worker gets no answer from the logistics API. */
  upstreamTimeout: boolean;
  /** The signed-in driver's load's trailers (launch state, the finder's own view). */
  orderTrailers: OrderTrailer[];
  /** The trailers a link named FINDER_LINKS.valid shows (the fake signs it for the Worker). */
  linkTrailers: FinderTrailer[];
  /**
   * Who holds each attached trailer in the system of record (trailer id → driver's phone); a test
   * may hand a trailer to another driver, as happens at a yard between a check and the write.
   */
  readonly held: Map<string, string>;
  /** The writes the system of record stored, by idempotency key (a repeat is not stored again). */
  readonly writes: ReadonlyMap<string, { call: string; trailerId: string }>;
  /** The feature flag the API answers (docs/product.md §1: the Photos step, or Status). */
  trailerPhotosWorkflowEnabled: boolean;
  /** The assessments the system of record stored, by id (each once, whatever the retries). */
  readonly assessments: ReadonlyMap<number, StoredAssessment>;
  /** The photos the system of record stored, by assessment and clientUploadId (each once). */
  readonly documents: ReadonlyMap<string, StoredDocument>;
  /** Writes the system of record refuses, with the §8 reason code (442–445 and 511 record the write first). */
  readonly refusedWrites: Map<WriteCall | "mapping", number>;
  /** The order refusal (474, 475, 494) the trailer checks answer; null for none. */
  checkRefusal: OrderRefusal | null;
}

export function createFakeApi() {
  const scenario = createLogisticsScenario({
    trailerPhotosWorkflowEnabled: true,
    resendCooldownSeconds: RESEND_SECONDS,
    dialect: LOGISTICS_DIALECT,
  });
  const sessions = memoryKv();
  const env = {
    SESSIONS: sessions,
    CACHE: memoryKv(),
    RATE_LIMITER: memoryDurableObjects(
      RateLimiter as unknown as new (
        ctx: DurableObjectState,
      ) => RateLimiter,
    ),
    SESSION_GUARD: memoryDurableObjects(
      SessionGuard as unknown as new (
        ctx: DurableObjectState,
      ) => SessionGuard,
    ),
    ASSETS: { fetch: async () => new Response("Not found", { status: 404 }) },
    APP_TOKEN: TEST_APP_TOKEN,
    EXTERNAL_API_URL: MOCK_API_URL,
    ROOT_URL: ORIGIN,
    REQUEST_TIMEOUT_MS: "5000",
    LOG_LEVEL: "silent",
    MONITORING_ENABLED: "false",
    MONITORING_DEBUG: "false",
    MONITORING_URL: "https://monitoring.test",
    ENVIRONMENT_NAME: "test",
    MAPS_KEY: "test-maps-key",
    MAPS_STYLE_URL: "",
    MAPS_TILE_ORIGINS: "",
    FINDER_LINK_KEY: TEST_FINDER_LINK_KEY,
    DEV_TOOLS: "false",
  } as unknown as Env;

  let cookie: string | undefined;
  let linkTrailers: FinderTrailer[] = [];
  let shadowSession: UserDetails | null = null;
  let network = { unreachable: false, upstreamTimeout: false };
  /** Set-up work (a sign-in) every request waits for. */
  let pending: Promise<unknown> = Promise.resolve();
  const calls: Call[] = [];

  const state: FakeApiState = {
    get session() {
      return shadowSession;
    },
    set session(value) {
      if (value !== null) throw new Error("Sign a driver in with signInAs()");
      // As when every session has expired: KV forgets them, and the Worker keeps none (decision 090).
      sessions.clear();
      keptRecords.clear();
      shadowSession = null;
    },
    resendAt: scenario.settings.resendAt,
    get persistentAlert() {
      return scenario.settings.persistentAlert;
    },
    set persistentAlert(value) {
      scenario.settings.persistentAlert = value;
    },
    get feedbackAccepted() {
      return scenario.settings.feedbackAccepted;
    },
    set feedbackAccepted(value) {
      scenario.settings.feedbackAccepted = value;
    },
    get unreachable() {
      return network.unreachable;
    },
    set unreachable(value) {
      network = { ...network, unreachable: value };
    },
    get upstreamTimeout() {
      return network.upstreamTimeout;
    },
    set upstreamTimeout(value) {
      network = { ...network, upstreamTimeout: value };
    },
    get orderTrailers() {
      return scenario.settings.orderTrailers;
    },
    set orderTrailers(value) {
      scenario.settings.orderTrailers = value;
      for (const { trailer } of value) scenario.settings.trailers.set(trailer.id, trailer);
    },
    get held() {
      return scenario.settings.held;
    },
    get writes() {
      return scenario.settings.writes;
    },
    get trailerPhotosWorkflowEnabled() {
      return scenario.settings.trailerPhotosWorkflowEnabled;
    },
    set trailerPhotosWorkflowEnabled(value) {
      scenario.settings.trailerPhotosWorkflowEnabled = value;
    },
    get assessments() {
      return scenario.settings.assessments;
    },
    get documents() {
      return scenario.settings.documents;
    },
    get refusedWrites() {
      return scenario.settings.refusedWrites;
    },
    get checkRefusal() {
      return scenario.settings.checkRefusal;
    },
    set checkRefusal(value) {
      scenario.settings.checkRefusal = value;
    },
    get linkTrailers() {
      return linkTrailers;
    },
    set linkTrailers(value) {
      linkTrailers = value;
      // A view the API does not know (found false) stays unknown to it.
      for (const view of value.filter((v) => v.found)) {
        const trailer = trailerOfView(view);
        scenario.settings.trailers.set(trailer.id, trailer);
      }
    },
  };

  /** The real token for a fixture link: signed with the Worker's key, naming the link's trailers. */
  async function signedLink(fixture: string): Promise<string> {
    const expired = fixture === FINDER_LINKS.expired;
    const now = Math.floor(Date.now() / 1000);
    return signFinderLink(TEST_FINDER_LINK_KEY, {
      scope: linkTrailers.length === 1 ? "trailer" : "load",
      trailers: linkTrailers.map(({ trailerNumber, company, slot }) => ({ trailerNumber, company, slot })),
      expiresAt: expired ? now - 60 : now + 24 * 60 * 60,
    });
  }

  /** What a session answer says about who is signed in. */
  async function follow(path: string, method: string, response: Response) {
    if (!path.startsWith("/api/session")) return;
    if (method === "DELETE" && response.ok) shadowSession = null;
    else if (response.status === 401) shadowSession = null;
    else if (response.ok) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      const user = UserDetailsSchema.safeParse((body as { user?: unknown } | undefined)?.user);
      if (user.success) shadowSession = user.data;
    }
  }

  /** The page's request, as a browser sends it to its own origin: with the cookie jar. */
  async function toWorker(url: URL, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (cookie) headers.set("cookie", cookie);
    const link = headers.get(FINDER_LINK_HEADER);
    if (link === FINDER_LINKS.valid || link === FINDER_LINKS.expired) {
      headers.set(FINDER_LINK_HEADER, await signedLink(link));
    }
    headers.set("origin", ORIGIN);
    headers.set("sec-fetch-site", "same-origin");
    // The page's AbortSignal is happy-dom's, which Node's Request does not take; the Worker answers
    // in memory, so there is nothing to abort.
    const { signal: _pageSignal, body, ...rest } = init;
    const request = new Request(url, { ...rest, headers, body });
    const waits: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => void waits.push(p),
      passThroughOnException() {},
      props: {},
    };
    const response = await worker.fetch(request, env, ctx as unknown as ExecutionContext);
    await Promise.allSettled(waits);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name, value] = pair.split("=");
      if (name !== SESSION_COOKIE) continue;
      cookie = /max-age=0\b/i.test(line) || !value ? undefined : pair;
    }
    await follow(url.pathname, (init.method ?? "GET").toUpperCase(), response);
    return response;
  }

  const urlOf = (input: RequestInfo | URL) =>
    new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, ORIGIN);

  /** The page's requests to its own origin, which a test may hold back or inspect. */
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = urlOf(input);
    await pending;
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method: (init.method ?? "GET").toUpperCase(), path: url.pathname, body });
    if (network.unreachable) throw new TypeError("Failed to fetch");
    return toWorker(url, init);
  });

  /** Signs a driver in through the Worker's real routes (code, then verify), before any later request. */
  function signIn(user: UserDetails) {
    const post = (path: string, body: unknown) =>
      toWorker(new URL(path, ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    pending = pending.then(async () => {
      const { orderNumber, mobileNumber, company } = user;
      // A sign-in made for the test's set-up is not subject to the resend cooldown it starts.
      const started = await post("/api/session/code", { orderNumber, mobileNumber, company });
      if (!started.ok) throw new Error(`set-up sign-in refused: ${started.status}`);
      scenario.settings.resendAt.delete(mobileNumber);
      const verified = await post("/api/session", { orderNumber, mobileNumber, company, code: GOOD_CODE });
      if (!verified.ok) throw new Error(`set-up sign-in refused: ${verified.status}`);
    });
  }

  /** The whole network: the Worker's own calls reach the logistics API mock, the page's reach `fetch`. */
  async function routeRequest(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = urlOf(input);
    if (url.origin !== new URL(MOCK_API_URL).origin) return fetch(input, init);
    if (network.upstreamTimeout) throw new TypeError("fetch failed");
    return scenario.app.fetch(input instanceof Request ? input : new Request(url, init));
  }

  /** Another driver takes the trailer in the system of record (e.g. between the check and the attach). */
  function heldByAnotherDriver(trailerId: string, phone = "5551999999") {
    scenario.settings.held.set(trailerId, phone);
  }

  return { state, calls, fetch, network: routeRequest, signIn, heldByAnotherDriver };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** The request id the Worker answered the page's last call to a path containing `path` with (x-request-id). */
export async function answeredRequestId(api: FakeApi, path: string): Promise<string> {
  const index = api.fetch.mock.calls.findLastIndex(([input]) => String(input).includes(path));
  const result = api.fetch.mock.results[index];
  const id = result ? ((await result.value) as Response).headers.get("x-request-id") : null;
  if (!id) throw new Error(`no answer with a request id to a call to ${path}`);
  return id;
}

/**
 * Finder links a test can put in a URL: the fake signs the real token (with the Worker's key, for
 * the trailers of `state.linkTrailers`) on the way to the Worker, which checks it as any other.
 */
export const FINDER_LINKS = { valid: "valid-finder-link", expired: "expired-finder-link" } as const;

/** An order trailer of the demo load, positioned at the demo yard unless told otherwise. */
export function demoOrderTrailer(
  trailerNumber: string,
  slot: OrderTrailer["trailerFieldType"],
  location: { lat: number; lng: number } | null = { lat: 33.4258, lng: -112.0203 },
): OrderTrailer {
  return OrderTrailerSchema.parse({
    trailerId: `${trailerNumber}-knight`,
    isCurrentlyAttachedToOrder: false,
    trailerFieldType: slot,
    trailer: {
      id: `${trailerNumber}-knight`,
      trailerNumber,
      company: "knight",
      availability: 0,
      repairsNeededLevel: 0,
      isAttached: false,
      // Reported half an hour before the test runs.
      sourceLastReported: location ? new Date(Date.now() - 30 * 60_000).toISOString() : null,
      status: "A",
      movementStatus: 0,
      currentOrderNumber: null,
      reservation: null,
      location,
      locationConfidenceRating: location ? 95 : null,
      licensePlateNumber: null,
      vehicleIdentificationNumber: null,
      trailerQr: null,
      type: "DRY_VAN",
    },
  });
}

/** What the finder's narrow answer says about an order trailer (for a link's fixture). */
export function finderView({ trailer, trailerFieldType }: OrderTrailer): FinderTrailer {
  return FinderTrailerSchema.parse({
    trailerNumber: trailer.trailerNumber,
    company: trailer.company,
    slot: trailerFieldType,
    found: true,
    position: trailer.location
      ? { ...trailer.location, radiusMetres: confidenceRadiusMetres(trailer.locationConfidenceRating) }
      : null,
    reportedAt: trailer.sourceLastReported,
    ageSeconds: null,
  });
}

/** The system of record's trailer behind a finder view: what getTrailerById answers for it. */
function trailerOfView(view: FinderTrailer): Trailer {
  return TrailerSchema.parse({
    ...demoOrderTrailer(view.trailerNumber, view.slot ?? "inboundEmpty", view.position).trailer,
    company: view.company,
    id: trailerId(view.trailerNumber, view.company),
    sourceLastReported: view.reportedAt,
    locationConfidenceRating: view.position ? confidenceFromAccuracy(view.position.radiusMetres) : null,
  });
}

/** Replaces the global fetch with the fake for this test. */
export function installFakeApi(): FakeApi {
  const api = createFakeApi();
  vi.stubGlobal("fetch", api.network);
  return api;
}

/** A driver signed in on this phone: the Worker holds the session, the phone the user details. */
export function signInAs(api: FakeApi, user: UserDetails = demoUser()): UserDetails {
  api.signIn(user);
  localStorage.setItem("hitch:userDetails", JSON.stringify(user));
  return user;
}
