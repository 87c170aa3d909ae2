// A write refused (or recorded only in part, or a detach whose drop spot was not
// recorded) after the screen that made it stopped waiting for its answer: sent
// later from the outbox, when the signal came back or from another page. The
// driver is told at once, in an error alert that stays until closed: what the
// write was, what the reason means and what to do; Manage trailer lists it under
// Your recent work. A photo has its own words (the photos feature). A write the
// screen said was kept to send later has that alert closed once it is sent or
// refused: the list and the sync line say how it went, and a refusal its own alert.
import { msg } from "@lingui/core/macro";
import { effect } from "@preact/signals-react";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { isAwaitedOnScreen } from "#web/outbox/app-outbox.ts";
import { PHOTO_KIND } from "#web/outbox/outbox-entry.ts";
import type { Outbox } from "#web/outbox/queue/outbox.ts";
import { DROP_SPOT_NOT_RECORDED, isDropSpotMissing, writeRefusalWords } from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { outboxLabel } from "./outbox-label.ts";

export function watchRefusedWrites(outbox: Outbox, startedAt = Date.now()): () => void {
  const told = new Set<string>();
  return effect(() => {
    for (const entry of outbox.entries.value) {
      const kept = keptAlertId(entry.id);
      if (entry.state === "done" || entry.state === "refused") {
        if (alerts.alerts.peek().some((a) => a.id === kept)) alerts.dismiss(kept);
      }
      const dropSpotMissing = isDropSpotMissing(entry);
      const refused = entry.state === "refused" && entry.kind !== PHOTO_KIND;
      if (!(refused || dropSpotMissing) || told.has(entry.id)) continue;
      told.add(entry.id);
      // The screen waiting for it says how it went; refusals from before this page started were told then.
      if (isAwaitedOnScreen(entry.id) || (entry.settledAt ?? 0) < startedAt) continue;
      alerts.add({
        id: `refused-${entry.id}`,
        theme: "error",
        title: outboxLabel(entry.kind, entry.meta),
        message: dropSpotMissing ? DROP_SPOT_NOT_RECORDED : writeRefusalWords(entry.lastError),
        details: msg`Manage trailer lists it under Your recent work.`,
      });
    }
  });
}
