// The assessment state without React: mark the rest good, reset, answers, places
// and comments, damage that says where or what, and what is sent (codes, comments
// as typed), plus where the flow goes next with the photos flag on or off.
import { describe, expect, it } from "vitest";
import { ASSESSMENT_TYPES } from "#shared/logistics/enums.ts";
import { FREE_TEXT_MAX_LENGTH } from "#shared/validation.ts";
import {
  AssessmentDraftSchema,
  answer,
  COMMENT_DRAFT_MAX_LENGTH,
  hasDamage,
  markUnansweredGood,
  newAssessmentDraft,
  resetDraft,
  updatePlace,
} from "#web/stores/assessment-draft.ts";
import { itemsToSend, tooLongComments, unanswered, undescribed } from "./assessment-flow.ts";
import { stepAfterAssessment } from "./next-step.ts";

describe("the assessment draft", () => {
  it("mark all as good answers every category and sends no item", () => {
    const draft = markUnansweredGood(newAssessmentDraft());
    expect(unanswered(draft)).toEqual([]);
    expect(Object.values(draft.answers)).toEqual(ASSESSMENT_TYPES.map(() => "good"));
    expect(itemsToSend(draft)).toEqual([]);
  });

  it("marking the rest good never overwrites an answer: damage keeps its places, comments and the red tag", () => {
    let draft = updatePlace(newAssessmentDraft(), "tires", "driverSide", {
      marked: true,
      comment: "Outer tire on rear axle flat, sidewall cut",
    });
    draft = { ...answer(draft, "brakes", "good"), unsafe: true };
    const marked = markUnansweredGood(draft);
    expect(marked.answers).toEqual({
      ...Object.fromEntries(ASSESSMENT_TYPES.map((t) => [t, "good"])),
      tires: "damaged",
    });
    expect(marked.unsafe).toBe(true);
    expect(itemsToSend(marked)).toEqual([
      { type: "tires", subType: "driverSide", comment: "Outer tire on rear axle flat, sidewall cut" },
    ]);
    // Nothing left to answer: marking again changes nothing.
    expect(markUnansweredGood(marked)).toEqual(marked);
  });

  it("damage must say where or what: a drawn place, or a comment (Other, and each layout's Other place)", () => {
    let draft = markUnansweredGood(answer(newAssessmentDraft(), "other", "damaged"));
    draft = answer(draft, "brakes", "damaged");
    expect(undescribed(draft)).toEqual(["brakes", "other"]);
    draft = updatePlace(draft, "brakes", "passengerSide", { marked: true });
    draft = updatePlace(draft, "other", "other", { marked: true, comment: "  " });
    expect(undescribed(draft)).toEqual(["other"]);
    draft = updatePlace(draft, "other", "other", { comment: "Mud flap torn off" });
    expect(undescribed(draft)).toEqual([]);
    // A layout's Other place names no part: alone, it needs its comment.
    draft = updatePlace(answer(draft, "lights", "damaged"), "lights", "other", { marked: true });
    expect(undescribed(draft)).toEqual(["lights"]);
    expect(
      undescribed(updatePlace(draft, "lights", "other", { comment: "Marker lamp lens cracked" })),
    ).toEqual([]);
  });

  it("sends each marked place as codes, with its comment as typed (trimmed), and a damaged category with none alone", () => {
    let draft = markUnansweredGood(newAssessmentDraft());
    draft = updatePlace(draft, "tires", "driverSide", {
      marked: true,
      comment: "  Llanta ponchada, eje trasero ",
    });
    draft = updatePlace(draft, "lights", "centerBottom", { marked: true });
    draft = answer(draft, "brakes", "damaged");
    expect(itemsToSend(draft)).toEqual([
      { type: "brakes" },
      { type: "tires", subType: "driverSide", comment: "Llanta ponchada, eje trasero" },
      { type: "lights", subType: "centerBottom" },
    ]);
  });

  it("keeps an unmarked place's comment, and a good category's places, without sending them", () => {
    let draft = updatePlace(newAssessmentDraft(), "damage", "rearSide", { marked: true, comment: "dent" });
    draft = updatePlace(draft, "damage", "rearSide", { marked: false });
    expect(draft.places.damage?.rearSide?.comment).toBe("dent");
    draft = updatePlace(draft, "damage", "rearSide", { marked: true });
    draft = answer(draft, "damage", "good");
    expect(itemsToSend(draft)).toEqual([]);
    expect(itemsToSend(answer(draft, "damage", "damaged"))).toEqual([
      { type: "damage", subType: "rearSide", comment: "dent" },
    ]);
  });

  it("reset clears every answer, mark and comment, and names a new outbox entry", () => {
    const before = updatePlace(markUnansweredGood(newAssessmentDraft()), "tires", "driverSide", {
      marked: true,
    });
    const after = resetDraft();
    expect(after.answers).toEqual({});
    expect(after.places).toEqual({});
    expect(after.entryId).not.toBe(before.entryId);
  });

  it("the red tag is only there with damage", () => {
    let draft = updatePlace(newAssessmentDraft(), "brakes", "passengerSide", { marked: true });
    draft = { ...draft, unsafe: true };
    expect(hasDamage(draft)).toBe(true);
    draft = answer(draft, "brakes", "good");
    expect(draft.unsafe).toBe(false);
    expect(markUnansweredGood({ ...draft, unsafe: true }).unsafe).toBe(false);
  });

  it("keeps a 5,000-character comment whole (it is too long to send, and said so)", () => {
    const long = "x".repeat(5000);
    const draft = updatePlace(newAssessmentDraft(), "other", "other", { marked: true, comment: long });
    expect(draft.places.other?.other?.comment).toHaveLength(5000);
    expect(AssessmentDraftSchema.safeParse(JSON.parse(JSON.stringify(draft))).success).toBe(true);
    expect(tooLongComments(draft)).toEqual([{ type: "other", subType: "other" }]);
    const fits = updatePlace(draft, "other", "other", { comment: "y".repeat(FREE_TEXT_MAX_LENGTH) });
    expect(tooLongComments(fits)).toEqual([]);
    const huge = updatePlace(draft, "other", "other", { comment: "z".repeat(COMMENT_DRAFT_MAX_LENGTH + 5) });
    expect(huge.places.other?.other?.comment).toHaveLength(COMMENT_DRAFT_MAX_LENGTH);
  });
});

describe("after the assessment", () => {
  it("goes to Photos with the flag on (once its screen is mounted); else Status for attach, the detach's confirmation", () => {
    expect(stepAfterAssessment("attach", true, true)).toBe("/trailers/trailerPhotos?association=attach");
    expect(stepAfterAssessment("detach", true, true)).toBe("/trailers/trailerPhotos?association=detach");
    expect(stepAfterAssessment("attach", false, true)).toBe("/trailerStatusIndication");
    expect(stepAfterAssessment("detach", false, true)).toBe("/trailers/detachTrailer");
    expect(stepAfterAssessment("attach", true, false)).toBe("/trailerStatusIndication");
  });
});
