// The JPEG quality a photo was made at, read from its luminance quantisation
// table (decision 122): the quality whose table, as the edge's encoder makes it
// (mozjpeg's default table, scaled as libjpeg scales it and capped at 255 for a
// baseline file), is nearest to the photo's. The phone's photos come from the
// same encoder (decision 050), so theirs is read exactly; a camera's or another
// encoder's table is read as the quality whose steps are about as coarse.

/** mozjpeg's default luminance table (N. Robidoux's, its table 3) at quality 50, in zigzag order. */
const BASE = [
  16, 16, 16, 16, 17, 16, 18, 20, 20, 18, 25, 27, 24, 27, 25, 37, 34, 31, 31, 34, 37, 56, 40, 43, 40, 43, 40,
  56, 85, 53, 62, 53, 53, 62, 53, 85, 75, 91, 74, 69, 74, 91, 75, 135, 106, 94, 94, 106, 135, 156, 131, 124,
  131, 156, 189, 169, 169, 189, 238, 226, 238, 311, 311, 418,
];

/** libjpeg's scaling of the quality-50 table, in percent. */
const scaling = (quality: number) => (quality < 50 ? Math.floor(5000 / quality) : 200 - 2 * quality);

/** The table the encoder writes at this quality. */
const tableAt = (quality: number) =>
  BASE.map((step) => Math.min(255, Math.max(1, Math.floor((step * scaling(quality) + 50) / 100))));

const TABLES = Array.from({ length: 100 }, (_, i) => tableAt(i + 1));

/** The quality (1-100) whose table is nearest the photo's (64 steps in zigzag order); the lower on a tie. */
export function sourceQuality(table: readonly number[]): number {
  let best = 1;
  let bestDistance = Number.POSITIVE_INFINITY;
  TABLES.forEach((steps, i) => {
    const distance = steps.reduce((sum, step, k) => sum + Math.abs(step - table[k]!), 0);
    if (distance < bestDistance) {
      best = i + 1;
      bestDistance = distance;
    }
  });
  return best;
}
