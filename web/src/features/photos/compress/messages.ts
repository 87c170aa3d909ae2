// What crosses between the page and the compression worker, checked on both
// sides: a worker built from another deploy (a cached chunk) or a crash must show
// as a failure the driver can read, never as a photo with missing fields.
import { z } from "zod/mini";

/**
 * Why a photo could not be compressed, for the UI's words:
 * - `not-an-image`: the file is not a picture (by its first bytes);
 * - `too-large`: too many bytes or pixels to read on a phone (refused before decoding);
 * - `cannot-decode`: a picture this browser cannot open (a damaged file, HEIC outside Safari);
 * - `unavailable`: the compressor could not run (its code or encoder did not load, say offline
 *   before it was ever cached, or the worker stopped).
 */
const COMPRESSION_FAILURE_KINDS = ["not-an-image", "too-large", "cannot-decode", "unavailable"] as const;
const CompressionFailureKindSchema = z.enum(COMPRESSION_FAILURE_KINDS);
export type CompressionFailureKind = z.infer<typeof CompressionFailureKindSchema>;

export const CompressRequestSchema = z.object({
  id: z.int(),
  file: z.instanceof(Blob),
});
export type CompressRequest = z.infer<typeof CompressRequestSchema>;

/** Load the encoder now, before the first photo (decision 084); nothing is answered. */
export const WarmRequestSchema = z.object({ warm: z.literal(true) });
export type WarmRequest = z.infer<typeof WarmRequestSchema>;

const Dimension = z.int().check(z.positive());

const CompressedPhotoSchema = z.object({
  /** A JPEG with no metadata (EXIF, location included, is dropped), upright. */
  blob: z.instanceof(Blob),
  width: Dimension,
  height: Dimension,
  bytes: z.int().check(z.positive()),
  quality: z.int().check(z.gte(1), z.lte(100)),
  /** The photo as shown (after orientation), before it was resized. */
  sourceWidth: Dimension,
  sourceHeight: Dimension,
  /** How many times it was encoded to find the quality and size. */
  encodes: z.int().check(z.positive()),
  /** How many times a sample of it was (compress-plan.ts): each a sixteenth of an encode. */
  samples: z.int().check(z.nonnegative()),
  /** Time in the worker: decoding, and the whole job. */
  decodeMs: z.number(),
  totalMs: z.number(),
});
export type CompressedPhoto = z.infer<typeof CompressedPhotoSchema>;

export const CompressResponseSchema = z.discriminatedUnion("ok", [
  z.object({ id: z.int(), ok: z.literal(true), photo: CompressedPhotoSchema }),
  z.object({
    id: z.int(),
    ok: z.literal(false),
    kind: CompressionFailureKindSchema,
    /** For logs and the bench, in English; the UI words come from `kind`. */
    detail: z.string(),
  }),
]);
export type CompressResponse = z.infer<typeof CompressResponseSchema>;

/** A failure the UI maps to a message by `kind`. */
export class PhotoCompressionError extends Error {
  override readonly name = "PhotoCompressionError";
  constructor(
    readonly kind: CompressionFailureKind,
    detail: string,
  ) {
    super(detail);
  }
}
