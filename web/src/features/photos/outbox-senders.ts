// How the outbox sends a photo (decision 053): only while the driver who took it
// is signed in; only after its assessment's entry is done, with the assessment's
// id from that entry's answer; the bytes read from the phone's photo database;
// the entry's id as the clientUploadId, so a retry after a lost answer is stored
// once. A photo the system of record does not store (isSuccessful false,
// assessmentId -1) is refused for good: the driver is told to retake and send it.
import { z } from "zod/mini";
import type { Outbox, Sender, SendOutcome } from "../../lib/outbox/outbox.ts";
import { outcomeOfError } from "../../lib/outbox/outbox-outcome.ts";
import { madeBySignedInDriver } from "../../lib/outbox/submit-write.ts";
import { uploadPhoto } from "./api/upload-photo.ts";
import { PHOTO_KIND } from "./send-photos.ts";
import { photoDatabase } from "./store/photo-store.ts";

/** Why a photo was refused for good, as the outbox keeps it (lib/api-error-text.ts has its words). */
export const PHOTO_NOT_STORED = "photoNotStored";

const PayloadSchema = z.object({ photoId: z.uuid() });
/** What the photo needs from its assessment's answer. */
const AssessmentAnswerSchema = z.object({ assessmentId: z.int() });

const refused = (message: string): SendOutcome => ({
  status: "refused",
  error: { kind: PHOTO_NOT_STORED, message },
});

export const sendPhoto: Sender = async (entry, dependency) => {
  if (!madeBySignedInDriver(entry)) {
    return {
      status: "signIn",
      error: { kind: "unauthorized", message: "Waiting for its driver to sign in" },
    };
  }
  const payload = PayloadSchema.safeParse(entry.payload);
  if (!payload.success) return refused("Unreadable photo entry");
  const answer = AssessmentAnswerSchema.safeParse(dependency?.result);
  if (!answer.success || answer.data.assessmentId <= 0)
    return refused("The assessment has no id to store it under");
  const { photoId } = payload.data;
  const [photo, bytes] = await Promise.all([photoDatabase.get(photoId), photoDatabase.bytes(photoId)]);
  if (!photo || !bytes) return refused("The photo is no longer on this phone");
  try {
    const stored = await uploadPhoto({
      file: new File([bytes], `${photo.side}.jpg`, { type: "image/jpeg" }),
      trailerAssessmentId: answer.data.assessmentId,
      sideName: photo.side,
      photoType: "trailerPhoto",
      clientUploadId: entry.id,
      takenAt: photo.takenAt,
    });
    if (!stored.isSuccessful || stored.assessmentId === -1) return refused("The photo was not stored");
    return { status: "done", result: stored };
  } catch (error) {
    // Refused (a 4xx: not an image, too large, no such assessment): sending it again cannot help.
    const outcome = outcomeOfError(error);
    return outcome.status === "refused" ? refused(outcome.error.message) : outcome;
  }
};

export function registerPhotoSenders(outbox: Outbox): void {
  outbox.registerSender(PHOTO_KIND, sendPhoto);
}
