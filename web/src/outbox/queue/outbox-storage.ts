// The outbox's storage: the entries kept on this phone (IndexedDB, outbox-database.ts) and the
// signal that shows them, in the order they were made. Every change is written to the database
// before it is shown; what another tab or the service worker wrote is read afresh under the lock
// (refresh). No React: the service worker keeps its entries the same way.
import { signal } from "@preact/signals-core";
import { type Enqueue, type OutboxEntry, OutboxStorageError } from "#web/outbox/outbox-entry.ts";
import type { OutboxDatabase } from "./outbox-database.ts";
import { newEntry } from "./outbox-state.ts";

/** Done entries stay listed (the driver's record of what went) for this long. */
const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

const byCreation = (a: OutboxEntry, b: OutboxEntry) => a.createdAt - b.createdAt;

export function createOutboxStorage(database: OutboxDatabase, now: () => number) {
  const items = signal<readonly OutboxEntry[]>([]);
  let loaded: Promise<void> | undefined;
  /**
   * Entries taken off this phone (a discard, a log out): a try under way when one went records its
   * answer through save, which must not bring it back, on a shared phone least of all (decision 120).
   */
  const taken = new Set<string>();

  /** Reads what is stored, for the screens (once: from then on the signal follows every change). */
  function load(): Promise<void> {
    loaded ??= database.all().then((stored) => {
      items.value = stored;
    });
    return loaded;
  }

  /** Writes the entry, then shows it in its place; an entry taken off this phone stays off. */
  async function save(entry: OutboxEntry): Promise<void> {
    if (taken.has(entry.id)) return;
    await database.put(entry);
    items.value = [...items.value.filter((e) => e.id !== entry.id), entry].sort(byCreation);
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

  /** Stores a new entry for the write, after every entry kept so far (throws OutboxStorageError). */
  async function keep(write: Enqueue): Promise<OutboxEntry> {
    await load();
    const entry = newEntry(write, now(), items.value.at(-1));
    taken.delete(entry.id);
    try {
      await save(entry);
    } catch (error) {
      throw new OutboxStorageError(error instanceof Error ? error.message : "Storage refused the write");
    }
    return entry;
  }

  /** The entry kept under `id`, read afresh when this tab has not seen it (another tab may have kept it). */
  async function stored(id: string): Promise<OutboxEntry | undefined> {
    await load();
    return find(id) ?? (await database.all()).find((e) => e.id === id);
  }

  /** The entry under `id` as this tab shows it. */
  function find(id: string): OutboxEntry | undefined {
    return items.value.find((e) => e.id === id);
  }

  /** Takes the entry off this phone. */
  async function remove(id: string): Promise<void> {
    taken.add(id);
    await database.delete(id);
    items.value = items.value.filter((e) => e.id !== id);
  }

  /** Takes every entry off this phone (the React tests, between tests). */
  async function clearAll(): Promise<void> {
    await load();
    for (const entry of items.value) {
      taken.add(entry.id);
      await database.delete(entry.id);
    }
    items.value = [];
  }

  return { items, load, save, refresh, keep, stored, find, remove, clearAll };
}

export type OutboxStorage = ReturnType<typeof createOutboxStorage>;
