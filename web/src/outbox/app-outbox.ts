// The page's one outbox (decision 041), and how a screen keeps a write in it (decision 113). A
// write kept, or left waiting by a failed try, asks for a Background Sync, so the service worker
// sends it when the page is closed. What makes it send is start-outbox.ts's; its code loads after
// the first screen (decisions 091, 092): nothing the first screen imports statically reaches it.

import { onDriverForgotten } from "#web/lib/phone-data.ts";
import { askForBackgroundSync } from "#web/outbox/page/background-sync.ts";
import { mirrorPhoneWrites } from "#web/outbox/page/mirror-phone-writes.ts";
import { createOutbox } from "#web/outbox/queue/outbox.ts";
import { isOffline } from "#web/stores/network.ts";
import { userDetails } from "#web/stores/session.ts";
import { type OutboxKind, ownerMeta } from "./outbox-entry.ts";
import { isPartlyRecorded, type WriteOutcome, waitReason } from "./write-outcome.ts";

export const outbox = createOutbox({
  signedInDriver: () => userDetails.peek(),
  onWaiting: () => void askForBackgroundSync(),
});
export type Outbox = typeof outbox;

// Log out takes every entry off the phone, the page's list with them (decision 120).
onDriverForgotten(() => outbox.clearAll());

let mirroring = false;
/**
 * Keeps the association writes where the first screen reads them before this code loads
 * (stores/held-trailers.ts, decision 105): from the outbox's start, or a write kept before it.
 */
export function mirrorWrites(): void {
  if (mirroring) return;
  mirroring = true;
  mirrorPhoneWrites(outbox);
}

/** The entries whose answer a screen is waiting for: that screen tells the driver how it went. */
const awaitedOnScreen = new Set<string>();
export const isAwaitedOnScreen = (id: string) => awaitedOnScreen.has(id);

/** How long a screen waits for the answer before saying "saved, will be sent". */
const ANSWER_WAIT_MS = 20_000;

/**
 * A write the driver makes on a screen: kept in the outbox first (so it is never lost), then, when
 * there is signal, the screen waits a little for the answer to show it; with no signal it says the
 * work is saved and will be sent. While a screen waits for an entry's answer, the screen tells the
 * driver what came of it; once it stops waiting, the app does (page/watch-refused-writes.ts). A
 * write kept to send later comes back with what it waits for (write-outcome.ts).
 *
 * `id`: the entry's id when the screen made it beforehand (kept with what the driver answered), so
 * submitting again (a double tap, Back and Submit) is the same entry, kept and sent once.
 * `dependsOn`: an entry kept before it whose answer it needs (a red tag after its close-up, decision 125).
 */
export async function submitWrite(
  kind: OutboxKind,
  payload: unknown,
  meta: Record<string, string> = {},
  { id, dependsOn }: { id?: string; dependsOn?: string | undefined } = {},
): Promise<WriteOutcome> {
  // Marked before the entry is kept: an answer that comes at once is this screen's to tell.
  const waitingFor = id ?? crypto.randomUUID();
  awaitedOnScreen.add(waitingFor);
  // Kept before the outbox started (a tap right after a reload): the screens still see it.
  mirrorWrites();
  try {
    // The driver and order it was made for: sent only while they are signed in (never as someone else).
    const entry = await outbox.enqueue({
      id: waitingFor,
      kind,
      payload,
      ...(dependsOn === undefined ? {} : { dependsOn }),
      meta: { ...meta, ...ownerMeta(userDetails.peek()) },
    });
    const settled = isOffline() ? null : await outbox.whenSettled(entry.id, ANSWER_WAIT_MS);
    if (!settled) {
      const entries = outbox.entries.peek();
      const latest = entries.find((e) => e.id === entry.id) ?? entry;
      return {
        kind: "queued",
        entry: latest,
        waitsFor: waitReason(entries, latest, { offline: isOffline() }),
      };
    }
    if (settled.state === "done") return { kind: "done", entry: settled };
    return { kind: isPartlyRecorded(settled) ? "partlyDone" : "refused", entry: settled };
  } finally {
    awaitedOnScreen.delete(waitingFor);
  }
}
