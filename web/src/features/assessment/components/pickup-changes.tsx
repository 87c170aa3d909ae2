import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type Seal, sealsMatch } from "#shared/seal.ts";
import { categoryOfType } from "#web/features/assessment/categories.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import {
  changesSincePickup,
  type PickupAnswers,
  type PickupChange,
} from "#web/features/assessment/pickup.ts";
import type { AssessmentDraft } from "#web/stores/assessment-draft.ts";
import { type SealDraft, sealOfDraft } from "#web/stores/seal-draft.ts";

/**
 * What changed between pickup and drop (decision 127), above the drop's Submit: categories damaged
 * now, places marked now that the pickup did not mark, categories good now, and the seal.
 */
export function PickupChanges({
  draft,
  pickup,
  seal,
}: {
  draft: AssessmentDraft;
  pickup: PickupAnswers;
  /** The drop's seal answer and the pickup's seal, when the seal is asked. */
  seal: { draft: SealDraft; pickup?: Seal | undefined } | null;
}) {
  const headingId = useId();
  const changes = changesSincePickup(draft, pickup);
  const answered = seal ? sealOfDraft(seal.draft) : undefined;
  const sealNow = answered && "seal" in answered ? answered.seal : undefined;
  const sealLine = seal?.pickup && sealNow ? <SealChange now={sealNow} pickup={seal.pickup} /> : null;
  return (
    <section className="pickup-changes" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>What changed since pickup</Trans>
      </h2>
      {changes.length === 0 && !sealLine ? (
        <p>
          <Trans>Nothing, in what you have answered so far.</Trans>
        </p>
      ) : (
        <ul>
          {changes.map((change) => (
            <ChangeLine key={change.type} change={change} />
          ))}
          {sealLine}
        </ul>
      )}
    </section>
  );
}

function ChangeLine({ change }: { change: PickupChange }) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const name = t(categoryOfType(change.type).name);
  return (
    <li data-change={change.change}>
      {change.change === "nowGood" ? (
        <Trans>
          {name}: <strong>good now</strong>, damaged at pickup.
        </Trans>
      ) : change.change === "nowDamaged" ? (
        <Trans>
          {name}: <strong>damaged now</strong>, good at pickup.
        </Trans>
      ) : (
        <Trans>
          {name}: <strong>newly marked</strong>, not at pickup:
        </Trans>
      )}
      {"places" in change && change.places.length > 0 && (
        <ul className="damage-summary">
          {change.places.map(({ subType, comment }) => (
            <li key={subType}>
              {placeName(change.type, subType)}
              {comment && <q className="damage-summary-comment">{comment}</q>}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function SealChange({ now, pickup }: { now: Seal; pickup: Seal }) {
  const { t } = useLingui();
  if (sealsMatch(now, pickup)) {
    return (
      <li data-change="sealSame">
        <Trans>Seal: the same as at pickup.</Trans>
      </li>
    );
  }
  const number = (seal: Seal) => (seal.kind === "none" ? t`no seal` : seal.number);
  const nowText = number(now);
  const pickupText = number(pickup);
  return (
    <li data-change="sealChanged">
      <Trans>
        Seal: <strong>{nowText} now</strong>, {pickupText} at pickup.
      </Trans>
    </li>
  );
}
