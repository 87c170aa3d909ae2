// The app's one outbox, and what makes it send: the page starting, the signal
// coming back (online), the page coming to the front, the driver signing in
// again, and the backoff timer. Also asks the browser to keep this site's storage
// (Safari may evict a site not installed to the home screen).
import { effect } from "@preact/signals-react";
import { userDetails } from "../../stores/session.ts";
import { createOutbox } from "./outbox.ts";

export const outbox = createOutbox();

export function startOutbox(target: Window = window): () => void {
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
  const resume = () => void outbox.resume().catch(() => {});
  const visible = () => {
    if (document.visibilityState === "visible") void outbox.flush().catch(() => {});
  };
  target.addEventListener("online", resume);
  document.addEventListener("visibilitychange", visible);
  let wasSignedIn = userDetails.peek() !== null;
  const stopWatching = effect(() => {
    const signedIn = userDetails.value !== null;
    if (signedIn && !wasSignedIn) resume();
    wasSignedIn = signedIn;
  });
  void outbox.flush().catch(() => {});
  return () => {
    target.removeEventListener("online", resume);
    document.removeEventListener("visibilitychange", visible);
    stopWatching();
    outbox.stop();
  };
}
