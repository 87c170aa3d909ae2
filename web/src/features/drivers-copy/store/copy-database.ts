// The drivers' copies on this phone, in IndexedDB through idb: one row per
// association (copy-record.ts, validated on read, an unreadable row dropped) and
// each photo's thumbnail as an ArrayBuffer in a second store (WebKit has lost
// Blobs kept in IndexedDB), so the list never reads images and a copy opens
// with no signal, long after its photos have left the outbox.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { type DriversCopy, DriversCopySchema } from "#web/features/drivers-copy/copy-record.ts";
import { COPY_DATABASE } from "#web/lib/phone-data.ts";

const DATABASE = COPY_DATABASE;

interface CopySchema extends DBSchema {
  copies: { key: string; value: DriversCopy };
  thumbnails: { key: string; value: ArrayBuffer };
}

/** Copies are kept this long, and at most KEEP_COPIES of them: the newest stay. */
const KEEP_COPIES_MS = 90 * 24 * 60 * 60 * 1000;
const KEEP_COPIES = 40;

export type CopyDatabase = ReturnType<typeof openCopyDatabase>;

function openCopyDatabase(name = DATABASE) {
  let opening: Promise<IDBPDatabase<CopySchema>> | undefined;
  const db = () => {
    opening ??= openDB<CopySchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore("copies", { keyPath: "id" });
        database.createObjectStore("thumbnails");
      },
    });
    return opening;
  };

  async function remove(copy: Pick<DriversCopy, "id" | "photos">): Promise<void> {
    const tx = (await db()).transaction(["copies", "thumbnails"], "readwrite");
    await Promise.all([
      tx.objectStore("copies").delete(copy.id),
      ...copy.photos.map((photo) => tx.objectStore("thumbnails").delete(photo.id)),
      tx.done,
    ]);
  }

  /** Every readable copy, newest first. */
  async function all(): Promise<DriversCopy[]> {
    const rows: unknown[] = await (await db()).getAll("copies");
    const copies: DriversCopy[] = [];
    for (const row of rows) {
      const parsed = DriversCopySchema.safeParse(row);
      if (parsed.success) copies.push(parsed.data);
      else {
        console.warn("Dropped an unreadable driver's copy");
        const id = (row as { id?: unknown } | null)?.id;
        if (typeof id === "string") await (await db()).delete("copies", id);
      }
    }
    return copies.sort((a, b) => Date.parse(b.eventTime) - Date.parse(a.eventTime));
  }

  return {
    all,

    async get(id: string): Promise<DriversCopy | undefined> {
      const parsed = DriversCopySchema.safeParse(await (await db()).get("copies", id));
      return parsed.success ? parsed.data : undefined;
    },

    async put(copy: DriversCopy): Promise<void> {
      await (await db()).put("copies", copy);
    },

    /** A photo's thumbnail and the copy that now lists it, written together. */
    async putWithThumbnail(copy: DriversCopy, photoId: string, thumbnail: ArrayBuffer): Promise<void> {
      const tx = (await db()).transaction(["copies", "thumbnails"], "readwrite");
      await Promise.all([
        tx.objectStore("thumbnails").put(thumbnail, photoId),
        tx.objectStore("copies").put(copy),
        tx.done,
      ]);
    },

    async thumbnail(photoId: string): Promise<ArrayBuffer | undefined> {
      const bytes = await (await db()).get("thumbnails", photoId);
      return bytes instanceof ArrayBuffer && bytes.byteLength > 0 ? bytes : undefined;
    },

    remove,

    async removeThumbnail(photoId: string): Promise<void> {
      await (await db()).delete("thumbnails", photoId);
    },

    /** Drops copies past KEEP_COPIES_MS, and the oldest beyond KEEP_COPIES, with their thumbnails. */
    async prune(now = Date.now()): Promise<void> {
      const copies = await all();
      const old = copies.filter((copy, i) => i >= KEEP_COPIES || copy.savedAt < now - KEEP_COPIES_MS);
      for (const copy of old) await remove(copy);
    },

    /** Removes everything (the React tests, between tests). */
    async clear(): Promise<void> {
      const database = await db();
      await database.clear("copies");
      await database.clear("thumbnails");
    },
  };
}

export const copyDatabase = openCopyDatabase();
