// The assessment step (docs/product.md §2 /trailers/trailerAssessment/{attach?}): the seven
// categories good or damaged, 'mark all as good' (of what is not answered yet) and reset (also as
// the markAll and resetAssessment query, applied once on arrival and then taken off the address,
// so a reload does not apply them again), and on to the red-tag step or the submit. Everything
// answered lives in the persisted flow; nothing answered is undone unasked (decision 103). At a drop
// whose pickup this phone recorded, Same as at pickup answers what is not answered yet as the
// pickup did, each such category waiting for the driver's Confirm (decision 127).
import { msg, plural } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { paths } from "#web/config/paths.ts";
import {
  assessmentHref,
  assessmentRedirect,
  complete,
  tooLongComments,
  unanswered,
  undescribed,
} from "#web/features/assessment/assessment-flow.ts";
import { categoryOfType } from "#web/features/assessment/categories.ts";
import {
  type AssessmentDraft,
  type AssessmentType,
  answer,
  type CategoryAnswer,
  hasDamage,
  markUnansweredGood,
  newAssessmentDraft,
  notConfirmed,
  resetDraft,
} from "#web/stores/assessment-draft.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { pickupSealFor, sealAsked } from "#web/stores/flow-seal.ts";
import { EMPTY_SEAL_DRAFT, sealOfDraft } from "#web/stores/seal-draft.ts";
import { flow, updateAssessment, updateSeal } from "#web/stores/trailer-flow.ts";
import { pickupBesideDrop } from "./pickup-beside-drop.ts";
import { useAskBeforeRemoving } from "./use-ask-before-removing.ts";
import { type DraftPhotos, useSubmitAssessment } from "./use-submit-assessment.ts";

/** How many close-ups of its damage the driver took for the draft, over every category. */
const closeUpCount = (draft: AssessmentDraft) =>
  Object.values(draft.closeUps ?? {}).reduce((sum, count) => sum + count, 0);

/** Whether resetting would take away anything the driver answered, marked, wrote or photographed. */
const anythingEntered = (draft: AssessmentDraft) =>
  Object.keys(draft.answers).length > 0 || Object.keys(draft.places).length > 0 || closeUpCount(draft) > 0;

/**
 * Reset: every answer, mark and comment cleared, and the close-ups taken for the draft removed from
 * the phone (they were the draft's; the new one starts with none), once the driver agrees: the
 * question counts the close-ups (decision 134). `resetOrAsk` resets at once when there is nothing to lose.
 */
function useReset(photos?: DraftPhotos) {
  const reset = () => {
    const old = flow.peek()?.assessment;
    updateAssessment(() => resetDraft());
    if (old) void photos?.removeCloseUps(old.entryId);
  };
  const askReset = () => {
    const draft = flow.peek()?.assessment ?? newAssessmentDraft();
    const closeUps = closeUpCount(draft);
    confirmations.add({
      icon: "warning",
      title: msg`Reset the assessment?`,
      message:
        closeUps > 0
          ? msg`${plural(closeUps, {
              one: "Every answer, mark and comment for this trailer will be cleared, and its close-up deleted from this phone.",
              other:
                "Every answer, mark and comment for this trailer will be cleared, and its # close-ups deleted from this phone.",
            })}`
          : msg`Every answer, mark and comment for this trailer will be cleared.`,
      buttons: [
        { text: msg`Reset`, theme: "danger", action: reset },
        { text: msg`Keep my answers`, theme: "secondary" },
      ],
    });
  };
  const resetOrAsk = () =>
    anythingEntered(flow.peek()?.assessment ?? newAssessmentDraft()) ? askReset() : reset();
  return { askReset, resetOrAsk };
}

/**
 * The markAll and resetAssessment query (docs/product.md §2), applied once on arrival and then taken
 * off the address, so a reload does not apply them again; true while it is being applied. A reset
 * that would take away what the driver entered asks first, as the Reset button does.
 */
function useAssessmentQuery(resetOrAsk: () => void) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const markAll = params.get("markAll") === "true";
  const reset = params.get("resetAssessment") === "true";
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied once per address; resetOrAsk reads the flow when called.
  useEffect(() => {
    const started = flow.peek();
    if ((!markAll && !reset) || !started || assessmentRedirect(started)) return;
    if (!started.assessment?.submitted) {
      if (reset) resetOrAsk();
      if (markAll) updateAssessment(markUnansweredGood);
    }
    void navigate(assessmentHref(started), { replace: true });
  }, [markAll, reset, navigate]);
  return markAll || reset;
}

export function useAssessmentPage(photos?: DraftPhotos) {
  const navigate = useNavigate();
  const { attach } = useParams();
  const [tried, setTried] = useState(false);
  /** A Submit refused for damage not described: the card it is about, and how many there were. */
  const [refusal, setRefusal] = useState<{ type: AssessmentType; count: number } | null>(null);
  const { markGood } = useAskBeforeRemoving();
  const { submit, busy, problem } = useSubmitAssessment(photos);
  const { askReset, resetOrAsk } = useReset(photos);
  const applyingQuery = useAssessmentQuery(resetOrAsk);
  const current = flow.value;

  const redirect = assessmentRedirect(current);
  // The address names the association too (/attach, ?association=detach): the flow's is the one that counts.
  const wrongAddress =
    current !== null &&
    redirect === undefined &&
    ((attach === "attach") !== (current.association === "attach") ||
      (attach !== undefined && attach !== "attach"));

  const draft = current?.assessment ?? newAssessmentDraft();
  const missing = tried ? unanswered(draft) : [];
  const tooLong = tried ? tooLongComments(draft) : [];
  const notDescribed = tried ? undescribed(draft) : [];
  const unconfirmed = tried ? notConfirmed(draft) : [];
  // The drop of a loaded trailer asks its seal here (decision 123); the attach asked it at Take possession.
  const askSeal = current?.association === "detach" && sealAsked(current);
  const sealAnswer = sealOfDraft(current?.seal);
  const sealMissing = askSeal && "problem" in sealAnswer;

  const choose = (type: AssessmentType, value: CategoryAnswer) => {
    if (value === "good") return markGood(type);
    updateAssessment((d) => answer(d, type, value));
    // Damage: on to where it is (Other has no drawing: straight to its comment).
    const category = categoryOfType(type);
    void navigate(
      category.screen
        ? paths.damageCategory.getHref(category.screen)
        : paths.damageComment.getHref(category.commentScreen, "other"),
    );
  };

  const next = () => {
    setTried(true);
    const firstUndescribed = undescribed(draft)[0];
    if (unanswered(draft).length === 0 && firstUndescribed) {
      setRefusal((r) => ({ type: firstUndescribed, count: (r?.count ?? 0) + 1 }));
    }
    if (!complete(draft) || sealMissing) return;
    if (draft.unsafe && hasDamage(draft)) void navigate(paths.redTag.getHref());
    else void submit(false);
  };

  return {
    flow: current,
    redirect: redirect ?? (wrongAddress && current ? assessmentHref(current) : undefined),
    applyingQuery,
    draft,
    missing,
    notDescribed,
    /** Categories filled as at pickup and not confirmed, once a Submit was tried. */
    unconfirmed,
    ...pickupBesideDrop(current, draft),
    /**
     * For a card, which Submit was refused for its damage not described, to bring it into view
     * (0: none). Only a new refusal moves the driver's screen.
     */
    bringIntoView: (type: AssessmentType) => (refusal?.type === type ? refusal.count : 0),
    tooLong,
    seal: askSeal
      ? {
          draft: current.seal ?? EMPTY_SEAL_DRAFT,
          change: updateSeal,
          problem: tried && "problem" in sealAnswer ? sealAnswer.problem : undefined,
          pickup: pickupSealFor(current),
        }
      : null,
    /** How many categories are not answered yet: Mark all as good answers these only. */
    unansweredCount: unanswered(draft).length,
    choose,
    markAll: () => updateAssessment(markUnansweredGood),
    askReset,
    setUnsafe: (unsafe: boolean) => updateAssessment((d) => ({ ...d, unsafe })),
    next,
    busy,
    problem,
  };
}
