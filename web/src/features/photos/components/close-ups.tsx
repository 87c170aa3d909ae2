// The close-ups of one damaged category (decision 126), on its card of the assessment: the camera,
// and each close-up taken, shown from the phone's own copy. A close-up is kept on the phone the
// moment it is taken, like a view's photo, compressed in the same worker to the same limits; it is
// queued with the six views after the association, or right after a red tag (send-photos.ts). The
// draft counts them, so the red tag knows one was taken (decision 125). Until it is queued, the
// driver may remove one, once they agree: deleted from the phone, never sent (decision 134).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useCaptureFailureText } from "#web/features/photos/capture-failure-text.ts";
import { closeUpSide } from "#web/features/photos/close-up-side.ts";
import { usePhotoCapture } from "#web/features/photos/hooks/use-photo-capture.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { keepPhoto, removeCloseUp } from "#web/features/photos/store/photo-store.ts";
import type { AssessmentType } from "#web/stores/assessment-draft.ts";
import { confirmations } from "#web/stores/confirmations.ts";
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
  /** Shows the close-ups kept for the assessment, and counts them in its draft. */
  const refresh = async (entryId: string) => {
    const photos = await closeUpsOf(entryId, type);
    setTaken(photos);
    updateAssessment((d) =>
      d.entryId === entryId ? { ...d, closeUps: { ...d.closeUps, [type]: photos.length } } : d,
    );
  };
  const keep = async (record: PhotoRecord, bytes: ArrayBuffer) => {
    await keepPhoto(record, bytes);
    await refresh(record.assessmentEntryId);
  };
  /** Removes a close-up not queued yet, once the driver agrees: nothing they took goes unasked. */
  const askToRemove = (photo: PhotoRecord, number: number) => {
    confirmations.add({
      icon: "warning",
      title: msg`Remove close-up ${number} of ${name}?`,
      message: msg`It will not be sent, and it is deleted from this phone. To replace it, take another close-up.`,
      buttons: [
        {
          text: msg`Remove the close-up`,
          theme: "danger",
          // A removal the phone's storage refused leaves the close-up shown, as it is still kept.
          action: () =>
            void removeCloseUp(photo.id)
              .catch(() => false)
              .then(() => refresh(photo.assessmentEntryId)),
        },
        { text: msg`Keep the close-up`, theme: "secondary" },
      ],
    });
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
  // Once the assessment is submitted its close-ups are on their way (or queued after the association).
  const removable = (photo: PhotoRecord) => !draft.submitted && photo.state === "draft";
  return (
    <div className="close-ups">
      {taken.length > 0 && (
        <ul className="close-up-list" aria-label={t`Close-ups: ${name}`}>
          {taken.map((photo, i) => {
            const number = i + 1;
            return (
              <li key={photo.id}>
                <PhotoThumbnail photo={photo} alt={t`Close-up ${number}: ${name}`} />
                {removable(photo) && (
                  <Button
                    variant="secondary"
                    aria-label={t`Remove close-up ${number}: ${name}`}
                    disabled={working}
                    onClick={() => askToRemove(photo, number)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
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
