// The calls the driver is waiting on: each one the page makes for something the
// driver did (not the app's own background loads), from when it leaves until
// its answer, with what the call says it is for. At one bar an answer takes
// seconds; the waiting line (components/waiting-status.tsx) says what is
// happening once one has taken longer than a second (issue 11).
import type { MessageDescriptor } from "@lingui/core";
import { signal } from "@preact/signals-react";

export type PendingCall = { id: number; waitingFor: MessageDescriptor | undefined; startedAt: number };

export const pendingCalls = signal<readonly PendingCall[]>([]);

let nextId = 1;

/** Notes a call as waiting; returns the function that notes its end (answer or none). */
export function notePendingCall(waitingFor: MessageDescriptor | undefined): () => void {
  const call = { id: nextId++, waitingFor, startedAt: Date.now() };
  pendingCalls.value = [...pendingCalls.value, call];
  return () => {
    pendingCalls.value = pendingCalls.value.filter((c) => c.id !== call.id);
  };
}
