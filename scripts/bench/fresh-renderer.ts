// `npm run bench`: each cold load starts in a renderer process of its own, as a phone opening the
// app does (decision 099). Lighthouse unregisters the origin's service worker before a run, but a
// worker that DevTools is attached to keeps running (Playwright attaches to every target of its
// browser), and its process with it; Chromium then loads the next page of that site into that
// process, whose heap still holds the earlier pages. Lighthouse enables the debugger on each
// navigation, and that walks the whole heap on the main thread: 40-95 ms here, growing run by run,
// which its simulation multiplies by 4 into an "Unattributable" long task no phone has.
import type { BrowserContext } from "playwright-core";

/** How long a stopped worker's target may take to go before the bench gives up. */
const GONE_WITHIN_MS = 5000;

/** Stops every service worker of the context's browser and waits until none is running. */
export async function stopServiceWorkers(context: BrowserContext): Promise<void> {
  const tab = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  try {
    await cdp.send("ServiceWorker.enable");
    await cdp.send("ServiceWorker.stopAllWorkers");
    const start = Date.now();
    for (;;) {
      const { targetInfos } = await cdp.send("Target.getTargets");
      if (!targetInfos.some((target) => target.type === "service_worker")) return;
      if (Date.now() - start > GONE_WITHIN_MS)
        throw new Error("a service worker kept running after it was stopped");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await cdp.detach();
  }
}
