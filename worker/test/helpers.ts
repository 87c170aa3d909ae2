// Calling the Worker under test as a browser of this origin would, with the env
// of the test project plus any overrides (a failure-scenario API host, a short
// timeout, a broken setting).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { GOOD_CODE, MOCK_API_URL, newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import worker from "#worker/index.ts";

export const ORIGIN = "https://hitch.test";
/** This machine's own address, as a local run serves the app. */
export const LOCAL_ORIGIN = "http://127.0.0.1:5173";
/**
 * The peer of a request from this machine, as the local dev server sets CF-Connecting-IP: the only
 * requests dev tools answer (decision 119), whatever their Host.
 */
export const LOCAL_PEER = "127.0.0.1";

/** A request id as every /api answer carries it (http/request-id.ts): cf-ray's form, or 16 hex digits. */
export const anyRequestId = () => expect.stringMatching(/^[0-9a-f]{16}(-[A-Z]{3})?$/);

export type EnvOverrides = Partial<Record<keyof Env, unknown>>;

/**
 * A client address in a fresh /64 (documentation range), so rate limits of one test never touch
 * another: per-client limits count an IPv6 client's whole /64.
 */
export function newClientIp(): string {
  const [a, b, c] = crypto.getRandomValues(new Uint16Array(3));
  return `2001:db8:${a!.toString(16)}:${b!.toString(16)}::${c!.toString(16)}`;
}

export async function call(
  path: string,
  init: RequestInit = {},
  overrides: EnvOverrides = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, ORIGIN), init);
  const response = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A call as a local run (`npm run dev`, the browser tests) gets it: from this machine, dev tools on. */
export function callLocally(path: string, init: RequestInit = {}, overrides: EnvOverrides = {}) {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", LOCAL_PEER);
  return call(new URL(path, LOCAL_ORIGIN).href, { ...init, headers }, { DEV_TOOLS: "true", ...overrides });
}

export type Browser = { cookie?: string; ip?: string; origin?: string | null };

/** A JSON request as the app sends it: same-origin, with the session cookie when there is one. */
export function jsonRequest(method: string, body: unknown, browser: Browser = {}): RequestInit {
  const headers = new Headers({ "content-type": "application/json", "sec-fetch-site": "same-origin" });
  if (browser.origin !== null) headers.set("origin", browser.origin ?? ORIGIN);
  if (browser.cookie) headers.set("cookie", browser.cookie);
  headers.set("cf-connecting-ip", browser.ip ?? newClientIp());
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

export function getRequest(browser: Browser = {}): RequestInit {
  const headers = new Headers({ "sec-fetch-site": "same-origin" });
  if (browser.cookie) headers.set("cookie", browser.cookie);
  headers.set("cf-connecting-ip", browser.ip ?? newClientIp());
  return { headers };
}

/** "name=value" of the first Set-Cookie with that name. */
export function cookiePair(response: Response, name: string): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return cookie?.split(";")[0];
}

/** Signs in through the real routes (code, then verify) and returns the session cookie pair. */
export async function signIn(
  mobileNumber: string = newPhone("driver"),
  orderNumber: string = ORDER_ONE_COMPANY,
  overrides: EnvOverrides = {},
): Promise<{ cookie: string; response: Response }> {
  const ip = newClientIp();
  const start = await call(
    "/api/session/code",
    jsonRequest("POST", { orderNumber, mobileNumber }, { ip }),
    overrides,
  );
  if (start.status !== 200) throw new Error(`code request failed: ${start.status} ${await start.text()}`);
  const response = await call(
    "/api/session",
    jsonRequest("POST", { orderNumber, mobileNumber, company: "knight", code: GOOD_CODE }, { ip }),
    overrides,
  );
  const cookie = cookiePair(response, "__Host-hitch_session");
  if (response.status !== 200 || cookie === undefined) throw new Error(`sign-in failed: ${response.status}`);
  return { cookie, response };
}

export type MockRequest = {
  seq: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What the mock answered. */
  status?: number;
};

/** What the Worker sent to the logistics API (recorded by the contract mock), after `since` when given. */
export async function mockRequests(since = 0): Promise<MockRequest[]> {
  const response = await fetch(`${MOCK_API_URL}/__mock/requests?since=${since}`);
  return response.json();
}

/** The sequence number of the latest request the contract mock recorded. */
export async function lastMockRequest(): Promise<number> {
  const response = await fetch(`${MOCK_API_URL}/__mock/requests?since=${Number.MAX_SAFE_INTEGER}`);
  await response.body?.cancel();
  return Number(response.headers.get("x-mock-seq"));
}
