import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Attempt, nextQuality, type SearchRange, searchQuality } from "./quality-search.ts";

const RANGE: SearchRange = { target: 250_000, low: 40, high: 80, maxEncodes: 4, tolerance: 3 };

/** JPEG bytes grow with quality, faster near the top: a size at q40 and a growth rate per step. */
const sizeCurve = fc
  .record({
    at40: fc.integer({ min: 20_000, max: 900_000 }),
    growth: fc.double({ min: 1.005, max: 1.06, noNaN: true }),
  })
  .map(
    ({ at40, growth }) =>
      (q: number) =>
        Math.round(at40 * growth ** (q - 40) * (1 + (q > 85 ? (q - 85) / 10 : 0))),
  );

/** Any size that never falls as quality rises: steps, plateaus and jumps. */
const monotoneCurve = fc
  .array(fc.integer({ min: 0, max: 40_000 }), { minLength: 100, maxLength: 100 })
  .chain((steps) =>
    fc.integer({ min: 1_000, max: 400_000 }).map((start) => {
      const sizes: number[] = [];
      for (const step of steps) sizes.push((sizes.at(-1) ?? start) + step);
      return (q: number) => sizes[q - 1]!;
    }),
  );

const run = (curve: (q: number) => number, range = RANGE) =>
  searchQuality(async (q) => ({ bytes: curve(q), q }), range);

describe("searching for the highest quality that fits", () => {
  it("stays in range, never repeats, never exceeds the encode budget, and keeps only a fit", async () => {
    await fc.assert(
      fc.asyncProperty(monotoneCurve, fc.integer({ min: 2, max: 8 }), async (curve, maxEncodes) => {
        const { best, attempts } = await run(curve, { ...RANGE, maxEncodes });
        expect(attempts.length).toBeLessThanOrEqual(maxEncodes);
        expect(new Set(attempts.map((a) => a.quality)).size).toBe(attempts.length);
        for (const a of attempts) {
          expect(Number.isInteger(a.quality)).toBe(true);
          expect(a.quality).toBeGreaterThanOrEqual(RANGE.low);
          expect(a.quality).toBeLessThanOrEqual(RANGE.high);
        }
        if (best) {
          expect(best.bytes).toBeLessThanOrEqual(RANGE.target);
          expect(best.q).toBe(best.quality); // the kept output is the one made at that quality
          const fitting = attempts.filter((a) => a.bytes <= RANGE.target).map((a) => a.quality);
          expect(best.quality).toBe(Math.max(...fitting));
        }
        // A fit exists at the floor exactly when the search found one.
        expect(best !== undefined).toBe(curve(RANGE.low) <= RANGE.target);
      }),
    );
  });

  it("stops after one encode when the top quality fits", async () => {
    const { best, attempts } = await run(() => 180_000);
    expect(attempts).toEqual([{ quality: 80, bytes: 180_000 }]);
    expect(best?.quality).toBe(80);
  });

  it("gives up after the top and the floor when even the floor misses, for a smaller size to try", async () => {
    const { best, attempts } = await run((q) => 300_000 + q * 1000);
    expect(best).toBeUndefined();
    expect(attempts.map((a) => a.quality)).toEqual([80, 40]);
  });

  it("lands within a few steps of the best quality in four encodes on JPEG-like curves", async () => {
    await fc.assert(
      fc.asyncProperty(sizeCurve, async (curve) => {
        const optimum = [...Array(41).keys()].map((i) => 80 - i).find((q) => curve(q) <= RANGE.target);
        const { best } = await run(curve);
        if (optimum === undefined) {
          expect(best).toBeUndefined();
        } else {
          expect(optimum - best!.quality).toBeLessThanOrEqual(3);
        }
      }),
    );
  });

  it("finds the exact best quality given encodes enough, on any monotone curve", async () => {
    await fc.assert(
      fc.asyncProperty(monotoneCurve, async (curve) => {
        const range = { ...RANGE, maxEncodes: 50, tolerance: 1 };
        const optimum = [...Array(41).keys()].map((i) => 80 - i).find((q) => curve(q) <= range.target);
        const { best } = await run(curve, range);
        expect(best?.quality).toBe(optimum);
      }),
    );
  });
});

describe("the next quality to try", () => {
  const at = (quality: number, bytes: number): Attempt => ({ quality, bytes });

  it("aims between a fit and a miss by the logarithm of the size", () => {
    // 100 KB at 40 and 400 KB at 80: 245 KB sits at 40 + 40 × ln(2.45) / ln(4) ≈ 65.
    expect(nextQuality([at(80, 400_000), at(40, 100_000)], RANGE)).toBe(65);
  });

  it("stops once the fit and the miss are within the tolerance", () => {
    expect(
      nextQuality([at(80, 400_000), at(40, 100_000), at(60, 240_000), at(63, 260_000)], {
        ...RANGE,
        maxEncodes: 9,
      }),
    ).toBeUndefined();
  });
});
