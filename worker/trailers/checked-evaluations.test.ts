import { describe, expect, it } from "vitest";
import type { EvaluationReading } from "#shared/logistics/associations.ts";
import { EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import { CARRIER_MESSAGE_MAX_LENGTH, checkedEvaluations } from "./checked-evaluations.ts";

const { fail, warn, pass } = EvaluationResult;
const evaluation = (overrides: Partial<EvaluationReading>): EvaluationReading => ({
  type: EvaluationType.trailer_status,
  result: fail,
  message: null,
  reason: null,
  ...overrides,
});
const attach = { association: "attach" as const, hadLocation: true };

describe("the reasons the phone shows for a check (decision 061)", () => {
  it("takes the answer's own reason key first", () => {
    expect(checkedEvaluations([evaluation({ reason: "stolen", message: "x" })], false, attach)).toEqual([
      { type: 0, result: fail, reason: "stolen" },
    ]);
  });

  it("takes the one reason a type names for its result, from §3's type and result alone", () => {
    const shown = checkedEvaluations(
      [
        evaluation({ type: EvaluationType.critical_repairs_needed }),
        evaluation({ type: EvaluationType.equipment_type, result: warn }),
        evaluation({ type: EvaluationType.trailer_proximity, result: warn }),
      ],
      false,
      { association: "attach", hadLocation: false },
    );
    expect(shown.map((e) => e.reason)).toEqual([
      "criticalRepairsNeeded",
      "outlandishEquipmentType",
      "noLocation",
    ]);
    const detach = checkedEvaluations([evaluation({ type: EvaluationType.trailer_attached })], false, {
      association: "detach",
      hadLocation: true,
    });
    expect(detach[0]?.reason).toBe("notAttached");
  });

  it("shows the carrier's message as given where the type names several reasons, cut to a phone's length", () => {
    const message = "Trailer is reported stolen: open a police report.";
    expect(checkedEvaluations([evaluation({ message })], false, attach)).toEqual([
      { type: 0, result: fail, message },
    ]);
    const long = "x".repeat(CARRIER_MESSAGE_MAX_LENGTH + 50);
    expect(checkedEvaluations([evaluation({ message: long })], false, attach)[0]?.message).toHaveLength(
      CARRIER_MESSAGE_MAX_LENGTH,
    );
  });

  it("falls back to the type's general reason with no message, and never leaves a refusal without one", () => {
    expect(checkedEvaluations([evaluation({})], false, attach)[0]?.reason).toBe("incorrectStatus");
    expect(checkedEvaluations([evaluation({ type: "unknown" })], false, attach)).toEqual([
      { type: null, result: fail, reason: "notAllowed" },
    ]);
    // Refused with no failing evaluation at all (or one whose result the app does not know).
    expect(checkedEvaluations([evaluation({ result: "unknown" })], false, attach)).toEqual([
      { type: null, result: fail, reason: "notAllowed" },
    ]);
    expect(checkedEvaluations([], true, attach)).toEqual([]);
  });

  it("keeps passes as they are, and drops a warning that says nothing", () => {
    expect(
      checkedEvaluations(
        [evaluation({ result: pass }), evaluation({ type: EvaluationType.trailer_reserved, result: warn })],
        true,
        attach,
      ),
    ).toEqual([{ type: 0, result: pass }]);
  });
});
