// Background Sync (decision 034; Chromium has it): the page asks for a sync when
// it keeps a write (outbox/page/background-sync.ts), and the browser wakes this
// worker once there is signal, even after the driver closed the page. The worker
// sends what waits with the page's own outbox and senders (outbox/write-senders.ts):
// the same requests, the same idempotency keys, marked done in the same
// IndexedDB store, under the same Web Lock, so the page and the worker never
// send at once and the server stores a write once even when both tried.
import { getSession } from "#web/features/auth/api/get-session.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG } from "#web/lib/outbox-messages.ts";
import type { Driver } from "#web/outbox/outbox-entry.ts";
import { sendKeptWrites } from "#web/outbox/write-senders.ts";

/** Background Sync's event is not in TypeScript's WebWorker types (a WICG draft). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Who the Worker's session belongs to (the cookie goes with the worker's same-origin fetch). */
async function sessionDriver(): Promise<Driver | null> {
  try {
    return (await getSession()).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Sends the outbox's waiting writes. Rejects while some still wait for signal (a failed try, or no
 * answer to who is signed in), so the browser fires the sync again later.
 */
async function sendWaitingWrites(scope: ServiceWorkerGlobalScope): Promise<void> {
  const waiting = await sendKeptWrites(sessionDriver);
  for (const client of await scope.clients.matchAll({ type: "window" })) {
    client.postMessage({ type: OUTBOX_CHANGED });
  }
  if (waiting > 0) throw new Error(`${waiting} write(s) still wait for signal`);
}

export function listenForOutboxSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("sync", (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendWaitingWrites(scope));
  });
}
