import { Trans } from "@lingui/react/macro";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { stepAfterAssessment } from "#web/features/assessment/next-step.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import type { AssessmentDraft } from "#web/stores/assessment-draft.ts";
import type { Flow } from "#web/stores/trailer-flow.ts";
import { DamageSummary } from "./damage-summary.tsx";

/** The step again after the assessment went to the outbox (Back, a reload): it is not sent twice. */
export function AssessmentSent({ flow, draft }: { flow: Flow; draft: AssessmentDraft }) {
  const entry = outbox.entries.value.find((e) => e.id === draft.entryId);
  return (
    <>
      <div className="notice" role="status">
        <p>
          {entry?.state === "done" ? (
            <Trans>This assessment has been sent.</Trans>
          ) : (
            <Trans>This assessment is saved on this phone and will be sent as soon as it can be.</Trans>
          )}
        </p>
      </div>
      <DamageSummary draft={draft} />
      <ButtonLink to={stepAfterAssessment(flow.association)}>
        <Trans>Continue</Trans>
      </ButtonLink>
    </>
  );
}
