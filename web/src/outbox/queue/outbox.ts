// The one outbox for every write a driver makes (decision 041). A write is kept
// in IndexedDB with its event time and an idempotency key (its id) before it is
// sent; it is sent when there is signal, in the order it was made (one at a time,
// but for the photos of one assessment, two at a time: decision 102), sent again
// with the same key after a lost answer or a reload, and its state is visible
// (a signal the screens read). The server stores it once (decision 016).
// Here the outbox is put together from its storage (outbox-storage.ts), its scheduling
// (outbox-scheduling.ts, send-round.ts) and its state (outbox-state.ts).
//
// No React and no DOM beyond IndexedDB, timers, Web Locks and events: the service
// worker runs the same flush (outbox/write-senders.ts), so the
// signals come from @preact/signals-core, the part of @preact/signals-react
// without React (the same signals the screens read).
import { computed, type ReadonlySignal } from "@preact/signals-core";
import type { Driver, Enqueue, OutboxEntry } from "#web/outbox/outbox-entry.ts";
import type { Sender } from "#web/outbox/senders.ts";
import { type OutboxDatabase, openOutboxDatabase } from "./outbox-database.ts";
import { createScheduling } from "./outbox-scheduling.ts";
import { sentAgain, whenSettled } from "./outbox-state.ts";
import { createOutboxStorage, type OutboxStorage } from "./outbox-storage.ts";
import type { Registered } from "./send-round.ts";

type Options = {
  /** The IndexedDB store (outbox-database.ts); a test gives one of its own. */
  database?: OutboxDatabase;
  now?: () => number;
  random?: () => number;
  /** Web Locks (outbox-scheduling.ts); the browser's by default. */
  locks?: LockManager;
  /**
   * Who is signed in now: a write is sent only for the driver and order it was made for, and waits
   * for them otherwise (decision 041). The page answers from what it keeps, the service worker
   * asks the Worker; an answer that cannot be had (no signal) ends the round, changing nothing.
   * Unset, every write may be sent (the outbox's own tests).
   */
  signedInDriver?: () => Driver | null | Promise<Driver | null>;
  /** Told when a write is kept, or a try leaves it waiting: the page asks for a Background Sync. */
  onWaiting?: () => void;
};

/**
 * Keeps a write, or answers the entry already kept (or being kept) under its id; a write newly kept
 * is `onKept`'s to tell.
 */
function keepingOnce(storage: OutboxStorage, onKept: (startFlush: boolean) => void) {
  /** Enqueues under way by id, so two at once with the same id keep one entry. */
  const enqueuing = new Map<string, Promise<OutboxEntry>>();
  const keep = async (write: Enqueue, startFlush: boolean) => {
    const entry = await storage.keep(write);
    onKept(startFlush);
    return entry;
  };
  return (write: Enqueue, startFlush: boolean): Promise<OutboxEntry> => {
    const { id } = write;
    if (id === undefined) return keep(write, startFlush);
    const under = enqueuing.get(id);
    if (under) return under;
    // Read afresh: another tab may have kept it.
    const kept = storage
      .stored(id)
      .then((stored) => stored ?? keep(write, startFlush))
      .finally(() => enqueuing.delete(id));
    enqueuing.set(id, kept);
    return kept;
  };
}

export function createOutbox(options: Options = {}) {
  const now = options.now ?? Date.now;
  const storage = createOutboxStorage(options.database ?? openOutboxDatabase(), now);
  const senders = new Map<string, Registered>();
  const { onWaiting, signedInDriver } = options;
  const random = options.random ?? Math.random;
  const locks = options.locks ?? globalThis.navigator?.locks;
  const scheduling = createScheduling({ storage, senders, now, random, signedInDriver, onWaiting, locks });
  const { flush } = scheduling;
  const enqueueOne = keepingOnce(storage, (startFlush) => {
    onWaiting?.();
    if (startFlush) void flush();
  });
  return {
    entries: computed(() => storage.items.value) as ReadonlySignal<readonly OutboxEntry[]>,
    /** Only loads what is stored (for a page that shows the outbox but sends nothing yet). */
    load: () => storage.load(),
    /**
     * `inFlight`: how many consecutive writes of this kind with the same dependency may be sent at
     * once (1 by default, one write at a time). Decision 102.
     */
    registerSender(kind: string, send: Sender, { inFlight = 1 }: { inFlight?: number } = {}): void {
      senders.set(kind, { send, inFlight });
    },
    /**
     * Keeps the write on this phone (throws OutboxStorageError when it cannot), then tries to send it.
     * With an `id` already kept (or being kept), answers that entry instead.
     */
    enqueue: (write: Enqueue): Promise<OutboxEntry> => enqueueOne(write, true),
    /**
     * Keeps several writes, in order, then tries to send them: a flush then finds them all, so the
     * first two of a run (the photos of one assessment) start together (decision 102).
     */
    async enqueueAll(writes: readonly Enqueue[]): Promise<OutboxEntry[]> {
      const entries: OutboxEntry[] = [];
      for (const write of writes) entries.push(await enqueueOne(write, false));
      void flush();
      return entries;
    },
    flush,
    /**
     * Signal is back, or the driver signed in again: what waits is tried at once. The waits are
     * cleared under the lock, so a tab or the service worker sending meanwhile is never undone.
     */
    resume: scheduling.resume,
    /** A refused write the driver wants to send again (as a new attempt with the same key). */
    async retry(id: string): Promise<void> {
      const entry = storage.find(id);
      if (entry?.state !== "refused") return;
      await storage.save(sentAgain(entry));
      await flush();
    },
    /** The driver gives up a refused write: it leaves this phone. */
    async discard(id: string): Promise<void> {
      if (storage.find(id)?.state === "refused") await storage.remove(id);
    },
    /** The entry once done or refused; null once a try failed and it waits again, or after `timeoutMs`. */
    whenSettled: (id: string, timeoutMs: number) => whenSettled(storage.items, id, timeoutMs, now),
    /** Removes every entry from this phone (the React tests, between tests). */
    clearAll: () => storage.clearAll(),
    /** Stops the retry timer (tests, a page going away). */
    stop: scheduling.stop,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
