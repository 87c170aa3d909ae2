// One photo the driver took, as this phone keeps it until the system of record
// has it: which view it is, when and where it was taken (the compressed JPEG
// carries no EXIF, so the capture time and place live here), and which
// assessment it belongs to (a view's photo, or a close-up of a damage: decision 126), and whether it was chosen from the phone's photos
// rather than taken at the assessment (decision 124). Its bytes are kept beside it (photo-database.ts), so
// listing photos never reads them. Validated when read back: a corrupt or
// outdated row is dropped, never sent.
import { z } from "zod/mini";
import { GeopointSchema } from "#shared/api/trailers.ts";
import { AssessmentTypeSchema, PhotoSideSchema } from "#shared/logistics/enums.ts";
import { EventTimeSchema } from "#shared/validation.ts";
import { FromPhonePhotosSchema } from "#web/lib/from-phone-photos.ts";

export const PhotoRecordSchema = z.object({
  /** A UUID: the photo's idempotency key (clientUploadId) and the id of the outbox entry that sends it. */
  id: z.uuid(),
  /** The assessment's outbox entry: its answer holds the trailerAssessmentId this photo is stored under. */
  assessmentEntryId: z.uuid(),
  /** The view; for a close-up, the side of the trailer its damage is on (close-up-side.ts). */
  side: PhotoSideSchema,
  /**
   * A close-up of the damage (docs/product.md §3's assessmentPhoto, decision 126): the damaged
   * category it shows. Absent for the six views' photos (trailerPhoto).
   */
  closeUpOf: z.optional(AssessmentTypeSchema),
  /** The trailer's number, for the driver's list of what is being sent. */
  trailerNumber: z.string(),
  /** The compressed JPEG's size; absent while the bytes are still the camera's file (`original`). */
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  /**
   * The camera's file's type, while the kept bytes are still that file: a view's photo is kept as
   * the camera gave it and compressed behind the screen (compress-behind.ts, decision 144), its
   * bytes then replaced. Absent once compressed; a photo is never queued before.
   */
  original: z.optional(z.string()),
  /**
   * When it was taken, with the phone's offset: the file's own time (EXIF DateTimeOriginal, else its
   * date), or when it was chosen for one that has none (photo-origin.ts).
   */
  takenAt: EventTimeSchema,
  /**
   * Where the phone was as it took the photo, when location is granted; null otherwise, and for a
   * photo chosen from the phone's photos (where the phone is now is not where it was taken).
   */
  location: z.nullable(GeopointSchema),
  /** Chosen from the phone's photos, not taken at the assessment (decision 124); absent when taken then. */
  fromPhonePhotos: z.optional(FromPhonePhotosSchema),
  /** SHA-256 of the file as the phone handed it over: one picture is never two views' photo. */
  fileHash: z.optional(z.string()),
  /**
   * draft: taken during the Photos step, may still be retaken; queued: handed to the outbox (the
   * entry with this id sends it), kept until that entry leaves the phone.
   */
  state: z.enum(["draft", "queued"]),
  /** When it was stored (ms), for cleaning up rows no step and no entry names any more. */
  storedAt: z.number(),
});
export type PhotoRecord = z.infer<typeof PhotoRecordSchema>;

/** The compressed JPEG's bytes: an ArrayBuffer, since WebKit has lost Blobs kept in IndexedDB. */
export const PhotoBytesSchema = z.instanceof(ArrayBuffer).check(z.refine((bytes) => bytes.byteLength > 0));
