import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Navigate } from "react-router";
import { EvaluationResult, LOAD_TRAILER_STATUSES } from "#shared/logistics/enums.ts";
import { BackToTrailer } from "#web/components/back-to-trailer.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { SealFields } from "#web/components/seal-fields.tsx";
import { StepAction } from "#web/components/step-action.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { evaluationsShown } from "#web/features/association/at-trailer.ts";
import { useTakePossession } from "#web/features/association/hooks/use-take-possession.ts";
import { useSlotOptionText } from "#web/lib/slot-label.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { load } from "#web/stores/launch-state.ts";
import { EMPTY_SEAL_DRAFT } from "#web/stores/seal-draft.ts";
import { ReasonList } from "./reason-list.tsx";

/**
 * Take possession: choose the trailer's status on the load (docs/product.md §3 trailer status options);
 * for the loaded trailer, its seal (decision 123).
 */
export default function TakePossessionPage() {
  const { t } = useLingui();
  const statusText = useSlotOptionText();
  const { flow, status, choose, seal, confirm, refusal, error, busy } = useTakePossession();
  // The seal's fields are brought into view when the driver's choice asks for them, not on a reload.
  const [sealJustAsked, setSealJustAsked] = useState(false);
  if (!flow?.check) return <Navigate to={paths.manageTrailer.getHref()} replace />;
  const trailerNumber = flow.trailer.trailerNumber;
  const current = load.value;
  const waiting = heldTrailers.value;
  return (
    <div className="page">
      <ProgressStages association="attach" current="trailer" />
      <h1>
        <Trans>Take possession of trailer {trailerNumber}</Trans>
      </h1>
      <ReasonList
        evaluations={evaluationsShown(flow, flow.check.evaluations)}
        result={EvaluationResult.warn}
      />
      <fieldset className="choices">
        <legend>
          <Trans>Which trailer is this for your load?</Trans>
        </legend>
        {LOAD_TRAILER_STATUSES.map((option) => {
          const inSlot = current?.[option];
          // The order's state as the carrier last said it, with the driver's writes still on this phone (decision 105).
          const attachedOnPhone = waiting.slots[option];
          const letGoOnPhone = inSlot && waiting.letGo.some((write) => write.trailerNumber === inSlot);
          const hint = attachedOnPhone
            ? t`Trailer ${attachedOnPhone}, attached on this phone · waiting to be sent`
            : letGoOnPhone
              ? t`Trailer ${inSlot}, detached on this phone · waiting to be sent`
              : inSlot && t`Now: trailer ${inSlot}`;
          return (
            <label key={option} className="choice">
              <input
                type="radio"
                name="loadTrailerStatus"
                value={option}
                checked={status === option}
                onChange={() => {
                  choose(option);
                  setSealJustAsked(option === "loadedTrailer");
                }}
              />
              <span>
                {statusText(option)}
                {hint && <span className="choice-hint"> {hint}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {seal.asked && (
        <SealFields
          draft={seal.draft ?? EMPTY_SEAL_DRAFT}
          onChange={seal.change}
          problem={seal.problem}
          reveal={sealJustAsked}
        />
      )}
      {refusal && (
        <ReasonList
          evaluations={evaluationsShown(flow, refusal.evaluations)}
          result={EvaluationResult.fail}
        />
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <StepAction>
        <Button busy={busy} disabled={!status} onClick={confirm}>
          <Trans>Continue</Trans>
        </Button>
      </StepAction>
      <ButtonLink variant="secondary" to={paths.scan.getHref()}>
        <Trans>Scan Another Trailer</Trans>
      </ButtonLink>
      <BackToTrailer on="step" />
    </div>
  );
}
