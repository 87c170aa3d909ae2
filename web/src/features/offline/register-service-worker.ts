// Registers /sw.js (production builds only; web/service-worker/src/sw.ts, built
// with Workbox) once the first screen is up, and, when a new version has been
// downloaded and is waiting, asks the driver before switching: the page
// reloads once the new worker has taken control. Once registered, the worker is
// asked to cache the files its install leaves out whenever the phone is idle
// (cache-on-demand.ts, decision 130).
import { msg } from "@lingui/core/macro";
import { effect } from "@preact/signals-react";
import { firstScreenShown } from "#web/first-screen/first-screen.ts";
import { SKIP_WAITING } from "#web/lib/service-worker-messages.ts";
import { confirmations } from "#web/stores/confirmations.ts";

function askToUpdate(waiting: ServiceWorker, onAccept: () => void) {
  confirmations.add({
    icon: "update",
    title: msg`A new version is available`,
    message: msg`Update now to get the latest fixes. The app reloads; nothing you typed is lost.`,
    buttons: [
      {
        text: msg`Update`,
        action: () => {
          onAccept();
          waiting.postMessage({ type: SKIP_WAITING });
        },
      },
      { text: msg`Later`, theme: "secondary" },
    ],
  });
}

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  const registration = await container.register("/sw.js", { scope: "/" });
  /**
   * A new version is one installed behind an older active worker. Whether there is one is read when
   * the install is first seen, not when it ends: WebKit can tell the page it is controlled before
   * it delivers the first install's "installed" state change, and a first install asks nothing.
   */
  const replacesAnother = (worker: ServiceWorker) =>
    registration.active !== null && registration.active !== worker;
  /** Set when the driver pressed Update: only then does a change of worker reload the page. */
  let updateAccepted = false;
  const ask = (worker: ServiceWorker) =>
    askToUpdate(worker, () => {
      updateAccepted = true;
    });
  const whenInstalled = (installing: ServiceWorker | null) => {
    if (!installing || !replacesAnother(installing)) return;
    installing.addEventListener("statechange", () => {
      if (installing.state === "installed") ask(installing);
    });
  };

  if (registration.waiting && replacesAnother(registration.waiting)) ask(registration.waiting);
  // The navigation's own update check may have found a new version before this ran.
  whenInstalled(registration.installing);
  registration.addEventListener("updatefound", () => whenInstalled(registration.installing));

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

/** Resolves once the first screen has rendered (first-screen/shown.ts). */
function whenFirstScreenShown(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (!firstScreenShown.value) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/** Resolves once the page's own files have loaded (its load event). */
function whenLoaded(target: Window): Promise<void> {
  if (target.document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => target.addEventListener("load", () => resolve(), { once: true }));
}

/**
 * Registers the worker once the first screen is up and the page has loaded: installing it
 * downloads the whole app (every lazy screen) for offline use, which must never hold up what the
 * driver is waiting to see (decision 034); the finder's map and the scanner's decoder it keeps
 * when first fetched, or when the phone is idle (decision 130).
 */
export async function registerServiceWorkerAfterFirstScreen(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  target: Window = window,
) {
  await whenFirstScreenShown();
  await whenLoaded(target);
  const registration = await registerServiceWorker(container);
  // Its code loads after the first screen, as the worker does (decision 091's first-screen bytes).
  const { cacheOnDemandWhenIdle } = await import("./cache-on-demand.ts");
  cacheOnDemandWhenIdle(() => registration.active, container.ready);
  return registration;
}
