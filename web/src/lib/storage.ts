// The one place the client touches localStorage. Every item lives under the
// `hitch:` prefix as JSON and is validated by a zod schema when read: data that
// is corrupt, from an older version, or tampered with is dropped, never trusted
// and never a crash. The identity token is never stored here (it lives only in
// the edge Worker's session).
import { effect, type Signal, signal } from "@preact/signals-react";
import type { z } from "zod/mini";

export const STORAGE_PREFIX = "hitch:";

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

/** The stored value of `key` if it parses with `schema`; otherwise the item is removed. */
export function readItem<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | undefined {
  return readStored(key, schema)?.value;
}

/** The stored value of `key`, with the text it was read from. */
function readStored<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): { value: z.output<S>; raw: string } | undefined {
  const store = storage();
  const raw = store?.getItem(STORAGE_PREFIX + key);
  if (raw == null) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return { value: parsed.data, raw };
  } catch {
    // Not JSON: fall through and drop it.
  }
  console.warn(`Dropped an unreadable stored item: ${key}`);
  store?.removeItem(STORAGE_PREFIX + key);
  return undefined;
}

/** Stores `value` as JSON; null or undefined removes the item. Quota errors are ignored. */
export function writeItem(key: string, value: unknown): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(STORAGE_PREFIX + key);
    else store.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or disabled storage loses persistence, not the running app.
  }
}

type Entry = { key: string; reload: () => void };
const registry = new Map<string, Entry>();

/**
 * A signal mirrored to localStorage: it starts from the stored value (or
 * `fallback`), writes every change back, and follows changes made by another tab.
 */
export function persistedSignal<S extends z.ZodMiniType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): Signal<z.output<S>> {
  if (registry.has(key)) throw new Error(`Two persisted signals share the key ${key}`);
  const stored = readStored(key, schema);
  const s = signal<z.output<S>>(stored?.value ?? fallback);
  let writing = true;
  // The effect's first run writes back only an item read from an older form (so it is stored as
  // this version reads it): writing every item at start cost the app's first task a write to the
  // browser's storage each, and told the driver's other tabs of changes that were none.
  let read = stored === undefined || JSON.stringify(stored.value) === stored.raw;
  effect(() => {
    const value = s.value;
    if (read) read = false;
    else if (writing) writeItem(key, value === fallback ? undefined : value);
  });
  const reload = () => {
    writing = false;
    s.value = readItem(key, schema) ?? fallback;
    writing = true;
  };
  registry.set(key, { key, reload });
  return s;
}

/**
 * Removes stored items, and resets the persisted signals of those whose code has loaded: a store
 * not loaded yet starts empty when it is.
 */
export function forgetItems(keys: readonly string[]): void {
  for (const key of keys) {
    writeItem(key, null);
    registry.get(key)?.reload();
  }
}

/**
 * Removes every stored item but `kept` (log out, decision 120: what a store keeps of the driver
 * goes whether or not its code has loaded, and a store added later is no exception), and resets
 * the persisted signals to what is left.
 */
export function forgetItemsBut(kept: readonly string[]): void {
  const store = storage();
  if (!store) return;
  const keep = new Set(kept.map((key) => STORAGE_PREFIX + key));
  const gone: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(STORAGE_PREFIX) && !keep.has(key)) gone.push(key);
  }
  for (const key of gone) store.removeItem(key);
  reloadPersistedSignals();
}

/** Re-reads every persisted signal from storage, as a page reload would. */
export function reloadPersistedSignals(): void {
  for (const entry of registry.values()) entry.reload();
}

// Another tab signed out or switched language: follow it.
globalThis.addEventListener?.("storage", (event: StorageEvent) => {
  if (event.key === null) return reloadPersistedSignals();
  if (!event.key.startsWith(STORAGE_PREFIX)) return;
  registry.get(event.key.slice(STORAGE_PREFIX.length))?.reload();
});
