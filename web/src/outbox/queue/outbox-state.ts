// The outbox's state: how an entry goes from kept to sent (decision 041). An entry waits, is sent
// (one try more), and ends done or refused, or waits again: for its driver to sign in, or until a
// backoff ends (a 429's Retry-After, else backoff.ts). Here only what each step makes of an entry,
// and how a caller waits for its answer; when each step happens is scheduling's
// (outbox-scheduling.ts, send-round.ts), keeping it storage's (outbox-storage.ts).
import type { ReadonlySignal } from "@preact/signals-core";
import { localIsoTime } from "#web/lib/local-iso-time.ts";
import { newId } from "#web/lib/new-id.ts";
import type { Enqueue, OutboxEntry } from "#web/outbox/outbox-entry.ts";
import type { SendOutcome } from "#web/outbox/senders.ts";
import { backoffMs } from "./backoff.ts";

/** A new entry for a write, made after `last` (entries are sent in the order they were made). */
export function newEntry(
  { id, kind, payload, eventTime, dependsOn, meta }: Enqueue,
  now: number,
  last: OutboxEntry | undefined,
): OutboxEntry {
  return {
    id: id ?? newId(),
    kind,
    payload,
    eventTime: eventTime ?? localIsoTime(new Date(now)),
    createdAt: Math.max(now, (last?.createdAt ?? 0) + 1),
    state: "waiting",
    attempts: 0,
    nextAttemptAt: 0,
    ...(dependsOn === undefined ? {} : { dependsOn }),
    ...(meta === undefined ? {} : { meta }),
  };
}

/** Not settled: it may still be sent. */
export const isOpen = (entry: OutboxEntry) => entry.state !== "done" && entry.state !== "refused";

/** Sent once more. */
export const tried = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  state: "sending",
  attempts: entry.attempts + 1,
});

/** What it depended on is gone or was refused: it cannot be sent either. */
export const dependencyRefused = (entry: OutboxEntry, now: number): OutboxEntry => ({
  ...entry,
  state: "refused",
  settledAt: now,
  lastError: { kind: "dependencyRefused", message: "What this depended on was not accepted" },
});

/** Someone else is signed in: it waits for its own driver (decision 041). */
export const heldForSignIn = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  needsSignIn: true,
  lastError: { kind: "unauthorized", message: "Waiting for its driver to sign in" },
});

/** A refused write the driver sends again: a new attempt with the same key. */
export const sentAgain = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  state: "waiting",
  nextAttemptAt: 0,
  settledAt: undefined,
});

/** Signal is back, or its driver signed in again: what waited may be tried at once. */
export const waitEnded = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  nextAttemptAt: 0,
  needsSignIn: undefined,
});

/**
 * The entry once a try has its answer; `goOn` false when the writes after it must wait;
 * `retryAt` when it waits to be tried again.
 */
export function answered(
  sending: OutboxEntry,
  outcome: SendOutcome,
  now: () => number,
  random: () => number,
): { entry: OutboxEntry; goOn: boolean; retryAt?: number } {
  switch (outcome.status) {
    case "done": {
      const done = { state: "done", result: outcome.result, lastError: undefined, settledAt: now() } as const;
      return { entry: { ...sending, ...done }, goOn: true };
    }
    case "refused":
      return {
        entry: { ...sending, state: "refused", lastError: outcome.error, settledAt: now() },
        goOn: true,
      };
    case "signIn":
      return {
        entry: { ...sending, state: "waiting", needsSignIn: true, lastError: outcome.error },
        goOn: false,
      };
    case "retry": {
      const wait =
        outcome.afterSeconds !== undefined
          ? outcome.afterSeconds * 1000
          : backoffMs(sending.attempts, random);
      const retryAt = now() + wait;
      const entry: OutboxEntry = {
        ...sending,
        state: "waiting",
        nextAttemptAt: retryAt,
        lastError: outcome.error,
      };
      return { entry, goOn: false, retryAt };
    }
  }
}

/**
 * The entry once done or refused; null once a try failed and it waits again, or after `timeoutMs`.
 * Gone back to waiting after a try (no signal, server busy, signed out), or held behind an earlier
 * write that waits so: there is no answer to wait for, so the caller hears null at once, as on a
 * timeout.
 */
export function whenSettled(
  items: ReadonlySignal<readonly OutboxEntry[]>,
  id: string,
  timeoutMs: number,
  now: () => number,
): Promise<OutboxEntry | null> {
  const waitsForLater = (e: OutboxEntry) =>
    e.state === "waiting" && (e.needsSignIn === true || (e.attempts > 0 && e.nextAttemptAt > now()));
  const outcome = (): OutboxEntry | null | undefined => {
    const entry = items.value.find((e) => e.id === id);
    if (!entry) return null;
    if (entry.state === "done" || entry.state === "refused") return entry;
    if (entry.state === "waiting" && (entry.attempts > 0 || entry.needsSignIn)) return null;
    const heldBack = items.value.some((e) => e.createdAt < entry.createdAt && waitsForLater(e));
    if (entry.state === "waiting" && heldBack) return null;
    return undefined;
  };
  return new Promise((resolve) => {
    const ready = outcome();
    if (ready !== undefined) return resolve(ready);
    const stop = items.subscribe(() => {
      const entry = outcome();
      if (entry === undefined) return;
      clearTimeout(giveUp);
      queueMicrotask(() => stop());
      resolve(entry);
    });
    const giveUp = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
  });
}
