// Work the driver does not wait for, run once the first screen is up and the page
// is idle (the browser's idle callback; a second later where there is none), so
// it never competes with what the driver is waiting to see.
import { effect, signal } from "@preact/signals-react";
import { firstScreenShown, whenFirstScreenShown } from "./shown.ts";

/** Waits at most this long for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `then` once when idle; answers the function that cancels it. */
export function whenIdle(then: () => void): () => void {
  let cancelled = false;
  let cancel = () => {};
  whenFirstScreenShown(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(then, 1000);
      cancel = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancel();
  };
}

/** Waits at most this long for an idle moment to run a slice of start-up work in. */
const SLICE_TIMEOUT_MS = 500;

/**
 * Runs `then` in a task of its own at the page's next idle moment (at most half a second later),
 * or in the next task where the browser has no idle callback; answers the function that cancels
 * it. Start-up work split into such slices never adds to the task that drew the screen, and each
 * slice is a short task a tap waits out at most.
 */
export function inAnIdleTask(then: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(() => then(), { timeout: SLICE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(then);
  return () => clearTimeout(handle);
}

/**
 * Set in an idle task of its own once the first screen is up (cleared with it): what the first
 * screen does not show (the sync line, with the outbox's code) renders from then on, never in the
 * commit that put the screen up.
 */
export const firstScreenSettled = signal(false);
let cancelSettling = () => {};
effect(() => {
  cancelSettling();
  if (!firstScreenShown.value) {
    firstScreenSettled.value = false;
    return;
  }
  cancelSettling = inAnIdleTask(() => {
    firstScreenSettled.value = true;
  });
});
