import { describe, expect, it } from "vitest";
import { fillPath, LOGISTICS_CALLS, type LogisticsCallDefinition, routePath } from "./contract.ts";
import { ReasonCode } from "./reason-codes.ts";

const entries = Object.entries(LOGISTICS_CALLS) as [string, LogisticsCallDefinition][];
const catalogue = new Set<number>(Object.values(ReasonCode));

describe("the logistics contract table", () => {
  it.each(entries)("%s: its params schema names exactly its path's :parameters", (_, definition) => {
    const inPath = [...definition.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = Object.keys(definition.params?.shape ?? {}).sort();
    expect(inSchema).toEqual(inPath);
  });

  it.each(entries)("%s: declares only reason codes of spec §8", (_, definition) => {
    for (const code of definition.reasonCodes) expect(catalogue.has(code)).toBe(true);
  });

  it("has one entry per method and path", () => {
    const keys = entries.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("fills path parameters encoded, and refuses a missing one", () => {
    const { getTrailerById } = LOGISTICS_CALLS;
    expect(fillPath(getTrailerById.path, { id: "53/01 ?x", company: "knight" })).toBe(
      "api/trailers/getTrailerById/53%2F01%20%3Fx/knight",
    );
    expect(() => fillPath(getTrailerById.path, { id: "5301" })).toThrow(/company/);
    expect(routePath(getTrailerById)).toBe("/api/trailers/getTrailerById/:id/:company");
  });
});
