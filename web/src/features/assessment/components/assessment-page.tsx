import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Navigate } from "react-router";
import { FREE_TEXT_MAX_LENGTH } from "#shared/validation.ts";
import { ProgressStages } from "#web/components/progress-stages.tsx";
import { SealFields } from "#web/components/seal-fields.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { paths } from "#web/config/paths.ts";
import { CATEGORIES, categoryOfType } from "#web/features/assessment/categories.ts";
import { useAssessmentPage } from "#web/features/assessment/hooks/use-assessment-page.ts";
import { usePlaceLabel } from "#web/features/assessment/hooks/use-place-label.ts";
import type { DraftPhotos } from "#web/features/assessment/hooks/use-submit-assessment.ts";
import { pickupAnswerOf } from "#web/features/assessment/pickup.ts";
import { hasDamage } from "#web/stores/assessment-draft.ts";
import { AssessmentSent } from "./assessment-sent.tsx";
import { CategoryCard, type CloseUpsOf } from "./category-card.tsx";
import { PickupChanges } from "./pickup-changes.tsx";
import "#web/features/assessment/assessment.css";

/**
 * Trailer assessment (docs/product.md §2, §3): the seven categories, each good or damaged, a damaged
 * one with its close-ups (`CloseUps`, decision 126, kept with a refused Submit's next attempt by `photos`); at the drop of a loaded trailer, its seal
 * (decision 123). At a drop whose pickup this phone recorded, the pickup's answer beside each
 * category, Same as at pickup, and what changed (decision 127).
 */
export default function AssessmentPage({
  CloseUps,
  photos,
}: {
  CloseUps?: CloseUpsOf;
  photos?: DraftPhotos;
}) {
  const { t } = useLingui();
  const placeName = usePlaceLabel();
  const page = useAssessmentPage(photos);
  const { flow, draft } = page;
  if (page.redirect) return <Navigate to={page.redirect} replace />;
  if (!flow || page.applyingQuery) return null;
  const trailerNumber = flow.trailer.trailerNumber;
  const damaged = hasDamage(draft);
  return (
    <div className="page">
      <ProgressStages association={flow.association} current="assessment" />
      <h1>
        <Trans>Assess trailer {trailerNumber}</Trans>
      </h1>
      {draft.submitted ? (
        <AssessmentSent flow={flow} draft={draft} />
      ) : (
        <>
          <p>
            <Trans>
              Walk around the trailer and mark each part good or damaged. For damage, show where it is.
            </Trans>
          </p>
          <div className="assessment-tools">
            {/* Answers only what is not answered yet; each category it answers waits for Confirm (decision 127). */}
            {page.sameAsPickup && (
              <Button variant="secondary" className="assessment-same" onClick={page.sameAsPickup}>
                <Trans>Same as at pickup</Trans>
              </Button>
            )}
            {/* It answers only what is not answered yet, and says so once something is (decision 103). */}
            {page.unansweredCount > 0 && (
              <Button variant="secondary" onClick={page.markAll}>
                {page.unansweredCount === CATEGORIES.length ? (
                  <Trans>Mark all as good</Trans>
                ) : (
                  <Trans>Mark the rest as good</Trans>
                )}
              </Button>
            )}
            <Button variant="secondary" onClick={page.askReset}>
              <Trans>Reset</Trans>
            </Button>
          </div>
          {CATEGORIES.map((category) => (
            <CategoryCard
              key={category.type}
              category={category}
              draft={draft}
              missing={page.missing.includes(category.type)}
              undescribed={page.notDescribed.includes(category.type)}
              bringIntoView={page.bringIntoView(category.type)}
              onAnswer={(value) => page.choose(category.type, value)}
              CloseUps={CloseUps}
              pickup={page.pickup && pickupAnswerOf(page.pickup, category.type)}
              filled={draft.fromPickup?.includes(category.type) ?? false}
              unconfirmed={page.unconfirmed.includes(category.type)}
              onConfirm={() => page.confirm(category.type)}
            />
          ))}
          {page.seal && (
            <SealFields
              draft={page.seal.draft}
              onChange={page.seal.change}
              problem={page.seal.problem}
              pickup={page.seal.pickup}
            />
          )}
          {damaged && (
            <div className="red-tag-question">
              <Checkbox checked={draft.unsafe} onChange={(event) => page.setUnsafe(event.target.checked)}>
                <Trans>This trailer is unsafe to perform a load with (virtual red tag)</Trans>
              </Checkbox>
            </div>
          )}
          {page.pickup && <PickupChanges draft={draft} pickup={page.pickup} seal={page.seal} />}
          {page.missing.length > 0 && (
            <p className="form-error" role="alert">
              <Trans>Mark every part good or damaged.</Trans>
            </p>
          )}
          {page.unconfirmed.length > 0 && (
            <p className="form-error" role="alert">
              <Trans>Confirm each part filled in as at pickup, or change its answer.</Trans>
            </p>
          )}
          {/* The seal's own error sits at its field, above: on a phone that is off screen when Submit is tapped. */}
          {page.seal?.problem && (
            <p className="form-error" role="alert">
              <Trans>Check the seal number above.</Trans>
            </p>
          )}
          {page.tooLong.map(({ type, subType }) => {
            const place = placeName(type, subType);
            return (
              <p key={`${type}.${subType}`} className="form-error" role="alert">
                <Trans>
                  The comment on {place} is too long: at most {FREE_TEXT_MAX_LENGTH} characters.{" "}
                  <Link
                    className="text-link"
                    to={paths.damageComment.getHref(categoryOfType(type).commentScreen, subType)}
                  >
                    Shorten it
                  </Link>
                </Trans>
              </p>
            );
          })}
          {page.problem && (
            <p className="form-error" role="alert">
              {page.problem}
            </p>
          )}
          <Button
            busy={page.busy}
            variant={damaged && draft.unsafe ? "danger" : "primary"}
            onClick={page.next}
          >
            {damaged && draft.unsafe ? (
              <Trans>Continue to the red tag</Trans>
            ) : (
              <Trans>Submit assessment</Trans>
            )}
          </Button>
          <ButtonLink variant="secondary" to={paths.manageTrailer.getHref()}>
            <Trans>Cancel</Trans>
          </ButtonLink>
          <p className="choice-hint">
            {t`Your answers stay on this phone until they are sent, even without signal.`}
          </p>
        </>
      )}
    </div>
  );
}
