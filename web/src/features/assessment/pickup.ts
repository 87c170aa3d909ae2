// Pickup beside drop (decision 127): at a drop, what this phone recorded when it took possession of
// the trailer (stores/pickup-at-drop.ts), read category by category, and what changed between it and
// the drop's answers.
import type { AssessmentItem } from "#shared/assessment-item.ts";
import type { PickupViewPhoto } from "#web/components/pickup-photo.tsx";
import {
  type AssessmentDraft,
  type AssessmentSubtype,
  type AssessmentType,
  type CategoryAnswer,
  markedPlaces,
} from "#web/stores/assessment-draft.ts";
import type { PickupAtDrop } from "#web/stores/pickup-at-drop.ts";
import { CATEGORIES } from "./categories.ts";

/**
 * The defects the pickup's assessment sent (the seal's item left out, decision 123), and where this
 * phone kept them, its close-ups of the damage (stores/pickup-at-drop.ts).
 */
export type PickupAnswers = { items: readonly AssessmentItem[] } & Partial<
  Pick<PickupAtDrop, "closeUps" | "thumbnail">
>;

type Place = { subType: AssessmentSubtype; comment: string };

/** A category as the pickup recorded it: damaged when it has an item, with the places it named. */
export function pickupAnswerOf(
  pickup: PickupAnswers,
  type: AssessmentType,
): { answer: CategoryAnswer; places: Place[]; closeUps: PickupViewPhoto[] } {
  const items = pickup.items.filter((item) => item.type === type);
  const { thumbnail = async () => undefined } = pickup;
  return {
    closeUps: (pickup.closeUps ?? [])
      .filter((closeUp) => closeUp.type === type)
      .map(({ id }) => ({ id, read: () => thumbnail(id) })),
    answer: items.length > 0 ? "damaged" : "good",
    places: items.flatMap(({ subType, comment }) =>
      subType === undefined ? [] : [{ subType, comment: comment ?? "" }],
    ),
  };
}

/**
 * One change between pickup and drop: a category damaged now that was good, places marked now that
 * the pickup did not mark, or a category good now that the pickup recorded damaged.
 */
export type PickupChange =
  | { type: AssessmentType; change: "nowDamaged" | "newPlaces"; places: Place[] }
  | { type: AssessmentType; change: "nowGood" };

/** What the drop's answers (those given so far) change from the pickup's, in the cards' order. */
export function changesSincePickup(draft: AssessmentDraft, pickup: PickupAnswers): PickupChange[] {
  return CATEGORIES.flatMap(({ type }): PickupChange[] => {
    const now = draft.answers[type];
    if (now === undefined) return [];
    const before = pickupAnswerOf(pickup, type);
    if (now === "good") return before.answer === "damaged" ? [{ type, change: "nowGood" }] : [];
    const places = markedPlaces(draft, type).map(({ subType, comment }) => ({
      subType,
      comment: comment.trim(),
    }));
    if (before.answer === "good") return [{ type, change: "nowDamaged", places }];
    const added = places.filter((place) => !before.places.some((kept) => kept.subType === place.subType));
    return added.length > 0 ? [{ type, change: "newPlaces", places: added }] : [];
  });
}
