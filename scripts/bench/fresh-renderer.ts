// `npm run bench`: each cold load starts in a renderer process of its own, as a phone opening the
// app does (decision 099). Lighthouse unregisters the origin's service worker before a run, but a
// worker that DevTools is attached to keeps running (Playwright attaches to every target of its
// browser), and its process with it; Chromium then loads the next page of that site into that
// process, whose heap still holds the earlier pages. Lighthouse enables the debugger on each
// navigation, and that walks the whole heap on the main thread: 40-95 ms here, growing run by run,
// which its simulation multiplies by 4 into an "Unattributable" long task no phone has.
import type { BrowserContext } from "playwright-core";

/** How long the origin's workers may take to go before the bench carries on without it. */
const GONE_WITHIN_MS = 10_000;

/**
 * Unregisters the origin's service worker (as Lighthouse does before each run, and no earlier: a
 * registration would start it again for a pending Background Sync) and stops every running one;
 * waits until none is left. Warns, and carries on, if one still runs: the run's rows then say it
 * was not cold.
 */
export async function stopServiceWorkers(context: BrowserContext, origin: string): Promise<void> {
  const tab = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  try {
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "service_workers" });
    await cdp.send("ServiceWorker.enable");
    const start = Date.now();
    for (;;) {
      await cdp.send("ServiceWorker.stopAllWorkers");
      const { targetInfos } = await cdp.send("Target.getTargets");
      if (!targetInfos.some((target) => target.type === "service_worker")) return;
      if (Date.now() - start > GONE_WITHIN_MS) {
        console.warn(`A service worker of ${origin} kept running: the next load may not start cold.`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await cdp.detach();
  }
}
