// Fuzzed requests for the reference API's fuzz tests (src/fuzz.test.ts, decision
// 048): for a route, any method, path parameter, query, content type and body,
// those of the contract's calls drawn from the contract's own schemas with the
// demo data's drivers, orders and trailers; the app token and a driver's
// identity token, or wrong ones.
import fc from "fast-check";
import type { z } from "zod/mini";
import type { LogisticsCallDefinition } from "#shared/logistics/call-definition.ts";
import { APP_TOKEN_HEADER } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS } from "#shared/logistics/contract.ts";
import {
  contentType,
  type FuzzBody,
  fillPath,
  fuzzBody,
  headerText,
  methodFor,
  pathSegment,
  photoUpload,
  queryString,
  requestBody,
  toQuery,
} from "#tests/fuzz/http-arbitraries.ts";
import { schemaValues } from "#tests/fuzz/zod-arbitrary.ts";
import { ALEX, APP_TOKEN, COMPANY_DRIVER, LOCAL_API, MARIA, SAM, YARD } from "./api.ts";

const PHONES = [
  ALEX.mobileNumber,
  MARIA.mobileNumber,
  SAM.mobileNumber,
  COMPANY_DRIVER,
  "5550100011",
  "5559999999",
];

/** Demo data (logistics-api/README.md) by field and parameter name, so lookups find something. */
const HINTS: Record<string, readonly unknown[]> = {
  mobile: PHONES,
  mobileNumber: PHONES,
  phoneNumber: PHONES,
  driverMobileNumber: PHONES,
  dotNumber: [ALEX.dotNumber, SAM.dotNumber],
  loadNumber: ["1001001", "1001008", "1001009", "2002002", "1001010", "999999"],
  orderNumber: ["1001001", "1001009", "999999"],
  loadId: ["knight-1001001", "knight-1001008", "knight-1001009", "swift-1001002", "knight-999999"],
  id: ["400101", "400203", "400301", "500201", "999"],
  trailerId: ["400101-knight", "400102-knight", "400203-knight", "400301-knight", "500201-swift", "1-knight"],
  trailerNumber: ["400101", "400301"],
  qrId: ["HQR-400101", "HQR-400203", "HQR-NOTRAILER", "HQR-500203"],
  scannedId: ["HQR-400101", "HQR-NOTRAILER"],
  product: ["hitchApp", "hitchLogisticsApp", "hitch"],
  phone: PHONES,
  location: [{ lat: YARD.lat, lon: YARD.lon, accuracy: YARD.accuracy }, null],
  trailerAssessmentId: [1, 2],
  "*": ["outbox", "qr-codes"],
};

export type Route = { method: string; path: string };

/** The contract's entry for a route, when the route is one of its calls. */
const callOf = (route: Route): LogisticsCallDefinition | undefined =>
  Object.values(LOGISTICS_CALLS).find(
    (call: LogisticsCallDefinition) => call.method === route.method && `/${call.path}` === route.path,
  );

function paramSegment(call: LogisticsCallDefinition | undefined, name: string): fc.Arbitrary<string> {
  const schema = (call?.params?.shape as Record<string, z.core.$ZodType> | undefined)?.[name];
  const loose = pathSegment((HINTS[name] ?? []) as string[]);
  if (!schema) return loose;
  return fc.oneof(
    schemaValues(schema).map((value) => encodeURIComponent(String(value))),
    loose,
  );
}

/** Drivers whose identity tokens a fuzzed request may carry (`tokenFor` issues them). */
export const TOKEN_DRIVERS = [ALEX.mobileNumber, MARIA.mobileNumber, SAM.mobileNumber, COMPANY_DRIVER];

/**
 * Half the runs are shaped as the edge Worker sends them (the app token, a driver's identity
 * token, JSON or a photo of the call's schema with a wrong field now and then), so they reach the
 * handlers; the other half vary everything around the body too.
 */
export function requestFor(route: Route) {
  const call = callOf(route);
  const json = call?.body ? schemaValues(call.body, { hints: HINTS, junkOneIn: 40 }) : undefined;
  const photo = call?.multipart
    ? photoUpload(schemaValues(call.multipart, { hints: HINTS, junkOneIn: 40 }))
    : undefined;
  const ownQuery = call?.query
    ? schemaValues(call.query, { hints: HINTS, junkOneIn: 20 }).map(toQuery)
    : undefined;
  const path = fillPath(route.path, (name) => paramSegment(call, name));
  const driver = fc.nat({ max: TOKEN_DRIVERS.length - 1 }).map((token): Identity => ({ token }));
  const shaped = fc.record({
    path,
    method: fc.constant(route.method === "ALL" ? "GET" : route.method),
    query: ownQuery ?? fc.constant(""),
    contentType: fc.constant(json ? "application/json" : null),
    body:
      photo ??
      (json
        ? json.map((value): FuzzBody => ({ kind: "text", text: JSON.stringify(value) ?? "null" }))
        : fc.constant<FuzzBody>({ kind: "none" })),
    appToken: fc.constant<string | undefined>(APP_TOKEN),
    identity: driver,
  });
  const loose = fc.record({
    path,
    method: methodFor(route.method),
    query: ownQuery ? fc.oneof(ownQuery, queryString()) : queryString(),
    contentType,
    body: photo ? fc.oneof(photo, fuzzBody()) : fuzzBody(json),
    appToken: fc.oneof(
      { weight: 4, arbitrary: fc.constant<string | undefined>(APP_TOKEN) },
      { weight: 1, arbitrary: fc.constantFrom(undefined, "", `${APP_TOKEN}x`, APP_TOKEN.toUpperCase()) },
      { weight: 1, arbitrary: headerText(80) },
    ),
    // A driver's live token, none, or one that is not a token at all.
    identity: fc.oneof(
      { weight: 3, arbitrary: driver },
      { weight: 1, arbitrary: fc.constant<Identity>({ token: null }) },
      { weight: 1, arbitrary: headerText(80).map((header): Identity => ({ header })) },
      { weight: 1, arbitrary: headerText(600).map((garbage): Identity => ({ header: `Bearer ${garbage}` })) },
    ),
  });
  return fc.oneof(shaped, loose);
}
type Identity = { token: number | null } | { header: string };
export type Fuzzed = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

/** The Request for a fuzzed one, with `tokens` (issued for TOKEN_DRIVERS, in order) for its identity. */
export function buildRequest(fuzzed: Fuzzed, tokens: readonly string[]): Request {
  // From this machine, as `wrangler dev` on loopback sees the edge Worker's calls (decision 119).
  const headers = new Headers({ "cf-connecting-ip": "127.0.0.1" });
  if (fuzzed.appToken !== undefined) headers.set(APP_TOKEN_HEADER, fuzzed.appToken);
  const { identity } = fuzzed;
  if ("header" in identity) headers.set("authorization", identity.header);
  else if (identity.token !== null) headers.set("authorization", `Bearer ${tokens[identity.token]}`);
  const hasBody = !["GET", "HEAD"].includes(fuzzed.method) && fuzzed.body.kind !== "none";
  // A form keeps its own multipart type (with its boundary).
  if (fuzzed.contentType !== null && !(hasBody && fuzzed.body.kind === "form")) {
    headers.set("content-type", fuzzed.contentType);
  }
  return new Request(`${LOCAL_API}${fuzzed.path}${fuzzed.query}`, {
    method: fuzzed.method,
    headers,
    body: hasBody ? requestBody(fuzzed.body as FuzzBody) : undefined,
  });
}
