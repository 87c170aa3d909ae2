import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { LoadsReadSchema } from "./loads.ts";
import { DateTime, missingFields, openEnum, optional, readTolerantly } from "./tolerant-reading.ts";

describe("reading the carrier's answers tolerantly (decision 061)", () => {
  it("reads a date-time with any ISO offset, or none (as UTC), as the same instant in UTC", () => {
    for (const [sent, read] of [
      ["2026-11-25T21:55:53-07:00", "2026-11-26T04:55:53.000Z"],
      ["2026-11-26T04:55:53Z", "2026-11-26T04:55:53.000Z"],
      ["2026-11-26T04:55:53", "2026-11-26T04:55:53.000Z"],
      ["2026-11-26T10:25:53.1234567+05:30", "2026-11-26T04:55:53.123Z"],
    ]) {
      expect(DateTime.parse(sent)).toBe(read);
    }
    expect(DateTime.safeParse("yesterday").success).toBe(false);
  });

  it("keeps a value the app does not know as 'unknown', and says which field it was in", () => {
    const { result, tolerated } = readTolerantly(openEnum(["KPO", "SPO"], "equipmentTypeId"), "KPOX");
    expect(result).toMatchObject({ success: true, data: "unknown" });
    expect(tolerated).toEqual([{ field: "equipmentTypeId", value: "KPOX" }]);
  });

  it("reads an optional field absent, null or unreadable as null, noting only the unreadable one (never its value)", () => {
    const schema = z.object({ rating: optional(z.number(), "rating") });
    expect(readTolerantly(schema, {}).result).toMatchObject({ data: { rating: null } });
    expect(readTolerantly(schema, { rating: null }).tolerated).toEqual([]);
    expect(readTolerantly(schema, { rating: "5550100001" })).toMatchObject({
      result: { data: { rating: null } },
      tolerated: [{ field: "rating", value: "unreadable string" }],
    });
  });

  it("reads the load the issue's sign-in failed on: the yard's offset, inboundEmpty left out, more fields than the app needs", () => {
    const { result } = readTolerantly(LoadsReadSchema, [
      {
        id: "knight-1001001",
        orderNumber: "1001001",
        company: "knight",
        equipmentTypeId: "KPO",
        carrier: { dotNumber: "3012345" },
        loadedTrailer: null,
        outboundEmpty: null,
        source: "tms",
        sourceLastReported: "2026-11-25T21:55:53-07:00",
        tmsSourceSystem: "a-new-tms",
        brokerNotes: "added by the carrier",
      },
    ]);
    expect(result.success && result.data).toEqual([
      {
        id: "knight-1001001",
        company: "knight",
        carrier: { dotNumber: "3012345" },
        equipmentTypeId: "KPO",
        inboundEmpty: null,
        loadedTrailer: null,
        outboundEmpty: null,
      },
    ]);
  });

  it("names the field a required one is missing from, not a bare $ZodError", () => {
    const { result } = readTolerantly(LoadsReadSchema, [{ id: "x", company: "knight", carrier: {} }]);
    expect(result.success).toBe(false);
    if (!result.success) expect(missingFields(result.error)).toEqual(["0.carrier.dotNumber"]);
  });
});
