// The photos of the assessment on screen, as a signal the Photos step reads, over
// the phone's photo database: a photo is kept there before anything else is done
// with it (so a reload, a crash or a lost tab loses nothing), a retake takes the
// old one's place in the same write, and rows that no step and no outbox entry
// names any more are cleaned up.
import { signal } from "@preact/signals-react";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import { photoDatabase } from "./photo-database.ts";
import type { PhotoRecord } from "./photo-record.ts";

/** The photos of one assessment, as last read; null before the first read. */
export const assessmentPhotos = signal<{ assessmentEntryId: string; photos: readonly PhotoRecord[] } | null>(
  null,
);

/** Reads the photos of an assessment into `assessmentPhotos`. */
export async function loadPhotos(assessmentEntryId: string): Promise<readonly PhotoRecord[]> {
  const photos = await photoDatabase.ofAssessment(assessmentEntryId);
  assessmentPhotos.value = { assessmentEntryId, photos };
  return photos;
}

/** Whether a photo is one of the six views' (not a close-up of a damage, decision 126). */
export const isViewPhoto = (photo: PhotoRecord) => photo.closeUpOf === undefined;

/** The newest photo of each view (a retake cut short may leave two; the newer counts). */
export function latestByView(photos: readonly PhotoRecord[]): Partial<Record<PhotoSide, PhotoRecord>> {
  const latest: Partial<Record<PhotoSide, PhotoRecord>> = {};
  for (const photo of photos.filter(isViewPhoto)) latest[photo.side] = photo;
  return latest;
}

/**
 * Keeps a photo, in place of any earlier draft of the same view (a retake): both in one write, so
 * the view never has two or none. A close-up is kept beside the others. Throws PhotoStorageError when the phone cannot keep it.
 */
export async function keepPhoto(record: PhotoRecord, bytes: ArrayBuffer): Promise<void> {
  // A close-up takes no one's place: a damage may have several (decision 126).
  const earlier = isViewPhoto(record)
    ? (await photoDatabase.ofView(record.assessmentEntryId, record.side)).filter(
        (photo) => photo.state === "draft" && isViewPhoto(photo),
      )
    : [];
  await photoDatabase.put(
    record,
    bytes,
    earlier.map((photo) => photo.id),
  );
  askToKeepStorage();
  const current = assessmentPhotos.peek();
  if (current?.assessmentEntryId === record.assessmentEntryId) await loadPhotos(record.assessmentEntryId);
}

/**
 * Deletes a close-up the driver removed, with its bytes (decision 134): only one not queued yet, so
 * one on its way is never taken out from under its outbox entry. Answers whether it was deleted.
 */
export async function removeCloseUp(id: string): Promise<boolean> {
  const photo = await photoDatabase.get(id);
  if (photo?.closeUpOf === undefined || photo.state !== "draft") return false;
  await photoDatabase.remove([id]);
  const current = assessmentPhotos.peek();
  if (current?.assessmentEntryId === photo.assessmentEntryId) await loadPhotos(photo.assessmentEntryId);
  return true;
}

/** Deletes, with their bytes, the close-ups kept for an assessment entry and not queued (a reset draft's). */
export async function removeCloseUps(assessmentEntryId: string): Promise<void> {
  const closeUps = (await photoDatabase.ofAssessment(assessmentEntryId)).filter(
    (photo) => photo.closeUpOf !== undefined && photo.state === "draft",
  );
  await photoDatabase.remove(closeUps.map((photo) => photo.id));
}

/** The storages already asked (one per page: navigator.storage). */
const askedToKeep = new WeakSet<StorageManager>();
/**
 * Asks the browser, once, not to evict this site's storage (Safari may clear a site not added to
 * the home screen after days without use). Asked when the first photo is kept, when there is
 * something worth keeping and the driver has used the site (browsers grant it on engagement), and
 * only if it is not granted already (the outbox also asks at start, decision 041).
 */
function askToKeepStorage(storage = globalThis.navigator?.storage): void {
  if (!storage?.persist || askedToKeep.has(storage)) return;
  askedToKeep.add(storage);
  void (async () => {
    if (await storage.persisted?.().catch(() => false)) return;
    await storage.persist().catch(() => false);
  })();
}

/** Rows younger than this are never cleaned up: a retake may be between being kept and being queued. */
export const CLEANUP_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes photos no one needs: not of the assessment in progress, not named by an outbox entry
 * (sent and listed, waiting, or refused and shown), and older than CLEANUP_GRACE_MS.
 */
export async function cleanUpPhotos(
  keep: { assessmentEntryId?: string; entryIds: ReadonlySet<string> },
  now = Date.now(),
): Promise<void> {
  const unneeded = (await photoDatabase.all()).filter(
    (photo) =>
      photo.assessmentEntryId !== keep.assessmentEntryId &&
      !keep.entryIds.has(photo.id) &&
      now - photo.storedAt > CLEANUP_GRACE_MS,
  );
  await photoDatabase.remove(unneeded.map((photo) => photo.id));
}
