// A photo refused for good after the driver left the Photos step (docs/product.md §4, §8:
// the attach or detach went, the photo did not): the driver is told, in an error
// alert that stays until closed, to retake it and send it again; Manage trailer
// lists it with Retake and send.
import { msg } from "@lingui/core/macro";
import { effect } from "@preact/signals-react";
import type { Outbox } from "#web/outbox/app-outbox.ts";
import { PHOTO_KIND } from "#web/outbox/outbox-entry.ts";
import { alerts } from "#web/stores/alerts.ts";

export function watchRefusedPhotos(outbox: Outbox, startedAt = Date.now()): () => void {
  const told = new Set<string>();
  return effect(() => {
    for (const entry of outbox.entries.value) {
      if (entry.kind !== PHOTO_KIND || entry.state !== "refused" || told.has(entry.id)) continue;
      told.add(entry.id);
      // Refusals from before this page started were told then; Manage trailer still lists them.
      if ((entry.settledAt ?? 0) < startedAt) continue;
      const trailer = entry.meta?.trailer ?? "";
      alerts.add({
        theme: "error",
        title: msg`A photo of trailer ${trailer} was not sent`,
        message: msg`Retake it and send it again: Manage trailer lists it under Your recent work.`,
      });
    }
  });
}
