// The page's one outbox (decision 041), and the page's ways into it (decision 113): what starts it,
// how a screen keeps a write in it, and what a log out would leave unsent.
//
// What makes it send: the page starting, the signal coming back (online), the page coming to the
// front, the driver signing in again, and the backoff timer. A write kept, or left waiting by a
// failed try, also asks for a Background Sync, so the service worker sends it when the page is
// closed; when the worker has sent something, the page reads the outbox again. Also asks the
// browser to keep this site's storage (Safari may evict a site not installed to the home screen).
// Its code loads after the first screen (decisions 091, 092): nothing the first screen imports
// statically reaches this file.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { effect } from "@preact/signals-react";
import { OUTBOX_CHANGED } from "#web/lib/service-worker-messages.ts";
import { cameBackOnline, isOffline } from "#web/stores/network.ts";
import { userDetails } from "#web/stores/session.ts";
import { type OutboxKind, ownerMeta } from "./outbox-entry.ts";
import { askForBackgroundSync } from "./page/background-sync.ts";
import { mirrorPhoneWrites } from "./page/mirror-phone-writes.ts";
import { outboxLabel } from "./page/outbox-label.ts";
import { awaitedOnScreen, watchRefusedWrites } from "./page/watch-refused-writes.ts";
import { createOutbox } from "./queue/outbox.ts";
import { isPartlyRecorded, type WriteOutcome, waitReason } from "./write-outcome.ts";

export const outbox = createOutbox({
  signedInDriver: () => userDetails.peek(),
  onWaiting: () => void askForBackgroundSync(),
});
export type Outbox = typeof outbox;

let mirroring = false;
/**
 * Keeps the association writes where the first screen reads them before this code loads
 * (stores/held-trailers.ts, decision 105): from the outbox's start, or a write kept before it.
 */
function mirrorWrites(): void {
  if (mirroring) return;
  mirroring = true;
  mirrorPhoneWrites(outbox);
}

/**
 * Starts sending, and tells the driver of a write refused once its screen stopped waiting for it
 * (page/watch-refused-writes.ts) from `startedAt` on. Answers the function that stops it all.
 */
export function startOutbox(target: Window = window, startedAt = Date.now()): () => void {
  const stopWatchingRefusals = watchRefusedWrites(outbox, startedAt);
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
  mirrorWrites();
  const resume = () => {
    cameBackOnline.value = false;
    void outbox.resume().catch(() => {});
  };
  const flush = () => void outbox.flush().catch(() => {});
  const visible = () => {
    if (document.visibilityState === "visible") flush();
  };
  const fromServiceWorker = (event: MessageEvent) => {
    if (event.data?.type === OUTBOX_CHANGED) flush();
  };
  const serviceWorker = globalThis.navigator?.serviceWorker;
  target.addEventListener("online", resume);
  document.addEventListener("visibilitychange", visible);
  serviceWorker?.addEventListener("message", fromServiceWorker);
  let wasSignedIn = userDetails.peek() !== null;
  const stopWatching = effect(() => {
    const signedIn = userDetails.value !== null;
    if (signedIn && !wasSignedIn) resume();
    wasSignedIn = signedIn;
  });
  // Signal that came back before the outbox listened ends its waits as the online event would have.
  if (cameBackOnline.peek()) resume();
  else flush();
  return () => {
    cameBackOnline.value = false;
    target.removeEventListener("online", resume);
    document.removeEventListener("visibilitychange", visible);
    serviceWorker?.removeEventListener("message", fromServiceWorker);
    stopWatching();
    stopWatchingRefusals();
    outbox.stop();
  };
}

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

type UnsentWork = {
  /** How many writes are not sent yet. */
  count: number;
  /** What they are, in the order they were made; a trailer's photos are one line. */
  items: MessageDescriptor[];
  /** The orders they were made for: each is sent only once its driver signs in to it again. */
  orderNumbers: string[];
};

/**
 * What a driver's log out would leave unsent (decision 103): their writes still waiting or being
 * sent, named as Your recent work names them, a trailer's photos counted together. Loaded at the
 * moment of log out, so the outbox's code stays off the first screen (decisions 091, 092).
 */
export async function unsentWorkOf(mobileNumber: string): Promise<UnsentWork> {
  await outbox.load();
  const unsent = outbox.entries
    .peek()
    .filter(
      (entry) =>
        (entry.state === "waiting" || entry.state === "sending") && entry.meta?.mobileNumber === mobileNumber,
    );
  // A trailer's photos are one line, where its first photo is in the order the writes were made.
  const lines: ({ label: MessageDescriptor } | { photosOf: string; count: number })[] = [];
  for (const entry of unsent) {
    if (entry.kind !== "photo") {
      lines.push({ label: outboxLabel(entry.kind, entry.meta) });
      continue;
    }
    const trailer = entry.meta?.trailer ?? "";
    const line = lines.find((l) => "photosOf" in l && l.photosOf === trailer);
    if (line && "count" in line) line.count += 1;
    else lines.push({ photosOf: trailer, count: 1 });
  }
  return {
    count: unsent.length,
    items: lines.map((line) => {
      if ("label" in line) return line.label;
      const { photosOf: trailer, count } = line;
      return msg`Photos of trailer ${trailer} (${count})`;
    }),
    orderNumbers: [...new Set(unsent.flatMap((entry) => entry.meta?.orderNumber ?? []))],
  };
}
