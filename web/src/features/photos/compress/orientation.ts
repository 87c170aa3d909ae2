// Turning a photo upright from its EXIF orientation, for browsers that hand the
// worker the stored (sensor) pixels instead of applying the tag themselves.
import type { Orientation } from "./image-header.ts";

/** Orientations 5–8 are turned a quarter: the shown width is the stored height. */
export const swapsSides = (orientation: Orientation) => orientation >= 5;

/** The size the photo is shown at. */
export function orientedSize(width: number, height: number, orientation: Orientation) {
  return swapsSides(orientation) ? { width: height, height: width } : { width, height };
}

/** A 2D canvas transform: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [a: number, b: number, c: number, d: number, e: number, f: number];

/**
 * The transform that draws the stored picture (scaled to the output, so `height` × `width` for
 * 5–8) upright into an output of `width` × `height`: 2 mirrors it, 3 turns it half, 4 flips it,
 * 5 transposes, 6 turns it a quarter clockwise, 7 transverses, 8 turns it a quarter anticlockwise.
 */
export function orientationMatrix(orientation: Orientation, width: number, height: number): Matrix {
  switch (orientation) {
    case 1:
      return [1, 0, 0, 1, 0, 0];
    case 2:
      return [-1, 0, 0, 1, width, 0];
    case 3:
      return [-1, 0, 0, -1, width, height];
    case 4:
      return [1, 0, 0, -1, 0, height];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, width, 0];
    case 7:
      return [0, -1, -1, 0, width, height];
    case 8:
      return [0, -1, 1, 0, 0, height];
  }
}
