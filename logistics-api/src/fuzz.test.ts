// Property-based tests (decision 048): every route of the reference API, read from
// the app itself (`app.routes`), gets any method, content type, body, app token,
// identity token and path parameter (test/fuzz-requests.ts); bodies, parameters
// and queries of the contract's calls are drawn from the contract's own schemas,
// so most get past validation. Every answer is below 500; every 4xx is a JSON
// LogisticsErrorBody with its message; and a refused request stores nothing:
// every table of the system of record and the photo bucket are as they were.
// fast-check prints the seed and the failing request; FUZZ_SEED / FUZZ_RUNS
// (tests/fuzz/settings.ts) replay one or run longer.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { tokenFor } from "#logistics-api/test/api.ts";
import { buildRequest, type Fuzzed, requestFor, TOKEN_DRIVERS } from "#logistics-api/test/fuzz-requests.ts";
import type { LogisticsCallDefinition } from "#shared/logistics/call-definition.ts";
import { LogisticsErrorBodySchema } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS } from "#shared/logistics/contract.ts";
import { routesOf } from "#tests/fuzz/http-arbitraries.ts";
import { fuzzSettings } from "#tests/fuzz/settings.ts";
import app from "./index.ts";

const RUNS_PER_ROUTE = 20;

/**
 * Tables a refusal is meant to touch: a wrong code takes one of the code's tries
 * (verification_codes); a refused write is kept so its repeat gets the same answer (decision 016).
 */
const BOOKKEEPING = new Set([
  "verification_codes",
  "idempotent_writes",
  "write_guards",
  "d1_migrations",
  "d1_seed_runs",
]);

/** Identity tokens issued in beforeAll, one per TOKEN_DRIVERS entry. */
const tokens: string[] = [];

/** Every row of every table of the system of record, and every photo's key. */
async function storedData(): Promise<string> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const tables = results.map((r) => r.name).filter((name) => !BOOKKEEPING.has(name));
  const rows = await env.DB.batch(tables.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  const photos = await env.DOCUMENTS.list();
  return JSON.stringify({
    tables: Object.fromEntries(tables.map((name, i) => [name, rows[i]!.results])),
    photos: photos.objects.map((o) => o.key),
  });
}

async function check(fuzzed: Fuzzed, overrides: Record<string, unknown> = {}) {
  const request = buildRequest(fuzzed, tokens);
  const before = await storedData();
  const res = await app.fetch(request, { ...env, ...overrides }, createExecutionContext());
  const text = await res.text();
  const what = `${fuzzed.method} ${fuzzed.path} answered ${res.status}: ${text.slice(0, 200)}`;
  expect(res.status, what).toBeLessThan(500);
  if (res.status < 400) return;
  if (fuzzed.method !== "HEAD") {
    expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
    expect(LogisticsErrorBodySchema.parse(JSON.parse(text)).message, what).not.toBe("");
  }
  expect(await storedData(), what).toBe(before);
}

const routes = routesOf(app.routes);

describe("no input makes the reference API answer 5xx (fast-check)", () => {
  beforeAll(async () => {
    for (const phone of TOKEN_DRIVERS) tokens.push(await tokenFor(phone));
  });

  it("fuzzes every route the app has, and every call of the contract", () => {
    const routed = routes.map((r) => `${r.method} ${r.path}`);
    for (const call of Object.values(LOGISTICS_CALLS) as LogisticsCallDefinition[]) {
      expect(routed).toContain(`${call.method} /${call.path}`);
    }
    expect(routed).toEqual(expect.arrayContaining(["GET /__dev/outbox", "ALL /*"]));
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s",
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), (fuzzed) => check(fuzzed)),
        fuzzSettings(RUNS_PER_ROUTE),
      );
    },
    60_000,
  );

  it("/__dev/* with the dev outbox off", async () => {
    await fc.assert(
      fc.asyncProperty(requestFor({ method: "ALL", path: "/__dev/*" }), (fuzzed) =>
        check(fuzzed, { DEV_OUTBOX: "false" }),
      ),
      fuzzSettings(RUNS_PER_ROUTE),
    );
  }, 60_000);
});
