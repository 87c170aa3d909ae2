import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useId, useRef } from "react";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import type { Category } from "#web/features/assessment/categories.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import {
  type AssessmentDraft,
  type AssessmentType,
  type CategoryAnswer,
  markedPlaces,
} from "#web/stores/assessment-draft.ts";

/** The close-ups of a damaged category (the photos feature's, handed in by the app: decision 126). */
export type CloseUpsOf = ComponentType<{ type: AssessmentType; name: string }>;

/**
 * One card category (docs/product.md §3): good or damaged, and for damage, where it was marked.
 * `missing`: not answered at a Submit; `undescribed`: damaged with nothing said of where or what
 * (decision 103). `bringIntoView` changes at each Submit refused for this card: the card
 * comes into view with its link to mark the damage focused, so the driver reads what to add.
 */
export function CategoryCard({
  category,
  draft,
  missing,
  undescribed,
  bringIntoView,
  onAnswer,
  CloseUps,
}: {
  category: Category;
  draft: AssessmentDraft;
  missing: boolean;
  undescribed: boolean;
  bringIntoView: number;
  onAnswer: (value: CategoryAnswer) => void;
  CloseUps?: CloseUpsOf | undefined;
}) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const errorId = useId();
  const card = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (bringIntoView === 0) return;
    card.current?.querySelector<HTMLElement>(".assessment-damage a")?.focus({ preventScroll: true });
    // The error centred: the link just below it is on screen too, however many places the card lists.
    document.getElementById(errorId)?.scrollIntoView({ block: "center" });
  }, [bringIntoView, errorId]);
  const value = draft.answers[category.type];
  const places = value === "damaged" ? markedPlaces(draft, category.type) : [];
  const where = category.screen
    ? paths.damageCategory.getHref(category.screen)
    : paths.damageComment.getHref(category.commentScreen, "other");
  return (
    <fieldset
      ref={card}
      className="assessment-card"
      data-answer={value}
      aria-describedby={missing || undescribed ? errorId : undefined}
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
            !undescribed && (
              <p className="choice-hint">
                <Trans>Show where the damage is, so the shop can find it.</Trans>
              </p>
            )
          )}
          {undescribed && (
            <p className="field-error" id={errorId}>
              {category.screen ? (
                <Trans>
                  Show where the damage is: mark its place on the trailer, or describe it in a comment.
                </Trans>
              ) : (
                <Trans>Describe the damage: write what is damaged and where.</Trans>
              )}
            </p>
          )}
          <ButtonLink variant="secondary" to={where}>
            {category.screen ? (
              <Trans>Mark the damage on the trailer</Trans>
            ) : (
              <Trans>Describe the damage</Trans>
            )}
          </ButtonLink>
          {CloseUps && <CloseUps type={category.type} name={t(category.name)} />}
        </div>
      )}
    </fieldset>
  );
}
