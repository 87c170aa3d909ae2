// A view's photo is on screen as soon as the camera hands it over (decision 144): it is kept as
// that file and compressed here, behind the screen, one photo at a time, its bytes then replaced
// by the JPEG's. No photo is queued for sending before (send-photos.ts), and one whose compression
// was cut short (a reload, a closed tab) is compressed when the app next starts (photo-upkeep.ts).
// A photo the phone cannot read is removed, and its view says why when the driver comes back to
// it; one the compressor could not run for (its code not loaded yet) stays, to be tried again.
import { signal } from "@preact/signals-react";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import type { CaptureFailure } from "./capture-failure-text.ts";
import { compressPhoto, PhotoCompressionError } from "./compress/compress-photo.ts";
import { photoDatabase } from "./store/photo-database.ts";
import type { PhotoRecord } from "./store/photo-record.ts";
import { assessmentPhotos, loadPhotos } from "./store/photo-store.ts";

const viewKey = (assessmentEntryId: string, side: PhotoSide) => `${assessmentEntryId}/${side}`;

/** Why a view's photo was removed behind the screen, by assessment entry and view. */
const failedBehind = signal<Readonly<Record<string, CaptureFailure>>>({});

/** Why this view's last photo was removed behind the screen, if it was (read in a render). */
export const failureBehind = (assessmentEntryId: string, side: PhotoSide): CaptureFailure | undefined =>
  failedBehind.value[viewKey(assessmentEntryId, side)];

const jobs = new Map<string, Promise<void>>();
let last: Promise<unknown> = Promise.resolve();

/**
 * Compresses a kept photo still the camera's file, after those already waiting; once at a time.
 * Never rejects: a photo the compressor could not run for stays the camera's file.
 */
export function compressBehind(photoId: string): Promise<void> {
  const running = jobs.get(photoId);
  if (running) return running;
  const job = last
    .then(() => compressOne(photoId))
    .catch((error: unknown) =>
      console.warn("A photo is kept as the camera gave it, to be compressed later", error),
    )
    .finally(() => jobs.delete(photoId));
  last = job;
  jobs.set(photoId, job);
  return job;
}

async function compressOne(photoId: string): Promise<void> {
  const [photo, bytes] = await Promise.all([photoDatabase.get(photoId), photoDatabase.bytes(photoId)]);
  // Retaken, removed or compressed since it was asked for.
  if (photo?.original === undefined || !bytes) return;
  try {
    const compressed = await compressPhoto(new Blob([bytes], { type: photo.original }));
    const { width, height } = compressed;
    await photoDatabase.replaceOriginal(photoId, { width, height }, await compressed.blob.arrayBuffer());
    // The screen shows the JPEG from now on, and lets go of the camera's file.
    if (assessmentPhotos.peek()?.assessmentEntryId === photo.assessmentEntryId) {
      await loadPhotos(photo.assessmentEntryId);
    }
  } catch (error) {
    // The compressor did not run: the camera's file stays, to be tried again when next needed.
    if (!(error instanceof PhotoCompressionError) || error.kind === "unavailable") throw error;
    if (!(await photoDatabase.get(photoId))) return;
    await photoDatabase.remove([photoId]);
    const key = viewKey(photo.assessmentEntryId, photo.side);
    failedBehind.value = { ...failedBehind.value, [key]: error.kind };
    if (assessmentPhotos.peek()?.assessmentEntryId === photo.assessmentEntryId) {
      await loadPhotos(photo.assessmentEntryId);
    }
  }
}

/**
 * Compresses those of `photos` still the camera's file, and answers each as kept now: compressed,
 * or still the camera's file when the compressor could not run. One the phone could not read is
 * left out (it is removed, and its view says why).
 */
export async function compressedNow(photos: readonly PhotoRecord[]): Promise<PhotoRecord[]> {
  const now = await Promise.all(
    photos.map(async (photo) => {
      if (photo.original === undefined) return photo;
      await compressBehind(photo.id);
      return photoDatabase.get(photo.id);
    }),
  );
  return now.filter((photo) => photo !== undefined);
}
