// The whole search for one photo, independent of the encoder: at most 1920 px on
// the longest side, the highest quality that fits 0.25 MB, and for a detail-rich
// photo that cannot fit there even at the floor quality, smaller sizes (decision 050).
// The qualities are searched on a sample of the photo (sample.ts, decision 084): a
// sixteenth of its pixels, whose bytes predict the photo's, so that the photo itself
// is encoded once, and again only when the sample was off by more than its margin.
// The worker runs it with mozjpeg; the bench also runs it with canvas.toBlob.
import {
  PHOTO_LONG_EDGE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_DIMENSION,
  PHOTO_QUALITY_CEILING,
  PHOTO_QUALITY_FLOOR,
} from "#shared/photo-limits.ts";
import { fallbackEdge, fitLongEdge, longEdge, type Size } from "./dimensions.ts";
import { type Attempt, searchQuality } from "./quality-search.ts";

export const PLAN = {
  target: PHOTO_MAX_BYTES,
  longEdge: Math.min(PHOTO_LONG_EDGE, PHOTO_MAX_DIMENSION),
  /** Below this side a damage photo stops being useful; only the last resort goes lower in quality. */
  minEdge: 1024,
  /** At full size: 80 at most (most photos fit there), 40 is the floor before a smaller size. */
  first: { high: PHOTO_QUALITY_CEILING, low: 40 },
  /** At a fallback size, predicted to fit near the floor: just above it. */
  fallback: { high: 55, low: 40 },
  /** At the smallest size, the floor drops so that every photo fits. */
  lastFloor: PHOTO_QUALITY_FLOOR,
  /** The sample's share of the photo's pixels. */
  sampleShare: 1 / 16,
  /** Encodes of the sample per search: each costs a sixteenth of the photo's, so the search runs to the quality. */
  sampleEncodes: 7,
  /**
   * How far over the photo's bytes a sample runs, on average (3.3 % over seven sample photos from
   * sky to gravel; each photo's own figure is within 6 % of it, and the same at every quality).
   */
  sampleBias: 1.033,
  /** How far off a sample may be, less its bias: a floor predicted to miss by less is tried. */
  sampleError: 1.06,
  /**
   * The sample's prediction, less its bias, aims this far under the target: by the sample's
   * error (1 / 1.06), so that the photo's one encode fits even when the sample ran under it by
   * as much as measured (decision 088). It costs a quality step or two, about 0.1 dB of PSNR;
   * aiming at the target itself cost a second encode of the photo for most busy photos.
   */
  sampleAim: 0.93,
  /** Encodes of the photo at one size, at most. */
  photoEncodes: 3,
  /**
   * A fit at least this close to the target is kept: every fit the sample's aim gives when the
   * sample is within its error (0.93 of the target, off by up to 6 %, less a quality step). A fit
   * further under it means the sample was off by more: the photo is encoded once more, at the
   * quality the sample names once corrected by that encode (decision 088).
   */
  closeEnough: 0.85,
} as const;

export type Plan = typeof PLAN;

/** What the search needs of an encoder: the photo at a size and quality, and a sample of it. */
export interface PhotoEncoder<T extends { bytes: number }> {
  encode(size: Size, quality: number): Promise<T>;
  /** The bytes of a sample of the photo drawn at `size` (about `share` of its pixels) at `quality`, and its exact share. */
  sample(size: Size, quality: number, share: number): Promise<{ bytes: number; share: number }>;
}

export interface PlannedOutput<T> {
  output: T & Attempt;
  width: number;
  height: number;
  quality: number;
  /** Every encode of the photo at every size, in order. */
  attempts: (Attempt & Size)[];
  /** How many times a sample was encoded. */
  samples: number;
}

/**
 * Finds the output for a photo shown at `source` size (`encode` is called with one size until the
 * search moves to the next). Undefined only when nothing fits even at the smallest size and
 * lowest quality.
 */
export async function compressToTarget<T extends { bytes: number }>(
  source: Size,
  encoder: PhotoEncoder<T>,
  plan: Plan = PLAN,
): Promise<PlannedOutput<T> | undefined> {
  const attempts: (Attempt & Size)[] = [];
  let samples = 0;
  let edge = Math.min(plan.longEdge, longEdge(source));
  let first = true;
  for (;;) {
    const size = fitLongEdge(source, edge);
    const last = edge <= plan.minEdge;
    const high = (first ? plan.first : plan.fallback).high;
    const low = last ? plan.lastFloor : (first ? plan.first : plan.fallback).low;

    // The photo's bytes at a quality as the sample predicts them, each quality sampled once,
    // times `scale`: how far off the sample was on the photo's last encode at this size.
    const sampled = new Map<number, number>();
    const fromSample = async (quality: number) => {
      let bytes = sampled.get(quality);
      if (bytes === undefined) {
        const sample = await encoder.sample(size, quality, plan.sampleShare);
        samples++;
        bytes = sample.bytes / sample.share / plan.sampleBias;
        sampled.set(quality, bytes);
      }
      return bytes;
    };
    let scale = 1;
    const predict = async (quality: number) => (await fromSample(quality)) * scale;
    /** The highest quality in [from, to] the sample says fits, if any. */
    const guess = async (from: number, to: number) => {
      if (from > to) return undefined;
      const { best } = await searchQuality(async (quality) => ({ bytes: await predict(quality) }), {
        target: plan.target * plan.sampleAim,
        low: from,
        high: to,
        maxEncodes: plan.sampleEncodes,
        tolerance: 1,
      });
      return best?.quality;
    };

    let best: (T & Attempt) | undefined;
    /** The highest quality that fit, and the lowest that missed, at this size. */
    let fit = low - 1;
    let miss = high + 1;
    // The highest quality between what fit and what missed that the sample says fits. When even the
    // floor is predicted to miss, the photo is encoded there only when the miss is within the
    // sample's error, or at the smallest size, before giving up; else the next size.
    const next = async () =>
      (await guess(Math.max(low, fit + 1), Math.min(high, miss - 1))) ??
      (fit < low && miss > low && (last || (await predict(low)) <= plan.target * plan.sampleError)
        ? low
        : undefined);
    let quality = await next();
    let encodes = 0;
    while (quality !== undefined && encodes < plan.photoEncodes) {
      const output = await encoder.encode(size, quality);
      encodes++;
      attempts.push({ quality, bytes: output.bytes, ...size });
      scale = output.bytes / (await fromSample(quality));
      if (output.bytes <= plan.target) {
        fit = quality;
        if (!best || quality > best.quality) best = { ...output, quality };
        if (output.bytes >= plan.target * plan.closeEnough) break;
      } else {
        miss = quality;
      }
      // The sample again, corrected by how far off it was.
      quality = await next();
    }
    if (best) return { output: best, ...size, quality: best.quality, attempts, samples };
    if (last) return undefined;
    edge = fallbackEdge(edge, await predict(low), plan.target, plan.minEdge);
    first = false;
  }
}
