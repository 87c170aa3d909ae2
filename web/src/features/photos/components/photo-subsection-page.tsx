// /trailers/trailerPhotos/{subsection}: one of the six views, the roadworthy
// confirmation, or (with ?retake=) a photo the system of record refused, taken
// again. Anything else is not a page.
import { useParams, useSearchParams } from "react-router";
import { NotFoundPage } from "#web/components/not-found-page.tsx";
import { ROADWORTHY, viewOf } from "#web/features/photos/photo-views.ts";
import { PhotoViewPage } from "./photo-view-page.tsx";
import { RetakeRefusedPage } from "./retake-refused-page.tsx";
import { RoadworthyPage } from "./roadworthy-page.tsx";

export default function PhotoSubsectionPage() {
  const { subsection = "" } = useParams();
  const [search] = useSearchParams();
  const retake = search.get("retake");
  if (subsection === ROADWORTHY) return <RoadworthyPage />;
  const view = viewOf(subsection);
  if (!view) return <NotFoundPage />;
  if (retake) return <RetakeRefusedPage view={view} photoId={retake} />;
  return <PhotoViewPage key={view.side} view={view} />;
}
