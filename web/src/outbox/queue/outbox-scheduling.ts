// The outbox's scheduling: when writes are sent. One flush at a time in this tab, and in all tabs
// and the service worker where Web Locks exist; a flush asked for meanwhile runs once more after
// it. A write that must wait wakes a timer for when it may be tried; signal coming back (resume)
// ends the waits, under the lock, so a tab or the service worker sending meanwhile is never undone.
// In what order a round sends is send-round.ts's.

import { OUTBOX_LOCK } from "#web/lib/phone-data.ts";
import { waitEnded } from "./outbox-state.ts";
import { type RoundContext, sendRound } from "./send-round.ts";

export type SchedulingContext = RoundContext & {
  /**
   * Web Locks, so two tabs (and the service worker) never send at once (absent in old browsers:
   * one tab's guard only).
   */
  locks: LockManager | undefined;
};

/** Signal is back, or the driver signed in again: what waits may be tried at once. */
async function endWaits({ storage, now }: RoundContext): Promise<void> {
  for (const entry of storage.items.value) {
    if (entry.state === "waiting" && (entry.nextAttemptAt > now() || entry.needsSignIn)) {
      await storage.save(waitEnded(entry));
    }
  }
}

export function createScheduling(context: SchedulingContext) {
  const { storage, now, locks } = context;
  let flushing: Promise<void> | undefined;
  let flushAgain = false;
  /** Set by resume(): the next round, under the lock, first clears the waits (backoff, sign-in). */
  let clearWaits = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(at: number): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        void flush();
      },
      Math.max(0, at - now()),
    );
  }

  /** Under the lock: what another tab wrote read afresh, the waits ended if asked, then a round. */
  async function sendAll(): Promise<void> {
    await storage.refresh();
    if (clearWaits) {
      clearWaits = false;
      await endWaits(context);
    }
    const wakeAt = await sendRound(context);
    if (wakeAt !== undefined) schedule(wakeAt);
  }

  /** One flush at a time in this tab, and in all tabs where Web Locks exist. */
  function flush(): Promise<void> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    const run = () => (locks ? locks.request(OUTBOX_LOCK, () => sendAll()) : sendAll());
    flushing = (async () => {
      try {
        do {
          flushAgain = false;
          await run();
        } while (flushAgain);
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  /** Ends the waits (under the lock), then flushes. */
  async function resume(): Promise<void> {
    await storage.load();
    clearWaits = true;
    await flush();
  }

  /** Stops the retry timer (tests, a page going away). */
  function stop(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return { flush, resume, stop };
}
