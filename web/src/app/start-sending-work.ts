// The app's writes and the outbox that sends them (outbox/start-outbox.ts), put together here (the
// app composes features): every feature's senders are registered (outbox/write-senders.ts), the
// photos feature tidies and watches its own, and a write that reached the system of record
// refreshes what the phone knows about the order (the trailer attached now, the load's slots),
// refused or not: a refusal may be a partial success (docs/product.md §4), or say the order's state
// is not what the phone thought. A detach that went through clears the trailer attached now at
// once: at one bar the order's new state can take seconds to come back, and "Attached now" under
// "Detached" would say the opposite. A write refused after its screen stopped waiting is told to
// the driver by the outbox, once started. The signal back after the order's state could not be
// loaded (an app opened with none) asks for it again, without a tap: Manage trailer then says what
// is true now, not what the phone last knew (decision 065).
import { effect } from "@preact/signals-react";
import { tidyPhotos } from "#web/features/photos/photo-upkeep.ts";
import { watchRefusedPhotos } from "#web/features/photos/watch-refused-photos.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { ASSOCIATION_KINDS } from "#web/outbox/outbox-entry.ts";
import { startOutbox } from "#web/outbox/start-outbox.ts";
import { registerWriteSenders } from "#web/outbox/write-senders.ts";
import { launchStateLoad } from "#web/stores/launch-state.ts";
import { cameBackOnline, offline } from "#web/stores/network.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { loadOrderData } from "./app-start.ts";

export function startSendingWork(): () => void {
  registerWriteSenders(outbox);
  const startedAt = Date.now();
  const stopWatchingPhotos = watchRefusedPhotos(outbox, startedAt);
  void tidyPhotos(outbox, flow.peek()?.assessment?.entryId).catch((error: unknown) =>
    console.warn("Kept photos could not be tidied", error),
  );
  const seen = new Set<string>();
  const stopRefreshing = effect(() => {
    let changed = false;
    for (const entry of outbox.entries.value) {
      const settled = entry.state === "done" || entry.state === "refused";
      const fresh = settled && (entry.settledAt ?? 0) >= startedAt && !seen.has(entry.id);
      if (!fresh) continue;
      seen.add(entry.id);
      if (ASSOCIATION_KINDS.includes(entry.kind)) changed = true;
    }
    // The order's state alone: the flags and the alert do not change with the driver's writes.
    if (changed) void loadOrderData("orderState");
  });
  // On the signal's return only (since this started, or before it, unseen by the outbox yet): a
  // state the carrier did not answer for stays with its Try again.
  let wasOffline = offline.peek() || cameBackOnline.peek();
  const stopReloadingOnSignal = effect(() => {
    const back = wasOffline && !offline.value;
    wasOffline = offline.value;
    if (back && launchStateLoad.peek() === "failed") void loadOrderData("orderState");
  });
  const stopOutbox = startOutbox(window, startedAt);
  return () => {
    stopOutbox();
    stopReloadingOnSignal();
    stopRefreshing();
    stopWatchingPhotos();
  };
}
