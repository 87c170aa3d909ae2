// At a drop, the driver's copy of the trailer's pickup, when this phone recorded it (decision 127):
// the driver's newest copy of that trailer, if it is an attach or a move onto the order, not refused,
// with its assessment. A newer drop, a pickup on another phone, or one before the copies were kept:
// there is none, and the drop goes on alone.
import type { AssessmentType } from "#web/stores/assessment-draft.ts";
import type { CopyPhoto, DriversCopy } from "./copy-record.ts";

export function pickupCopyOf(
  copies: readonly DriversCopy[],
  trailer: { trailerNumber: string; company: string },
  mobileNumber: string | undefined,
): DriversCopy | undefined {
  // Newest first (copy-database.ts); a copy of a trailer named by its sticker only has no company.
  const newest = copies.find(
    (copy) =>
      copy.mobileNumber === mobileNumber &&
      copy.trailerNumber.toUpperCase() === trailer.trailerNumber.toUpperCase() &&
      (copy.company === undefined || copy.company === trailer.company),
  );
  return newest && newest.kind !== "detach" && newest.state !== "refused" && newest.assessment
    ? newest
    : undefined;
}

/**
 * The pickup's photos to show beside the drop's views, one a view whose thumbnail the copy kept:
 * the newest of each (a view retaken after a refusal), never a close-up of a damage, which is kept
 * under the side its damage is on and is sent after the six views.
 */
export function pickupViewPhotos(copy: DriversCopy): CopyPhoto[] {
  const views = copy.photos.filter((photo) => photo.closeUpOf === undefined);
  return views.filter(
    (photo) => photo.thumbnail && photo === views.findLast((view) => view.side === photo.side),
  );
}

/** The pickup's close-ups of its damage whose thumbnail the copy kept, each with its category. */
export function pickupCloseUps(copy: DriversCopy): { id: string; type: AssessmentType }[] {
  return copy.photos.flatMap((photo) =>
    photo.closeUpOf !== undefined && photo.thumbnail ? [{ id: photo.id, type: photo.closeUpOf }] : [],
  );
}
