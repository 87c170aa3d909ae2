// How the outbox sends a photo (decision 053), a view's or a close-up of a damage
// (decision 126), from the page or the service
// worker alike (outbox/write-senders.ts; the outbox itself holds it while its driver
// is not the one signed in): only after its assessment's entry is done, with the
// assessment's id from that entry's answer; the bytes read from the phone's photo database;
// the entry's id as the clientUploadId, so a retry after a lost answer is stored
// once. A photo refused (isSuccessful false, assessmentId -1, with a 4xx: not an
// image, too large, no such assessment) is refused for good: the driver is told
// to retake and send it. Not stored for now (503 notStored) or no answer: tried
// again with backoff, the same key.
import { AssessmentStoredSchema, type PhotoUploadFields } from "#shared/api/assessments.ts";
import type { Geopoint } from "#shared/api/trailers.ts";
import { uploadPhoto } from "#web/features/photos/api/upload-photo.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { PHOTO_KIND } from "#web/outbox/outbox-entry.ts";
import { outcomeOfError, type Sender, type SenderRegistry, type SendOutcome } from "#web/outbox/senders.ts";
import { PhotoPayloadSchema } from "./photo-entry.ts";

/** Why a photo was refused for good, as the outbox keeps it (lib/api-error-text.ts has its words). */
const PHOTO_NOT_STORED = "photoNotStored";

const refused = (message: string): SendOutcome => ({
  status: "refused",
  error: { kind: PHOTO_NOT_STORED, message },
});

/** Where the photo was taken, as form fields: plain decimals (never 1e-7), accuracy in whole metres. */
function placeFields(location: Geopoint | null): Pick<PhotoUploadFields, "lat" | "lng" | "accuracy"> {
  if (!location) return {};
  const accuracy = location.accuracy === undefined ? undefined : Math.round(location.accuracy);
  return {
    lat: location.lat.toFixed(6),
    lng: location.lng.toFixed(6),
    // A fix worse than a kilometre says little about where the photo was taken.
    ...(accuracy === undefined || accuracy > 999 ? {} : { accuracy: String(accuracy) }),
  };
}

const sendPhoto: Sender = async (entry, dependency) => {
  const payload = PhotoPayloadSchema.safeParse(entry.payload);
  if (!payload.success) return refused("Unreadable photo entry");
  // The assessment's entry is done (the outbox sends a dependent only then): its answer holds the id.
  const assessment = AssessmentStoredSchema.safeParse(dependency?.result);
  if (!assessment.success) return refused("The assessment has no id to store it under");
  const { photoId } = payload.data;
  const [photo, bytes] = await Promise.all([photoDatabase.get(photoId), photoDatabase.bytes(photoId)]);
  if (!photo || !bytes) return refused("The photo is no longer on this phone");
  try {
    const stored = await uploadPhoto(new Blob([bytes], { type: "image/jpeg" }), {
      trailerAssessmentId: String(assessment.data.assessmentId),
      sideName: photo.side,
      // A close-up of a damage is §3's assessmentPhoto; a view's photo its trailerPhoto (decision 126).
      photoType: photo.closeUpOf ? "assessmentPhoto" : "trailerPhoto",
      clientUploadId: entry.id,
      takenAt: photo.takenAt,
      ...placeFields(photo.location),
    });
    return { status: "done", result: stored };
  } catch (error) {
    // Refused (a 4xx: not an image, too large, no such assessment): sending it again cannot help.
    const outcome = outcomeOfError(error);
    return outcome.status === "refused" ? refused(outcome.error.message) : outcome;
  }
};

/**
 * Two photos of one assessment in flight at once: the uplink carries the next photo's bytes while the
 * one before waits for its answer, a round trip at one bar (decision 102).
 */
const PHOTOS_IN_FLIGHT = 2;

export function registerPhotoSenders(outbox: SenderRegistry): void {
  outbox.registerSender(PHOTO_KIND, sendPhoto, { inFlight: PHOTOS_IN_FLIGHT });
}
