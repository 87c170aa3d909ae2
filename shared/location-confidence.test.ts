import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSUMED_PHONE_ACCURACY_METRES,
  confidenceFromAccuracy,
  confidenceRadiusMetres,
  RADIUS_AT_FULL_CONFIDENCE_METRES,
  RADIUS_AT_NO_CONFIDENCE_METRES,
} from "./location-confidence.ts";

describe("confidence rating <-> radius", () => {
  it.each([
    [100, 10],
    [95, 15],
    [90, 22],
    [80, 48],
    [70, 105],
    [50, 500],
    [20, 5229],
    [0, 25_000],
  ])("rating %i is a radius of %i m", (rating, metres) => {
    expect(confidenceRadiusMetres(rating)).toBe(metres);
  });

  it("reads an unknown rating as no confidence, and clamps ratings out of range", () => {
    expect(confidenceRadiusMetres(null)).toBe(RADIUS_AT_NO_CONFIDENCE_METRES);
    expect(confidenceRadiusMetres(-5)).toBe(RADIUS_AT_NO_CONFIDENCE_METRES);
    expect(confidenceRadiusMetres(140)).toBe(RADIUS_AT_FULL_CONFIDENCE_METRES);
  });

  it("gives the trust threshold of the proximity check both ways: 500 m is rating 50", () => {
    expect(confidenceFromAccuracy(500)).toBe(50);
    expect(confidenceFromAccuracy(501)).toBe(49);
    expect(confidenceRadiusMetres(50)).toBe(500);
  });

  it("rates a fix with no accuracy as a typical phone fix", () => {
    expect(confidenceFromAccuracy(undefined)).toBe(confidenceFromAccuracy(ASSUMED_PHONE_ACCURACY_METRES));
    expect(confidenceFromAccuracy(3)).toBe(100);
    expect(confidenceFromAccuracy(1e9)).toBe(0);
  });

  it("never draws a circle smaller than the fix it was rated from", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: RADIUS_AT_NO_CONFIDENCE_METRES, noNaN: true }), (accuracy) => {
        expect(confidenceRadiusMetres(confidenceFromAccuracy(accuracy))).toBeGreaterThanOrEqual(accuracy);
      }),
    );
  });

  it("is monotonic: a higher rating is never a wider circle", () => {
    for (let r = 1; r <= 100; r++) {
      expect(confidenceRadiusMetres(r)).toBeLessThanOrEqual(confidenceRadiusMetres(r - 1));
    }
  });
});
