// The assessment as part of the trailer flow: whether the flow has reached it
// (else where the driver belongs), its hrefs, and what would be sent: the items
// as codes (docs/product.md §3; the record reads in English), comments as typed, trimmed.
import type { AssessmentItem } from "#shared/assessment-item.ts";
import { ASSESSMENT_TYPES } from "#shared/logistics/enums.ts";
import { FREE_TEXT_MAX_LENGTH } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import {
  type AssessmentDraft,
  type AssessmentSubtype,
  type AssessmentType,
  markedPlaces,
  notConfirmed,
} from "#web/stores/assessment-draft.ts";
import type { Flow } from "#web/stores/trailer-flow.ts";

/** Where a driver who is not at the assessment step yet belongs; undefined when they are. */
export function assessmentRedirect(flow: Flow | null): string | undefined {
  // A detach may go on without the check (decision 104): the carrier checks the drop when it is sent.
  if (flow?.association === "detach" && !flow.check && flow.checkSkipped) return undefined;
  if (!flow?.check) return paths.manageTrailer.getHref();
  if (!flow.check.allowed) return paths.trailerUnavailable.getHref();
  if (flow.association === "attach" && flow.origin === "new" && !flow.loadTrailerStatus) {
    return paths.takePossession.getHref();
  }
  return undefined;
}

/** The assessment step of this flow (docs/product.md §2: /attach for an attach, ?association=detach for a detach). */
export function assessmentHref(flow: Pick<Flow, "association">, query: { markAll?: boolean } = {}): string {
  return flow.association === "attach"
    ? paths.trailerAssessment.getHref({ attach: true, ...query })
    : paths.trailerAssessment.getHref({ association: "detach", ...query });
}

/** A damaged category goes with each place marked, or alone when no place was marked. */
export function itemsToSend(draft: AssessmentDraft): AssessmentItem[] {
  return ASSESSMENT_TYPES.filter((type) => draft.answers[type] === "damaged").flatMap((type) => {
    const places = markedPlaces(draft, type);
    if (places.length === 0) return [{ type }];
    return places.map(({ subType, comment }) => {
      const trimmed = comment.trim();
      return trimmed ? { type, subType, comment: trimmed } : { type, subType };
    });
  });
}

/** Categories not answered yet. */
export function unanswered(draft: AssessmentDraft): AssessmentType[] {
  return ASSESSMENT_TYPES.filter((type) => draft.answers[type] === undefined);
}

/**
 * Damaged categories that do not say what is damaged (decision 103): one needs a place marked on its
 * drawings, or a comment on what it marked. Other has no drawing, and the Other place of each
 * layout names no part: marked alone, either needs its comment.
 */
export function undescribed(draft: AssessmentDraft): AssessmentType[] {
  return ASSESSMENT_TYPES.filter(
    (type) =>
      draft.answers[type] === "damaged" &&
      !markedPlaces(draft, type).some(({ subType, comment }) => subType !== "other" || comment.trim() !== ""),
  );
}

/** Marked places whose comment is too long to send. */
export function tooLongComments(
  draft: AssessmentDraft,
): { type: AssessmentType; subType: AssessmentSubtype }[] {
  return ASSESSMENT_TYPES.filter((type) => draft.answers[type] === "damaged").flatMap((type) =>
    markedPlaces(draft, type)
      .filter(({ comment }) => comment.trim().length > FREE_TEXT_MAX_LENGTH)
      .map(({ subType }) => ({ type, subType })),
  );
}

/**
 * Whether the answers can be sent: every category answered, damage described, comments short
 * enough, and each category filled as at pickup confirmed (decision 127).
 */
export function complete(draft: AssessmentDraft): boolean {
  return (
    unanswered(draft).length === 0 &&
    undescribed(draft).length === 0 &&
    tooLongComments(draft).length === 0 &&
    notConfirmed(draft).length === 0
  );
}
