// The highest JPEG quality whose output fits the byte target, in a few encodes:
// the top quality first (most photos fit there and stop), then the floor (if even
// that misses, a smaller size is needed, not a lower quality), then guesses
// between the two that fit, interpolated on the logarithm of the size.

export interface Attempt {
  quality: number;
  bytes: number;
}

export interface SearchRange {
  target: number;
  /** The lowest quality tried at this size. */
  low: number;
  /** The quality tried first, and the highest kept. */
  high: number;
  maxEncodes: number;
  /** Stop once the fitting and missing qualities are this close. */
  tolerance: number;
}

/**
 * Aim just under the target, at this share of the way from the fitting size to it: the
 * interpolation is a guess, and a guess past the target costs an encode that keeps nothing.
 */
const AIM = 0.95;

/** The quality to try after `attempts`, or undefined when the search is over. */
export function nextQuality(attempts: readonly Attempt[], range: SearchRange): number | undefined {
  if (attempts.length >= range.maxEncodes) return undefined;
  if (attempts.length === 0) return range.high;
  const fits = attempts.filter((a) => a.bytes <= range.target);
  const misses = attempts.filter((a) => a.bytes > range.target);
  if (fits.length === 0) {
    return attempts.some((a) => a.quality <= range.low) ? undefined : range.low;
  }
  const lo = fits.reduce((a, b) => (b.quality > a.quality ? b : a));
  const above = misses.filter((a) => a.quality > lo.quality);
  if (above.length === 0) return undefined;
  const hi = above.reduce((a, b) => (b.quality < a.quality ? b : a));
  if (hi.quality - lo.quality <= range.tolerance) return undefined;
  let guess: number;
  if (hi.bytes > lo.bytes && lo.bytes > 0) {
    const aim = lo.bytes + (range.target - lo.bytes) * AIM;
    const share = Math.log(aim / lo.bytes) / Math.log(hi.bytes / lo.bytes);
    guess = Math.floor(lo.quality + share * (hi.quality - lo.quality));
  } else {
    guess = Math.floor((lo.quality + hi.quality) / 2);
  }
  return Math.min(hi.quality - 1, Math.max(lo.quality + 1, guess));
}

export interface SearchResult<T> {
  /** The highest-quality output that fits, if any did. */
  best?: T & Attempt;
  /** Every encode, in order. */
  attempts: Attempt[];
}

/** Runs the search with `encode`, keeping only the best output so far (each can be large). */
export async function searchQuality<T extends { bytes: number }>(
  encode: (quality: number) => Promise<T>,
  range: SearchRange,
): Promise<SearchResult<T>> {
  const attempts: Attempt[] = [];
  let best: (T & Attempt) | undefined;
  for (let quality = nextQuality(attempts, range); quality !== undefined; ) {
    const output = await encode(quality);
    attempts.push({ quality, bytes: output.bytes });
    if (output.bytes <= range.target && (!best || quality > best.quality)) best = { ...output, quality };
    quality = nextQuality(attempts, range);
  }
  return { best, attempts };
}
