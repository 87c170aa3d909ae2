import { Trans, useLingui } from "@lingui/react/macro";
import { itemsToSend } from "#web/features/assessment/assessment-flow.ts";
import { categoryOfType } from "#web/features/assessment/categories.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import type { AssessmentDraft } from "#web/stores/assessment-draft.ts";

/** What the assessment says is damaged, each place with its comment as typed. */
export function DamageSummary({ draft }: { draft: AssessmentDraft }) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const items = itemsToSend(draft);
  if (items.length === 0) {
    return (
      <p>
        <Trans>No damage reported: every part is good.</Trans>
      </p>
    );
  }
  return (
    <ul className="damage-summary">
      {items.map((item) => (
        <li key={`${item.type}.${item.subType ?? ""}`}>
          <span className="damage-summary-category">{t(categoryOfType(item.type).name)}</span>
          {item.subType && <span>: {placeName(item.type, item.subType)}</span>}
          {item.comment && <q className="damage-summary-comment">{item.comment}</q>}
        </li>
      ))}
    </ul>
  );
}
