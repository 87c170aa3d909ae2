// A yield to the browser between two parts of the page's own work: what comes
// after it runs in a task of its own, so a tap (or a paint) waits out one part at
// most, never both (decision 095). A timer: in a page that is on view and not nested in
// other timers it fires at once, and it is a few bytes of the first screen's code.

/** Resolves in a later task than the one that called it. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));
