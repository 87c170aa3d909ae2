// The assessment and its red tag, as the app shows them: the assessment feature's pages with the
// photos feature's close-ups of the damage (decision 126) on each damaged category, and queued
// right after a red tag (decision 125), moved with a refused assessment's next attempt and deleted with a reset draft (decision 134). Features do not import each other; the app puts them
// together here.
import { useEffect } from "react";
import AssessmentPage from "#web/features/assessment/components/assessment-page.tsx";
import RedTagPage from "#web/features/assessment/components/red-tag-page.tsx";
import { CloseUps } from "#web/features/photos/components/close-ups.tsx";
import { warmPhotoCompressor } from "#web/features/photos/compress/compress-photo.ts";
import { movePhotos, queueCloseUps } from "#web/features/photos/send-photos.ts";
import { removeCloseUps } from "#web/features/photos/store/photo-store.ts";
import { photosStepOn } from "#web/stores/photos-step.ts";

const photos = { queueCloseUps, movePhotos, removeCloseUps };

export function AssessmentScreen() {
  // The photos' compressor (about 70 KB) is fetched while the driver assesses, on a link that waits
  // on round trips here: at one bar it otherwise arrived during the six photos, and the last ones'
  // compression held the roadworthy check's Continue (decision 144).
  useEffect(() => {
    if (photosStepOn()) warmPhotoCompressor();
  }, []);
  return <AssessmentPage CloseUps={CloseUps} photos={photos} />;
}

export function RedTagScreen() {
  return <RedTagPage photos={photos} />;
}
