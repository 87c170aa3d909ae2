import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useLocation } from "react-router";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { paths } from "#web/config/paths.ts";
import { assessmentHref, assessmentRedirect } from "#web/features/assessment/assessment-flow.ts";
import { categoryOfScreen } from "#web/features/assessment/categories.ts";
import { useAskBeforeRemoving } from "#web/features/assessment/hooks/use-ask-before-removing.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import { LAYOUTS, OTHER_PLACE_LABEL } from "#web/features/assessment/layout/damage-layout.ts";
import { markedPlaces, newAssessmentDraft, placeOf, updatePlace } from "#web/stores/assessment-draft.ts";
import { flow, updateAssessment } from "#web/stores/trailer-flow.ts";
import { DamageLayoutView } from "./damage-layout-view.tsx";
import "#web/features/assessment/assessment.css";

/**
 * A damage category screen (docs/product.md §2: electricaldamage, bodydamage, …): the damage layout. The driver
 * taps where the damage is on the drawings; each place is a subtype of docs/product.md §3. Then a comment per place.
 */
export default function DamageCategoryPage() {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const { unmark } = useAskBeforeRemoving();
  const { pathname } = useLocation();
  const category = categoryOfScreen(pathname.split("/").at(-1));
  const current = flow.value;
  const redirect = assessmentRedirect(current);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!current || !category || category.type === "other") return null;
  const back = assessmentHref(current);
  if (current.assessment?.submitted) return <Navigate to={back} replace />;
  const { type } = category;
  const draft = current.assessment ?? newAssessmentDraft();
  // A mark taken off a place with a comment asks first (decision 103).
  const toggle = (subType: Parameters<typeof placeOf>[2], marked: boolean) =>
    marked ? updateAssessment((d) => updatePlace(d, type, subType, { marked })) : unmark(type, subType);
  const marked = markedPlaces(draft, type);
  return (
    <div className="page">
      <ProgressStages association={current.association} current="assessment" />
      <h1>{t(category.name)}</h1>
      <p>
        <Trans>Tap each place where there is damage. Tap it again to take the mark off.</Trans>
      </p>
      {LAYOUTS[type].map((layout) => (
        <DamageLayoutView
          key={layout.view}
          layout={layout}
          isMarked={(subType) => placeOf(draft, type, subType).marked}
          onToggle={toggle}
        />
      ))}
      <Checkbox
        checked={placeOf(draft, type, "other").marked}
        onChange={(event) => toggle("other", event.target.checked)}
      >
        {t(OTHER_PLACE_LABEL[type])}
      </Checkbox>
      <section className="card" aria-labelledby="damage-marked">
        <h2 id="damage-marked">
          <Trans>Damage marked</Trans>
        </h2>
        {marked.length === 0 ? (
          <p>
            <Trans>Nothing marked yet.</Trans>
          </p>
        ) : (
          <ul className="damage-marked">
            {marked.map(({ subType, comment }) => {
              const place = placeName(type, subType);
              const href = paths.damageComment.getHref(category.commentScreen, subType);
              return (
                <li key={subType}>
                  <strong>{place}</strong>
                  {comment.trim() ? (
                    <q className="damage-summary-comment">{comment.trim()}</q>
                  ) : (
                    <span className="choice-hint">
                      {" "}
                      <Trans>No comment</Trans>
                    </span>
                  )}
                  <ButtonLink variant="secondary" to={href}>
                    {comment.trim() ? (
                      <Trans>Change the comment on {place}</Trans>
                    ) : (
                      <Trans>Add a comment on {place}</Trans>
                    )}
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ButtonLink to={back}>
        <Trans>Done</Trans>
      </ButtonLink>
    </div>
  );
}
