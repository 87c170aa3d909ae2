// The reference API routes every call of the contract table at the table's own
// method and path, and checks its input with the table's schemas.
import { describe, expect, it } from "vitest";
import { call, tokenFor } from "#logistics-api/test/api.ts";
import type { LogisticsCallDefinition } from "#shared/logistics/call-definition.ts";
import { LOGISTICS_CALLS } from "#shared/logistics/contract.ts";

const entries = Object.entries(LOGISTICS_CALLS) as [string, LogisticsCallDefinition][];

/** The path with every parameter set to a value no schema accepts. */
const withBadParams = (path: string) => `/${path.replace(/:\w+/g, "%00")}`;

describe("the contract's calls in the reference API", () => {
  it.each(entries)("%s is routed and refuses malformed input with 400", async (_, definition) => {
    const token = await tokenFor("5550100001");
    const hasParams = definition.path.includes(":");
    const res = await call(hasParams ? withBadParams(definition.path) : `/${definition.path}`, {
      method: definition.method,
      token,
      // A body of the wrong shape for every call that takes one (JSON or multipart).
      body:
        definition.method === "POST"
          ? definition.multipart
            ? new FormData()
            : { unexpected: true }
          : undefined,
    });
    expect(res.status, `${definition.method} ${definition.path}`).toBe(400);
  });
});
