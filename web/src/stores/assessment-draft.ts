// What the driver has answered on the assessment step, kept in the trailer flow
// (decision 044) so that a reload, the back button or a lost signal loses
// nothing until it is sent: each of the seven categories good or damaged, the
// places marked on the damage layout with their comments as typed, whether the
// driver found the trailer unsafe (the red tag), and the id of the outbox entry
// it is sent as, made when the assessment starts (decision 051), with when it started:
// a photo taken before that is not one taken now (decision 124).
import { z } from "zod/mini";
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

export function answer(draft: AssessmentDraft, type: AssessmentType, value: CategoryAnswer): AssessmentDraft {
  const answers = { ...draft.answers, [type]: value };
  const anyDamaged = Object.values(answers).includes("damaged");
  return { ...draft, answers, unsafe: anyDamaged && draft.unsafe };
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
