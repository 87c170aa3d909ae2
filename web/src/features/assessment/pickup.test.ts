// Same as at pickup and what changed between pickup and drop (decision 127), on the draft itself.
import { describe, expect, it } from "vitest";
import {
  answer,
  confirmFromPickup,
  fillFromPickup,
  newAssessmentDraft,
  notConfirmed,
  updatePlace,
} from "#web/stores/assessment-draft.ts";
import { complete } from "./assessment-flow.ts";
import { changesSincePickup } from "./pickup.ts";

const PICKUP = { items: [{ type: "tires", subType: "driverSide", comment: "Flat" }] } as const;

describe("Same as at pickup", () => {
  it("answers only what is not answered yet, as the pickup did, and leaves each to be confirmed", () => {
    const ownBrakes = answer(newAssessmentDraft(), "brakes", "damaged");
    const filled = fillFromPickup(ownBrakes, PICKUP.items);
    expect(filled.answers).toMatchObject({ brakes: "damaged", tires: "damaged", lights: "good" });
    expect(filled.places.tires?.driverSide).toEqual({ marked: true, comment: "Flat" });
    expect(notConfirmed(filled)).not.toContain("brakes");
    expect(notConfirmed(filled)).toHaveLength(6);
    expect(complete(filled)).toBe(false);
    // Each confirmed, or answered anew, is the driver's own.
    const confirmed = notConfirmed(filled)
      .filter((type) => type !== "lights")
      .reduce(confirmFromPickup, filled);
    expect(notConfirmed(confirmed)).toEqual(["lights"]);
    expect(notConfirmed(answer(confirmed, "lights", "good"))).toEqual([]);
  });

  it("keeps a comment the driver typed on a place it marks", () => {
    const typed = updatePlace(newAssessmentDraft(), "tires", "driverSide", { comment: "Mine" });
    const unmarked = { ...typed, answers: {} };
    expect(fillFromPickup(unmarked, PICKUP.items).places.tires?.driverSide).toEqual({
      marked: true,
      comment: "Mine",
    });
  });
});

describe("what changed since pickup", () => {
  it("lists places marked now that the pickup did not mark, in a category damaged at both", () => {
    const both = updatePlace(fillFromPickup(newAssessmentDraft(), PICKUP.items), "tires", "passengerSide", {
      marked: true,
      comment: " Cut ",
    });
    expect(changesSincePickup(both, PICKUP)).toEqual([
      { type: "tires", change: "newPlaces", places: [{ subType: "passengerSide", comment: "Cut" }] },
    ]);
    expect(changesSincePickup(fillFromPickup(newAssessmentDraft(), PICKUP.items), PICKUP)).toEqual([]);
  });
});
