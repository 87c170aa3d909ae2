// A carrier's API that keeps to docs/product.md §3 and §7 and no more (decision 061): what
// the reference API would answer if it were written from the spec alone. The
// test mock answers in it on request (tests/mocks/logistics-api.ts, the React
// tests' second run), and so does the reference API when its dev switch says so
// (the browser test against a strict carrier). From a reference answer:
//   - every field the contract marks as Hitch's extension is left out;
//   - an optional field that is null is left out;
//   - every date-time carries the yard's offset (-07:00) instead of Z;
//   - a write refused with an error status and a reason code is a 200 with the
//     call's success shape false and that reason code (docs/product.md §5);
// and every request field that only makes a resend count once (the idempotency
// keys) is ignored, as by a carrier without idempotency keys.
import type { LogisticsCallDefinition } from "./call-definition.ts";
import { LOGISTICS_CALLS, type LogisticsCallName } from "./contract.ts";

export const LOGISTICS_DIALECTS = ["reference", "spec"] as const;
export type LogisticsDialect = (typeof LOGISTICS_DIALECTS)[number];

/** Request fields a carrier without idempotency keys ignores. */
const IGNORED_REQUEST_FIELDS = ["idempotencyKey", "clientUploadId"] as const;

/** The yard's offset the dialect writes date-times with (Phoenix, no daylight saving). */
const OFFSET_MINUTES = -7 * 60;
const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The same instant written with the yard's offset, e.g. "2026-11-25T21:55:53.000-07:00". */
export function withYardOffset(utc: string): string {
  const local = new Date(Date.parse(utc) + OFFSET_MINUTES * 60_000).toISOString().slice(0, 23);
  const sign = OFFSET_MINUTES < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(OFFSET_MINUTES) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(OFFSET_MINUTES) % 60).padStart(2, "0");
  return `${local}${sign}${hours}:${minutes}`;
}

/** Removes a field path ("a.b", "[].c", "list[].d", "found=true") from a JSON value, in place. */
export function removePath(value: unknown, path: string): void {
  const [head, ...rest] = path.split(".");
  if (head === undefined || value === null || typeof value !== "object") return;
  const list = head.endsWith("[]");
  const key = list ? head.slice(0, -2) : head;
  const target = key === "" ? value : (value as Record<string, unknown>)[key];
  if (list) {
    if (!Array.isArray(target)) return;
    for (const item of target) {
      if (rest.length > 0) removePath(item, rest.join("."));
    }
    return;
  }
  if (rest.length > 0) {
    removePath(target, rest.join("."));
    return;
  }
  const [field = "", only] = key.split("=");
  const fields = value as Record<string, unknown>;
  if (only === undefined || String(fields[field]) === only) delete fields[field];
}

/** Nulls left out and date-times offset, all the way down. */
function plain(value: unknown): unknown {
  if (typeof value === "string") return UTC_DATE_TIME.test(value) ? withYardOffset(value) : value;
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, plain(field)]),
  );
}

/** A write refused with its reason code, as §5's 200 whose success shape says no. */
export function refusedWithSuccessShape(name: LogisticsCallName, reasonCode: number): unknown {
  if (name === "submitFeedback") return false;
  if (name === "uploadDocument" || name === "trailerAssessment") {
    return { isSuccessful: false, reasonCode, assessmentId: -1 };
  }
  return { isSuccessful: false, reasonCode };
}

/** A reference answer as the spec-only carrier gives it. */
export function inSpecDialect(
  name: LogisticsCallName,
  answer: { status: number; body: unknown },
): { status: number; body: unknown } {
  const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name];
  const reasonCode = (answer.body as { reasonCode?: unknown } | null)?.reasonCode;
  if (answer.status >= 300 && definition.success && typeof reasonCode === "number") {
    return { status: 200, body: refusedWithSuccessShape(name, reasonCode) };
  }
  if (answer.status >= 300 || answer.body === null || typeof answer.body !== "object") return answer;
  const body = structuredClone(answer.body);
  for (const path of Object.keys(definition.extensions?.answer ?? {})) removePath(body, path);
  return { status: answer.status, body: plain(body) };
}

/** A request body without the fields a carrier without idempotency keys ignores. */
export function ignoredBySpecCarrier<T>(body: T): T {
  if (body === null || typeof body !== "object") return body;
  const kept = { ...body } as Record<string, unknown>;
  for (const field of IGNORED_REQUEST_FIELDS) delete kept[field];
  return kept as T;
}
