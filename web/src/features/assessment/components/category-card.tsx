import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentType, useEffect, useId, useRef } from "react";
import { PickupPhoto } from "#web/components/pickup-photo.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import type { Category } from "#web/features/assessment/categories.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import type { pickupAnswerOf } from "#web/features/assessment/pickup.ts";
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
 * At a drop whose pickup this phone recorded (decision 127): what the pickup recorded, beside the
 * answer; a category Same as at pickup filled waits for the driver's Confirm (`unconfirmed`: not
 * confirmed at a Submit).
 */
export function CategoryCard({
  category,
  draft,
  missing,
  undescribed,
  bringIntoView,
  onAnswer,
  CloseUps,
  pickup,
  filled = false,
  unconfirmed = false,
  onConfirm,
}: {
  category: Category;
  draft: AssessmentDraft;
  missing: boolean;
  undescribed: boolean;
  bringIntoView: number;
  onAnswer: (value: CategoryAnswer) => void;
  CloseUps?: CloseUpsOf | undefined;
  pickup?: ReturnType<typeof pickupAnswerOf> | undefined;
  filled?: boolean;
  unconfirmed?: boolean;
  onConfirm?: () => void;
}) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const errorId = useId();
  const categoryName = t(category.name);
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
      aria-describedby={missing || undescribed || unconfirmed ? errorId : undefined}
    >
      <legend className="assessment-card-name">{categoryName}</legend>
      {pickup && <AtPickup category={category} pickup={pickup} />}
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
      {filled && (
        <div className="assessment-filled">
          <p className={unconfirmed ? "field-error" : "choice-hint"} id={unconfirmed ? errorId : undefined}>
            <Trans>Filled in as at pickup. Check it on the trailer, then confirm it or change it.</Trans>
          </p>
          <Button variant="secondary" aria-label={t`Confirm ${categoryName}`} onClick={onConfirm}>
            <Trans>Confirm</Trans>
          </Button>
        </div>
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

/**
 * What the pickup recorded of this category: good, or damaged with the places it named and its
 * close-ups, read from the phone.
 */
function AtPickup({ category, pickup }: { category: Category; pickup: ReturnType<typeof pickupAnswerOf> }) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const name = t(category.name);
  return (
    <div className="assessment-pickup" data-answer={pickup.answer}>
      <p>{pickup.answer === "good" ? <Trans>At pickup: Good</Trans> : <Trans>At pickup: Damaged</Trans>}</p>
      {pickup.places.length > 0 && (
        <ul className="damage-summary">
          {pickup.places.map(({ subType, comment }) => (
            <li key={subType}>
              {placeName(category.type, subType)}
              {comment && <q className="damage-summary-comment">{comment}</q>}
            </li>
          ))}
        </ul>
      )}
      {pickup.closeUps.length > 0 && (
        <div className="assessment-pickup-close-ups">
          {pickup.closeUps.map((closeUp, index) => {
            const number = index + 1;
            return (
              <PickupPhoto
                key={closeUp.id}
                photo={closeUp}
                alt={t`Close-up ${number} at pickup: ${name}`}
                caption={<Trans>Close-up {number}</Trans>}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
