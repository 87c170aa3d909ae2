// Whether the first screen of this page load is up: its code has arrived and it
// has rendered (ScreenShown, below every screen: app/screen.tsx). What waits for it (the service worker's
// registration, and so its precache) never competes with the first screen for
// the phone's one bar of signal (decision 034).
import { effect, signal } from "@preact/signals-react";
import { useEffect, useLayoutEffect } from "react";

export const firstScreenShown = signal(false);

/** The User Timing mark set when the first screen is up: `npm run bench` counts what came before it. */
const FIRST_SCREEN_MARK = "hitch:first-screen";

/** Runs `then` once, when the first screen is up (at once if it already is). */
export function whenFirstScreenShown(then: () => void): void {
  let done = false;
  const stop = effect(() => {
    if (done || !firstScreenShown.value) return;
    done = true;
    queueMicrotask(() => {
      stop();
      then();
    });
  });
}

/**
 * Set in the very commit that puts the first screen up (a layout effect), before anything can
 * render it again: where a prerendered screen's fields are read as the driver left them
 * (typed-before-hydration.ts).
 */
export const firstScreenCommitted = signal(false);

/**
 * Rendered after a screen, inside its Suspense (app/screen.tsx): its effects run once the screen
 * itself is up, the first time marking the first screen shown.
 */
export function ScreenShown() {
  useLayoutEffect(() => {
    firstScreenCommitted.value = true;
  }, []);
  useEffect(() => {
    if (!firstScreenShown.peek()) globalThis.performance?.mark?.(FIRST_SCREEN_MARK);
    firstScreenShown.value = true;
  }, []);
  return null;
}
