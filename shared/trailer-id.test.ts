// The one trailer identity (decision 075): built, split and checked in one place, with a pattern
// made from the companies the app knows.
import { describe, expect, it } from "vitest";
import { ReportIssueSchema } from "#shared/api/app.ts";
import { UnassociatedQrReportSchema } from "#shared/api/trailers.ts";
import { COMPANIES } from "#shared/logistics/enums.ts";
import {
  splitTrailerId,
  TrailerIdPartsSchema,
  TrailerIdSchema,
  TrailerRefSchema,
  trailerId,
} from "./trailer-id.ts";

describe("a trailer's id", () => {
  it("joins the number and the company, and splits back into them, for every company", () => {
    for (const company of COMPANIES) {
      const id = trailerId("400101", company);
      expect(id).toBe(`400101-${company}`);
      expect(splitTrailerId(id)).toEqual({ trailerNumber: "400101", company });
      expect(TrailerIdSchema.safeParse(id).success).toBe(true);
    }
  });

  it.each([
    "400101",
    "400101-",
    "-knight",
    "400101-acme",
    "400 101-knight",
    "4001014001014001-knight",
    "400101-knight-x",
  ])("%j is not a trailer id", (id) => {
    expect(splitTrailerId(id)).toBeUndefined();
    expect(TrailerIdSchema.safeParse(id).success).toBe(false);
    expect(TrailerRefSchema.safeParse({ trailerId: id }).success).toBe(false);
  });

  it("read from a request, names the number as the number's schema does", () => {
    expect(TrailerIdPartsSchema.parse("ab12-swift")).toEqual({ trailerNumber: "AB12", company: "swift" });
  });

  it("a call names a trailer by its id or by the sticker scanned, never both", () => {
    expect(TrailerRefSchema.safeParse({ trailerId: "400101-knight" }).success).toBe(true);
    expect(TrailerRefSchema.safeParse({ scannedId: "HQR-400101" }).success).toBe(true);
    expect(TrailerRefSchema.safeParse({ trailerId: "400101-knight", scannedId: "HQR-400101" }).success).toBe(
      false,
    );
  });
});

describe("a trailer number typed on any form", () => {
  it("leaves out the SWFZ prefix on Report issue and on Report unassociated QR, as on Manual entry", () => {
    const report = ReportIssueSchema.parse({
      description: "Flat tire",
      company: "knight",
      trailerNumber: "SWFZ400101",
    });
    expect(report.trailerNumber).toBe("400101");
    const sticker = UnassociatedQrReportSchema.parse({
      scannedId: "HQR-1",
      trailerNumber: "swfz 400-101",
      location: null,
      eventTime: "2026-11-22T08:00:00-07:00",
      idempotencyKey: "123e4567-e89b-12d3-a456-426614174000",
    });
    expect(sticker.trailerNumber).toBe("400101");
  });
});
