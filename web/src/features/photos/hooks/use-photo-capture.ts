// Taking one view's photo: the file the camera gave (a file input with
// capture="environment", which opens the rear camera on iPhone Safari and
// Android Chrome) is compressed in the compressor's Web Worker, so the screen
// never freezes, while the phone's position is asked for; then the photo is kept
// on the phone with its capture time and place before anything else happens.
// Another photo chosen while one is being prepared is ignored.
import { useEffect, useRef, useState } from "react";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { localIsoTime } from "#web/lib/local-iso-time.ts";
import { newId } from "#web/lib/new-id.ts";
import type { CaptureFailure } from "../capture-failure-text.ts";
import { compressPhoto, PhotoCompressionError, warmPhotoCompressor } from "../compress/compress-photo.ts";
import { PhotoStorageError } from "../store/photo-database.ts";
import type { PhotoRecord } from "../store/photo-record.ts";

export type CaptureState =
  | { status: "idle" }
  | { status: "working" }
  | { status: "failed"; failure: CaptureFailure };

/** When the photo was taken: the file's own time when the camera set it, else now (never in the future). */
export function captureTime(file: File, now = Date.now()): string {
  const stamped = file.lastModified;
  const when = Number.isFinite(stamped) && stamped > 0 && stamped <= now ? stamped : now;
  return localIsoTime(new Date(when));
}

type Target = { assessmentEntryId: string; side: PhotoSide; trailerNumber: string };

/** `keep` stores the photo (a draft of the step, or a retake sent at once); it throws PhotoStorageError. */
export function usePhotoCapture(
  target: Target,
  keep: (record: PhotoRecord, bytes: ArrayBuffer) => Promise<void>,
) {
  const [state, setState] = useState<CaptureState>({ status: "idle" });
  const working = useRef(false);
  // Ready before the shot (decision 084); a screen of the Photos step has asked already, a retake's has not.
  useEffect(() => warmPhotoCompressor(), []);

  const capture = async (file: File | undefined) => {
    if (!file || working.current) return;
    working.current = true;
    setState({ status: "working" });
    const takenAt = captureTime(file);
    try {
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
      setState({ status: "idle" });
    } catch (error) {
      if (error instanceof PhotoCompressionError) setState({ status: "failed", failure: error.kind });
      else if (error instanceof PhotoStorageError) {
        setState({
          status: "failed",
          failure: error.kind === "storageFull" ? "storageFull" : "storageUnavailable",
        });
      } else {
        console.error("A photo could not be taken", error);
        setState({ status: "failed", failure: "unavailable" });
      }
    } finally {
      working.current = false;
    }
  };

  return { state, capture };
}
