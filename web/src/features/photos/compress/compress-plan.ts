// The whole search for one photo, independent of the encoder: at most 1920 px on
// the longest side, the highest quality that fits 0.25 MB, and for a detail-rich
// photo that cannot fit there even at the floor quality, smaller sizes (decision 050).
// The worker runs it with mozjpeg; the bench also runs it with canvas.toBlob.
import { PHOTO_LONG_EDGE, PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION } from "#shared/photo-limits.ts";
import { fallbackEdge, fitLongEdge, longEdge, type Size } from "./dimensions.ts";
import { type Attempt, type SearchRange, searchQuality } from "./quality-search.ts";

export const PLAN = {
  target: PHOTO_MAX_BYTES,
  longEdge: Math.min(PHOTO_LONG_EDGE, PHOTO_MAX_DIMENSION),
  /** Below this side a damage photo stops being useful; only the last resort goes lower in quality. */
  minEdge: 1024,
  /** At full size: 80 first (most photos stop there), 40 is the floor before a smaller size. */
  first: { high: 80, low: 40, maxEncodes: 4, tolerance: 3 },
  /** At a fallback size, predicted to fit near the floor: a short search just above it. */
  fallback: { high: 55, low: 40, maxEncodes: 3, tolerance: 3 },
  /** At the smallest size, the floor drops so that every photo fits. */
  lastFloor: 20,
} as const;

export type Plan = typeof PLAN;

export interface PlannedOutput<T> {
  output: T & Attempt;
  width: number;
  height: number;
  quality: number;
  /** Every encode at every size, in order. */
  attempts: (Attempt & Size)[];
}

/**
 * Finds the output for a photo shown at `source` size; `encode` makes one at a size and quality
 * (it is called with one size until the search moves to the next). Undefined only when nothing
 * fits even at the smallest size and lowest quality.
 */
export async function compressToTarget<T extends { bytes: number }>(
  source: Size,
  encode: (size: Size, quality: number) => Promise<T>,
  plan: Plan = PLAN,
): Promise<PlannedOutput<T> | undefined> {
  const attempts: (Attempt & Size)[] = [];
  let edge = Math.min(plan.longEdge, longEdge(source));
  let first = true;
  for (;;) {
    const size = fitLongEdge(source, edge);
    const last = edge <= plan.minEdge;
    const base = first ? plan.first : plan.fallback;
    const range: SearchRange = {
      ...base,
      target: plan.target,
      low: last ? plan.lastFloor : base.low,
      // The smallest size's range is wider: one more guess inside it.
      maxEncodes: last ? base.maxEncodes + 1 : base.maxEncodes,
    };
    const { best, attempts: here } = await searchQuality((quality) => encode(size, quality), range);
    attempts.push(...here.map((a) => ({ ...a, ...size })));
    if (best) return { output: best, ...size, quality: best.quality, attempts };
    if (last) return undefined;
    const floor = here.reduce((a, b) => (b.quality < a.quality ? b : a));
    edge = fallbackEdge(edge, floor.bytes, plan.target, plan.minEdge);
    first = false;
  }
}
