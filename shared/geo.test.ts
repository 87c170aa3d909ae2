import { describe, expect, it } from "vitest";
import { destinationPoint, distanceMetres, distanceMiles } from "./geo.ts";

const YARD = { lat: 33.4255, lng: -112.02 };

describe("geo", () => {
  it("measures 0.01 degree of latitude as about 0.69 miles", () => {
    expect(distanceMiles(YARD, { lat: 33.4355, lng: -112.02 })).toBeCloseTo(0.69, 2);
    expect(distanceMetres(YARD, YARD)).toBe(0);
  });

  it("finds the point at a distance and bearing, which measures back to that distance", () => {
    for (const bearing of [0, 45, 90, 180, 270]) {
      const point = destinationPoint(YARD, 500, bearing);
      expect(distanceMetres(YARD, point)).toBeCloseTo(500, 6);
    }
    expect(destinationPoint(YARD, 1000, 0).lng).toBeCloseTo(YARD.lng, 9);
    expect(destinationPoint(YARD, 1000, 0).lat).toBeGreaterThan(YARD.lat);
  });

  it("wraps longitudes across the antimeridian", () => {
    expect(destinationPoint({ lat: 0, lng: 179.999 }, 1000, 90).lng).toBeLessThan(-179);
  });
});
