import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Navigate } from "react-router";
import { EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { SealFields } from "#web/components/seal-fields.tsx";
import { StepAction } from "#web/components/step-action.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { paths } from "#web/config/paths.ts";
import {
  type AfterKept,
  useRecordAssociation,
} from "#web/features/association/hooks/use-record-association.ts";
import { pickupSealFor, sealAsked } from "#web/stores/flow-seal.ts";
import { EMPTY_SEAL_DRAFT, sealOfDraft } from "#web/stores/seal-draft.ts";
import { flow, updateFlow, updateSeal } from "#web/stores/trailer-flow.ts";
import { AwayFromTrailerNotice } from "./away-from-trailer-notice.tsx";
import { ReasonList } from "./reason-list.tsx";
import { AtTrailerQuestion, UncheckedDropNotice } from "./unchecked-drop.tsx";

/**
 * Detach trailer (docs/product.md §2, §4): quick detach here, or the full detach assessment first; either way the
 * driver certifies damage was reported, and away from the trailer also acknowledges the reporting rule.
 * After the assessment this is its last step (with trailer photos off, detach has no third stage).
 * Without the check (no signal, or the trailer's attach still on this phone: decision 104) the phone
 * cannot tell where the driver is, so the driver says whether they are at the trailer. A quick drop of
 * a loaded trailer asks its seal, as the assessment would have (decision 141).
 */
export default function DetachPage({ afterKept }: { afterKept?: AfterKept }) {
  const current = flow.value;
  const { record, busy, refusal } = useRecordAssociation("detach", { afterKept });
  const [tried, setTried] = useState(false);
  if (current?.association !== "detach" || (!current.check && !current.checkSkipped)) {
    return <Navigate to={paths.manageTrailer.getHref()} replace />;
  }
  // The driver's answers are kept in the flow, as every step's are: a reload loses none of them.
  const { trailer, check, checkSkipped, atTrailer, damageCertified: certified = false } = current;
  const acknowledged = current.awayAcknowledged;
  const { trailerNumber } = trailer;
  const proximity = check?.evaluations.find((e) => e.type === EvaluationType.trailer_proximity);
  const away = check ? proximity?.result !== EvaluationResult.pass : atTrailer === false;
  const assessed = current.assessment?.submitted !== undefined;
  const seal = !assessed && sealAsked(current) ? sealOfDraft(current.seal) : undefined;
  const sealMissing = seal && "problem" in seal ? seal.problem : undefined;
  const sealProblem = tried ? sealMissing : undefined;
  const ready =
    certified && (check !== null || atTrailer !== undefined) && (!away || acknowledged) && !sealMissing;
  const detach = () => {
    setTried(true);
    // What the driver certified goes on record with the detach (decision 060).
    if (ready) void record({ certified: true, ...(away ? { reportingRuleAcknowledged: true } : {}) });
  };
  const detachButton = (
    <Button busy={busy} onClick={detach}>
      <Trans>Detach trailer</Trans>
    </Button>
  );
  return (
    <div className="page">
      <ProgressStages association="detach" current={assessed ? "status" : "trailer"} />
      <h1>
        <Trans>Detach trailer {trailerNumber}</Trans>
      </h1>
      {/* Under the heading, as its shell draws it before the app runs (decision 087). */}
      {!assessed && (
        <p>
          <Trans>Detach now, or first assess the trailer and report any damage.</Trans>
        </p>
      )}
      {check && <ReasonList evaluations={check.evaluations} result={EvaluationResult.warn} />}
      {checkSkipped && <UncheckedDropNotice why={checkSkipped} />}
      {assessed ? (
        <p className="notice" role="status">
          <Trans>Your assessment of this trailer is saved.</Trans>
        </p>
      ) : (
        <ButtonLink variant="secondary" to={paths.trailerAssessment.getHref({ association: "detach" })}>
          <Trans>Full detach assessment</Trans>
        </ButtonLink>
      )}
      {!check && (
        <AtTrailerQuestion
          atTrailer={atTrailer}
          onAnswer={(answer) => updateFlow({ atTrailer: answer })}
          error={tried && atTrailer === undefined}
        />
      )}
      <Checkbox
        checked={certified}
        onChange={(event) => updateFlow({ damageCertified: event.target.checked })}
        error={tried && !certified ? <Trans>Required</Trans> : undefined}
      >
        <Trans>I certify that I reported all damage to this trailer.</Trans>
      </Checkbox>
      {away && (
        <AwayFromTrailerNotice
          acknowledged={acknowledged}
          onAcknowledge={(answer) => updateFlow({ awayAcknowledged: answer })}
          error={tried && !acknowledged}
          lead={check ? undefined : <Trans>You are away from the trailer.</Trans>}
        />
      )}
      {seal && (
        <SealFields
          draft={current.seal ?? EMPTY_SEAL_DRAFT}
          onChange={updateSeal}
          problem={sealProblem}
          pickup={pickupSealFor(current)}
        />
      )}
      {refusal && (
        <p className="form-error" role="alert">
          {refusal.text}
        </p>
      )}
      {/* Refused for good (441, a closed order): another tap cannot change it; the refusal says what can. */}
      {!refusal?.final &&
        (seal ? (
          // The seal's fields run past a phone's screen: the action stays in view below them, with the
          // seal's error beside it (the field's own is a screen above, decision 141).
          <StepAction>
            {sealProblem && (
              <p className="form-error" role="alert">
                <Trans>Check the seal number above.</Trans>
              </p>
            )}
            {detachButton}
          </StepAction>
        ) : (
          detachButton
        ))}
      <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
        <Trans>Cancel</Trans>
      </ButtonLink>
    </div>
  );
}
