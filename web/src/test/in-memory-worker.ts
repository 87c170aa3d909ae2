// The edge Worker as the React tests meet it: the Worker's own Hono app (the
// routes `hc<AppType>` is typed from), run in memory with in-memory KV, rate
// limiter and session guards, in front of the logistics API mock built from the contract table
// (tests/mocks/logistics-scenario.ts). Only the network is faked: `fetch` from
// the page reaches the Worker (with a cookie jar, as a browser would), and the
// Worker's own fetch reaches the mock. So this fake cannot drift from the Worker.
// Its parts: the Worker's env (worker-env.ts), the page's requests to it (page-requests.ts), what
// a test sets and reads (fake-api-state.ts) and the finder's fixtures (finder-fixtures.ts).
import { vi } from "vitest";
import { type UserDetails, UserDetailsSchema } from "#shared/api/session.ts";
import type { LogisticsDialect } from "#shared/logistics/spec-dialect.ts";
import {
  GOOD_CODE,
  GOOD_QR_ID,
  MOCK_API_URL,
  ORDER_ONE_COMPANY,
  ORDER_TWO_COMPANIES,
} from "#tests/mocks/logistics-data.ts";
import { logisticsDialect } from "#tests/mocks/logistics-dialect.ts";
import { createLogisticsScenario } from "#tests/mocks/logistics-scenario.ts";
import { fakeApiState, type PageSide } from "./fake-api-state.ts";
import { memoryKv } from "./memory-bindings.ts";
import { pageRequests } from "./page-requests.ts";
import { memoryWorkerEnv, ORIGIN } from "./worker-env.ts";

/**
 * How the logistics API at the far edge answers in this run: as the reference API, or as a carrier
 * that keeps to docs/product.md §3 and §7 alone (the web-spec-dialect project runs the same tests in it).
 */
const LOGISTICS_DIALECT: LogisticsDialect = logisticsDialect();

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

interface Call {
  method: string;
  path: string;
  body: unknown;
}

export function createFakeApi() {
  const scenario = createLogisticsScenario({
    trailerPhotosWorkflowEnabled: true,
    resendCooldownSeconds: RESEND_SECONDS,
    dialect: LOGISTICS_DIALECT,
  });
  const sessions = memoryKv();
  const page: PageSide = {
    session: null,
    network: { unreachable: false, upstreamTimeout: false },
    linkTrailers: [],
  };
  const env = memoryWorkerEnv(sessions);
  const toWorker = pageRequests(env, page);
  /** Set-up work (a sign-in) every request waits for. */
  let pending: Promise<unknown> = Promise.resolve();
  const calls: Call[] = [];

  const urlOf = (input: RequestInfo | URL) =>
    new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, ORIGIN);

  /** The page's requests to its own origin, which a test may hold back or inspect. */
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = urlOf(input);
    await pending;
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method: (init.method ?? "GET").toUpperCase(), path: url.pathname, body });
    if (page.network.unreachable) throw new TypeError("Failed to fetch");
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
    if (page.network.upstreamTimeout) throw new TypeError("fetch failed");
    return scenario.app.fetch(input instanceof Request ? input : new Request(url, init));
  }

  /** Another driver takes the trailer in the system of record (e.g. between the check and the attach). */
  function heldByAnotherDriver(trailerId: string, phone = "5551999999") {
    scenario.settings.held.set(trailerId, phone);
  }

  const state = fakeApiState(scenario, page, sessions, env.SESSION_GUARD as unknown as { clear: () => void });
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

let installed: FakeApi | null = null;

/** Replaces the global fetch with the fake for this test. */
export function installFakeApi(): FakeApi {
  const api = createFakeApi();
  vi.stubGlobal("fetch", api.network);
  installed = api;
  return api;
}

/**
 * Waits (at most `ms`) for the page's requests still in flight to be answered. The Worker's own
 * call to the logistics API goes through the global fetch when it is made: a request a test left in
 * flight would otherwise reach the next test's logistics API (a red tag there, say).
 */
export async function settleFakeApi(ms = 2000): Promise<void> {
  const api = installed;
  installed = null;
  if (!api) return;
  const answers = api.fetch.mock.results.map((result) => result.value);
  await Promise.race([Promise.allSettled(answers), new Promise((done) => setTimeout(done, ms))]);
}

/** A driver signed in on this phone: the Worker holds the session, the phone the user details. */
export function signInAs(api: FakeApi, user: UserDetails = demoUser()): UserDetails {
  api.signIn(user);
  localStorage.setItem("hitch:userDetails", JSON.stringify(user));
  return user;
}
