// The Photos step's first screen (docs/product.md §2 'Take photos of each side'): the
// trailer from above with the six spots to stand in, numbered in walking order,
// and the six views with what is taken so far. Each view is its own screen.
// Until the photos kept are read from the phone, the top of the screen alone
// (as its shell draws it before the app runs, decision 087): the rest comes
// below it, moving nothing.
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Navigate } from "react-router";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { usePhotosStep } from "#web/features/photos/hooks/use-photos-step.ts";
import { PHOTO_VIEWS, ROADWORTHY } from "#web/features/photos/photo-views.ts";
import { WhereToStand } from "./where-to-stand.tsx";
import "#web/features/photos/photos.css";

export default function TrailerPhotosPage() {
  const { t } = useLingui();
  const step = usePhotosStep();
  if (!step.ready) return <Navigate to={step.redirect} replace />;
  const { flow, byView } = step;
  const { trailerNumber } = flow.trailer;
  const top = (
    <>
      <ProgressStages association={flow.association} current="photos" />
      <h1>
        <Trans>Take photos of each side</Trans>
      </h1>
      <p>
        <Trans>
          Walk around trailer {trailerNumber} and take a photo from each of these six spots, in this order.
        </Trans>
      </p>
    </>
  );
  if (!byView) return <div className="page">{top}</div>;
  const taken = PHOTO_VIEWS.filter((view) => byView[view.side]).map((view) => view.side);
  const next = PHOTO_VIEWS.find((view) => !byView[view.side]);
  return (
    <div className="page">
      {top}
      {/* The step's action under its heading, in view whatever stands above (decision 107). */}
      {next ? (
        <ButtonLink to={paths.photoSubsection.getHref(next.side)}>
          {taken.length === 0 ? (
            <Trans>Start with the trailer front</Trans>
          ) : (
            <Trans>Take the next photo</Trans>
          )}
        </ButtonLink>
      ) : (
        <ButtonLink to={paths.photoSubsection.getHref(ROADWORTHY)}>
          <Trans>Check the photos</Trans>
        </ButtonLink>
      )}
      <WhereToStand taken={taken} />
      <ol className="photo-views" aria-label={t`The six photos`}>
        {PHOTO_VIEWS.map((view) => (
          <li key={view.side} className={byView[view.side] ? "photo-view-taken" : undefined}>
            <Link to={paths.photoSubsection.getHref(view.side)}>{t(view.label)}</Link>
            <span className="photo-view-state">
              {byView[view.side] ? <Trans>Taken</Trans> : <Trans>Not taken yet</Trans>}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
