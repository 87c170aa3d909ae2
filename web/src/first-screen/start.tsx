// How the page starts: the language first (its catalog), the order's data, then
// the app. On a prerendered public screen (decision 055) the page takes over the
// HTML that is already on screen (hydrateRoot), keeping what the driver typed
// meanwhile; anywhere else, or when the phone knows something the build did not,
// it draws the app afresh. On a signed-in screen's shell (decision 086) it starts
// from what the edge served with it (who is signed in, the order's data), and
// draws the app once the screen's code and words are there, so the shell on view
// is replaced by the screen itself, never by a loading screen. The app itself
// (its tree, its screens' code, its order's data) is handed in by app/start.ts:
// nothing here imports app/ or a feature (decision 114).
import { effect } from "@preact/signals-react";
import { type ComponentType, type ReactNode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { BrowserRouter } from "react-router";
import type { Locale } from "#shared/languages.ts";
import type { PrerenderedPath } from "#shared/prerendered-pages.ts";
import { activateLocale, initialLocale } from "#web/lib/i18n.ts";
import { sessionConfirmed, userDetails } from "#web/stores/session.ts";
import { earlyTapsReplay, takeEarlyTaps, unmarkEarlyTaps } from "./early-taps.ts";
import { canHydrate, readPrerendered } from "./prerendered-screens.ts";
import { readServedData, type ServedData } from "./served-data.ts";
import { firstScreenCommitted } from "./shown.ts";
import {
  keepTypedFields,
  noteServedFields,
  readTypedFields,
  type ServedFields,
} from "./typed-before-hydration.ts";

/** What the app hands the first screen to start it with (app/start.ts). */
type StartingApp = {
  /** The app's providers, around the router. */
  App: ComponentType<{ children: ReactNode }>;
  /** The app's routes, inside the router. */
  Routes: ComponentType;
  /** Starts loading the code of the screen at `pathname` (the route table's loader). */
  loadScreenAt: (pathname: string) => Promise<unknown> | undefined;
  /** Loads what a prerendered screen needs to render as the build rendered it. */
  loadPrerendered: (path: PrerenderedPath, locale: Locale) => Promise<void>;
  /** Keeps the order's data, from what the edge `served` on; answers the function that stops it. */
  syncOrderData: (served?: ServedData) => () => void;
};

/**
 * The taps the driver made on the served screen, held until the app's first screen is committed,
 * then made again (early-taps.ts). What the driver typed in the served screen's `fields` is read in
 * that commit and handed to React just after it (outside React's commit), on a screen drawn afresh
 * to the fields drawn in their place (decision 133).
 */
function keepEarlyInput(container: HTMLElement, fields: ServedFields) {
  const replay = earlyTapsReplay(container);
  let done = false;
  const stop = effect(() => {
    if (done || !firstScreenCommitted.value) return;
    done = true;
    // From here React answers taps itself; the ones held before are made again just below.
    const taps = takeEarlyTaps();
    const typed = readTypedFields(fields, container);
    queueMicrotask(() => {
      stop();
      keepTypedFields(typed);
      // Once the typing has reached the form's state (React draws it after the change, at times
      // after a timer: each field then shows the value React rendered), so a held "Continue" sends
      // what the driver typed; a second at most.
      const replayOnceDrawn = (tries: number) =>
        setTimeout(
          () =>
            tries && typed.some(({ field }) => field.value !== field.defaultValue)
              ? replayOnceDrawn(tries - 1)
              : replay(taps),
          16,
        );
      replayOnceDrawn(60);
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

/** Starts the app in `container`, over the screen the HTML holds (see above). */
export async function startFirstScreen(
  container: HTMLElement,
  { App, Routes, loadScreenAt, loadPrerendered, syncOrderData }: StartingApp,
): Promise<Root> {
  const tree = () => (
    <App>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </App>
  );
  const screenCode = loadScreenAt(globalThis.location.pathname);
  const fromEdge = readServedData(container);
  if (fromEdge) {
    userDetails.value = fromEdge.user;
    sessionConfirmed.value = true;
  }
  const served = readPrerendered(container);
  const locale = initialLocale(served?.locale);
  if (served && canHydrate(served, locale)) {
    await Promise.all([activateLocale(locale), loadPrerendered(served.path, locale)]);
    const stopSync = syncOrderData();
    const fields = noteServedFields(container);
    unmarkEarlyTaps();
    keepEarlyInput(container, fields);
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser in
    // between, rather than in one long task that a tap must wait out (decision 095). The screen is
    // already on view; nothing waits for the hydration to end.
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, tree());
    });
    return stoppingOnUnmount(root!, stopSync);
  }
  // The screen's code (and a workflow screen's words) too: the first thing drawn is the screen.
  await Promise.all([activateLocale(locale), screenCode]);
  const stopSync = syncOrderData(fromEdge);
  // What the driver typed on a signed-in shell goes to the fields drawn in place of its own.
  keepEarlyInput(container, noteServedFields(container));
  // Replaces whatever the HTML held (a prerendered screen this page does not show as it is).
  const root = createRoot(container);
  // In slices too (see above): the shell on view stays until the app's first screen is ready.
  startTransition(() => root.render(tree()));
  return stoppingOnUnmount(root, stopSync);
}
