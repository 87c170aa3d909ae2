// The assessment and its red tag, as the app shows them: the assessment feature's pages with the
// photos feature's close-ups of the damage (decision 126) on each damaged category, and queued
// right after a red tag (decision 125). Features do not import each other; the app puts them
// together here.
import AssessmentPage from "#web/features/assessment/components/assessment-page.tsx";
import RedTagPage from "#web/features/assessment/components/red-tag-page.tsx";
import { CloseUps } from "#web/features/photos/components/close-ups.tsx";
import { queueCloseUps } from "#web/features/photos/send-photos.ts";

export function AssessmentScreen() {
  return <AssessmentPage CloseUps={CloseUps} />;
}

export function RedTagScreen() {
  return <RedTagPage queueCloseUps={queueCloseUps} />;
}
