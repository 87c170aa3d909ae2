// The app's one outbox, and what makes it send: the page starting, the signal
// coming back (online), the page coming to the front, the driver signing in
// again, and the backoff timer. A write kept, or left waiting by a failed try,
// also asks for a Background Sync, so the service worker sends it when the page
// is closed; when the worker has sent something, the page reads the outbox
// again. Also asks the browser to keep this site's storage (Safari may evict a
// site not installed to the home screen).
import { effect } from "@preact/signals-react";
import { OUTBOX_CHANGED } from "#web/lib/service-worker-messages.ts";
import { cameBackOnline } from "#web/stores/network.ts";
import { userDetails } from "#web/stores/session.ts";
import { askForBackgroundSync } from "./background-sync.ts";
import { mirrorPhoneWrites } from "./mirror-phone-writes.ts";
import { createOutbox } from "./outbox.ts";

export const outbox = createOutbox({
  signedInDriver: () => userDetails.peek(),
  onWaiting: () => void askForBackgroundSync(),
});
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

export function startOutbox(target: Window = window): () => void {
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
    outbox.stop();
  };
}
