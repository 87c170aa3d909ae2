import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compressToTarget, PLAN } from "./compress-plan.ts";
import { longEdge, type Size } from "./dimensions.ts";

/**
 * A stand-in for mozjpeg: bytes grow with the pixel count and ~3.5 % a quality step, and with
 * the photo's detail (bits a pixel at quality 40). Detail 0.7 is a detail-rich photo that just
 * fits at 1920 × 1440 near quality 40, as measured on this machine.
 */
const model = (detail: number) => (size: Size, quality: number) =>
  Math.round(((size.width * size.height * detail) / 8) * 1.035 ** (quality - 40));

async function compress(source: Size, detail: number) {
  const bytesOf = model(detail);
  const calls: (Size & { quality: number })[] = [];
  const planned = await compressToTarget(source, async (size, quality) => {
    calls.push({ ...size, quality });
    return { bytes: bytesOf(size, quality), size, quality };
  });
  return { planned, calls };
}

const TWELVE_MP = { width: 4000, height: 3000 };

describe("one photo's search for a size and quality", () => {
  it("keeps an ordinary 12 MP photo at 1920 × 1440 and quality 80, in one encode", async () => {
    const { planned, calls } = await compress(TWELVE_MP, 0.15);
    expect(planned).toMatchObject({ width: 1920, height: 1440, quality: 80 });
    expect(calls).toHaveLength(1);
  });

  it("lowers the quality, not the size, for a busier photo that fits at 1920 above the floor", async () => {
    const { planned, calls } = await compress(TWELVE_MP, 0.45);
    expect(planned).toMatchObject({ width: 1920, height: 1440 });
    expect(planned!.quality).toBeGreaterThan(PLAN.first.low);
    expect(planned!.quality).toBeLessThan(PLAN.first.high);
    expect(planned!.output.bytes).toBeLessThanOrEqual(PLAN.target);
    expect(calls.length).toBeLessThanOrEqual(PLAN.first.maxEncodes);
  });

  it("falls back to a smaller size for a detail-rich photo that misses even at the floor", async () => {
    const { planned, calls } = await compress(TWELVE_MP, 1.1);
    expect(calls.slice(0, 2)).toEqual([
      { width: 1920, height: 1440, quality: 80 },
      { width: 1920, height: 1440, quality: 40 },
    ]);
    expect(planned!.width).toBeLessThan(1920);
    expect(planned!.width).toBeGreaterThanOrEqual(PLAN.minEdge);
    expect(planned!.output.bytes).toBeLessThanOrEqual(PLAN.target);
    // The predicted size fits at once: one size more, and a few encodes there.
    expect(new Set(calls.map((c) => c.width)).size).toBe(2);
    expect(calls.length).toBeLessThanOrEqual(PLAN.first.maxEncodes + PLAN.fallback.maxEncodes);
  });

  it("keeps a portrait photo portrait", async () => {
    const { planned } = await compress({ width: 3000, height: 4000 }, 1.1);
    expect(planned!.height).toBeGreaterThan(planned!.width);
    expect(planned!.height).toBeLessThan(1920);
  });

  it("never enlarges a small photo", async () => {
    const { planned, calls } = await compress({ width: 640, height: 480 }, 0.3);
    expect(planned).toMatchObject({ width: 640, height: 480, quality: 80 });
    expect(calls).toHaveLength(1);
  });

  it("fits the target at ≤ 1920 px whenever the smallest size can, with few encodes, never going back up", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 1, max: 9000 }),
        fc.double({ min: 0.05, max: 6, noNaN: true }),
        async (width, height, detail) => {
          const source = { width, height };
          const { planned, calls } = await compress(source, detail);
          const edges = calls.map(longEdge);
          expect(edges).toEqual([...edges].sort((a, b) => b - a));
          for (const call of calls) {
            expect(longEdge(call)).toBeLessThanOrEqual(Math.min(PLAN.longEdge, longEdge(source)));
            expect(call.width).toBeLessThanOrEqual(width);
            expect(call.height).toBeLessThanOrEqual(height);
          }
          expect(calls.length).toBeLessThanOrEqual(16);
          const smallest = {
            width: Math.min(width, Math.round((width * PLAN.minEdge) / longEdge(source))),
            height: Math.min(height, Math.round((height * PLAN.minEdge) / longEdge(source))),
          };
          const fitsAtSmallest = model(detail)(smallest, PLAN.lastFloor) <= PLAN.target;
          if (fitsAtSmallest) expect(planned).toBeDefined();
          if (planned) {
            expect(planned.output.bytes).toBeLessThanOrEqual(PLAN.target);
            expect(Math.max(planned.width, planned.height)).toBeLessThanOrEqual(1920);
            expect(planned.attempts).toHaveLength(calls.length);
          }
        },
      ),
    );
  });

  it("gives up only when nothing fits even at the smallest size and lowest quality", async () => {
    const { planned, calls } = await compress(TWELVE_MP, 40);
    expect(planned).toBeUndefined();
    expect(longEdge(calls.at(-1)!)).toBe(PLAN.minEdge);
    expect(calls.at(-1)!.quality).toBe(PLAN.lastFloor);
  });
});
