// A photo as the edge sends it on (decision 122): drawn to pixels from the file
// the segment walker checked and rebuilt (image-file.ts, decision 068), and a new
// JPEG encoded from those pixels, so that no byte of the upload's coded data
// survives. Encoded at the quality the photo was made at (source-quality.ts),
// never above the phone's ceiling, and lower only when that misses the byte limit.
// The encoder's own output goes through the walker too: it drops the JFIF header
// the encoder writes, so a stored photo carries no APPn segment at all (068).
import { PHOTO_MAX_BYTES, PHOTO_QUALITY_CEILING, PHOTO_QUALITY_FLOOR } from "#shared/photo-limits.ts";
import { type CleanJpeg, cleanJpeg } from "./image-file.ts";
import { decodeJpeg, encodeJpeg } from "./jpeg-codec.ts";
import { sourceQuality } from "./source-quality.ts";

export type ReEncodedJpeg =
  | { ok: true; bytes: Uint8Array<ArrayBuffer>; width: number; height: number; quality: number }
  /** `unreadable`: the decoder draws nothing; `overLimit`: over `maxBytes` even at the floor quality. */
  | { ok: false; problem: "unreadable" | "overLimit" };

/** How far below the photo's own quality the second encode goes, when the first misses the limit. */
const STEP_DOWN = 10;

/** The qualities to encode at, in order, until one fits: the photo's own, a step down, the floor. */
function qualitiesFor(quantTable: readonly number[]): number[] {
  const own = Math.min(PHOTO_QUALITY_CEILING, Math.max(PHOTO_QUALITY_FLOOR, sourceQuality(quantTable)));
  return [...new Set([own, Math.max(PHOTO_QUALITY_FLOOR, own - STEP_DOWN), PHOTO_QUALITY_FLOOR])];
}

/** The photo encoded again from its pixels, at the same size, within `maxBytes`. */
export async function reEncodeJpeg(
  photo: Extract<CleanJpeg, { ok: true }>,
  maxBytes: number = PHOTO_MAX_BYTES,
): Promise<ReEncodedJpeg> {
  const pixels = await decodeJpeg(photo.bytes);
  if (!pixels || pixels.width !== photo.width || pixels.height !== photo.height) {
    return { ok: false, problem: "unreadable" };
  }
  for (const quality of qualitiesFor(photo.quantTable)) {
    const encoded = cleanJpeg(await encodeJpeg(pixels, quality));
    if (!encoded.ok) throw new Error(`the JPEG encoder wrote a file the walker refuses: ${encoded.problem}`);
    if (encoded.bytes.length <= maxBytes) {
      return { ok: true, bytes: encoded.bytes, width: encoded.width, height: encoded.height, quality };
    }
  }
  return { ok: false, problem: "overLimit" };
}
