// Taking one photo: the file the camera gave (a file input with
// capture="environment", which opens the rear camera on iPhone Safari and
// Android Chrome) is kept on the phone with its capture time and place before
// anything else happens. First, the file says when it was taken and whether it is
// one picture already used for another view, which is refused (decision 124).
// A view's photo is kept as that file and compressed behind the screen, so the
// driver walks on to the next view at once (decision 144); a close-up or a retake
// sent at once is compressed first, in the compressor's Web Worker.
import { useEffect, useState } from "react";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import type { CaptureFailure } from "#web/features/photos/capture-failure-text.ts";
import {
  compressPhoto,
  PhotoCompressionError,
  refuseEarly,
  warmPhotoCompressor,
} from "#web/features/photos/compress/compress-photo.ts";
import { compressBehind } from "#web/features/photos/compress-behind.ts";
import { photoOrigin } from "#web/features/photos/photo-origin.ts";
import { PhotoStorageError, photoDatabase } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { isViewPhoto } from "#web/features/photos/store/photo-store.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { newId } from "#web/lib/new-id.ts";
import { useSending } from "#web/lib/use-sending.ts";
import type { AssessmentType } from "#web/stores/assessment-draft.ts";

type CaptureState =
  | { status: "idle" }
  | { status: "working" }
  | { status: "failed"; failure: CaptureFailure };

type Target = {
  assessmentEntryId: string;
  side: PhotoSide;
  /** A close-up of this damaged category (decision 126), not a view's photo. */
  closeUpOf?: AssessmentType;
  trailerNumber: string;
  /** When the driver began the assessment (ms), when known: a photo taken before it is flagged. */
  assessmentStartedAt?: number | undefined;
};

/** The picture is another view's photo already: refused, naming that view. */
class AlreadyUsed extends Error {
  constructor(readonly side: PhotoSide) {
    super(`This picture is already the ${side} photo`);
  }
}

/**
 * The view of this assessment whose photo is this very file, other than the one being taken. Only
 * the views are one picture each: a close-up is not a view (decision 126).
 */
async function viewWithSameFile(target: Target, fileHash: string): Promise<PhotoSide | undefined> {
  if (target.closeUpOf) return undefined;
  const photos = await photoDatabase.ofAssessment(target.assessmentEntryId);
  return photos.find(
    (photo) => isViewPhoto(photo) && photo.side !== target.side && photo.fileHash === fileHash,
  )?.side;
}

/** Why a photo was not taken, as its own message says (capture-failure-text.ts). */
function failureOf(error: unknown): CaptureFailure {
  if (error instanceof AlreadyUsed) return { alreadyUsedFor: error.side };
  if (error instanceof PhotoCompressionError) return error.kind;
  if (error instanceof PhotoStorageError)
    return error.kind === "storageFull" ? "storageFull" : "storageUnavailable";
  console.error("A photo could not be taken", error);
  return "unavailable";
}

/** The file compressed now: its size and bytes. */
async function compressedFile(file: File) {
  const photo = await compressPhoto(file);
  return { width: photo.width, height: photo.height, bytes: await photo.blob.arrayBuffer() };
}

/**
 * `keep` stores the photo (a draft of the step, or a retake sent at once); it throws PhotoStorageError.
 * `warm`: the compressor is fetched as the screen opens; a close-up's card does not (decision 126):
 * the assessment screen has asked for it already, in the background (decision 144).
 * `behind`: the photo is kept as the camera's file and compressed after (decision 144).
 */
export function usePhotoCapture(
  target: Target,
  keep: (record: PhotoRecord, bytes: ArrayBuffer) => Promise<void>,
  { warm = true, behind = false }: { warm?: boolean; behind?: boolean } = {},
) {
  // One photo at a time (lib/use-sending.ts): another chosen while one is being prepared is ignored.
  const { busy, send } = useSending<"capture">();
  const [failure, setFailure] = useState<CaptureFailure>();
  // Ready before the shot (decision 084); a screen of the Photos step has asked already, a retake's has not.
  useEffect(() => (warm ? warmPhotoCompressor() : undefined), [warm]);

  const takePhoto = async (file: File) => {
    setFailure(undefined);
    const { assessmentStartedAt, closeUpOf, ...where } = target;
    // A file too large or not an image is refused before it is read whole, as the compressor would.
    await refuseEarly(file);
    const { takenAt, fromPhonePhotos, fileHash } = await photoOrigin(file, assessmentStartedAt);
    const holder = await viewWithSameFile(target, fileHash);
    if (holder) throw new AlreadyUsed(holder);
    // Where the phone is now is where a photo taken now was taken; not so for one chosen from its photos.
    const [kept, location] = await Promise.all([
      behind ? { original: file.type, bytes: await file.arrayBuffer() } : compressedFile(file),
      fromPhonePhotos ? null : positionOrNull(),
    ]);
    const { bytes, ...size } = kept;
    const record: PhotoRecord = {
      id: newId(),
      ...where,
      ...(closeUpOf ? { closeUpOf } : {}),
      ...size,
      takenAt,
      location,
      ...(fromPhonePhotos ? { fromPhonePhotos } : {}),
      fileHash,
      state: "draft",
      storedAt: Date.now(),
    };
    await keep(record, bytes);
    if (behind) void compressBehind(record.id);
  };

  const capture = async (file: File | undefined) => {
    if (!file) return;
    // Its failures are the phone's own, each told in its words: none goes on to the send's.
    await send("capture", () => takePhoto(file).catch((error: unknown) => setFailure(failureOf(error))));
  };

  const state: CaptureState = busy
    ? { status: "working" }
    : failure
      ? { status: "failed", failure }
      : { status: "idle" };
  return { state, capture };
}
