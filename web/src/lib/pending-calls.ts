// The calls the driver is waiting on: each one the page makes for something the
// driver did (not the app's own background loads), from when it leaves until
// its answer, with what the call says it is for; and the screen whose code the
// driver waits for. At one bar an answer takes seconds; the waiting line
// (components/waiting-status.tsx) says what is happening once one has taken
// longer than a second, and offers Try again once a call has taken PATIENCE_MS (decision 106).
import type { MessageDescriptor } from "@lingui/core";
import { signal } from "@preact/signals-react";

export type PendingCall = {
  id: number;
  waitingFor: MessageDescriptor | undefined;
  startedAt: number;
  /** Gives this try up and sends the same call again (a call; a screen's code has none). */
  tryAgain: (() => void) | undefined;
};

export const pendingCalls = signal<readonly PendingCall[]>([]);

let nextId = 1;

/** Notes a call as waiting; returns the function that notes its end (answer or none). */
export function notePendingCall(
  waitingFor: MessageDescriptor | undefined,
  tryAgain?: () => void,
): () => void {
  const call = { id: nextId++, waitingFor, startedAt: Date.now(), tryAgain };
  pendingCalls.value = [...pendingCalls.value, call];
  return () => {
    pendingCalls.value = pendingCalls.value.filter((c) => c.id !== call.id);
  };
}
