// The photos this phone keeps, in IndexedDB through idb: a row per photo
// (photo-record.ts) and its bytes in a store of their own, written together in
// one transaction, so a photo is either kept whole or not at all, and listing
// photos never reads their bytes. Rows are validated on read; one that does not
// parse is deleted with a warning. A write the browser refuses (storage full,
// IndexedDB blocked) is a PhotoStorageError the screen turns into words.
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from "idb";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import { PHOTO_DATABASE } from "#web/lib/phone-data.ts";
import { PhotoBytesSchema, type PhotoRecord, PhotoRecordSchema } from "./photo-record.ts";

const DATABASE = PHOTO_DATABASE;

interface PhotoSchema extends DBSchema {
  photos: { key: string; value: PhotoRecord; indexes: { byAssessment: string } };
  bytes: { key: string; value: ArrayBuffer };
}

/** Why a photo could not be kept: no room left on the phone, or storage this browser will not give. */
export class PhotoStorageError extends Error {
  override readonly name = "PhotoStorageError";
  constructor(
    readonly kind: "storageFull" | "unavailable",
    detail: string,
  ) {
    super(detail);
  }
}

function storageError(error: unknown): PhotoStorageError {
  if (error instanceof PhotoStorageError) return error;
  const name = (error as { name?: unknown } | null)?.name;
  const message = error instanceof Error ? error.message : String(error);
  return new PhotoStorageError(name === "QuotaExceededError" ? "storageFull" : "unavailable", message);
}

type Database = () => Promise<IDBPDatabase<PhotoSchema>>;

/** The database `name`, opened at its first use; one that would not open is tried again on the next. */
function connection(name: string): Database {
  let opening: Promise<IDBPDatabase<PhotoSchema>> | undefined;
  return () => {
    opening ??= openDB<PhotoSchema>(name, 1, {
      upgrade(database) {
        const photos = database.createObjectStore("photos", { keyPath: "id" });
        photos.createIndex("byAssessment", "assessmentEntryId");
        database.createObjectStore("bytes");
      },
    });
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };
}

/**
 * Keeps a photo and its bytes in one transaction. `replacing`: the photos it takes the place of
 * (a retake), removed in the same transaction, so the view never has two or none.
 */
async function putPhoto(
  db: Database,
  record: PhotoRecord,
  bytes: ArrayBuffer,
  replacing: readonly string[],
): Promise<void> {
  let tx: IDBPTransaction<PhotoSchema, ("photos" | "bytes")[], "readwrite"> | undefined;
  try {
    tx = (await db()).transaction(["photos", "bytes"], "readwrite");
    // Awaited below, unless a request throws first and the transaction is aborted.
    const done = tx.done;
    done.catch(() => {});
    for (const id of replacing) {
      tx.objectStore("photos")
        .delete(id)
        .catch(() => {});
      tx.objectStore("bytes")
        .delete(id)
        .catch(() => {});
    }
    // A request's failure aborts the transaction; tx.done rejects with its error.
    tx.objectStore("photos")
      .put(record)
      .catch(() => {});
    tx.objectStore("bytes")
      .put(bytes, record.id)
      .catch(() => {});
    await done;
  } catch (error) {
    // Some browsers refuse a write at once rather than through the transaction: undo the rest.
    try {
      tx?.abort();
    } catch {
      // Already aborted.
    }
    throw storageError(error);
  }
}

/** What may change in a kept photo: whether it is queued, and which assessment entry it goes under. */
type PhotoChange = Partial<Pick<PhotoRecord, "state" | "assessmentEntryId">>;

async function updatePhoto(db: Database, id: string, change: PhotoChange) {
  try {
    const tx = (await db()).transaction("photos", "readwrite");
    const record = await tx.store.get(id);
    if (record) await tx.store.put({ ...record, ...change });
    await tx.done;
  } catch (error) {
    throw storageError(error);
  }
}

/**
 * A photo kept as the camera gave it, its bytes replaced by the compressed JPEG's in one
 * transaction; nothing when it is gone (retaken or removed meanwhile) or compressed already.
 * Answers whether it was replaced.
 */
async function replaceOriginal(
  db: Database,
  id: string,
  size: { width: number; height: number },
  bytes: ArrayBuffer,
): Promise<boolean> {
  try {
    const tx = (await db()).transaction(["photos", "bytes"], "readwrite");
    const record = await tx.objectStore("photos").get(id);
    const replaced = record?.original !== undefined;
    if (record && replaced) {
      const { original: _, ...compressed } = record;
      await tx.objectStore("photos").put({ ...compressed, ...size });
      await tx.objectStore("bytes").put(bytes, id);
    }
    await tx.done;
    return replaced;
  } catch (error) {
    throw storageError(error);
  }
}

function openPhotoDatabase(name = DATABASE) {
  const db = connection(name);

  /** Reads rows back through the schema; a row that does not parse goes, with its bytes. */
  async function valid(rows: unknown[]): Promise<PhotoRecord[]> {
    const records: PhotoRecord[] = [];
    for (const row of rows) {
      const parsed = PhotoRecordSchema.safeParse(row);
      if (parsed.success) records.push(parsed.data);
      else {
        console.warn("Dropped an unreadable stored photo");
        const id = (row as { id?: unknown } | null)?.id;
        if (typeof id === "string") await remove([id]);
      }
    }
    return records.sort((a, b) => a.storedAt - b.storedAt);
  }

  async function remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const tx = (await db()).transaction(["photos", "bytes"], "readwrite");
    for (const id of ids) {
      void tx.objectStore("photos").delete(id);
      void tx.objectStore("bytes").delete(id);
    }
    await tx.done;
  }

  return {
    /** Keeps a photo and its bytes, and removes those it replaces, in one transaction (putPhoto). */
    put: (record: PhotoRecord, bytes: ArrayBuffer, replacing: readonly string[] = []): Promise<void> =>
      putPhoto(db, record, bytes, replacing),

    async get(id: string): Promise<PhotoRecord | undefined> {
      const [record] = await valid([await (await db()).get("photos", id)].filter(Boolean));
      return record;
    },

    /** The photo's bytes, or undefined when they are gone (or not an ArrayBuffer). */
    async bytes(id: string): Promise<ArrayBuffer | undefined> {
      const parsed = PhotoBytesSchema.safeParse(await (await db()).get("bytes", id));
      return parsed.success ? parsed.data : undefined;
    },

    async all(): Promise<PhotoRecord[]> {
      return valid(await (await db()).getAll("photos"));
    },

    /** The photos of one assessment, oldest first. */
    async ofAssessment(assessmentEntryId: string): Promise<PhotoRecord[]> {
      return valid(await (await db()).getAllFromIndex("photos", "byAssessment", assessmentEntryId));
    },

    /** The photos of one assessment and view (one, unless a retake was cut short). */
    async ofView(assessmentEntryId: string, side: PhotoSide): Promise<PhotoRecord[]> {
      return (await this.ofAssessment(assessmentEntryId)).filter((photo) => photo.side === side);
    },

    update: (id: string, change: PhotoChange): Promise<void> => updatePhoto(db, id, change),

    /** The camera's file replaced by its compressed JPEG (replaceOriginal). */
    replaceOriginal: (id: string, size: { width: number; height: number }, bytes: ArrayBuffer) =>
      replaceOriginal(db, id, size, bytes),

    remove,

    /** Every photo gone (the React tests, between tests). */
    async clear(): Promise<void> {
      const tx = (await db()).transaction(["photos", "bytes"], "readwrite");
      await Promise.all([tx.objectStore("photos").clear(), tx.objectStore("bytes").clear(), tx.done]);
    },
  };
}

/** The app's photo database (the page and the service worker's sender open the same one). */
export const photoDatabase = openPhotoDatabase();
