// Driver sessions in KV (decision 020). The browser holds only a random 128-bit
// id in a __Host- cookie; the identity token stays here. KV keys are the SHA-256
// of the id, so whoever can read the namespace still cannot present a session.
import { z } from "zod/mini";
import { UserDetailsSchema } from "../../shared/api/session.ts";

/** Longest a session lives without use: a driver attaches in the morning and drops two days later. */
export const SESSION_IDLE_SECONDS = 4 * 24 * 60 * 60;
/** Longest a session lives at all, however busy: a long-haul load plus slack. */
export const SESSION_ABSOLUTE_SECONDS = 10 * 24 * 60 * 60;
/** How often the identity token is re-checked upstream and the record's lastSeenAt written. */
export const SESSION_REVALIDATE_SECONDS = 5 * 60;
/** KV's smallest expirationTtl. */
const KV_MIN_TTL_SECONDS = 60;

/** 16 random bytes, base64url without padding. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const SessionRecordSchema = z.object({
  identityToken: z.string().check(z.minLength(1)),
  user: UserDetailsSchema,
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastSeenAt: z.number(),
  lastValidatedAt: z.number(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

async function kvKey(id: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id));
  return `session:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** Seconds the session may still live: the sooner of the idle and the absolute limit. */
export function remainingSeconds(record: SessionRecord, now: number): number {
  const idleEnd = record.lastSeenAt + SESSION_IDLE_SECONDS * 1000;
  const absoluteEnd = record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000;
  return Math.floor((Math.min(idleEnd, absoluteEnd) - now) / 1000);
}

export type SessionLookup =
  | { status: "active"; record: SessionRecord }
  | { status: "expired" | "unknown" | "malformed" };

export type SessionStore = ReturnType<typeof sessionStore>;

export function sessionStore(kv: KVNamespace) {
  return {
    async save(id: string, record: SessionRecord, now: number): Promise<void> {
      const ttl = Math.max(KV_MIN_TTL_SECONDS, remainingSeconds(record, now));
      await kv.put(await kvKey(id), JSON.stringify(record), { expirationTtl: ttl });
    },

    /** The record while it lives; "expired" past its idle or absolute limit (and then deleted). */
    async read(id: string, now: number): Promise<SessionLookup> {
      if (!SESSION_ID_PATTERN.test(id)) return { status: "malformed" };
      const parsed = SessionRecordSchema.safeParse(await kv.get(await kvKey(id), "json"));
      if (!parsed.success) return { status: "unknown" };
      if (remainingSeconds(parsed.data, now) <= 0) {
        await this.delete(id);
        return { status: "expired" };
      }
      return { status: "active", record: parsed.data };
    },

    async delete(id: string): Promise<void> {
      if (SESSION_ID_PATTERN.test(id)) await kv.delete(await kvKey(id));
    },
  };
}
