// Whether the app is without a connection ('No Service', spec §8): set when the
// browser goes offline or a call gets no answer while offline; cleared when the
// browser is back online.
import { signal } from "@preact/signals-react";

export const noService = signal(globalThis.navigator?.onLine === false);

export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}
