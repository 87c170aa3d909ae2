import { Trans } from "@lingui/react/macro";
import { Navigate } from "react-router";
import { EvaluationResult } from "#shared/logistics/enums.ts";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { evaluationsShown } from "#web/features/association/at-trailer.ts";
import {
  type AfterKept,
  useRecordAssociation,
} from "#web/features/association/hooks/use-record-association.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { useSlotOptionText } from "#web/lib/slot-label.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { ReasonList } from "./reason-list.tsx";

/**
 * Trailer status indication (docs/product.md §2): confirm the trailer and its status, and record the association.
 * The Status stage when trailer photos are off (docs/product.md §1).
 */
export default function StatusIndicationPage({ afterKept }: { afterKept?: AfterKept }) {
  const companyName = useCompanyName();
  const slotText = useSlotOptionText();
  const current = flow.value;
  const update = current?.origin === "previousOrder";
  const { record, busy, refusal } = useRecordAssociation(update ? "update" : "attach", { afterKept });
  if (!current?.check || current.association !== "attach") {
    return <Navigate to={paths.manageTrailer.getHref()} replace />;
  }
  if (!update && !current.loadTrailerStatus) return <Navigate to={paths.takePossession.getHref()} replace />;
  // The assessment comes first (docs/product.md §1): it is in the outbox before the attach is.
  if (!current.assessment?.submitted) {
    return <Navigate to={paths.trailerAssessment.getHref({ attach: true })} replace />;
  }
  const { trailer, loadTrailerStatus } = current;
  const { trailerNumber, company } = trailer;
  // The roadworthy confirmation goes on record with the attach (decision 060); false with photos off.
  const certified = current.roadworthy === true;
  const confirm = () =>
    void record(loadTrailerStatus === undefined ? { certified } : { loadTrailerStatus, certified });
  return (
    <div className="page">
      <ProgressStages association="attach" current="status" />
      <h1>
        <Trans>Confirm trailer {trailerNumber}</Trans>
      </h1>
      <dl className="details card">
        <div>
          <dt>
            <Trans>Trailer</Trans>
          </dt>
          <dd>{trailerNumber}</dd>
        </div>
        <div>
          <dt>
            <Trans>Company</Trans>
          </dt>
          <dd>{companyName(company)}</dd>
        </div>
        <div>
          <dt>
            <Trans context="trailer status">Status</Trans>
          </dt>
          <dd>
            {loadTrailerStatus ? slotText(loadTrailerStatus) : <Trans>As on your previous order</Trans>}
          </dd>
        </div>
      </dl>
      <ReasonList
        evaluations={evaluationsShown(current, current.check.evaluations)}
        result={EvaluationResult.warn}
      />
      {refusal && (
        <p className="form-error" role="alert">
          {refusal.text}
        </p>
      )}
      {/* Refused for good (440, a closed order): another tap cannot change it; the refusal says what can. */}
      {!refusal?.final && (
        <Button busy={busy} onClick={confirm}>
          {update ? <Trans>Move trailer to this order</Trans> : <Trans>Attach trailer</Trans>}
        </Button>
      )}
      <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
        <Trans>Cancel</Trans>
      </ButtonLink>
    </div>
  );
}
