// What a refused write means (decision 064): which refusals are partial successes
// of an association, and which a new try can change.
import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, loadWorkflowStrings } from "#web/lib/i18n.ts";
import { canSendAgain, isPartlyRecorded, writeRefusalText } from "./write-outcome.ts";

const refused = (kind: string, error: { kind?: string; reasonCode?: number }) => ({
  kind,
  state: "refused" as const,
  lastError: error,
});

describe("a refused write", () => {
  it.each([442, 443, 444, 445, 511])(
    "an association refused with %i is recorded in part, never sent again",
    (code) => {
      for (const kind of ["attach", "detach", "update", "release"]) {
        const entry = refused(kind, { kind: "refused", reasonCode: code });
        expect(isPartlyRecorded(entry)).toBe(true);
        expect(canSendAgain(entry)).toBe(false);
      }
    },
  );

  it("a partial code on another write, or not refused, is no partial success", () => {
    expect(isPartlyRecorded(refused("assessment", { kind: "refused", reasonCode: 511 }))).toBe(false);
    expect(isPartlyRecorded(refused("attach", { kind: "notStored", reasonCode: 511 }))).toBe(false);
    expect(
      isPartlyRecorded({ kind: "attach", state: "done", lastError: { kind: "refused", reasonCode: 442 } }),
    ).toBe(false);
  });

  it.each([
    ["attach", { kind: "refused", reasonCode: 440 }],
    ["detach", { kind: "refused", reasonCode: 441 }],
    ["attach", { kind: "refused", reasonCode: 484 }],
    ["attach", { kind: "invalidOrder", reasonCode: 474 }],
    ["attach", { kind: "invalidOrderType", reasonCode: 475 }],
    ["feedback", { kind: "notOnFile", reasonCode: 494 }],
    ["unassociatedQr", { kind: "validation" }],
    ["redTag", { kind: "notIdentified" }],
    ["assessment", { kind: "notYourTrailer" }],
    ["photo", { kind: "notYourTrailer" }],
    ["photo", { kind: "dependencyRefused" }],
    ["release", { kind: "notFound", reasonCode: 480 }],
  ])("%s refused with %j: a new try cannot change it", (kind, error) => {
    expect(canSendAgain(refused(kind, error))).toBe(false);
  });

  it.each([
    ["feedback", { kind: "feedbackNotSubmitted" }],
    ["attach", { kind: "refused", reasonCode: -1 }],
    ["attach", {}],
  ])("%s refused with %j: Send again is offered", (kind, error) => {
    expect(canSendAgain(refused(kind, error))).toBe(true);
  });

  it("only a refused write can be sent again", () => {
    expect(canSendAgain({ kind: "feedback", state: "done" })).toBe(false);
  });
});

describe("a write the carrier answered with trailer not found (480)", () => {
  afterEach(() => activateLocale("en-US"));

  it("says to contact the broker, not to try again, in English and in Spanish", async () => {
    const error = { kind: "notFound", reasonCode: 480, requestId: "f1c77ded7dca9640" } as const;
    await activateLocale("en-US");
    expect(writeRefusalText(i18n, error)).toBe(
      "Trailer not found (reason 480). Contact your broker. Reference for your broker: f1c77ded7dca9640",
    );
    await activateLocale("es");
    await loadWorkflowStrings();
    expect(writeRefusalText(i18n, error)).toBe(
      "Remolque no encontrado (motivo 480). Comuníquese con su bróker. Referencia para su bróker: f1c77ded7dca9640",
    );
  });

  it("leaves another not-found answer the generic failure", async () => {
    await activateLocale("en-US");
    expect(writeRefusalText(i18n, { kind: "notFound" })).toBe("Something went wrong. Please try again.");
  });
});
