import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { type AssessmentDraft, type CategoryAnswer, markedPlaces } from "#web/stores/assessment-draft.ts";
import type { Category } from "../categories.ts";
import { usePlaceLabel } from "../hooks/use-place-label.ts";

/** One card category (docs/product.md §3): good or damaged, and for damage, where it was marked. */
export function CategoryCard({
  category,
  draft,
  missing,
  onAnswer,
}: {
  category: Category;
  draft: AssessmentDraft;
  missing: boolean;
  onAnswer: (value: CategoryAnswer) => void;
}) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const errorId = useId();
  const value = draft.answers[category.type];
  const places = value === "damaged" ? markedPlaces(draft, category.type) : [];
  const where = category.screen
    ? paths.damageCategory.getHref(category.screen)
    : paths.damageComment.getHref(category.commentScreen, "other");
  return (
    <fieldset
      className="assessment-card"
      data-answer={value}
      aria-describedby={missing ? errorId : undefined}
    >
      <legend className="assessment-card-name">{t(category.name)}</legend>
      <div className="assessment-answers">
        {(["good", "damaged"] as const).map((option) => (
          <label key={option} className="choice assessment-answer" data-option={option}>
            <input
              type="radio"
              name={`assessment-${category.type}`}
              value={option}
              checked={value === option}
              onChange={() => onAnswer(option)}
            />
            <span>
              {option === "good" ? (
                <Trans context="assessment answer">Good</Trans>
              ) : (
                <Trans context="assessment answer">Damaged</Trans>
              )}
            </span>
          </label>
        ))}
      </div>
      {missing && (
        <p className="field-error" id={errorId}>
          <Trans>Required</Trans>
        </p>
      )}
      {value === "damaged" && (
        <div className="assessment-damage">
          {places.length > 0 ? (
            <ul className="damage-summary">
              {places.map(({ subType, comment }) => (
                <li key={subType}>
                  {placeName(category.type, subType)}
                  {comment.trim() && <q className="damage-summary-comment">{comment.trim()}</q>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="choice-hint">
              <Trans>Show where the damage is, so the shop can find it.</Trans>
            </p>
          )}
          <ButtonLink variant="secondary" to={where}>
            {category.screen ? (
              <Trans>Mark the damage on the trailer</Trans>
            ) : (
              <Trans>Describe the damage</Trans>
            )}
          </ButtonLink>
        </div>
      )}
    </fieldset>
  );
}
