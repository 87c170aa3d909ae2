// The first screen's one public entry (decision 114). The machinery in this folder puts the
// page's first screen up as soon as the phone can: it takes over a prerendered public screen or
// draws the app over a signed-in shell (start.tsx, from what the edge served: served-data.ts),
// keeps the taps and typing the driver made before the code came (early-taps.ts,
// typed-before-hydration.ts), lets the route table ask for the opening screen's code at once
// (preloadable-lazy.ts), and holds back what can wait until the screen is up (shown.ts,
// when-idle.ts). Code outside web/src/first-screen/ imports this file only
// (dependency-cruiser.config.ts); nothing here imports app/ or a feature: the app hands itself in
// (app/start.ts).

// The page's start first: its imports put the libraries in the order the first screen's bundle
// has always had them in (the signals' and React's before the router's), which gzips 0.4 KB
// smaller than the order the sorted exports below give (scripts/local-production-run.test.ts
// holds the bytes).
import "./start.tsx";

export { nextTask } from "./next-task.ts";
export { loadLazy, preload, preloadableLazy } from "./preloadable-lazy.ts";
export { type ServedData, wholeRoot } from "./served-data.ts";
export { firstScreenShown, ScreenShown, whenFirstScreenShown } from "./shown.ts";
export { startFirstScreen } from "./start.tsx";
export { firstScreenSettled, inAnIdleTask, whenIdle } from "./when-idle.ts";
