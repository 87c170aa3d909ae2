// A photo the system of record refused for good (docs/product.md §4, §8: retake and send),
// opened from Manage trailer after the trailer flow has ended. Everything the new
// photo needs is in the refused entry: the assessment it belongs to, the trailer
// and the view. The new photo is kept, queued under its own key, and only then
// does the refused one leave the phone.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AssessmentTypeSchema } from "#shared/logistics/enums.ts";
import { LoadingScreen } from "#web/components/loading-screen.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { useCaptureFailureText } from "#web/features/photos/capture-failure-text.ts";
import { usePhotoCapture } from "#web/features/photos/hooks/use-photo-capture.ts";
import type { PhotoView } from "#web/features/photos/photo-views.ts";
import { queuePhotos } from "#web/features/photos/send-photos.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import type { PhotoRecord } from "#web/features/photos/store/photo-record.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { CLOSE_UP_META, type OutboxEntry, PHOTO_KIND } from "#web/outbox/outbox-entry.ts";
import { alerts } from "#web/stores/alerts.ts";
import type { AssessmentType } from "#web/stores/assessment-draft.ts";
import { CameraButton } from "./camera-button.tsx";
import { CaptureProgress } from "./capture-progress.tsx";
import { WhereToStand } from "./where-to-stand.tsx";
import "#web/features/photos/photos.css";

function closeUpOf(entry: OutboxEntry | undefined): { closeUpOf?: AssessmentType } {
  const type = AssessmentTypeSchema.safeParse(entry?.meta?.[CLOSE_UP_META]);
  return type.success ? { closeUpOf: type.data } : {};
}

export function RetakeRefusedPage({ view, photoId }: { view: PhotoView; photoId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const failureText = useCaptureFailureText();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void outbox.load().then(() => setLoaded(true));
  }, []);
  const entries = outbox.entries.value;
  const refused = entries.find(
    (entry) => entry.id === photoId && entry.kind === PHOTO_KIND && entry.state === "refused",
  );
  const trailerNumber = refused?.meta?.trailer ?? "";

  const keep = async (record: PhotoRecord, bytes: ArrayBuffer) => {
    await photoDatabase.put(record, bytes);
    await queuePhotos([record]);
    await outbox.discard(photoId);
    await photoDatabase.remove([photoId]);
    alerts.add({
      theme: "info",
      message: msg`The new photo is saved on this phone and will be sent; Manage trailer shows when it is.`,
    });
    await navigate(paths.manageTrailer.getHref(), { replace: true });
  };
  // The flow has ended: the assessment's entry, while still on the phone, says when it was made.
  const assessment = entries.find((entry) => entry.id === refused?.dependsOn);
  const { state, capture } = usePhotoCapture(
    {
      assessmentEntryId: refused?.dependsOn ?? "",
      side: view.side,
      // A refused close-up's retake is a close-up of the same damage (decision 126).
      ...closeUpOf(refused),
      trailerNumber,
      assessmentStartedAt: assessment ? Date.parse(assessment.eventTime) : undefined,
    },
    keep,
  );

  if (!loaded) return <LoadingScreen />;
  const label = t(view.label);
  if (!refused?.dependsOn) {
    return (
      <div className="page">
        <h1>
          <Trans>Nothing to retake</Trans>
        </h1>
        <p>
          <Trans>This photo is not waiting to be taken again: it was sent, or already retaken.</Trans>
        </p>
        <ButtonLink to={paths.manageTrailer.getHref()}>
          <Trans>Go to Manage trailer</Trans>
        </ButtonLink>
      </div>
    );
  }
  const working = state.status === "working";
  return (
    <div className="page">
      <h1>
        <Trans>
          Retake: {label} of trailer {trailerNumber}
        </Trans>
      </h1>
      <p className="notice" role="status">
        <Trans>The photo could not be stored. Retake it and send it again.</Trans>
      </p>
      <WhereToStand current={view.side} />
      <p>{t(view.instruction)}</p>
      {working && <CaptureProgress />}
      {state.status === "failed" && (
        <p className="form-error" role="alert">
          {failureText(state.failure)}
        </p>
      )}
      <CameraButton disabled={working} onFile={(file) => void capture(file)}>
        <Trans>Retake and send</Trans>
      </CameraButton>
      <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
        <Trans>Cancel</Trans>
      </ButtonLink>
    </div>
  );
}
