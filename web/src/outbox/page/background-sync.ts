// Where the browser has Background Sync (Chromium), a write kept in the outbox
// also asks it to wake the service worker once there is signal, so the write is
// sent even when the driver has closed the page (web/service-worker/src/outbox-sync.ts).
// Elsewhere, and in development (no service worker), this does nothing: the
// page sends when it is open, as always.
import { OUTBOX_SYNC_TAG } from "#web/lib/outbox-messages.ts";

/** Background Sync is not in TypeScript's DOM types (a WICG draft). */
type SyncManager = { register(tag: string): Promise<void> };

/** Asks for a sync; answers whether one was asked for. Never throws. */
export async function askForBackgroundSync(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  try {
    const registration = await container?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Refused (permission, a private window) or no worker yet: the page sends when it is open.
    return false;
  }
}
