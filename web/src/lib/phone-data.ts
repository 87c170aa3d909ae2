// Every IndexedDB database the app opens, by name, in this one place, and what log out does with
// them (decision 120): they hold the driver's writes, photos and copies, so after a log out they
// are emptied, with whatever page state mirrors them. A module that keeps such state in memory
// registers how to forget it (onDriverForgotten); the stores' forgetDriver runs it all.

/** The outbox's writes (outbox/queue/outbox-database.ts). */
export const OUTBOX_DATABASE = "hitch-outbox";
/** The photos and their bytes (features/photos/store/photo-database.ts). */
export const PHOTO_DATABASE = "hitch-photos";
/** The drivers' copies and their thumbnails (features/drivers-copy/store/copy-database.ts). */
export const COPY_DATABASE = "hitch-drivers-copies";
/** All of them: log out empties each. A new database is added here, or it outlives the driver. */
export const PHONE_DATABASES = [OUTBOX_DATABASE, PHOTO_DATABASE, COPY_DATABASE] as const;

/**
 * The Web Lock a round of sending holds, in every tab and the service worker (decision 041), so
 * the databases are emptied between rounds, never under a write that would put an entry back.
 */
export const OUTBOX_LOCK = "hitch-outbox";

type Forget = () => void | Promise<void>;
const forgetters = new Set<Forget>();

/**
 * `forget` runs at log out, under OUTBOX_LOCK and before the databases are emptied: it empties what
 * this module keeps in memory of them, and waits for any write of its own under way. Answers the
 * function that unregisters it.
 */
export function onDriverForgotten(forget: Forget): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Runs the registered forgetters, in the order they were registered. */
export async function runForgetters(): Promise<void> {
  for (const forget of [...forgetters]) await forget();
}

/** Runs `task` under OUTBOX_LOCK where Web Locks exist. */
export function underOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(OUTBOX_LOCK, task) : task();
}

/**
 * Empties every object store of the database `name`, if it exists: one never opened is not
 * created (its upgrade is aborted), so it is still made with its stores when first used.
 */
function emptyDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = (event) => {
      // An aborted upgrade: there was no such database, and there still is none.
      if (opening.error?.name === "AbortError") {
        event.preventDefault();
        resolve();
      } else reject(opening.error);
    };
    opening.onsuccess = () => {
      const database = opening.result;
      const stores = [...database.objectStoreNames];
      if (stores.length === 0) {
        database.close();
        return resolve();
      }
      const tx = database.transaction(stores, "readwrite");
      for (const store of stores) tx.objectStore(store).clear();
      tx.oncomplete = () => {
        database.close();
        resolve();
      };
      tx.onerror = () => {
        database.close();
        reject(tx.error);
      };
    };
  });
}

/** Empties every database the app opens (PHONE_DATABASES). */
export async function emptyPhoneDatabases(): Promise<void> {
  if (typeof indexedDB === "undefined") return;
  for (const name of PHONE_DATABASES) await emptyDatabase(name);
}
