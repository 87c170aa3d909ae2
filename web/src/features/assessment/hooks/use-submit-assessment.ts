// Sending the assessment (and a virtual red tag with it) through the one outbox
// (decision 041): kept on the phone first as the entry the draft named when it
// started, so a double tap or a second Submit is the same entry, stored once.
// Then the driver hears what happened: sent, saved to send later (with the
// reason when the server could not store it, such as 511), or not accepted.
// A red tag's close-ups of the damage are queued right after it (decision 126). A red
// tag without the phone's position needs its close-up to reach the edge first (decision
// 125): the assessment goes alone, then its close-ups, then the red tag, which names
// the assessment its close-up went under once that is sent (outbox-senders.ts).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { sealItem } from "#shared/seal.ts";
import { paths } from "#web/config/paths.ts";
import { itemsToSend } from "#web/features/assessment/assessment-flow.ts";
import { stepAfterAssessment } from "#web/features/assessment/next-step.ts";
import { sealToSend } from "#web/features/assessment/seal.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { newId } from "#web/lib/new-id.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { outbox, submitWrite } from "#web/outbox/app-outbox.ts";
import { ASSESSMENT_META, ownerMeta } from "#web/outbox/outbox-entry.ts";
import type { WriteOutcome } from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { type AssessmentDraft, hasCloseUp } from "#web/stores/assessment-draft.ts";
import { forgetPickupSeal, recordPickupSeal } from "#web/stores/pickup-seals.ts";
import { userDetails } from "#web/stores/session.ts";
import { endFlow, type Flow, flow, trailerRef, updateAssessment } from "#web/stores/trailer-flow.ts";

const cacheFailureText = (reasonCode: number) =>
  msg`The trailer's record could not be stored just now (reason ${reasonCode}).`;

/** What the driver is told of an assessment (or red tag) kept, or sent. */
function tellKept(outcome: Exclude<WriteOutcome, { kind: "refused" }>, redTag: boolean) {
  if (outcome.kind !== "queued") {
    alerts.add({
      theme: "success",
      message: redTag ? msg`Trailer confirmed with virtual red tag` : msg`Assessment sent`,
    });
    return;
  }
  // The server may have answered that it could not store it (511, cache failure): said, not thrown.
  const cacheFailure = outcome.entry.lastError?.reasonCode === ReasonCode.cacheFailure;
  alerts.add({
    id: keptAlertId(outcome.entry.id),
    theme: "info",
    title: cacheFailure ? cacheFailureText(ReasonCode.cacheFailure) : undefined,
    message: redTag
      ? msg`The red tag is saved on this phone. It will be sent as soon as it can be; Manage trailer shows when it is.`
      : msg`The assessment is saved on this phone. It will be sent as soon as it can be; Manage trailer shows when it is.`,
  });
}

/**
 * Queues the close-ups of the damage of an assessment right after it, answering their entries' ids
 * (the photos feature's, handed in by the app: features do not import each other).
 */
export type QueueCloseUps = (assessmentEntryId: string) => Promise<string[]>;

const closeUpFirstText = msg`Your phone's position is not available, so a red tag needs a close-up of the damage first: go back to the assessment and take one with "Take a close-up of the damage", or turn on location for this site.`;

export function useSubmitAssessment(queueCloseUps?: QueueCloseUps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const { busy, send } = useSending();
  const [problem, setProblem] = useState<string>();

  /** Kept on the phone as the entry the draft named; the driver goes on, or reads why not. */
  const sendAssessment = async (current: Flow, draft: AssessmentDraft, redTag: boolean) => {
    setProblem(undefined);
    const location = await positionOrNull();
    // No position to show the phone is at the trailer: a close-up of the damage must go first (decision 125).
    const afterCloseUp = redTag && location === null && queueCloseUps !== undefined;
    if (afterCloseUp && !hasCloseUp(draft)) {
      setProblem(i18n._(closeUpFirstText));
      return;
    }
    // A loaded trailer's seal goes as one more item, its words in the comment (decision 123).
    const seal = sealToSend(current);
    const payload = {
      trailer: trailerRef(current.trailer),
      association: current.association,
      items: seal ? [...itemsToSend(draft), sealItem(seal)] : itemsToSend(draft),
      redTag,
      location,
    };
    const meta = { trailer: current.trailer.trailerNumber };
    let outcome: WriteOutcome;
    if (afterCloseUp) {
      // The assessment alone (its answer names the id its close-ups go under), its close-ups, then
      // the red tag after the last of them. Kept again after a refusal of the red tag, it is the same.
      await outbox.enqueue({
        id: draft.entryId,
        kind: "assessment",
        payload: { ...payload, redTag: false },
        meta: { ...meta, ...ownerMeta(userDetails.peek()) },
      });
      const closeUps = await queueCloseUps(draft.entryId);
      if (closeUps.length === 0) {
        setProblem(i18n._(closeUpFirstText));
        return;
      }
      outcome = await submitWrite(
        "redTag",
        payload,
        { ...meta, [ASSESSMENT_META]: draft.entryId },
        { id: newId(), dependsOn: closeUps.at(-1) },
      );
      if (outcome.kind === "refused") {
        // The assessment and its close-ups are on record; the red tag alone is refused, and shown.
        setProblem(errorText(outcome.entry.lastError ?? {}));
        await outbox.discard(outcome.entry.id);
        return;
      }
    } else {
      outcome = await submitWrite(redTag ? "redTag" : "assessment", payload, meta, { id: draft.entryId });
      if (outcome.kind !== "refused" && redTag) await queueCloseUps?.(draft.entryId);
    }
    if (outcome.kind === "refused") {
      // Shown here, with the answers kept; the next Submit is a new entry (the server answers a
      // repeated key with the same refusal), so this one leaves the phone.
      setProblem(errorText(outcome.entry.lastError ?? {}));
      await outbox.discard(outcome.entry.id);
      updateAssessment((d) => ({ ...d, entryId: newId() }));
      return;
    }
    updateAssessment((d) => ({ ...d, submitted: { redTag } }));
    // The pickup's seal is kept for the drop to compare with; the drop has compared it.
    const { trailerId } = current.trailer;
    if (seal && current.association === "attach" && !redTag) recordPickupSeal(trailerId, seal.seal);
    if (current.association === "detach") forgetPickupSeal(trailerId);
    tellKept(outcome, redTag);
    // An unsafe trailer is not taken: the attach ends here. A detach goes on (the trailer is dropped).
    if (redTag && current.association === "attach") {
      endFlow();
      await navigate(paths.manageTrailer.getHref(), { replace: true });
    } else {
      await navigate(stepAfterAssessment(current.association));
    }
    return MOVED_ON;
  };

  const submit = (redTag: boolean) => {
    const current = flow.peek();
    const draft = current?.assessment;
    if (!current || !draft || draft.submitted) return Promise.resolve();
    return send(
      "send",
      () => sendAssessment(current, draft, redTag),
      ({ text }) => setProblem(text),
    );
  };

  return { submit, busy: busy !== null, problem };
}
