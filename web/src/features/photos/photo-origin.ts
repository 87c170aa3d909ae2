// What a view's photo says of itself before it is compressed (decision 124): when
// it was taken, from the original file's own bytes (EXIF DateTimeOriginal, else
// the file's date), whether that makes it a photo chosen from the phone's photos
// rather than one taken at this assessment, and a fingerprint of the file, so one
// picture is never used for two views. The compressed JPEG carries no EXIF: this
// is read from the file the camera or the gallery handed over.
import { HEADER_BYTES, readJpegHeader } from "#web/features/photos/compress/image-header.ts";
import type { FromPhonePhotos } from "#web/lib/from-phone-photos.ts";
import { localIsoTime } from "#web/lib/local-iso-time.ts";

export type PhotoOrigin = {
  /** When it was taken, with the phone's offset: its own time, or when it was chosen if it has none. */
  takenAt: string;
  /** Absent for a photo taken at the assessment. */
  fromPhonePhotos?: FromPhonePhotos;
  /** SHA-256 of the file as handed over, in hex. */
  fileHash: string;
};

/** The file's own capture time (ms): EXIF DateTimeOriginal, else its date; undefined when it has neither. */
function ownTime(file: Blob, bytes: Uint8Array): number | undefined {
  const exif = readJpegHeader(bytes.subarray(0, HEADER_BYTES)).takenAt?.getTime();
  if (exif !== undefined) return exif;
  const stamped = file instanceof File ? file.lastModified : Number.NaN;
  return Number.isFinite(stamped) && stamped > 0 ? stamped : undefined;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Where the photo came from. `assessmentStartedAt` is when the driver began the assessment (ms); a
 * photo taken before it was chosen from the phone's photos. Without it (an assessment recorded by an
 * older version), only a photo with no time of its own is told apart. A time after `now` (a camera's
 * clock ahead of the phone's) counts as now.
 */
export async function photoOrigin(
  file: Blob,
  assessmentStartedAt: number | undefined,
  now = Date.now(),
): Promise<PhotoOrigin> {
  // Read once: its first bytes hold the EXIF, all of them make the fingerprint.
  const bytes = new Uint8Array(await file.arrayBuffer());
  const own = ownTime(file, bytes);
  const fileHash = await sha256Hex(bytes);
  if (own === undefined)
    return { takenAt: localIsoTime(new Date(now)), fromPhonePhotos: "undated", fileHash };
  const when = Math.min(own, now);
  const takenAt = localIsoTime(new Date(when));
  if (assessmentStartedAt !== undefined && when < assessmentStartedAt) {
    return { takenAt, fromPhonePhotos: "older", fileHash };
  }
  return { takenAt, fileHash };
}
