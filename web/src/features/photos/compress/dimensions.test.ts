import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FALLBACK_MAX_SHARE, fallbackEdge, fitLongEdge, longEdge } from "./dimensions.ts";

const side = fc.integer({ min: 1, max: 20_000 });
const edge = fc.integer({ min: 16, max: 4096 });

describe("bringing the longest side down", () => {
  it("never exceeds the edge, never enlarges, and keeps the shape to a pixel", () => {
    fc.assert(
      fc.property(side, side, edge, (width, height, max) => {
        const out = fitLongEdge({ width, height }, max);
        expect(longEdge(out)).toBeLessThanOrEqual(Math.max(max, 1));
        expect(out.width).toBeLessThanOrEqual(width);
        expect(out.height).toBeLessThanOrEqual(height);
        expect(out.width).toBeGreaterThanOrEqual(1);
        expect(out.height).toBeGreaterThanOrEqual(1);
        if (longEdge({ width, height }) <= max) expect(out).toEqual({ width, height });
        else expect(longEdge(out)).toBe(max);
        // The shorter side is within a pixel of the exact scale.
        const scale = longEdge(out) / longEdge({ width, height });
        expect(Math.abs(out.width - width * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(out.height - height * scale)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it.each([
    [
      { width: 4000, height: 3000 },
      { width: 1920, height: 1440 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 1440, height: 1920 },
    ],
    [
      { width: 4032, height: 2268 },
      { width: 1920, height: 1080 },
    ],
    [
      { width: 8000, height: 6000 },
      { width: 1920, height: 1440 },
    ],
    [
      { width: 1280, height: 960 },
      { width: 1280, height: 960 },
    ],
  ])("%o becomes %o at 1920", (size, expected) => {
    expect(fitLongEdge(size, 1920)).toEqual(expected);
  });
});

describe("the smaller size after a miss", () => {
  it("is smaller by at least 15 % (or the minimum), and never below the minimum", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1025, max: 4096 }),
        fc.integer({ min: 250_001, max: 50_000_000 }),
        (at, bytes) => {
          const next = fallbackEdge(at, bytes, 250_000, 1024);
          expect(next).toBeLessThan(at);
          expect(next).toBeLessThanOrEqual(Math.max(1024, Math.floor(at * FALLBACK_MAX_SHARE)));
          expect(next).toBeGreaterThanOrEqual(1024);
        },
      ),
    );
  });

  it("fits the target when bytes follow the pixel count", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 4096 }),
        fc.double({ min: 1.01, max: 3, noNaN: true }),
        (at, miss) => {
          const target = 250_000;
          const bytesAt = (e: number) => target * miss * (e / at) ** 2;
          const next = fallbackEdge(at, bytesAt(at), target, 1024);
          if (next > 1024) expect(bytesAt(next)).toBeLessThanOrEqual(target);
        },
      ),
    );
  });

  it("goes straight to the size that fits: 1.5× over at 1920 gives ~1487 px", () => {
    expect(fallbackEdge(1920, 375_000, 250_000, 1024)).toBe(1487);
  });
});
