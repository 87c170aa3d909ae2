// Handing kept photos to the one outbox (decision 041): each photo is its own
// entry, named by the photo's id, which is also the idempotency key the server
// sees (clientUploadId), so queueing it twice (a double tap, a crash between
// queueing and marking) keeps one entry and the server stores one photo. Each
// entry depends on the assessment's entry: it is sent once the assessment has
// its answer, with the assessment's id from that answer (decision 053).

import { compressedNow } from "#web/features/photos/compress-behind.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { type Outbox, outbox } from "#web/outbox/app-outbox.ts";
import {
  CLOSE_UP_META,
  type Enqueue,
  ownerMeta,
  PHOTO_BYTES_META,
  PHOTO_KIND,
} from "#web/outbox/outbox-entry.ts";
import type { AssessmentDraft } from "#web/stores/assessment-draft.ts";
import { userDetails } from "#web/stores/session.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import type { PhotoPayload } from "./photo-entry.ts";
import { PHOTO_VIEWS } from "./photo-views.ts";

/** The outbox write for one kept photo: its entry's id is the photo's id. */
async function photoWrite(photo: PhotoRecord): Promise<Enqueue> {
  const size = (await photoDatabase.bytes(photo.id))?.byteLength;
  return {
    id: photo.id,
    kind: PHOTO_KIND,
    payload: { photoId: photo.id } satisfies PhotoPayload,
    dependsOn: photo.assessmentEntryId,
    // When it happened is when the photo was taken.
    eventTime: photo.takenAt,
    meta: {
      trailer: photo.trailerNumber,
      side: photo.side,
      // A close-up of a damage: the category it shows (decision 126).
      ...(photo.closeUpOf ? { [CLOSE_UP_META]: photo.closeUpOf } : {}),
      // For the sync line's "how much is left" at one bar of signal (components/sync-indicator.tsx).
      ...(size === undefined ? {} : { [PHOTO_BYTES_META]: String(size) }),
      // Sent only while the driver and order it was made for are signed in.
      ...ownerMeta(userDetails.peek()),
    },
  };
}

/** Where a photo's view comes in the driver's walk around the trailer; the close-ups after the six. */
const viewOrder = (photo: PhotoRecord) =>
  photo.closeUpOf ? PHOTO_VIEWS.length : PHOTO_VIEWS.findIndex((view) => view.side === photo.side);

/**
 * Queues kept photos, then marks them queued: each assessment's photos one after another (the
 * assessments in the order their photos first come), in the order of the six views, and all of them kept before the outbox tries any, so the first two of an
 * assessment go together (decision 102). Only compressed photos go: one still the camera's file is
 * compressed first, or left a draft for the next start when the compressor cannot run (decision 144).
 */
export async function queuePhotos(kept: readonly PhotoRecord[], into: Outbox = outbox): Promise<void> {
  const photos = (await compressedNow(kept)).filter((photo) => photo.original === undefined);
  if (photos.length === 0) return;
  const byAssessment = new Map<string, PhotoRecord[]>();
  for (const photo of photos) {
    byAssessment.set(photo.assessmentEntryId, [...(byAssessment.get(photo.assessmentEntryId) ?? []), photo]);
  }
  const sorted = [...byAssessment.values()].flatMap((taken) =>
    taken.sort((a, b) => viewOrder(a) - viewOrder(b)),
  );
  await into.enqueueAll(await Promise.all(sorted.map(photoWrite)));
  for (const photo of sorted) await photoDatabase.update(photo.id, { state: "queued" });
}

/**
 * The Photos step's photos, once the association they belong to is kept in the outbox: queued
 * after it, so on a weak signal the attach or detach goes first and a photo that cannot be sent
 * never holds it back. Answers how many were queued.
 */
export async function sendStepPhotos(assessmentEntryId: string | undefined): Promise<number> {
  if (!assessmentEntryId) return 0;
  const draft = flow.peek()?.assessment;
  const drafts = (await photoDatabase.ofAssessment(assessmentEntryId)).filter(
    (photo) => photo.state === "draft" && (!photo.closeUpOf || stillDamaged(photo, draft, assessmentEntryId)),
  );
  await queuePhotos(drafts);
  return drafts.length;
}

/**
 * Whether a close-up's category is still damaged in the assessment it was taken for: one of a
 * category answered good since is not sent (and is cleaned up with the photos no entry names).
 */
function stillDamaged(photo: PhotoRecord, draft: AssessmentDraft | undefined, assessmentEntryId: string) {
  if (draft?.entryId !== assessmentEntryId) return true;
  return photo.closeUpOf !== undefined && draft.answers[photo.closeUpOf] === "damaged";
}

/**
 * The close-ups of the damage of an assessment (decision 126), queued right after it: a red tag ends
 * an attach with no Photos step, and one sent without the phone's position must follow its
 * close-up (decision 125). Answers the ids of its close-ups' entries, in the order they are sent
 * (those queued before included), for a write to depend on the last.
 */
export async function queueCloseUps(assessmentEntryId: string): Promise<string[]> {
  const draft = flow.peek()?.assessment;
  const closeUps = (await photoDatabase.ofAssessment(assessmentEntryId)).filter(
    (photo) => photo.closeUpOf && stillDamaged(photo, draft, assessmentEntryId),
  );
  await queuePhotos(closeUps.filter((photo) => photo.state === "draft"));
  return closeUps.map((photo) => photo.id);
}

/**
 * The photos kept for an assessment the carrier refused, moved to the entry the driver's next Submit
 * is sent as (decision 134): unsent again, any refused entry of theirs off the phone, so the
 * close-ups go with the new attempt. One whose entry is still on its way stays with it.
 */
export async function movePhotos(fromEntryId: string, toEntryId: string): Promise<void> {
  for (const photo of await photoDatabase.ofAssessment(fromEntryId)) {
    const entry = outbox.entries.peek().find((e) => e.id === photo.id);
    if (entry && entry.state !== "refused") continue;
    await outbox.discard(photo.id);
    await photoDatabase.update(photo.id, { state: "draft", assessmentEntryId: toEntryId });
  }
}
