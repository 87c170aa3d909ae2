// The files the service worker leaves out of its install, the finder's map and the scanner's
// decoder (decision 130), cached when the phone is idle: it has signal, nothing of the driver's work
// waits to be sent, and the page has downloaded nothing for QUIET_MS. At one bar those files take
// about 16 s of the link: a driver going through a job never shares it with them, a driver reading
// a screen or with the phone in a pocket does.
import { effect } from "@preact/signals-react";
import { CACHE_ON_DEMAND } from "#web/lib/service-worker-messages.ts";
import { offline } from "#web/stores/network.ts";
import { unsentWork } from "#web/stores/unsent-work.ts";

/** How long the page must have downloaded nothing: a driver at work taps on well within it. */
export const QUIET_MS = 10_000;

/** Calls `heard` each time the page finishes a download (Resource Timing); answers how to stop. */
function pageDownloads(heard: () => void): () => void {
  if (typeof PerformanceObserver === "undefined") return () => {};
  const observer = new PerformanceObserver(() => heard());
  try {
    observer.observe({ type: "resource" });
  } catch {
    return () => {};
  }
  return () => observer.disconnect();
}

/**
 * Asks `worker()` (the active service worker, once there is one) to cache the files on demand each
 * time the phone has been idle for QUIET_MS, counted again from each download, each change of
 * signal or of the work waiting, and `ready` (the worker active). Answers how to stop.
 */
export function cacheOnDemandWhenIdle(
  worker: () => ServiceWorker | null,
  ready?: Promise<unknown>,
  downloads: (heard: () => void) => () => void = pageDownloads,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(timer);
    if (offline.peek() || unsentWork.peek().count > 0) return;
    timer = setTimeout(() => worker()?.postMessage({ type: CACHE_ON_DEMAND }), QUIET_MS);
  };
  const stopListening = downloads(restart);
  const stopWatching = effect(() => {
    void offline.value;
    void unsentWork.value;
    restart();
  });
  void ready?.then(restart, () => {});
  return () => {
    clearTimeout(timer);
    stopListening();
    stopWatching();
  };
}
