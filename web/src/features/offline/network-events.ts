// The browser's online/offline events. Going offline puts a 'No Service' notice
// in the alert banner, without blocking the screen: reading, typing and the
// trailer workflow's offline steps still work. A call that then fails raises
// the No Service dialog (api-failures.ts). Coming back online clears both.
import { msg } from "@lingui/core/macro";
import { alerts } from "../../stores/alerts.ts";
import { cameBackOnline, noService, offline } from "../../stores/network.ts";

export const OFFLINE_ALERT_ID = "offline";
/** Above ordinary alerts, below the persistent alert. */
const OFFLINE_ALERT_PRIORITY = -500;

function showOfflineNotice() {
  offline.value = true;
  alerts.add({
    id: OFFLINE_ALERT_ID,
    priority: OFFLINE_ALERT_PRIORITY,
    theme: "error",
    title: msg`No Service`,
    message: msg`You are offline. Anything that needs signal waits until you are back online; what you typed stays on this phone.`,
  });
}

/** Starts listening; returns the function that stops. */
export function watchNetwork(target: Window = window): () => void {
  const online = () => {
    cameBackOnline.value = true;
    offline.value = false;
    alerts.dismiss(OFFLINE_ALERT_ID);
    noService.value = false;
  };
  if (target.navigator.onLine === false) showOfflineNotice();
  else offline.value = false;
  target.addEventListener("online", online);
  target.addEventListener("offline", showOfflineNotice);
  return () => {
    target.removeEventListener("online", online);
    target.removeEventListener("offline", showOfflineNotice);
  };
}
