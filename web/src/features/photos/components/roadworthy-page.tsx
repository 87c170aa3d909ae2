// The end of the Photos step (docs/product.md §2 'a roadworthy confirmation'): the six
// photos to look over, each with Retake, and the driver's confirmation: on an attach,
// that the trailer is roadworthy and the photos show it as it is; on a detach, that
// the photos show it as it is left, with the damage reported (a driver who has just
// reported damage is never asked to call the trailer roadworthy; decisions 060, 103).
// Then the association is recorded on its own step; the photos go to the outbox
// right after it, so they never hold it back on a weak signal (decision 053).
// Continue waits for the last photos still being compressed behind the screen
// (decision 144): one the phone could not read sends the driver back to its view.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { StepAction } from "#web/components/step-action.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { paths } from "#web/config/paths.ts";
import { compressedNow } from "#web/features/photos/compress-behind.ts";
import { usePhotosStep } from "#web/features/photos/hooks/use-photos-step.ts";
import { PHOTO_VIEWS } from "#web/features/photos/photo-views.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { hasDamage } from "#web/stores/assessment-draft.ts";
import { updateFlow } from "#web/stores/trailer-flow.ts";
import { useFromPhonePhotosText } from "./from-phone-photos.tsx";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";
import "#web/features/photos/photos.css";

export function RoadworthyPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const step = usePhotosStep();
  const fromPhonePhotos = useFromPhonePhotosText();
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const { busy, send } = useSending();
  /** A photo the compressor could not run for yet: kept, tried again on the next Continue. */
  const [notReady, setNotReady] = useState(false);
  /** Continue waits for photos still being compressed behind their views (decision 144). */
  const [preparing, setPreparing] = useState(false);
  if (!step.ready) return <Navigate to={step.redirect} replace />;
  const { flow, byView } = step;
  const { trailer, association } = flow;
  const { trailerNumber } = trailer;
  // What the shell drew (decision 087), drawn at once: the photos come from the phone's storage.
  const top = (
    <>
      <ProgressStages association={association} current="photos" />
      <h1>
        {association === "attach" ? (
          <Trans>Roadworthy confirmation</Trans>
        ) : (
          <Trans>Confirm your photos</Trans>
        )}
      </h1>
      <p>
        <Trans>
          Look over your photos of trailer {trailerNumber}. Retake any that is blurred or misses part of the
          trailer.
        </Trans>
      </p>
    </>
  );
  if (!byView) return <div className="page">{top}</div>;
  const missing = PHOTO_VIEWS.find((view) => !byView[view.side]);
  if (missing) return <Navigate to={paths.photoSubsection.getHref(missing.side)} replace />;
  const redTagged = flow.assessment?.submitted?.redTag === true;
  const damageReported = flow.assessment ? hasDamage(flow.assessment) : false;
  const goOn = async () => {
    setTried(true);
    if (!confirmed) return;
    const views = PHOTO_VIEWS.flatMap((view) => byView[view.side] ?? []);
    setPreparing(views.some((photo) => photo.original !== undefined));
    const now = await compressedNow(views).finally(() => setPreparing(false));
    // One the phone could not read is gone: this page sends the driver to its view.
    if (now.length < views.length) return;
    const stillCameraFiles = now.some((photo) => photo.original !== undefined);
    setNotReady(stillCameraFiles);
    if (stillCameraFiles) return;
    // Only an attach's confirmation says roadworthy, and goes on record with it (decision 060).
    if (association === "attach") updateFlow({ roadworthy: !redTagged });
    await navigate(
      association === "attach" ? paths.trailerStatusIndication.getHref() : paths.detachTrailer.getHref(),
    );
    return MOVED_ON;
  };
  return (
    <div className="page">
      {top}
      <ul className="photo-grid">
        {PHOTO_VIEWS.map((view) => {
          const label = t(view.label);
          const photo = byView[view.side];
          const chosen = photo && fromPhonePhotos(photo);
          return (
            <li key={view.side}>
              {photo && <PhotoThumbnail photo={photo} alt={t`Your photo: ${label}`} />}
              <span className="photo-grid-label">{label}</span>
              {chosen && <span className="photo-grid-chosen">{chosen}</span>}
              <Link className="text-link" to={paths.photoSubsection.getHref(view.side)}>
                <Trans>Retake: {label}</Trans>
              </Link>
            </li>
          );
        })}
      </ul>
      <Checkbox
        checked={confirmed}
        onChange={(event) => setConfirmed(event.target.checked)}
        error={tried && !confirmed ? <Trans>Required</Trans> : undefined}
      >
        {association === "detach" && damageReported ? (
          <Trans>
            These photos show trailer {trailerNumber} as I am leaving it. The damage I reported stands.
          </Trans>
        ) : association === "detach" ? (
          <Trans>These photos show trailer {trailerNumber} as I am leaving it.</Trans>
        ) : redTagged ? (
          <Trans>These photos show trailer {trailerNumber} as it is now.</Trans>
        ) : (
          <Trans>Trailer {trailerNumber} is roadworthy, and these photos show it as it is now.</Trans>
        )}
      </Checkbox>
      {/* The six photos run past a phone's screen: Continue stays in view below them, with the
          confirmation's error beside it (the box's own is under the photos). */}
      <StepAction>
        {tried && !confirmed && (
          <p className="form-error" role="alert">
            <Trans>Tick the confirmation above.</Trans>
          </p>
        )}
        {notReady && (
          <p className="form-error" role="alert">
            <Trans>
              Your photos could not be prepared just now; they are kept on this phone. Reload the page with
              signal, then continue.
            </Trans>
          </p>
        )}
        {preparing && (
          <p className="notice" role="status">
            <Trans>Preparing your photos…</Trans>
          </p>
        )}
        <Button busy={busy !== null} onClick={() => void send("send", goOn)}>
          <Trans>Continue</Trans>
        </Button>
      </StepAction>
    </div>
  );
}
