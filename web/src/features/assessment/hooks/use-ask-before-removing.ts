// What the driver marked and wrote is never taken out of the assessment unasked (decision 103):
// taking the mark off a place that has a comment, or answering Good on a category marked damaged,
// first says what will not be sent and lets the driver keep it. What is taken out stays in the
// draft, unsent: marking it again brings it back. A category's close-ups of the damage go the same
// way (decision 134): answered Good, they stay on the phone unsent, and the question counts them.
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { categoryOfType } from "#web/features/assessment/categories.ts";
import {
  type AssessmentSubtype,
  type AssessmentType,
  answer,
  markedPlaces,
  newAssessmentDraft,
  placeOf,
  updatePlace,
} from "#web/stores/assessment-draft.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { flow, updateAssessment } from "#web/stores/trailer-flow.ts";
import { usePlaceLabel } from "./use-place-label.ts";

/** A comment as the dialog quotes it: whole up to a line or two, else its start. */
const QUOTE_LENGTH = 120;
function quote(comment: string): string {
  const trimmed = comment.trim();
  return `“${trimmed.length > QUOTE_LENGTH ? `${trimmed.slice(0, QUOTE_LENGTH)}…` : trimmed}”`;
}

const draftNow = () => flow.peek()?.assessment ?? newAssessmentDraft();

export function useAskBeforeRemoving() {
  const { t } = useLingui();
  const placeName = usePlaceLabel();

  /** Takes the mark off a place; with a comment, only once the driver agrees. Then `after`. */
  const unmark = (type: AssessmentType, subType: AssessmentSubtype, after: () => void = () => {}) => {
    const take = () => {
      updateAssessment((d) => updatePlace(d, type, subType, { marked: false }));
      after();
    };
    const { comment } = placeOf(draftNow(), type, subType);
    if (!comment.trim()) return take();
    const place = placeName(type, subType);
    const quoted = quote(comment);
    confirmations.add({
      icon: "warning",
      title: msg`Take the mark off ${place}?`,
      message: msg`Its comment will not be sent: ${quoted}. Mark the place again to bring it back.`,
      buttons: [
        { text: msg`Take the mark off`, theme: "danger", action: take },
        { text: msg`Keep the mark`, theme: "secondary" },
      ],
    });
  };

  /** Answers Good on a category; one with damage marked, only once the driver agrees. */
  const markGood = (type: AssessmentType) => {
    const good = () => updateAssessment((d) => answer(d, type, "good"));
    const draft = draftNow();
    const damaged = draft.answers[type] === "damaged";
    const places = damaged ? markedPlaces(draft, type) : [];
    const closeUps = damaged ? (draft.closeUps?.[type] ?? 0) : 0;
    if (places.length === 0 && closeUps === 0) return good();
    const category = t(categoryOfType(type).name);
    const list = [
      ...places.map(({ subType, comment }) => {
        const place = placeName(type, subType);
        return comment.trim() ? `${place}: ${quote(comment)}` : place;
      }),
      ...(closeUps > 0
        ? [t({ message: plural(closeUps, { one: "# close-up", other: "# close-ups" }) })]
        : []),
    ].join("; ");
    // The red tag needs damage: with this category's gone, its box would be cleared too (answer()).
    const lastDamage = Object.entries(draft.answers).every(
      ([other, value]) => other === type || value !== "damaged",
    );
    confirmations.add({
      icon: "warning",
      title: msg`Mark ${category} good?`,
      message:
        draft.unsafe && lastDamage
          ? msg`What you marked on ${category} will not be sent: ${list}. The box saying the trailer is unsafe (virtual red tag) will be cleared too. Mark it damaged again to bring the marks back.`
          : msg`What you marked on ${category} will not be sent: ${list}. Mark it damaged again to bring it back.`,
      buttons: [
        { text: msg`Mark it good`, theme: "danger", action: good },
        { text: msg`Keep the damage`, theme: "secondary" },
      ],
    });
  };

  return { unmark, markGood };
}
