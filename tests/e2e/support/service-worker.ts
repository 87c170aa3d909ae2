// Before a test cuts the signal and reloads: the app opens from the phone only once the service
// worker has precached it and controls the page. On a busy machine that can come after the
// driver's first screens, so a test waits for it as a phone would have it.
import type { Page } from "@playwright/test";

/** Resolves once the service worker controls `page` (its precache installed). */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}
