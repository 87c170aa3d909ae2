// How the page starts: the language first (its catalog), the order's data, then
// the app. On a prerendered public screen (decision 055) the page takes over the
// HTML that is already on screen (hydrateRoot), keeping what the driver typed
// meanwhile; anywhere else, or when the phone knows something the build did not,
// it draws the app afresh. On a signed-in screen's shell (decision 086) it starts
// from what the edge served with it (who is signed in, the order's data), and
// draws the app once the screen's code and words are there, so the shell on view
// is replaced by the screen itself, never by a loading screen.
import { effect } from "@preact/signals-react";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "#web/app/app.tsx";
import { syncOrderData } from "#web/app/app-start.ts";
import { AppRoutes, preloadScreenAt } from "#web/app/routes.tsx";
import { activateLocale, initialLocale } from "#web/lib/i18n.ts";
import { sessionConfirmed, userDetails } from "#web/stores/session.ts";
import { earlyTapsReplay, takeEarlyTaps, unmarkEarlyTaps } from "./early-taps.ts";
import { canHydrate, preloadScreen, readPrerendered } from "./prerendered-screens.ts";
import { readServedData } from "./served-data.ts";
import { firstScreenCommitted } from "./shown.ts";
import {
  keepTypedFields,
  noteServedFields,
  readTypedFields,
  type ServedFields,
} from "./typed-before-hydration.ts";

const app = () => (
  <App>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);

/**
 * The taps the driver made on the served screen, held until the app's first screen is committed,
 * then made again (early-taps.ts). On a screen taken over as served (`fields`), what the driver
 * typed is read in that commit and handed to React just after it (outside React's commit).
 */
function keepEarlyInput(container: HTMLElement, fields?: ServedFields) {
  const replay = earlyTapsReplay(container);
  let done = false;
  const stop = effect(() => {
    if (done || !firstScreenCommitted.value) return;
    done = true;
    // From here React answers taps itself; the ones held before are made again just below.
    const taps = takeEarlyTaps();
    const typed = fields && readTypedFields(fields);
    queueMicrotask(() => {
      stop();
      if (typed) keepTypedFields(typed);
      // After the typing has reached the form's state (React renders it first), so a held
      // "Continue" sends what the driver typed.
      setTimeout(() => replay(taps));
    });
  });
}

/** `root`, whose unmount also stops what the app started beside it (the order data's sync). */
function stoppingOnUnmount(root: Root, stop: () => void): Root {
  return {
    render: (children) => root.render(children),
    unmount: () => {
      stop();
      root.unmount();
    },
  };
}

export async function startApp(container: HTMLElement): Promise<Root> {
  const screenCode = preloadScreenAt(globalThis.location.pathname);
  const fromEdge = readServedData(container);
  if (fromEdge) {
    userDetails.value = fromEdge.user;
    sessionConfirmed.value = true;
  }
  const served = readPrerendered(container);
  const locale = initialLocale(served?.locale);
  if (served && canHydrate(served, locale)) {
    await Promise.all([activateLocale(locale), preloadScreen(served.path, locale)]);
    const stopSync = syncOrderData();
    const fields = noteServedFields(container);
    unmarkEarlyTaps();
    keepEarlyInput(container, fields);
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between, rather than in one long task that a tap must wait out (issue 19). The screen is
    // already on view; nothing waits for the hydration to end.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app());
    });
    return stoppingOnUnmount(root!, stopSync);
  }
  // The screen's code (and a workflow screen's words) too: the first thing drawn is the screen.
  await Promise.all([activateLocale(locale), screenCode]);
  const stopSync = syncOrderData(fromEdge);
  keepEarlyInput(container);
  // Replaces whatever the HTML held (a prerendered screen this page does not show as it is).
  const root = createRoot(container);
  // In slices too (see above): the shell on view stays until the app's first screen is ready.
  startTransition(() => root.render(app()));
  return stoppingOnUnmount(root, stopSync);
}
