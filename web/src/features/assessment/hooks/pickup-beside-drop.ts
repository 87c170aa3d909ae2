// At a drop whose pickup this phone recorded (decision 127): the pickup's record, Same as at pickup
// (it answers only what is not answered yet, decision 103) and each filled category's Confirm.
import { unanswered } from "#web/features/assessment/assessment-flow.ts";
import {
  type AssessmentDraft,
  type AssessmentType,
  confirmFromPickup,
  fillFromPickup,
} from "#web/stores/assessment-draft.ts";
import { pickupOf } from "#web/stores/pickup-at-drop.ts";
import { type Flow, updateAssessment } from "#web/stores/trailer-flow.ts";

export function pickupBesideDrop(current: Flow | null, draft: AssessmentDraft) {
  const pickup = pickupOf(current);
  return {
    pickup,
    /** Undefined with no pickup here, or nothing left to answer. */
    sameAsPickup:
      pickup && unanswered(draft).length > 0
        ? () => updateAssessment((d) => fillFromPickup(d, pickup.items))
        : undefined,
    confirm: (type: AssessmentType) => updateAssessment((d) => confirmFromPickup(d, type)),
  };
}
