import { Trans } from "@lingui/react/macro";
import { Navigate } from "react-router";
import { PlateOrVinFields } from "#web/components/plate-or-vin-fields.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { usePlateOrVin } from "#web/components/use-plate-or-vin.ts";
import { assessmentHref, assessmentRedirect } from "#web/features/assessment/assessment-flow.ts";
import {
  type DraftPhotos,
  useSubmitAssessment,
} from "#web/features/assessment/hooks/use-submit-assessment.ts";
import { redTagNeedsPlateOrVin } from "#web/features/assessment/red-tag-proof.ts";
import { hasDamage } from "#web/stores/assessment-draft.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { DamageSummary } from "./damage-summary.tsx";
import "#web/features/assessment/assessment.css";

/**
 * The virtual red tag (docs/product.md §4, §8): submitting confirms the trailer is unsafe for a load. It goes
 * with the assessment; the trailer then cannot be attached until the shop clears it. For a trailer
 * not on the driver's order, the plate or VIN read off it comes first (red-tag-proof.ts). Its
 * close-ups of the damage go right after it; without the phone's position, one must have been taken
 * and goes first (`photos`, decisions 125 and 126).
 */
export default function RedTagPage({ photos }: { photos?: DraftPhotos }) {
  const { submit, busy, problem } = useSubmitAssessment(photos);
  const proof = usePlateOrVin(() => submit(true));
  const current = flow.value;
  const redirect = assessmentRedirect(current);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!current) return null;
  const draft = current.assessment;
  if (!draft?.unsafe || !hasDamage(draft) || draft.submitted) {
    return <Navigate to={assessmentHref(current)} replace />;
  }
  const trailerNumber = current.trailer.trailerNumber;
  return (
    <div className="page">
      <ProgressStages association={current.association} current="assessment" />
      <h1>
        <Trans>Virtual red tag</Trans>
      </h1>
      <div className="notice notice-warning red-tag-notice">
        <p className="notice-strong">
          <Trans>Submitting confirms that trailer {trailerNumber} is unsafe to perform a load with.</Trans>
        </p>
        <p>
          <Trans>
            It is marked unsafe for every driver: nobody can attach it until the shop has repaired it.
          </Trans>
        </p>
      </div>
      <h2>
        <Trans>Damage you reported</Trans>
      </h2>
      <DamageSummary draft={draft} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {redTagNeedsPlateOrVin(current) ? (
        <form ref={proof.formRef} className="form" noValidate onSubmit={proof.submit}>
          <p>
            <Trans>
              To send a red tag, read trailer {trailerNumber}'s license plate or the last 6 characters of its
              VIN off the trailer.
            </Trans>
          </p>
          <PlateOrVinFields {...proof} />
          <Button type="submit" variant="danger" busy={busy || proof.busy}>
            <Trans>Submit red tag</Trans>
          </Button>
        </form>
      ) : (
        <Button variant="danger" busy={busy} onClick={() => void submit(true)}>
          <Trans>Submit red tag</Trans>
        </Button>
      )}
      <ButtonLink variant="secondary" to={assessmentHref(current)}>
        <Trans>Back to the assessment</Trans>
      </ButtonLink>
    </div>
  );
}
