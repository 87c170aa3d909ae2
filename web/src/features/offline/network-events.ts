// The browser's online/offline events. Going offline shows each screen's offline
// line (app/offline-use.tsx) without blocking the screen: reading, typing and the
// trailer workflow's offline steps still work. A call the driver waits on that
// then fails raises the No Service dialog (api-failures.ts). Coming back online
// clears both.
import { cameBackOnline, noService, offline } from "#web/stores/network.ts";

/** Starts listening; returns the function that stops. */
export function watchNetwork(target: Window = window): () => void {
  const online = () => {
    cameBackOnline.value = true;
    offline.value = false;
    noService.value = false;
  };
  const wentOffline = () => {
    offline.value = true;
  };
  offline.value = target.navigator.onLine === false;
  target.addEventListener("online", online);
  target.addEventListener("offline", wentOffline);
  return () => {
    target.removeEventListener("online", online);
    target.removeEventListener("offline", wentOffline);
  };
}
