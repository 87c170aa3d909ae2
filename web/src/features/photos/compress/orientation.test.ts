import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Orientation } from "./image-header.ts";
import { type Matrix, orientationMatrix, orientedSize, swapsSides } from "./orientation.ts";

type Grid = number[][]; // rows of pixels

const mirror = (g: Grid): Grid => g.map((row) => [...row].reverse());
const flip = (g: Grid): Grid => [...g].reverse();
const transpose = (g: Grid): Grid => g[0]!.map((_, x) => g.map((row) => row[x]!));
const clockwise = (g: Grid): Grid => mirror(transpose(g));

/** What EXIF says each orientation means, built from the plain operations on a grid. */
const UPRIGHT: Record<Orientation, (g: Grid) => Grid> = {
  1: (g) => g,
  2: mirror,
  3: (g) => mirror(flip(g)),
  4: flip,
  5: transpose,
  6: clockwise,
  7: (g) => flip(mirror(transpose(g))),
  8: (g) => flip(transpose(g)),
};

/** Draws `stored` through the canvas transform, pixel centre by pixel centre. */
function drawThrough(matrix: Matrix, stored: Grid, width: number, height: number): Grid {
  const [a, b, c, d, e, f] = matrix;
  const out: Grid = Array.from({ length: height }, () => new Array<number>(width).fill(-1));
  for (const [y, row] of stored.entries()) {
    for (const [x, value] of row.entries()) {
      const ox = a * (x + 0.5) + c * (y + 0.5) + e;
      const oy = b * (x + 0.5) + d * (y + 0.5) + f;
      out[Math.floor(oy)]![Math.floor(ox)] = value;
    }
  }
  return out;
}

const orientation = fc.integer({ min: 1, max: 8 }) as fc.Arbitrary<Orientation>;

describe("turning a photo upright", () => {
  it("draws every stored pixel where EXIF says it belongs, covering the whole output", () => {
    fc.assert(
      fc.property(orientation, fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (o, w, h) => {
        const stored: Grid = Array.from({ length: h }, (_, y) =>
          Array.from({ length: w }, (_, x) => y * w + x),
        );
        const shown = orientedSize(w, h, o);
        const drawn = drawThrough(
          orientationMatrix(o, shown.width, shown.height),
          stored,
          shown.width,
          shown.height,
        );
        expect(drawn).toEqual(UPRIGHT[o](stored));
      }),
    );
  });

  it("swaps width and height for the quarter turns only", () => {
    fc.assert(
      fc.property(orientation, fc.integer({ min: 1 }), fc.integer({ min: 1 }), (o, width, height) => {
        const shown = orientedSize(width, height, o);
        expect(shown).toEqual(swapsSides(o) ? { width: height, height: width } : { width, height });
      }),
    );
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((o) => swapsSides(o as Orientation))).toEqual([5, 6, 7, 8]);
  });

  it("shows a phone held upright (6) as portrait: the stored top-left corner lands top-right", () => {
    const shown = orientedSize(4000, 3000, 6);
    expect(shown).toEqual({ width: 3000, height: 4000 });
    const [a, b, c, d, e, f] = orientationMatrix(6, shown.width, shown.height);
    expect([a * 0 + c * 0 + e, b * 0 + d * 0 + f]).toEqual([3000, 0]);
  });
});
