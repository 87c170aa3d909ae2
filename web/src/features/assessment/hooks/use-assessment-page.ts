// The assessment step (docs/product.md §2 /trailers/trailerAssessment/{attach?}): the seven
// categories good or damaged, 'mark all as good' and reset (also as the markAll
// and resetAssessment query, applied once on arrival and then taken off the
// address, so a reload does not apply them again), and on to the red-tag step
// or the submit. Everything answered lives in the persisted flow.
import { msg } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { paths } from "#web/config/paths.ts";
import {
  type AssessmentType,
  answer,
  type CategoryAnswer,
  hasDamage,
  markAllGood,
  newAssessmentDraft,
  resetDraft,
} from "#web/stores/assessment-draft.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { flow, updateAssessment } from "#web/stores/trailer-flow.ts";
import { assessmentHref, assessmentRedirect, tooLongComments, unanswered } from "../assessment-flow.ts";
import { categoryOfType } from "../categories.ts";
import { useSubmitAssessment } from "./use-submit-assessment.ts";

export function useAssessmentPage() {
  const navigate = useNavigate();
  const { attach } = useParams();
  const [params] = useSearchParams();
  const [tried, setTried] = useState(false);
  const { submit, busy, problem } = useSubmitAssessment();
  const current = flow.value;
  const markAll = params.get("markAll") === "true";
  const reset = params.get("resetAssessment") === "true";

  const redirect = assessmentRedirect(current);
  // The address names the association too (/attach, ?association=detach): the flow's is the one that counts.
  const wrongAddress =
    current !== null &&
    redirect === undefined &&
    ((attach === "attach") !== (current.association === "attach") ||
      (attach !== undefined && attach !== "attach"));

  useEffect(() => {
    const started = flow.peek();
    if ((!markAll && !reset) || !started || assessmentRedirect(started)) return;
    if (!started.assessment?.submitted) {
      if (reset) updateAssessment(() => resetDraft());
      if (markAll) updateAssessment(markAllGood);
    }
    void navigate(assessmentHref(started), { replace: true });
  }, [markAll, reset, navigate]);

  const draft = current?.assessment ?? newAssessmentDraft();
  const missing = tried ? unanswered(draft) : [];
  const tooLong = tried ? tooLongComments(draft) : [];

  const choose = (type: AssessmentType, value: CategoryAnswer) => {
    updateAssessment((d) => answer(d, type, value));
    if (value !== "damaged") return;
    // Damage: on to where it is (Other has no drawing: straight to its comment).
    const category = categoryOfType(type);
    void navigate(
      category.screen
        ? paths.damageCategory.getHref(category.screen)
        : paths.damageComment.getHref(category.commentScreen, "other"),
    );
  };

  const askReset = () =>
    confirmations.add({
      icon: "warning",
      title: msg`Reset the assessment?`,
      message: msg`Every answer, mark and comment for this trailer will be cleared.`,
      buttons: [
        { text: msg`Reset`, theme: "danger", action: () => updateAssessment(() => resetDraft()) },
        { text: msg`Keep my answers`, theme: "secondary" },
      ],
    });

  const next = () => {
    setTried(true);
    if (unanswered(draft).length > 0 || tooLongComments(draft).length > 0) return;
    if (draft.unsafe && hasDamage(draft)) void navigate(paths.redTag.getHref());
    else void submit(false);
  };

  return {
    flow: current,
    redirect: redirect ?? (wrongAddress && current ? assessmentHref(current) : undefined),
    applyingQuery: markAll || reset,
    draft,
    missing,
    tooLong,
    choose,
    markAll: () => updateAssessment(markAllGood),
    askReset,
    setUnsafe: (unsafe: boolean) => updateAssessment((d) => ({ ...d, unsafe })),
    next,
    busy,
    problem,
  };
}
