// The close-ups of one damaged category (decision 126), on its card of the assessment: the camera,
// and each close-up taken, shown from the phone's own copy. A close-up is kept on the phone the
// moment it is taken, like a view's photo, compressed in the same worker to the same limits; it is
// queued with the six views after the association, or right after a red tag (send-photos.ts). The
// draft counts them, so the red tag knows one was taken (decision 125).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useCaptureFailureText } from "#web/features/photos/capture-failure-text.ts";
import { closeUpSide } from "#web/features/photos/close-up-side.ts";
import { usePhotoCapture } from "#web/features/photos/hooks/use-photo-capture.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { keepPhoto } from "#web/features/photos/store/photo-store.ts";
import type { AssessmentType } from "#web/stores/assessment-draft.ts";
import { flow, updateAssessment } from "#web/stores/trailer-flow.ts";
import { CameraButton } from "./camera-button.tsx";
import { CaptureProgress } from "./capture-progress.tsx";
import { FromPhonePhotosNotice } from "./from-phone-photos.tsx";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";
import "#web/features/photos/photos.css";

async function closeUpsOf(assessmentEntryId: string, type: AssessmentType): Promise<PhotoRecord[]> {
  return (await photoDatabase.ofAssessment(assessmentEntryId)).filter((photo) => photo.closeUpOf === type);
}

export function CloseUps({ type, name }: { type: AssessmentType; name: string }) {
  const { t } = useLingui();
  const failureText = useCaptureFailureText();
  const current = flow.value;
  const draft = current?.assessment;
  const assessmentEntryId = draft?.entryId ?? "";
  const [taken, setTaken] = useState<readonly PhotoRecord[]>([]);
  useEffect(() => {
    if (!assessmentEntryId) return;
    let gone = false;
    void closeUpsOf(assessmentEntryId, type).then((photos) => {
      if (!gone) setTaken(photos);
    });
    return () => {
      gone = true;
    };
  }, [assessmentEntryId, type]);
  const keep = async (record: PhotoRecord, bytes: ArrayBuffer) => {
    await keepPhoto(record, bytes);
    const photos = await closeUpsOf(record.assessmentEntryId, type);
    setTaken(photos);
    updateAssessment((d) =>
      d.entryId === record.assessmentEntryId
        ? { ...d, closeUps: { ...d.closeUps, [type]: photos.length } }
        : d,
    );
  };
  const { state, capture } = usePhotoCapture(
    {
      assessmentEntryId,
      side: draft ? closeUpSide(draft, type) : "trailerFront",
      closeUpOf: type,
      trailerNumber: current?.trailer.trailerNumber ?? "",
      assessmentStartedAt: draft?.startedAt,
    },
    keep,
    { warm: false },
  );
  if (!draft) return null;
  const working = state.status === "working";
  const latest = taken.at(-1);
  return (
    <div className="close-ups">
      {taken.length > 0 && (
        <ul className="close-up-list" aria-label={t`Close-ups: ${name}`}>
          {taken.map((photo, i) => {
            const number = i + 1;
            return (
              <li key={photo.id}>
                <PhotoThumbnail photoId={photo.id} alt={t`Close-up ${number}: ${name}`} />
              </li>
            );
          })}
        </ul>
      )}
      {latest && <FromPhonePhotosNotice photo={latest} />}
      {working && <CaptureProgress />}
      {state.status === "failed" && (
        <p className="form-error" role="alert">
          {failureText(state.failure)}
        </p>
      )}
      <CameraButton variant="secondary" disabled={working} onFile={(file) => void capture(file)}>
        {taken.length === 0 ? (
          <Trans>Take a close-up of the damage: {name}</Trans>
        ) : (
          <Trans>Take another close-up: {name}</Trans>
        )}
      </CameraButton>
    </div>
  );
}
