// What the driver has answered on the assessment step, kept in the trailer flow
// (decision 044) so that a reload, the back button or a lost signal loses
// nothing until it is sent: each of the seven categories good or damaged, the
// places marked on the damage layout with their comments as typed, whether the
// driver found the trailer unsafe (the red tag), and the id of the outbox entry
// it is sent as, made when the assessment starts (decision 051), with when it started:
// a photo taken before that is not one taken now (decision 124); at a drop, which categories were
// filled from the pickup's record and are not confirmed yet (decision 127).
import { z } from "zod/mini";
import type { AssessmentItem } from "#shared/assessment-item.ts";
import {
  ASSESSMENT_SUBTYPES,
  ASSESSMENT_TYPES,
  AssessmentSubtypeSchema,
  AssessmentTypeSchema,
} from "#shared/logistics/enums.ts";
import { FREE_TEXT_MAX_LENGTH } from "#shared/validation.ts";
import { newId } from "#web/lib/new-id.ts";

export type AssessmentType = z.infer<typeof AssessmentTypeSchema>;
export type AssessmentSubtype = z.infer<typeof AssessmentSubtypeSchema>;

/**
 * A comment as typed may be longer than what can be sent (the driver is told, and shortens it);
 * a paste beyond this bound is cut there, so the stored draft stays readable.
 */
export const COMMENT_DRAFT_MAX_LENGTH = FREE_TEXT_MAX_LENGTH * 10;

const CategoryAnswerSchema = z.enum(["good", "damaged"]);
export type CategoryAnswer = z.infer<typeof CategoryAnswerSchema>;

/** A place on the damage layout: marked damaged or not, and its comment (kept when unmarked). */
const DamagePlaceSchema = z.object({
  marked: z.boolean(),
  comment: z.string().check(z.maxLength(COMMENT_DRAFT_MAX_LENGTH)),
});
export type DamagePlace = z.infer<typeof DamagePlaceSchema>;

export const AssessmentDraftSchema = z.object({
  /** The outbox entry's id (the idempotency key): submitting again is the same entry. */
  entryId: z.uuid(),
  answers: z.partialRecord(AssessmentTypeSchema, CategoryAnswerSchema),
  places: z.partialRecord(AssessmentTypeSchema, z.partialRecord(AssessmentSubtypeSchema, DamagePlaceSchema)),
  /** The driver says the trailer is unsafe to perform a load with: the red-tag step comes next. */
  unsafe: z.boolean(),
  /**
   * When the driver began it (ms, the phone's clock): a view's photo taken before this was not taken
   * at this assessment (decision 124). Absent in drafts kept before it was recorded.
   */
  startedAt: z.optional(z.number()),
  /**
   * How many close-ups of its damage the driver took for each category (decision 126): the photos
   * live in the photo store; a red tag sent without the phone's position needs one (decision 125).
   */
  closeUps: z.optional(z.partialRecord(AssessmentTypeSchema, z.int().check(z.gte(0)))),
  /**
   * Categories Same as at pickup answered from the pickup's record (decision 127) that the driver has
   * not confirmed yet: nothing is sent while one is left.
   */
  fromPickup: z.optional(z.array(AssessmentTypeSchema)),
  /** Set once it is in the outbox; the step then only goes on. */
  submitted: z.optional(z.object({ redTag: z.boolean() })),
});
export type AssessmentDraft = z.infer<typeof AssessmentDraftSchema>;

export function newAssessmentDraft(): AssessmentDraft {
  return { entryId: newId(), answers: {}, places: {}, unsafe: false, startedAt: Date.now() };
}

/**
 * Every category not answered yet good. An answer the driver gave is never overwritten: a damaged
 * category keeps its places, its comments and the unsafe box (decision 103).
 */
export function markUnansweredGood(draft: AssessmentDraft): AssessmentDraft {
  const answers = Object.fromEntries(
    ASSESSMENT_TYPES.map((type) => [type, draft.answers[type] ?? "good"] as const),
  );
  // The red tag needs damage: unchanged by this, since no damaged answer is.
  return { ...draft, answers, unsafe: draft.unsafe && Object.values(answers).includes("damaged") };
}

/** Starts over: nothing answered, nothing marked, a new entry id. */
export function resetDraft(): AssessmentDraft {
  return newAssessmentDraft();
}

/** The driver's own answer: a category filled from the pickup is theirs once answered (decision 127). */
export function answer(draft: AssessmentDraft, type: AssessmentType, value: CategoryAnswer): AssessmentDraft {
  const answers = { ...draft.answers, [type]: value };
  const anyDamaged = Object.values(answers).includes("damaged");
  return confirmFromPickup({ ...draft, answers, unsafe: anyDamaged && draft.unsafe }, type);
}

/**
 * Same as at pickup (decision 127): each category not answered yet answered as the pickup's record
 * has it (damaged with the places and comments it marked, else good), and left to be confirmed.
 * An answer the driver gave is never overwritten (decision 103).
 */
export function fillFromPickup(
  draft: AssessmentDraft,
  pickupItems: readonly AssessmentItem[],
): AssessmentDraft {
  const filled = ASSESSMENT_TYPES.filter((type) => draft.answers[type] === undefined);
  if (filled.length === 0) return draft;
  let next: AssessmentDraft = {
    ...draft,
    answers: {
      ...draft.answers,
      ...Object.fromEntries(
        filled.map((type) => [type, pickupItems.some((item) => item.type === type) ? "damaged" : "good"]),
      ),
    },
    fromPickup: [...new Set([...(draft.fromPickup ?? []), ...filled])],
  };
  for (const item of pickupItems) {
    if (!filled.includes(item.type) || item.subType === undefined) continue;
    // A comment the driver had typed on the place (kept when unmarked) stays theirs.
    const typed = placeOf(next, item.type, item.subType).comment;
    next = updatePlace(next, item.type, item.subType, {
      marked: true,
      comment: typed || (item.comment ?? ""),
    });
  }
  return next;
}

/** The driver confirmed a category Same as at pickup answered. */
export function confirmFromPickup(draft: AssessmentDraft, type: AssessmentType): AssessmentDraft {
  if (!draft.fromPickup?.includes(type)) return draft;
  return { ...draft, fromPickup: draft.fromPickup.filter((filled) => filled !== type) };
}

/** Categories filled from the pickup and not confirmed yet. */
export function notConfirmed(draft: AssessmentDraft): AssessmentType[] {
  return ASSESSMENT_TYPES.filter((type) => draft.fromPickup?.includes(type));
}

export function placeOf(
  draft: AssessmentDraft,
  type: AssessmentType,
  subType: AssessmentSubtype,
): DamagePlace {
  return draft.places[type]?.[subType] ?? { marked: false, comment: "" };
}

export function updatePlace(
  draft: AssessmentDraft,
  type: AssessmentType,
  subType: AssessmentSubtype,
  change: Partial<DamagePlace>,
): AssessmentDraft {
  const place = { ...placeOf(draft, type, subType), ...change };
  const comment = place.comment.slice(0, COMMENT_DRAFT_MAX_LENGTH);
  return {
    ...draft,
    // Marking a place says the category is damaged.
    answers: place.marked ? { ...draft.answers, [type]: "damaged" } : draft.answers,
    places: { ...draft.places, [type]: { ...draft.places[type], [subType]: { ...place, comment } } },
  };
}

/** The places marked in a category, in the order of the subtypes of docs/product.md §3. */
export function markedPlaces(
  draft: AssessmentDraft,
  type: AssessmentType,
): { subType: AssessmentSubtype; comment: string }[] {
  const places = draft.places[type] ?? {};
  return ASSESSMENT_SUBTYPES.filter((subType) => places[subType]?.marked).map((subType) => ({
    subType,
    comment: places[subType]?.comment ?? "",
  }));
}

export function hasDamage(draft: AssessmentDraft): boolean {
  return Object.values(draft.answers).includes("damaged");
}

/** Whether a category still damaged has a close-up of its damage (decision 126). */
export function hasCloseUp(draft: AssessmentDraft): boolean {
  return ASSESSMENT_TYPES.some(
    (type) => draft.answers[type] === "damaged" && (draft.closeUps?.[type] ?? 0) > 0,
  );
}
