// What makes the page's outbox send (decision 041): the page starting, the signal coming back
// (online), the page coming to the front, the driver signing in again, and the backoff timer; when
// the service worker has sent something, the page reads the outbox again. Also asks the browser
// to keep this site's storage (Safari may evict a site not installed to the home screen), and
// tells the driver of a write refused once its screen stopped waiting for it. Read by the app's
// start alone (app/start-sending-work.ts), so its code loads with that start, after sign-in
// (decisions 092, 113).
import { effect } from "@preact/signals-react";
import { OUTBOX_CHANGED } from "#web/lib/outbox-messages.ts";
import { watchRefusedWrites } from "#web/outbox/page/watch-refused-writes.ts";
import { cameBackOnline } from "#web/stores/network.ts";
import { userDetails } from "#web/stores/session.ts";
import { mirrorWrites, outbox } from "./app-outbox.ts";

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
