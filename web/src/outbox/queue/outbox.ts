// The one outbox for every write a driver makes (decision 041). A write is kept
// in IndexedDB with its event time and an idempotency key (its id) before it is
// sent; it is sent when there is signal, in the order it was made (one at a time,
// but for the photos of one assessment, two at a time: decision 102), sent again
// with the same key after a lost answer or a reload, and its state is visible
// (a signal the screens read). The server stores it once (decision 016).
//
// No React and no DOM beyond IndexedDB, timers, Web Locks and events: the service
// worker runs the same flush (web/service-worker/src/outbox-sync.ts), so the
// signals come from @preact/signals-core, the part of @preact/signals-react
// without React (the same signals the screens read).
import { computed, type ReadonlySignal, signal } from "@preact/signals-core";
import { localIsoTime } from "#web/lib/local-iso-time.ts";
import { newId } from "#web/lib/new-id.ts";
import { type Driver, type Enqueue, madeBy, type OutboxEntry, OutboxStorageError } from "../outbox-entry.ts";
import type { Sender, SendOutcome } from "../senders.ts";
import { backoffMs } from "./backoff.ts";
import { type OutboxDatabase, openOutboxDatabase } from "./outbox-database.ts";

/** Done entries stay listed (the driver's record of what went) for this long. */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

type Options = {
  database?: OutboxDatabase;
  now?: () => number;
  random?: () => number;
  /**
   * Web Locks, so two tabs (and the service worker) never send at once (absent in old browsers:
   * one tab's guard only).
   */
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

export function createOutbox(options: Options = {}) {
  const database = options.database ?? openOutboxDatabase();
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const locks = options.locks ?? globalThis.navigator?.locks;
  const senders = new Map<string, Sender>();
  /** Kinds registered with room for more than one write in flight (decision 102). */
  const inFlight = new Map<string, number>();
  const items = signal<readonly OutboxEntry[]>([]);
  let loaded: Promise<void> | undefined;
  let flushing: Promise<void> | undefined;
  let flushAgain = false;
  /** Set by resume(): the next round, under the lock, first clears the waits (backoff, sign-in). */
  let clearWaits = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Enqueues under way by id, so two at once with the same id keep one entry. */
  const enqueuing = new Map<string, Promise<OutboxEntry>>();

  async function save(entry: OutboxEntry): Promise<void> {
    await database.put(entry);
    items.value = [...items.value.filter((e) => e.id !== entry.id), entry].sort(
      (a, b) => a.createdAt - b.createdAt,
    );
  }

  /** Reads what is stored, for the screens. */
  function load(): Promise<void> {
    loaded ??= database.all().then((stored) => {
      items.value = stored;
    });
    return loaded;
  }

  /**
   * Under the lock, reads the entries afresh (another tab may have sent some): an entry left
   * "sending" by a page that closed goes back to waiting, and done entries past KEEP_DONE_MS go.
   */
  async function refresh(): Promise<void> {
    await load();
    const cutoff = now() - KEEP_DONE_MS;
    const kept: OutboxEntry[] = [];
    for (const entry of await database.all()) {
      if (entry.state === "done" && (entry.settledAt ?? entry.createdAt) < cutoff) {
        await database.delete(entry.id);
      } else if (entry.state === "sending") {
        const waiting = { ...entry, state: "waiting" as const };
        await database.put(waiting);
        kept.push(waiting);
      } else kept.push(entry);
    }
    items.value = kept;
  }

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

  /** Signal is back, or the driver signed in again: what waits may be tried at once. */
  async function endWaits(): Promise<void> {
    for (const entry of items.value) {
      if (entry.state === "waiting" && (entry.nextAttemptAt > now() || entry.needsSignIn)) {
        await save({ ...entry, nextAttemptAt: 0, needsSignIn: undefined });
      }
    }
  }

  /**
   * Sends what can be sent now, in order; stops at the first entry that must wait. Every write it
   * started has its answer recorded before it ends: the lock is never let go with a write in flight,
   * or another tab would find it "sending" and send it again.
   */
  async function sendAll(): Promise<void> {
    await refresh();
    if (clearWaits) {
      clearWaits = false;
      await endWaits();
    }
    const round: Round = { flights: [], driver: undefined, wakeAt: undefined };
    // Storage failing mid-round ends it, but only once every write in flight has landed.
    let failure: { error: unknown } | undefined;
    await sendInOrder(round).catch((error: unknown) => {
      failure = { error };
    });
    for (const landed of await Promise.allSettled(round.flights.map((flight) => flight.landed))) {
      if (landed.status === "rejected") failure ??= { error: landed.reason };
    }
    if (failure) throw failure.error;
    if (round.wakeAt !== undefined) schedule(round.wakeAt);
  }

  /** A write sent and not answered yet; `landed` is false when its answer stops the round. */
  type Flight = { entry: OutboxEntry; landed: Promise<boolean> };
  type Round = {
    flights: Flight[];
    /** Who is signed in, asked once per round and only when there is something to send. */
    driver: Driver | null | undefined;
    /** The earliest time a write that must wait may be tried again. */
    wakeAt: number | undefined;
  };

  /** How many writes of a kind may be in flight at once: one, unless registered with more. */
  const room = (kind: string) => inFlight.get(kind) ?? 1;

  /**
   * Are `a` and `b` of one run that may be in flight together (decision 102)? Writes of the same
   * kind with the same dependency (the photos of one assessment), their kind registered with room.
   */
  const sameRun = (a: OutboxEntry, b: OutboxEntry) =>
    a.kind === b.kind && a.dependsOn === b.dependsOn && room(a.kind) > 1;

  /** Starts each open write in order, beside those in flight when it is of their run (decision 102). */
  async function sendInOrder(round: Round): Promise<void> {
    const { flights } = round;
    /** Waits for the first `count` writes in flight; false when one of their answers stops the round. */
    const land = async (count: number): Promise<boolean> => {
      const goOn = await Promise.all(flights.slice(0, count).map((flight) => flight.landed));
      flights.splice(0, count);
      return goOn.every(Boolean);
    };
    const wakeAt = (at: number) => {
      round.wakeAt = Math.min(at, round.wakeAt ?? at);
    };
    /** The entry as it stands now, unless it is settled. */
    const open = (id: string) => {
      const entry = items.value.find((e) => e.id === id);
      return entry && entry.state !== "done" && entry.state !== "refused" ? entry : undefined;
    };

    for (const id of items.value.map((e) => e.id)) {
      let entry = open(id);
      if (!entry) continue;
      const first = flights[0]?.entry;
      if (first && !(sameRun(first, entry) && flights.length < room(entry.kind))) {
        // Its run is full: the oldest write in flight makes room. Anything else waits for them all.
        if (!(await land(sameRun(first, entry) ? 1 : flights.length))) return;
        entry = open(id);
        if (!entry) continue;
      }
      const dependency = entry.dependsOn ? items.value.find((e) => e.id === entry.dependsOn) : undefined;
      if (entry.dependsOn && (!dependency || dependency.state === "refused")) {
        await save({
          ...entry,
          state: "refused",
          settledAt: now(),
          lastError: { kind: "dependencyRefused", message: "What this depended on was not accepted" },
        });
        continue;
      }
      if (dependency && dependency.state !== "done") return;
      if (entry.needsSignIn) return;
      if (entry.nextAttemptAt > now()) return wakeAt(entry.nextAttemptAt);
      const sender = senders.get(entry.kind);
      if (!sender) return;
      if (options.signedInDriver) {
        if (round.driver === undefined) {
          try {
            round.driver = await options.signedInDriver();
          } catch {
            return;
          }
        }
        if (!madeBy(entry, round.driver)) {
          await save({
            ...entry,
            needsSignIn: true,
            lastError: { kind: "unauthorized", message: "Waiting for its driver to sign in" },
          });
          return;
        }
      }
      const sending: OutboxEntry = { ...entry, state: "sending", attempts: entry.attempts + 1 };
      await save(sending);
      flights.push({ entry: sending, landed: send(sending, sender, dependency, wakeAt) });
    }
  }

  /** One try of one write, its answer recorded; false when the writes after it must wait. */
  async function send(
    sending: OutboxEntry,
    sender: Sender,
    dependency: OutboxEntry | undefined,
    wakeAt: (at: number) => void,
  ): Promise<boolean> {
    let outcome: SendOutcome;
    try {
      outcome = await sender(sending, dependency);
    } catch (error) {
      outcome = {
        status: "retry",
        error: { message: error instanceof Error ? error.message : "Unknown Error" },
      };
    }
    switch (outcome.status) {
      case "done":
        await save({
          ...sending,
          state: "done",
          result: outcome.result,
          lastError: undefined,
          settledAt: now(),
        });
        return true;
      case "refused":
        await save({ ...sending, state: "refused", lastError: outcome.error, settledAt: now() });
        return true;
      case "signIn":
        await save({ ...sending, state: "waiting", needsSignIn: true, lastError: outcome.error });
        return false;
      case "retry": {
        const wait =
          outcome.afterSeconds !== undefined
            ? outcome.afterSeconds * 1000
            : backoffMs(sending.attempts, random);
        const at = now() + wait;
        await save({ ...sending, state: "waiting", nextAttemptAt: at, lastError: outcome.error });
        options.onWaiting?.();
        wakeAt(at);
        return false;
      }
    }
  }

  /** Stores a new entry, then starts a flush unless told not to. */
  async function keep(
    { id, kind, payload, eventTime, dependsOn, meta }: Enqueue,
    startFlush = true,
  ): Promise<OutboxEntry> {
    await load();
    const entry: OutboxEntry = {
      id: id ?? newId(),
      kind,
      payload,
      eventTime: eventTime ?? localIsoTime(new Date(now())),
      createdAt: Math.max(now(), (items.value.at(-1)?.createdAt ?? 0) + 1),
      state: "waiting",
      attempts: 0,
      nextAttemptAt: 0,
      ...(dependsOn === undefined ? {} : { dependsOn }),
      ...(meta === undefined ? {} : { meta }),
    };
    try {
      await save(entry);
    } catch (error) {
      throw new OutboxStorageError(error instanceof Error ? error.message : "Storage refused the write");
    }
    options.onWaiting?.();
    if (startFlush) void flush();
    return entry;
  }

  /** Keeps the write, or answers the entry already kept (or being kept) under its id. */
  function enqueueOne(write: Enqueue, startFlush: boolean): Promise<OutboxEntry> {
    const { id } = write;
    if (id === undefined) return keep(write, startFlush);
    const under = enqueuing.get(id);
    if (under) return under;
    const kept = (async () => {
      await load();
      // Read afresh: another tab may have kept it.
      const stored = items.value.find((e) => e.id === id) ?? (await database.all()).find((e) => e.id === id);
      return stored ?? (await keep(write, startFlush));
    })().finally(() => enqueuing.delete(id));
    enqueuing.set(id, kept);
    return kept;
  }

  /** One flush at a time in this tab, and in all tabs where Web Locks exist. */
  function flush(): Promise<void> {
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    const run = () => (locks ? locks.request("hitch-outbox", () => sendAll()) : sendAll());
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

  return {
    entries: computed(() => items.value) as ReadonlySignal<readonly OutboxEntry[]>,

    /** Only loads what is stored (for a page that shows the outbox but sends nothing yet). */
    load,

    /**
     * `inFlight`: how many consecutive writes of this kind with the same dependency may be sent at
     * once (1 by default, one write at a time). Decision 102.
     */
    registerSender(kind: string, sender: Sender, { inFlight: room = 1 }: { inFlight?: number } = {}): void {
      senders.set(kind, sender);
      inFlight.set(kind, room);
    },

    /**
     * Keeps the write on this phone (throws OutboxStorageError when it cannot), then tries to send it.
     * With an `id` already kept (or being kept), answers that entry instead.
     */
    enqueue(write: Enqueue): Promise<OutboxEntry> {
      return enqueueOne(write, true);
    },

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
    async resume(): Promise<void> {
      await load();
      clearWaits = true;
      await flush();
    },

    /** A refused write the driver wants to send again (as a new attempt with the same key). */
    async retry(id: string): Promise<void> {
      const entry = items.value.find((e) => e.id === id);
      if (entry?.state !== "refused") return;
      await save({ ...entry, state: "waiting", nextAttemptAt: 0, settledAt: undefined });
      await flush();
    },

    /** The driver gives up a refused write: it leaves this phone. */
    async discard(id: string): Promise<void> {
      const entry = items.value.find((e) => e.id === id);
      if (entry?.state !== "refused") return;
      await database.delete(id);
      items.value = items.value.filter((e) => e.id !== id);
    },

    /** The entry once done or refused; null once a try failed and it waits again, or after `timeoutMs`. */
    whenSettled(id: string, timeoutMs: number): Promise<OutboxEntry | null> {
      // Answered: done or refused. Gone back to waiting after a try (no signal, server busy, signed
      // out), or held behind an earlier write that waits so: there is no answer to wait for, so the
      // caller hears null at once, as on a timeout.
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
    },

    /** Removes every entry from this phone (the React tests, between tests). */
    async clearAll(): Promise<void> {
      await load();
      for (const entry of items.value) await database.delete(entry.id);
      items.value = [];
    },

    /** Stops the retry timer (tests, a page going away). */
    stop(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
