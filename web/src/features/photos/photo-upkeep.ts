// What the app does with kept photos when it starts (decisions 053, 144):
// - a photo still the camera's file (its compression cut short by a reload) is
//   compressed now, behind whatever screen the app opens on;
// - a photo of an assessment already in the outbox that was never queued (the
//   phone could not queue it after the association, or the driver left the flow
//   after taking it) is queued now: the assessment is on record, its photos go
//   with it, and nothing the driver took is lost;
// - a photo no step, no outbox entry and no assessment names any more, older
//   than the grace period, is removed from the phone.

import { compressedNow } from "#web/features/photos/compress-behind.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { cleanUpPhotos } from "#web/features/photos/store/photo-store.ts";
import type { Outbox } from "#web/outbox/app-outbox.ts";
import { queuePhotos } from "./send-photos.ts";

export async function tidyPhotos(outbox: Outbox, inProgress: string | undefined): Promise<void> {
  await outbox.load();
  const entries = new Map(outbox.entries.peek().map((entry) => [entry.id, entry]));
  const kept = await photoDatabase.all();
  void compressedNow(kept.filter((photo) => photo.original !== undefined));
  const unqueued = kept.filter((photo) => {
    if (photo.state !== "draft" || photo.assessmentEntryId === inProgress || entries.has(photo.id))
      return false;
    const assessment = entries.get(photo.assessmentEntryId);
    return assessment !== undefined && assessment.state !== "refused";
  });
  await queuePhotos(unqueued, outbox);
  // Read again: the photos just queued are named by entries now.
  await cleanUpPhotos({
    assessmentEntryId: inProgress,
    entryIds: new Set(outbox.entries.peek().map((entry) => entry.id)),
  });
}
