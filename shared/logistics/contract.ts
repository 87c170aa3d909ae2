// The logistics API's contract (docs/product.md §7), one entry per call: method, path
// template, who it acts for, the schemas of its parameters, query, body, answer
// and refusal, and the §8 reason codes it may answer (./call-definition.ts says what
// each field means). Two schemas per answer (decision 061): `response` is strict, what
// the reference API sends and the test mock checks its answers against; `read` is
// tolerant, what the edge Worker reads of any carrier's answer within docs/product.md
// §3 and §7. `extensions` names every field Hitch sends or reads that §7 does not, with
// what the app does when a carrier ignores or omits it; `success` is a write's success
// shape (§5, §7). The entries are written by resource in ./calls/, and assembled here.
// Everything that speaks to the API is built from this table:
//   - the edge Worker's upstream client takes a call by name, and a wrong body or
//     path parameter is a type error (worker/upstream/logistics-client.ts);
//   - the Worker tests' mock of the API routes and checks every entry
//     (tests/mocks/logistics-api.ts);
//   - the reference API validates its routes with the same entries (logistics-api/).
// Adding a call means adding an entry to its resource's file.

import { APP_CALLS } from "#shared/logistics/calls/app.ts";
import { ASSESSMENT_CALLS } from "#shared/logistics/calls/assessments.ts";
import { ASSOCIATION_CALLS } from "#shared/logistics/calls/associations.ts";
import { AUTH_CALLS } from "#shared/logistics/calls/auth.ts";
import { LOAD_CALLS } from "#shared/logistics/calls/loads.ts";
import { TRAILER_CALLS } from "#shared/logistics/calls/trailers.ts";
import type { LogisticsCallDefinition } from "./call-definition.ts";

export const LOGISTICS_CALLS = {
  ...AUTH_CALLS,
  ...LOAD_CALLS,
  ...TRAILER_CALLS,
  ...ASSOCIATION_CALLS,
  ...ASSESSMENT_CALLS,
  ...APP_CALLS,
};

export type LogisticsCalls = typeof LOGISTICS_CALLS;
export type LogisticsCallName = keyof LogisticsCalls;

/** `/api/...`: a call's path as a route of the API (Hono syntax). */
export function routePath(definition: Pick<LogisticsCallDefinition, "path">): string {
  return `/${definition.path}`;
}

/** Which call of the table a request is, by its method and path (e.g. "GET", "/api/trailers/getByQrId/QR-1"). */
export function callNamed(method: string, pathname: string): LogisticsCallName | undefined {
  const entries = Object.entries(LOGISTICS_CALLS) as [LogisticsCallName, LogisticsCallDefinition][];
  return entries.find(
    ([, definition]) =>
      definition.method === method &&
      new RegExp(`^/${definition.path.replace(/:\w+/g, "[^/]+")}$`).test(pathname),
  )?.[0];
}

/** The call's path with its parameters filled in and encoded. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
