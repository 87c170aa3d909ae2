// Whether the job has its Photos step (docs/product.md §1): the carrier's
// trailerPhotosWorkflowEnabled flag, on while it is not known yet. One reading for the progress
// stages, the step after the assessment and the compressor's warm-up; in a render it redraws the
// screen when the flag changes.
import { featureFlags } from "./launch-state.ts";

export const photosStepOn = (): boolean =>
  featureFlags.value?.featureFlags.trailerPhotosWorkflowEnabled ?? true;
