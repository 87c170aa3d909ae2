// One of the six views (docs/product.md §3): where to stand, drawn; the camera; the photo
// once kept, with Retake and Next. The photo is kept on the phone as soon as it
// is taken, so a reload comes back to it; a retake takes its place. Retake first
// says so and offers to keep the photo (decision 103): the camera opens from there. At a drop whose
// pickup this phone recorded, the pickup's photo of the view stands beside the camera and then beside
// the drop's own photo, which is always taken anew (decision 127).

import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, Navigate } from "react-router";
import { PickupPhoto } from "#web/components/pickup-photo.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { StepAction } from "#web/components/step-action.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { useCaptureFailureText } from "#web/features/photos/capture-failure-text.ts";
import { failureBehind } from "#web/features/photos/compress-behind.ts";
import { usePhotoCapture } from "#web/features/photos/hooks/use-photo-capture.ts";
import { usePhotosStep } from "#web/features/photos/hooks/use-photos-step.ts";
import { PHOTO_VIEWS, type PhotoView, ROADWORTHY, viewAfter } from "#web/features/photos/photo-views.ts";
import { pickupPhotoOf } from "#web/features/photos/pickup-photo-of.ts";
import { keepPhoto } from "#web/features/photos/store/photo-store.ts";
import { CameraButton } from "./camera-button.tsx";
import { CaptureProgress } from "./capture-progress.tsx";
import { FromPhonePhotosNotice } from "./from-phone-photos.tsx";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";

import { WhereToStand } from "./where-to-stand.tsx";
import "#web/features/photos/photos.css";

export function PhotoViewPage({ view }: { view: PhotoView }) {
  const { t } = useLingui();
  const failureText = useCaptureFailureText();
  const step = usePhotosStep();
  const { state, capture } = usePhotoCapture(
    {
      assessmentEntryId: step.ready ? step.assessmentEntryId : "",
      side: view.side,
      trailerNumber: step.ready ? step.flow.trailer.trailerNumber : "",
      assessmentStartedAt: step.ready ? step.flow.assessment?.startedAt : undefined,
    },
    keepPhoto,
    { behind: true },
  );
  /** The photo the driver chose to retake: until a new one takes its place, it stays. */
  const [retaking, setRetaking] = useState<string | null>(null);
  if (!step.ready) return <Navigate to={step.redirect} replace />;
  const { flow, byView } = step;
  const number = PHOTO_VIEWS.indexOf(view) + 1;
  const total = PHOTO_VIEWS.length;
  const label = t(view.label);
  // The top of the screen needs nothing read from the phone: it is on view at once, and a signed-in
  // shell draws it before the app's code comes (decision 087). The rest waits for the photos kept.
  const top = (
    <>
      <ProgressStages association={flow.association} current="photos" />
      <h1>
        <Trans>
          Photo {number} of {total}: {label}
        </Trans>
      </h1>
      <p>{t(view.instruction)}</p>
    </>
  );
  if (!byView) return <div className="page">{top}</div>;
  const photo = byView[view.side];
  const atPickup = pickupPhotoOf(flow, view.side);
  const pickupPhoto = atPickup && (
    <PickupPhoto key={atPickup.id} photo={atPickup} alt={t`At pickup: ${label}`} />
  );
  const next = viewAfter(view.side);
  const working = state.status === "working";
  // This capture's failure, or why the view's last photo was removed after it was taken (decision 144).
  const failure =
    state.status === "failed"
      ? state.failure
      : photo
        ? undefined
        : failureBehind(step.assessmentEntryId, view.side);
  /** The photo kept, the driver about to take its place. */
  const replacing = photo !== undefined && retaking === photo.id;
  return (
    <div className="page">
      {top}
      {/* Once the photo is taken, the photo takes the drawing's place: it is what the driver checks
          now, and it stays in view above the sticky Next (a retake draws where to stand again). */}
      {(!photo || replacing) && <WhereToStand current={view.side} />}
      {/* Above the photo: where the button just pressed was, in view on a 390 × 844 phone (decision 107). */}
      {photo && <FromPhonePhotosNotice photo={photo} />}
      {photo && !atPickup && <PhotoThumbnail photo={photo} alt={t`Your photo: ${label}`} />}
      {photo && atPickup && (
        <div className="photo-beside">
          {pickupPhoto}
          <figure>
            <PhotoThumbnail photo={photo} alt={t`Your photo: ${label}`} />
            <figcaption>
              <Trans>Now</Trans>
            </figcaption>
          </figure>
        </div>
      )}
      {working && <CaptureProgress />}
      {failure && (
        <p className="form-error" role="alert">
          {failureText(failure)}
        </p>
      )}
      {/* The step's action stays in view at the screen's foot, as a step's Continue does (decision
          107): with a photo kept, the photo pushes it below a 390 × 844 screen; before, a view whose
          words run long in Spanish does. */}
      {photo && replacing ? (
        <>
          <p className="notice" role="status">
            <Trans>Your new photo will take the place of this one. Until you take it, this one stays.</Trans>
          </p>
          <StepAction>
            <CameraButton autoFocus disabled={working} onFile={(file) => void capture(file)}>
              <Trans>Take the new photo</Trans>
            </CameraButton>
          </StepAction>
          <Button variant="secondary" disabled={working} onClick={() => setRetaking(null)}>
            <Trans>Keep this photo</Trans>
          </Button>
        </>
      ) : photo ? (
        <>
          <StepAction>
            <ButtonLink
              to={paths.photoSubsection.getHref(next ? next.side : ROADWORTHY)}
              aria-disabled={working}
            >
              {next ? <Trans>Next photo</Trans> : <Trans>Check the photos</Trans>}
            </ButtonLink>
          </StepAction>
          <Button variant="secondary" disabled={working} onClick={() => setRetaking(photo.id)}>
            <Trans>Retake photo</Trans>
          </Button>
        </>
      ) : atPickup ? (
        <StepAction>
          <div className="photo-beside">
            {pickupPhoto}
            <CameraButton disabled={working} onFile={(file) => void capture(file)}>
              <Trans>Take photo</Trans>
            </CameraButton>
          </div>
        </StepAction>
      ) : (
        <StepAction>
          <CameraButton disabled={working} onFile={(file) => void capture(file)}>
            <Trans>Take photo</Trans>
          </CameraButton>
        </StepAction>
      )}
      <Link className="text-link" to={paths.trailerPhotos.getHref({ association: flow.association })}>
        <Trans>All six photos</Trans>
      </Link>
    </div>
  );
}
