// Taking one view's photo: the file the camera gave (a file input with
// capture="environment", which opens the rear camera on iPhone Safari and
// Android Chrome) is compressed in the compressor's Web Worker, so the screen
// never freezes, while the phone's position is asked for; then the photo is kept
// on the phone with its capture time and place before anything else happens.
import { useEffect, useState } from "react";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import type { CaptureFailure } from "#web/features/photos/capture-failure-text.ts";
import {
  compressPhoto,
  PhotoCompressionError,
  warmPhotoCompressor,
} from "#web/features/photos/compress/compress-photo.ts";
import { PhotoStorageError } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { localIsoTime } from "#web/lib/local-iso-time.ts";
import { newId } from "#web/lib/new-id.ts";
import { useSending } from "#web/lib/use-sending.ts";

type CaptureState =
  | { status: "idle" }
  | { status: "working" }
  | { status: "failed"; failure: CaptureFailure };

/** When the photo was taken: the file's own time when the camera set it, else now (never in the future). */
function captureTime(file: File, now = Date.now()): string {
  const stamped = file.lastModified;
  const when = Number.isFinite(stamped) && stamped > 0 && stamped <= now ? stamped : now;
  return localIsoTime(new Date(when));
}

type Target = { assessmentEntryId: string; side: PhotoSide; trailerNumber: string };

/** Why a photo was not taken, as its own message says (capture-failure-text.ts). */
function failureOf(error: unknown): CaptureFailure {
  if (error instanceof PhotoCompressionError) return error.kind;
  if (error instanceof PhotoStorageError)
    return error.kind === "storageFull" ? "storageFull" : "storageUnavailable";
  console.error("A photo could not be taken", error);
  return "unavailable";
}

/** `keep` stores the photo (a draft of the step, or a retake sent at once); it throws PhotoStorageError. */
export function usePhotoCapture(
  target: Target,
  keep: (record: PhotoRecord, bytes: ArrayBuffer) => Promise<void>,
) {
  // One photo at a time (lib/use-sending.ts): another chosen while one is being prepared is ignored.
  const { busy, send } = useSending<"capture">();
  const [failure, setFailure] = useState<CaptureFailure>();
  // Ready before the shot (decision 084); a screen of the Photos step has asked already, a retake's has not.
  useEffect(() => warmPhotoCompressor(), []);

  const takePhoto = async (file: File) => {
    setFailure(undefined);
    const takenAt = captureTime(file);
    const [photo, location] = await Promise.all([compressPhoto(file), positionOrNull()]);
    const record: PhotoRecord = {
      id: newId(),
      ...target,
      width: photo.width,
      height: photo.height,
      takenAt,
      location,
      state: "draft",
      storedAt: Date.now(),
    };
    await keep(record, await photo.blob.arrayBuffer());
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
