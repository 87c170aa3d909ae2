// A yield to the browser between two parts of the page's own work: what comes
// after it runs in a task of its own, so a tap (or a paint) waits out one part at
// most, never both (issue 19). `scheduler.yield()` where the browser has it (its
// continuation goes before other queued work); a message to ourselves elsewhere:
// unlike a timer, it is neither clamped nor throttled.
type Scheduler = { yield?: () => Promise<void> };

/** Resolves in a later task than the one that called it. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
