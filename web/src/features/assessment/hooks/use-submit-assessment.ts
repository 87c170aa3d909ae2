// Sending the assessment (and a virtual red tag with it) through the one outbox
// (decision 041): kept on the phone first as the entry the draft named when it
// started, so a double tap or a second Submit is the same entry, stored once.
// Then the driver hears what happened: sent, saved to send later (with the
// reason when the server could not store it, such as 511), or not accepted.
// A red tag's close-ups of the damage are queued right after it (decision 126). A red
// tag without the phone's position needs its close-up to reach the edge first (decision
// 125): the assessment goes alone, then its close-ups, then the red tag, which names
// the assessment its close-up went under once that is sent (outbox-senders.ts). A refused
// assessment leaves the phone and the draft gets a new entry, its photos moved to it: the
// driver keeps every answer and close-up, and the next Submit is a new attempt (decision 134).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { sealItem } from "#shared/seal.ts";
import { paths } from "#web/config/paths.ts";
import { itemsToSend } from "#web/features/assessment/assessment-flow.ts";
import { stepAfterAssessment } from "#web/features/assessment/next-step.ts";
import { sendRedTagAfterCloseUp } from "#web/features/assessment/red-tag-after-close-up.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { positionOrNull } from "#web/lib/geolocation.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { newId } from "#web/lib/new-id.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { outbox, submitWrite } from "#web/outbox/app-outbox.ts";
import type { OutboxEntry } from "#web/outbox/outbox-entry.ts";
import type { WriteOutcome } from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { type AssessmentDraft, hasCloseUp } from "#web/stores/assessment-draft.ts";
import { sealToSend } from "#web/stores/flow-seal.ts";
import { forgetPickupSeal, recordPickupSeal } from "#web/stores/pickup-seals.ts";
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

/** The photos feature's part in sending an assessment, handed in by the app (features do not import each other). */
export type DraftPhotos = {
  /** Queues the close-ups of the damage of an assessment right after it, answering their entries' ids. */
  queueCloseUps: (assessmentEntryId: string) => Promise<string[]>;
  /** Moves the photos kept for one assessment entry to another (a refused one's next attempt), unsent. */
  movePhotos: (fromEntryId: string, toEntryId: string) => Promise<void>;
  /** Deletes from the phone the close-ups kept for an assessment entry and not queued (a reset draft's). */
  removeCloseUps: (assessmentEntryId: string) => Promise<void>;
};

const closeUpFirstText = msg`Your phone's position is not available, so a red tag needs a close-up of the damage first: go back to the assessment and take one with "Take a close-up of the damage", or turn on location for this site.`;

export function useSubmitAssessment(photos?: DraftPhotos) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const { busy, send } = useSending();
  const [problem, setProblem] = useState<string>();

  /**
   * A refused assessment (or red tag sent with it): shown here, with the answers kept. The next Submit
   * is a new entry (the edge answers a repeated key with the same refusal), so this one leaves the
   * phone, and the photos kept for it go with the new one (decision 134).
   */
  const refused = async (entry: OutboxEntry, draft: AssessmentDraft) => {
    await outbox.discard(entry.id);
    const entryId = newId();
    // Moved before the draft names the new entry: the close-ups on screen are read under it.
    await photos?.movePhotos(draft.entryId, entryId);
    updateAssessment((d) => (d.entryId === draft.entryId ? { ...d, entryId } : d));
    // Said once the step is ready for the next Submit.
    setProblem(errorText(entry.lastError ?? {}));
  };

  /** Kept on the phone as the entry the draft named; the driver goes on, or reads why not. */
  const sendAssessment = async (current: Flow, draft: AssessmentDraft, redTag: boolean) => {
    setProblem(undefined);
    const location = await positionOrNull();
    // No position to show the phone is at the trailer: a close-up of the damage must go first (decision 125).
    const afterCloseUp = redTag && location === null && photos !== undefined;
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
      const sent = await sendRedTagAfterCloseUp(draft.entryId, payload, meta, photos.queueCloseUps);
      if (sent.kind === "assessmentRefused") return refused(sent.entry, draft);
      if (sent.kind !== "sent") {
        setProblem(sent.kind === "noCloseUp" ? i18n._(closeUpFirstText) : errorText(sent.error ?? {}));
        return;
      }
      outcome = sent.outcome;
    } else {
      outcome = await submitWrite(redTag ? "redTag" : "assessment", payload, meta, { id: draft.entryId });
      if (outcome.kind === "refused") return refused(outcome.entry, draft);
      if (redTag) await photos?.queueCloseUps(draft.entryId);
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
