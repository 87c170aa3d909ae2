// Where the trailer flow goes once the assessment is in the outbox (docs/product.md §1):
// with trailerPhotosWorkflowEnabled on, the Photos step; off, the Status step
// for attach (which records it), and for detach no third step: its confirmation
// (the damage certification) records it. The one place the Photos step plugs
// in (decision 051).
import type { Association } from "#shared/logistics/enums.ts";
import { paths } from "#web/config/paths.ts";
import { photosStepOn } from "#web/stores/photos-step.ts";

/**
 * Whether /trailers/trailerPhotos has its screen in app/routes.tsx (it has: features/photos,
 * decision 053). Without it, the flag's Photos step would be skipped and the flow would go on as
 * with the flag off, so no driver is sent to a Not found page.
 */
export const PHOTOS_STEP_MOUNTED = true;

export function stepAfterAssessment(
  association: Association,
  photos = photosStepOn(),
  photosMounted = PHOTOS_STEP_MOUNTED,
): string {
  if (photos && photosMounted) return paths.trailerPhotos.getHref({ association });
  return association === "attach" ? paths.trailerStatusIndication.getHref() : paths.detachTrailer.getHref();
}
