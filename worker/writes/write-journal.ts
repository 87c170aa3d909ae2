// What the edge knows of each write a driver sent with an idempotency key
// (decision 062), in the SESSIONS namespace under a hash of the driver's phone
// and the key, for a week (a write may wait that long in a phone's outbox):
//   - "done", with the system of record's answer: a resend is answered with it,
//     and nothing is sent again;
//   - "unknown": the write was sent but its answer was lost (no answer, one that
//     could not be read, a failure with no reason): a resend reads the order's
//     state before it sends anything.
// A refusal is not kept: a resend is refused again on the same facts. So a
// carrier that ignores idempotency keys still records a write once, whatever
// the phone resends.
import { z } from "zod/mini";

/** A week: as long as a write may wait in a phone's outbox. */
export const WRITE_KEEP_SECONDS = 7 * 24 * 60 * 60;

const EntrySchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("done"), answer: z.unknown() }),
  z.object({ state: z.literal("unknown") }),
]);
export type JournalEntry = z.infer<typeof EntrySchema>;

async function keyFor(phone: string, idempotencyKey: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${phone}:${idempotencyKey}`),
  );
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `write:${hex}`;
}

export function writeJournal(kv: KVNamespace, phone: string) {
  return {
    async get(idempotencyKey: string): Promise<JournalEntry | undefined> {
      const stored = await kv.get(await keyFor(phone, idempotencyKey), "json");
      const parsed = EntrySchema.safeParse(stored);
      return parsed.success ? parsed.data : undefined;
    },
    async put(idempotencyKey: string, entry: JournalEntry): Promise<void> {
      await kv.put(await keyFor(phone, idempotencyKey), JSON.stringify(entry), {
        expirationTtl: WRITE_KEEP_SECONDS,
      });
    },
  };
}
