// The outbox's rows in IndexedDB, through idb. Rows are validated on read; a
// row that does not parse is deleted with a warning.
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { OUTBOX_DATABASE } from "#web/lib/phone-data.ts";
import { type OutboxEntry, OutboxEntrySchema } from "#web/outbox/outbox-entry.ts";

const DATABASE = OUTBOX_DATABASE;
const STORE = "entries";

interface OutboxSchema extends DBSchema {
  entries: { key: string; value: OutboxEntry };
}

export type OutboxDatabase = {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  delete(id: string): Promise<void>;
};

export function openOutboxDatabase(name = DATABASE): OutboxDatabase {
  let opening: Promise<IDBPDatabase<OutboxSchema>> | undefined;
  const db = () => {
    opening ??= openDB<OutboxSchema>(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: "id" });
      },
    });
    return opening;
  };
  return {
    async all() {
      const rows: unknown[] = await (await db()).getAll(STORE);
      const entries: OutboxEntry[] = [];
      for (const row of rows) {
        const parsed = OutboxEntrySchema.safeParse(row);
        if (parsed.success) entries.push(parsed.data);
        else {
          console.warn("Dropped an unreadable outbox entry");
          const id = (row as { id?: unknown } | null)?.id;
          if (typeof id === "string") await (await db()).delete(STORE, id);
        }
      }
      return entries.sort((a, b) => a.createdAt - b.createdAt);
    },
    async put(entry) {
      await (await db()).put(STORE, entry);
    },
    async delete(id) {
      await (await db()).delete(STORE, id);
    },
  };
}
