import { describe, expect, it } from "vitest";
import { inSpecDialect, removePath, withYardOffset } from "./spec-dialect.ts";

describe("a carrier keeping to docs/product.md §3 and §7 alone (decision 061)", () => {
  it("writes each date-time with the yard's offset, the same instant", () => {
    expect(withYardOffset("2026-11-26T04:55:53.000Z")).toBe("2026-11-25T21:55:53.000-07:00");
    expect(Date.parse(withYardOffset("2026-11-26T04:55:53.250Z"))).toBe(
      Date.parse("2026-11-26T04:55:53.250Z"),
    );
  });

  it("leaves out Hitch's extensions and the optional fields that are null", () => {
    const check = inSpecDialect("attachability", {
      status: 200,
      body: {
        canAttach: false,
        trailerCompany: "knight",
        trailerNumber: "400203",
        attachabilityEvaluations: [{ type: 0, result: 2, message: "Stolen.", reason: "stolen" }],
      },
    });
    expect(check.body).toEqual({
      canAttach: false,
      trailerCompany: "knight",
      trailerNumber: "400203",
      attachabilityEvaluations: [{ type: 0, result: 2, message: "Stolen." }],
    });
    const found = inSpecDialect("getByQrId", {
      status: 200,
      body: {
        isFound: true,
        trailerId: "400201-knight",
        trailerNumber: "400201",
        trailerCompany: "knight",
        isAttached: false,
        trailerStatus: "A",
        currentOrderNumber: null,
      },
    });
    // Exactly what §7 lists for a found trailer.
    expect(found.body).toEqual({
      trailerId: "400201-knight",
      trailerCompany: "knight",
      isAttached: false,
      trailerStatus: "A",
    });
    const missing = { isFound: false, reasonCode: 480, message: "Trailer not found" };
    expect(inSpecDialect("getByQrId", { status: 200, body: missing }).body).toEqual(missing);
  });

  it("refuses a write as 200 with its success shape false and the reason code (§5)", () => {
    const refusal = { isSuccessful: false, reasonCode: 440, message: "Refused." };
    expect(inSpecDialect("attach", { status: 409, body: refusal })).toEqual({
      status: 200,
      body: { isSuccessful: false, reasonCode: 440 },
    });
    expect(inSpecDialect("submitFeedback", { status: 404, body: { message: "x", reasonCode: 494 } })).toEqual(
      {
        status: 200,
        body: false,
      },
    );
    // A failure with no reason code is the HTTP's to say.
    const unstored = { isSuccessful: false, assessmentId: -1, documentId: null, message: "Not stored" };
    expect(inSpecDialect("uploadDocument", { status: 503, body: unstored }).status).toBe(503);
  });

  it("removes a path through lists, and a conditional one only for its value", () => {
    const value = { list: [{ a: 1, b: 2 }], found: true, kept: false };
    removePath(value, "list[].b");
    removePath(value, "found=true");
    removePath(value, "kept=true");
    expect(value).toEqual({ list: [{ a: 1 }], kept: false });
  });
});
