// @vitest-environment node
// The bench's one-bar link (decision 102): one direction's bytes pass one after
// another at its rate, whoever sends them, and the link is free again once idle.
import { describe, expect, it } from "vitest";
import { pipeAt } from "./link-shaper.ts";

describe("a pipe of the link", () => {
  it("lets bytes through at its rate, each booking behind the ones before it", () => {
    let now = 0;
    const pipe = pipeAt(1000, () => now);
    expect(pipe.book(500)).toBe(500);
    // Booked at the same moment: it waits for the first 500 bytes, then takes its own time.
    expect(pipe.book(1000)).toBe(1500);
    now = 1000;
    expect(pipe.book(250)).toBe(750);
  });

  it("is free at once after it has been idle", () => {
    let now = 0;
    const pipe = pipeAt(1000, () => now);
    pipe.book(100);
    now = 5000;
    expect(pipe.book(100)).toBe(100);
  });
});
