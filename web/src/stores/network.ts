// 'No Service' (spec §8): set when a call gets no answer while the phone is
// offline, cleared when the browser is back online.
import { signal } from "@preact/signals-react";

export const noService = signal(false);

export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}
