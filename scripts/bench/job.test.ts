// @vitest-environment node
// The round trips the driver waited on in a step of the bench's job at one bar
// (issue 19): the longest chain of requests each begun after the last had ended.
import { describe, expect, it } from "vitest";
import { roundTripsWaited } from "./job.ts";

describe("round trips waited", () => {
  it("counts requests made side by side as one", () => {
    expect(
      roundTripsWaited([
        { start: 0, end: 800 },
        { start: 10, end: 900 },
        { start: 20, end: 850 },
      ]),
    ).toBe(1);
  });

  it("counts each request begun after the one before it ended", () => {
    // The document, then its script, then the script's call; a prefetch beside them adds none.
    expect(
      roundTripsWaited([
        { start: 0, end: 800 },
        { start: 810, end: 1700 },
        { start: 1710, end: 2600 },
        { start: 820, end: 2500 },
      ]),
    ).toBe(3);
  });

  it("is zero for a step that waited on nothing", () => {
    expect(roundTripsWaited([])).toBe(0);
  });
});
