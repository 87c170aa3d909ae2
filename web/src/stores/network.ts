// 'No Service' (docs/product.md §8): set when a call gets no answer while the phone is
// offline, cleared when the browser is back online. `offline` follows the
// browser's online and offline events (features/offline/network-events.ts),
// for what each screen says it can do without signal (app/offline-use.tsx).
import { signal } from "@preact/signals-react";

export const noService = signal(false);

export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}

/** False until the app has started listening (the first render must match the prerendered HTML). */
export const offline = signal(false);

/**
 * The browser came back online and the outbox has not resumed since: an online event that came
 * before the outbox listened (it starts a moment after the first screen, decision 092) still ends
 * its waits when it starts (outbox/app-outbox.ts).
 */
export const cameBackOnline = signal(false);
