// Calls through the Worker under test, the way the edge Worker makes them.
import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { issueIdentityToken } from "#logistics-api/src/identity-tokens.ts";
import app from "#logistics-api/src/index.ts";
import { APP_TOKEN_HEADER } from "#shared/logistics/common.ts";

export const APP_TOKEN = "test-app-token";
export const YARD = { lat: 33.4255, lon: -112.02, accuracy: 10 };

/** Demo data (logistics-api/README.md). */
export const ALEX = { mobileNumber: "5550100001", dotNumber: "3012345" };
export const MARIA = { mobileNumber: "5550100002", dotNumber: "3012345" };
export const SAM = { mobileNumber: "5550100003", dotNumber: "2876543" };
export const COMPANY_DRIVER = "5550100009";

type CallOptions = {
  method?: string;
  body?: unknown;
  token?: string;
  appToken?: string | null;
  headers?: Record<string, string>;
  /** Where the call arrives; by default this machine's own address, as in a local run. */
  origin?: string;
  /**
   * The peer's address (CF-Connecting-IP); by default this machine's, as `wrangler dev` on loopback
   * sets it for the edge Worker's calls. Only a peer of this machine gets the dev pages (decision 119).
   */
  peer?: string;
};

/** The reference API's address in a local run. */
export const LOCAL_API = "http://127.0.0.1:8788";

function buildRequest(path: string, options: CallOptions): Request {
  const headers = new Headers(options.headers);
  headers.set("cf-connecting-ip", options.peer ?? "127.0.0.1");
  if (options.appToken !== null) headers.set(APP_TOKEN_HEADER, options.appToken ?? APP_TOKEN);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  return new Request(`${options.origin ?? LOCAL_API}${path}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
}

export function call(path: string, options: CallOptions = {}): Promise<Response> {
  return exports.default.fetch(buildRequest(path, options));
}

/** The same call with some configuration changed (e.g. DEV_OUTBOX off). */
export async function callWithEnv(
  overrides: Partial<Record<keyof Cloudflare.Env, unknown>>,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  return app.fetch(buildRequest(path, options), { ...env, ...overrides }, createExecutionContext());
}

/** A live identity token for a driver, issued the way verifyIdentity issues one. */
export function tokenFor(mobileNumber: string): Promise<string> {
  return issueIdentityToken(env.DB, mobileNumber);
}

/** An association request body for the main demo order 1001001 (knight, KPO). */
export function associationBody(
  trailerId: string,
  overrides: Record<string, unknown> = {},
  driver: { mobileNumber: string; dotNumber: string } = ALEX,
) {
  return {
    trailer: { trailerId },
    driver,
    loadId: "knight-1001001",
    location: YARD,
    eventTime: "2026-11-20T22:15:00-07:00",
    // Attach, update and detach carry the driver's certification (decision 060); the other calls ignore it.
    certified: true,
    ...overrides,
  };
}

export async function rowOf<T>(sql: string, ...params: unknown[]): Promise<T | null> {
  return env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
}

export async function countRows(table: string, where = "1 = 1", ...params: unknown[]): Promise<number> {
  const row = await rowOf<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, ...params);
  return row?.n ?? 0;
}

/** Requests a code for a driver and reads it back from the dev outbox, as a tester would. */
export async function requestCode(mobileNumber: string, loadNumber: string): Promise<string> {
  const res = await call(`/api/drivers/requestVerificationCode/${mobileNumber}?loadNumber=${loadNumber}`, {
    method: "POST",
  });
  if (res.status !== 200) throw new Error(`requestVerificationCode answered ${res.status}`);
  const outbox = (await (await call(`/__dev/outbox?phone=${mobileNumber}`, { appToken: null })).json()) as {
    body: string;
  }[];
  const code = /\b(\d{6})\b/.exec(outbox[0]?.body ?? "")?.[1];
  if (!code) throw new Error("no code in the outbox");
  return code;
}

/** Moves every code of a number back in time, as if `seconds` had passed. */
export async function ageCodes(mobileNumber: string, seconds: number): Promise<void> {
  await env.DB.prepare(
    "UPDATE verification_codes SET created_at = created_at - ?1, expires_at = expires_at - ?1 WHERE mobile_number = ?2",
  )
    .bind(seconds * 1000, mobileNumber)
    .run();
}

/** A driver made for the test (POST /__dev/fixtures, decision 116): Desert Haul, on file for 1001001. */
export async function newDriver(): Promise<{ mobileNumber: string; dotNumber: string }> {
  const res = await call("/__dev/fixtures", { appToken: null, body: { trailers: 0 } });
  const { mobileNumber } = (await res.json()) as { mobileNumber: string };
  return { mobileNumber, dotNumber: ALEX.dotNumber };
}
