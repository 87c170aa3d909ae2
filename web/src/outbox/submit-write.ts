// A write the driver makes on a screen: kept in the outbox first (so it is never
// lost), then, when there is signal, the screen waits a little for the answer to
// show it; with no signal it says the work is saved and will be sent. While a
// screen waits for an entry's answer, the screen tells the driver what came of
// it; once it stops waiting, the app does (outbox/watch-refused-writes.ts).
// A write kept to send later comes back with what it waits for (wait-reason.ts).

import { isOffline } from "#web/stores/network.ts";
import { userDetails } from "#web/stores/session.ts";
import { mirrorWrites, outbox } from "./app-outbox.ts";
import type { OutboxEntry } from "./outbox-entry.ts";
import type { OutboxKind } from "./outbox-kinds.ts";
import { ownerMeta } from "./outbox-owner.ts";
import { type WaitReason, waitReason } from "./wait-reason.ts";
import { isPartlyRecorded } from "./write-refusal.ts";

/** How long a screen waits for the answer before saying "saved, will be sent". */
export const ANSWER_WAIT_MS = 20_000;

export type WriteOutcome =
  | { kind: "done"; entry: OutboxEntry }
  /** An association recorded while its trailer mapping was not (docs/product.md §4): the broker is told. */
  | { kind: "partlyDone"; entry: OutboxEntry }
  | { kind: "refused"; entry: OutboxEntry }
  /** Kept, to be sent by the outbox; `waitsFor`: what it waits for, as the driver is told. */
  | { kind: "queued"; entry: OutboxEntry; waitsFor: WaitReason };

/** The entries whose answer a screen is waiting for: that screen tells the driver how it went. */
const awaitedOnScreen = new Set<string>();
export const isAwaitedOnScreen = (id: string) => awaitedOnScreen.has(id);

/**
 * `id`: the entry's id when the screen made it beforehand (kept with what the driver answered), so
 * submitting again (a double tap, Back and Submit) is the same entry, kept and sent once.
 */
export async function submitWrite(
  kind: OutboxKind,
  payload: unknown,
  meta: Record<string, string> = {},
  { id }: { id?: string } = {},
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
