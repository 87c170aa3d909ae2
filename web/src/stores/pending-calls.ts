// The calls the driver is waiting on: each one the page makes for something the
// driver did (not the app's own background loads), from when it leaves until
// its answer. At one bar an answer takes seconds; the waiting line
// (components/waiting-status.tsx) says what is happening once one has taken
// longer than a second (issue 11).
import { signal } from "@preact/signals-react";

export type PendingCall = { id: number; method: string; path: string; startedAt: number };

export const pendingCalls = signal<readonly PendingCall[]>([]);

let nextId = 1;

/** Notes a call as waiting; returns the function that notes its end (answer or none). */
export function notePendingCall(method: string, path: string): () => void {
  const call = { id: nextId++, method: method.toUpperCase(), path, startedAt: Date.now() };
  pendingCalls.value = [...pendingCalls.value, call];
  return () => {
    pendingCalls.value = pendingCalls.value.filter((c) => c.id !== call.id);
  };
}
