// What every screen of the Photos step needs: the trailer flow (decision 044) at
// this step, its assessment's entry (the photos' key to their assessment), and
// the photos already kept for it, read from the phone. Without an assessment in
// the outbox there is nothing to attach photos to: the driver is sent back to it.
import { useEffect } from "react";
import { paths } from "#web/config/paths.ts";
import { warmPhotoCompressor } from "#web/features/photos/compress/compress-photo.ts";
import { assessmentPhotos, latestByView, loadPhotos } from "#web/features/photos/store/photo-store.ts";
import { watchPhonePosition } from "#web/lib/geolocation.ts";
import { flow } from "#web/stores/trailer-flow.ts";

export function usePhotosStep() {
  const current = flow.value;
  const assessmentEntryId = current?.assessment?.submitted ? current.assessment.entryId : undefined;
  useEffect(() => {
    if (!assessmentEntryId) return;
    void loadPhotos(assessmentEntryId);
    // The compressor's worker and encoder load while the driver reads the screen, not after the
    // first shot (decision 084).
    warmPhotoCompressor();
    // Each photo is placed where the phone is as it is taken, without a wait for a fix of its own.
    return watchPhonePosition();
  }, [assessmentEntryId]);

  if (!current) return { ready: false as const, redirect: paths.manageTrailer.getHref() };
  if (!assessmentEntryId) {
    return {
      ready: false as const,
      redirect:
        current.association === "attach"
          ? paths.trailerAssessment.getHref({ attach: true })
          : paths.trailerAssessment.getHref({ association: "detach" }),
    };
  }
  const loaded = assessmentPhotos.value;
  const photos = loaded?.assessmentEntryId === assessmentEntryId ? loaded.photos : undefined;
  return {
    ready: true as const,
    flow: current,
    assessmentEntryId,
    /** Undefined until read from the phone. */
    byView: photos ? latestByView(photos) : undefined,
  };
}
