// Registers /sw.js (production builds only) and, when a new version has been
// downloaded and is waiting, asks the driver before switching: the page
// reloads once the new worker has taken control.
import { msg } from "@lingui/core/macro";
import { confirmations } from "../../stores/confirmations.ts";

export const SKIP_WAITING = "SKIP_WAITING";

/** Set when the driver pressed Update: only then does a change of worker reload the page. */
let updateAccepted = false;

function askToUpdate(waiting: ServiceWorker) {
  confirmations.add({
    icon: "update",
    title: msg`A new version is available`,
    message: msg`Update now to get the latest fixes. The app reloads; nothing you typed is lost.`,
    buttons: [
      {
        text: msg`Update`,
        action: () => {
          updateAccepted = true;
          waiting.postMessage({ type: SKIP_WAITING });
        },
      },
      { text: msg`Later`, theme: "secondary" },
    ],
  });
}

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  const registration = await container.register("/sw.js", { scope: "/" });
  // The first install has no controller to replace: nothing to ask.
  const hasController = () => container.controller !== null;

  if (registration.waiting && hasController()) askToUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && hasController()) askToUpdate(installing);
    });
  });

  let reloaded = false;
  container.addEventListener("controllerchange", () => {
    if (reloaded || !updateAccepted) return;
    reloaded = true;
    globalThis.location.reload();
  });

  // Phones keep the app open for days: look for a new version when it comes back to the front.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void registration.update().catch(() => {});
  });
  return registration;
}
