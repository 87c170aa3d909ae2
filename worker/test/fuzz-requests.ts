// Fuzzed requests for the edge Worker's fuzz tests (worker/http/fuzz.test.ts,
// decision 048): for a route, any method, path parameter, query, content type
// and body (most of them shaped by the route's own schema, with the test data's
// orders, phones and trailers), a cookie (a live session, a revoked one, an
// unknown or garbage one), Origin and Sec-Fetch-Site, and a finder link.
// Calls go to the fuzz host of the logistics mock, whose state is its own.
import fc from "fast-check";
import type { z } from "zod/mini";
import { FeedbackSubmissionSchema } from "#shared/api/app.ts";
import { AssessmentSubmissionSchema } from "#shared/api/assessments.ts";
import { FINDER_LINK_HEADER, FinderLinkRequestSchema, OwnFinderQuerySchema } from "#shared/api/finder.ts";
import { ReportLinkQuerySchema, ReportRequestSchema } from "#shared/api/reports.ts";
import { ChangeOrderSchema, SignInStartSchema, SignInVerifySchema } from "#shared/api/session.ts";
import {
  AttachSchema,
  DetachSchema,
  ReleaseSchema,
  TrailerCheckSchema,
  TrailerVerificationSchema,
  UnassociatedQrReportSchema,
  UpdateAssociationSchema,
} from "#shared/api/trailers.ts";
import {
  contentType,
  type FuzzBody,
  fillPath,
  fuzzBody,
  headerText,
  methodFor,
  pathSegment,
  queryString,
  requestBody,
  toQuery,
} from "#tests/fuzz/http-arbitraries.ts";
import { schemaValues } from "#tests/fuzz/zod-arbitrary.ts";
import {
  ELSEWHERE,
  FINDER_TRAILERS,
  FUZZ_API_URL,
  GOOD_CODE,
  GOOD_QR_ID,
  GOOD_TRAILER,
  newPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_CARRIER,
  ORDER_OTHER_TYPE,
  ORDER_TWO_COMPANIES,
  ORDER_WITH_TRAILERS,
  STOLEN_TRAILER,
  TEST_FINDER_LINK_KEY,
  WRONG_CODE,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { signFinderLink } from "#worker/finder/link-token.ts";
import { type EnvOverrides, newClientIp, ORIGIN, signIn } from "./helpers.ts";

/** The fuzz tests' logistics API: the contract mock with state of its own. */
export const FUZZ_ENV: EnvOverrides = { EXTERNAL_API_URL: FUZZ_API_URL };

/** The JSON bodies the routes read, so most fuzzed bodies get past validation. A route missing here gets any JSON. */
const BODIES: Record<string, z.core.$ZodType> = {
  "POST /api/session/code": SignInStartSchema,
  "POST /api/session": SignInVerifySchema,
  "PUT /api/session/order": ChangeOrderSchema,
  "POST /api/feedback": FeedbackSubmissionSchema,
  "POST /api/assessments": AssessmentSubmissionSchema,
  "POST /api/trailers/check": TrailerCheckSchema,
  "POST /api/trailers/verify": TrailerVerificationSchema,
  "POST /api/trailers/unassociated-qr": UnassociatedQrReportSchema,
  "POST /api/associations/attach": AttachSchema,
  "POST /api/associations/detach": DetachSchema,
  "POST /api/associations/update": UpdateAssociationSchema,
  "POST /api/associations/release": ReleaseSchema,
  "POST /api/finder/links": FinderLinkRequestSchema,
  "POST /api/reports": ReportRequestSchema,
};
const QUERIES: Record<string, z.core.$ZodType> = {
  "GET /api/finder/mine": OwnFinderQuerySchema,
  "GET /api/reports/:id": ReportLinkQuerySchema,
  "GET /api/reports/:id/photos/:n{[0-9]{1,3}}": ReportLinkQuerySchema,
};

/** Phones of the fuzz tests only: the mock's request log is shared with the test files running alongside. */
export const PHONES = [
  newPhone("driver"),
  newPhone("driver"),
  newPhone("companyDriver"),
  newPhone("unknown"),
];
const trailerIds = [
  `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`,
  `${STOLEN_TRAILER.number}-${STOLEN_TRAILER.company}`,
  ...Object.values(FINDER_TRAILERS).map((n) => `${n}-knight`),
];
const trailerNumbers = [GOOD_TRAILER.number, STOLEN_TRAILER.number, ...Object.values(FINDER_TRAILERS)];

/** Values the test data knows, by field and parameter name. */
const HINTS: Record<string, readonly unknown[]> = {
  orderNumber: [
    ORDER_ONE_COMPANY,
    ORDER_TWO_COMPANIES,
    ORDER_WITH_TRAILERS,
    ORDER_OTHER_CARRIER,
    ORDER_OTHER_TYPE,
  ],
  mobileNumber: PHONES,
  phoneNumber: PHONES,
  code: [GOOD_CODE, WRONG_CODE],
  trailerId: trailerIds,
  trailer: trailerIds,
  trailerNumber: trailerNumbers,
  scannedId: [GOOD_QR_ID],
  qrId: [GOOD_QR_ID, "QR-0000", "map", "tacMap"],
  plate: [GOOD_TRAILER.plate],
  vinLast6: [GOOD_TRAILER.vinLast6],
  location: [YARD, ELSEWHERE, null],
  "*": ["outbox", "qr-codes", "echo", "assets", "index.html", "sw.js", "manifest.webmanifest", "login"],
};

const COOKIES = [
  "none",
  "session",
  "revokedSession",
  "unknownId",
  "garbageId",
  "garbageHeader",
  "twice",
] as const;
type Cookie = (typeof COOKIES)[number];
const FINDER_LINKS = ["none", "valid", "expired", "tampered", "garbage"] as const;
type FinderLink = (typeof FINDER_LINKS)[number];

export type Route = { method: string; path: string };

/**
 * Half the runs are shaped as the app sends them (a live session, this origin, JSON of the route's
 * schema with a wrong field now and then), so they reach the handlers; the other half vary
 * everything around the body too.
 */
export function requestFor(route: Route) {
  const key = `${route.method} ${route.path}`;
  const body = BODIES[key];
  const query = QUERIES[key];
  const path = fillPath(route.path, (name) => pathSegment((HINTS[name] ?? []) as string[]));
  const json = body ? schemaValues(body, { hints: HINTS, junkOneIn: 40 }) : undefined;
  const ownQuery = query ? schemaValues(query, { hints: HINTS, junkOneIn: 20 }).map(toQuery) : undefined;
  const common = {
    path,
    order: fc.constantFrom(ORDER_ONE_COMPANY, ORDER_WITH_TRAILERS),
    garbage: headerText(),
  };
  const shaped = fc.record({
    ...common,
    method: fc.constant(route.method === "ALL" ? "GET" : route.method),
    query: ownQuery ?? fc.constant(""),
    contentType: fc.constant(json ? "application/json" : null),
    body: json
      ? json.map((value): FuzzBody => ({ kind: "text", text: JSON.stringify(value) ?? "null" }))
      : fc.constant<FuzzBody>({ kind: "none" }),
    cookie: fc.constant<Cookie>("session"),
    origin: fc.constant<string | undefined>(ORIGIN),
    secFetchSite: fc.constantFrom(undefined, "same-origin"),
    finderLink: fc.constantFrom<FinderLink>("valid", "none"),
  });
  const loose = fc.record({
    ...common,
    method: methodFor(route.method),
    query: ownQuery ? fc.oneof(ownQuery, queryString()) : queryString(),
    contentType,
    body: fuzzBody(json),
    cookie: fc.constantFrom(...COOKIES),
    origin: fc.oneof(
      { weight: 3, arbitrary: fc.constant<string | undefined>(ORIGIN) },
      { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "", `${ORIGIN}:444`) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: headerText(60) },
    ),
    secFetchSite: fc.constantFrom(undefined, "same-origin", "cross-site", "none", "same-site"),
    finderLink: fc.constantFrom(...FINDER_LINKS),
  });
  return fc.oneof(shaped, loose);
}
export type Fuzzed = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

async function finderLink(kind: FinderLink, garbage: string): Promise<string | undefined> {
  if (kind === "none") return undefined;
  if (kind === "garbage") return garbage;
  const now = Math.floor(Date.now() / 1000);
  const token = await signFinderLink(TEST_FINDER_LINK_KEY, {
    scope: "trailer",
    trailers: [{ trailerNumber: FINDER_TRAILERS.located, company: "knight", slot: null }],
    expiresAt: kind === "expired" ? now - 60 : now + 3600,
  });
  return kind === "tampered" ? `${token.slice(0, -2)}AA` : token;
}

/** Signed-in sessions, each used for a few runs and replaced once it ended (logout, revoked token). */
const sessions = new Map<string, { cookie: string; phone: string; uses: number }>();
const SESSION_USES = 8;

async function sessionFor(kind: "driver" | "revoked", order: string) {
  const key = `${kind} ${order}`;
  const held = sessions.get(key);
  if (held && held.uses < SESSION_USES) {
    held.uses++;
    return held;
  }
  const phone = newPhone(kind);
  const fresh = { cookie: (await signIn(phone, order, FUZZ_ENV)).cookie, phone, uses: 1 };
  sessions.set(key, fresh);
  return fresh;
}

/** After a run: a session that was logged out or refused is not used again. */
export function sessionEnded(res: Response) {
  if (!res.headers.getSetCookie().some((c) => /^__Host-hitch_session=;/.test(c))) return;
  sessions.clear();
}

export async function cookieFor(fuzzed: Fuzzed): Promise<{ header?: string; phone?: string }> {
  const name = "__Host-hitch_session";
  switch (fuzzed.cookie) {
    case "none":
      return {};
    case "session":
    case "twice":
    case "revokedSession": {
      const session = await sessionFor(
        fuzzed.cookie === "revokedSession" ? "revoked" : "driver",
        fuzzed.order,
      );
      const header =
        fuzzed.cookie === "twice" ? `${name}=${"A".repeat(22)}; ${session.cookie}` : session.cookie;
      return { header, phone: session.phone };
    }
    case "unknownId":
      return { header: `${name}=${"B".repeat(22)}` };
    case "garbageId":
      return { header: `${name}=${fuzzed.garbage}` };
    case "garbageHeader":
      return { header: fuzzed.garbage };
  }
}

export async function requestInit(fuzzed: Fuzzed, cookie: string | undefined): Promise<RequestInit> {
  const headers = new Headers({ "cf-connecting-ip": newClientIp() });
  if (cookie !== undefined) headers.set("cookie", cookie);
  if (fuzzed.origin !== undefined) headers.set("origin", fuzzed.origin);
  if (fuzzed.secFetchSite !== undefined) headers.set("sec-fetch-site", fuzzed.secFetchSite);
  const link = await finderLink(fuzzed.finderLink, fuzzed.garbage);
  if (link !== undefined) headers.set(FINDER_LINK_HEADER, link);
  const hasBody = !["GET", "HEAD"].includes(fuzzed.method) && fuzzed.body.kind !== "none";
  // A form keeps its own multipart type (with its boundary).
  if (fuzzed.contentType !== null && !(hasBody && fuzzed.body.kind === "form")) {
    headers.set("content-type", fuzzed.contentType);
  }
  return { method: fuzzed.method, headers, body: hasBody ? requestBody(fuzzed.body as FuzzBody) : undefined };
}
