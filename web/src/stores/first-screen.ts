// Whether the first screen of this page load is up: its code has arrived and it
// has rendered (set by app/screen.tsx). What waits for it (the service worker's
// registration, and so its precache) never competes with the first screen for
// the phone's one bar of signal (issue 11).
import { signal } from "@preact/signals-react";

export const firstScreenShown = signal(false);

/**
 * Set in the very commit that puts the first screen up (a layout effect), before anything can
 * render it again: where a prerendered screen's fields are read as the driver left them
 * (lib/typed-before-hydration.ts).
 */
export const firstScreenCommitted = signal(false);
