import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { AssessmentSubtypeSchema } from "#shared/logistics/enums.ts";
import { FREE_TEXT_MAX_LENGTH } from "#shared/validation.ts";
import { NotFoundPage } from "#web/components/not-found-page.tsx";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { TextArea } from "#web/components/ui/text-field.tsx";
import { paths } from "#web/config/paths.ts";
import { assessmentHref, assessmentRedirect } from "#web/features/assessment/assessment-flow.ts";
import { categoryOfCommentScreen } from "#web/features/assessment/categories.ts";
import { useAskBeforeRemoving } from "#web/features/assessment/hooks/use-ask-before-removing.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import { subtypesOf } from "#web/features/assessment/layout/damage-layout.ts";
import {
  COMMENT_DRAFT_MAX_LENGTH,
  newAssessmentDraft,
  placeOf,
  updatePlace,
} from "#web/stores/assessment-draft.ts";
import { flow, updateAssessment } from "#web/stores/trailer-flow.ts";
import "#web/features/assessment/assessment.css";

/**
 * A damage comment screen (docs/product.md §2: otherAssessment … tiresAssessment, with {subType}): the Damage
 * form's free-text comment for one place. Reaching it marks the place; what is typed is kept as it
 * is typed (a reload loses nothing), and a comment too long to send is said so, never cut.
 */
export default function DamageCommentPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const placeName = usePlaceLabel();
  const { unmark } = useAskBeforeRemoving();
  const { screen, subType: subTypeParam } = useParams();
  const [tried, setTried] = useState(false);
  const [cut, setCut] = useState(false);
  const category = categoryOfCommentScreen(screen);
  const parsed = AssessmentSubtypeSchema.safeParse(subTypeParam);
  const subType =
    parsed.success && category && subtypesOf(category.type).includes(parsed.data) ? parsed.data : null;
  const current = flow.value;
  const redirect = assessmentRedirect(current);
  const submitted = current?.assessment?.submitted !== undefined;

  useEffect(() => {
    if (!category || !subType || redirect || submitted) return;
    updateAssessment((d) => updatePlace(d, category.type, subType, { marked: true }));
  }, [category, subType, redirect, submitted]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (!category || !subType) return <NotFoundPage />;
  if (!current) return null;
  if (submitted) return <Navigate to={assessmentHref(current)} replace />;
  const { type } = category;
  const comment = placeOf(current.assessment ?? newAssessmentDraft(), type, subType).comment;
  const length = comment.trim().length;
  const tooLong = length > FREE_TEXT_MAX_LENGTH;
  const back = category.screen ? paths.damageCategory.getHref(category.screen) : assessmentHref(current);

  const change = (text: string) => {
    setCut(text.length > COMMENT_DRAFT_MAX_LENGTH);
    updateAssessment((d) => updatePlace(d, type, subType, { comment: text }));
  };
  const save = () => {
    setTried(true);
    if (!tooLong) void navigate(back);
  };
  // With a comment, only once the driver agrees that it will not be sent (decision 103).
  const remove = () => unmark(type, subType, () => void navigate(back));

  return (
    <div className="page">
      <ProgressStages association={current.association} current="assessment" />
      <p className="assessment-kicker">{t(category.name)}</p>
      <h1>{placeName(type, subType)}</h1>
      <TextArea
        label={<Trans>Describe the damage</Trans>}
        hint={
          // An Other place names no part: what it is comes from the comment (decision 103).
          subType === "other" ? (
            <Trans>Say what is damaged and where. At most {FREE_TEXT_MAX_LENGTH} characters.</Trans>
          ) : (
            <Trans>Optional. At most {FREE_TEXT_MAX_LENGTH} characters.</Trans>
          )
        }
        value={comment}
        rows={6}
        onChange={(event) => change(event.target.value)}
        error={
          tooLong ? (
            <Trans>
              Comments can have at most {FREE_TEXT_MAX_LENGTH} characters; this one has {length}. Shorten it
              to save it. Nothing you typed is lost.
            </Trans>
          ) : undefined
        }
      />
      <p className={tooLong ? "char-count char-count-over" : "char-count"}>
        <Trans>
          {length} of {FREE_TEXT_MAX_LENGTH} characters
        </Trans>
      </p>
      {cut && (
        <p className="form-error" role="alert">
          <Trans>
            What you pasted was very long: only its first {COMMENT_DRAFT_MAX_LENGTH} characters were kept.
          </Trans>
        </p>
      )}
      {tried && tooLong && (
        <p className="form-error" role="alert">
          <Trans>Shorten the comment to at most {FREE_TEXT_MAX_LENGTH} characters to save it.</Trans>
        </p>
      )}
      <Button onClick={save}>
        <Trans>Save</Trans>
      </Button>
      <Button variant="secondary" onClick={remove}>
        <Trans>Remove this damage</Trans>
      </Button>
    </div>
  );
}
