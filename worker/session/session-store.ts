// Driver sessions (decisions 020 and 046). The browser holds only a random 128-bit
// id in a __Host- cookie. The record (identity token, user details) is in KV, sealed
// with AES-GCM under a key derived from the id, at a key named by a hash of the id:
// whoever can read the namespace can neither present a session nor read a token.
// Whether the session is open is the SessionGuard Durable Object's to say, asked
// before every use and every write of the record, so a logout is final everywhere.
// The guard also names the record's latest write, so an isolate that keeps that
// write (kept-records.ts) reads no KV for it (decision 090).
import { z } from "zod/mini";
import { UserDetailsSchema } from "#shared/api/session.ts";
import { keptRecords } from "./kept-records.ts";
import { openRecord, sealedTag, sealRecord, sessionName } from "./session-crypto.ts";
import type { SessionGuardCheck } from "./session-guard.ts";

/**
 * The Worker's setting for the longest a session lives without use (SESSION_IDLE_HOURS, decision
 * 120): a phone left for a night is passed on signed out.
 */
export type SessionLimits = { SESSION_IDLE_HOURS: number };
/** Longest a session lives at all, however busy: a long-haul load plus slack. */
export const SESSION_ABSOLUTE_SECONDS = 10 * 24 * 60 * 60;
/** How often the identity token is re-checked upstream and the record's lastSeenAt written. */
export const SESSION_REVALIDATE_SECONDS = 5 * 60;
/** KV's smallest expirationTtl. */
const KV_MIN_TTL_SECONDS = 60;

/** 16 random bytes, base64url without padding. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

const SessionRecordSchema = z.object({
  identityToken: z.string().check(z.minLength(1)),
  user: UserDetailsSchema,
  /**
   * The carrier's DOT number on the order's load, learned at sign-in (docs/product.md §1: sent with every
   * attachability request), so no call is made to learn it again. Absent in a session opened
   * before sessions kept it: learned on its first check or write (trailers/session-driver.ts).
   */
  dotNumber: z.optional(z.string()),
  /**
   * The ids of the driver's own trailers (trailers/own-trailers.ts) as the session last read them
   * from the launch state (at sign-in, and at every launch-state read since), and when (epoch ms):
   * a number lookup tells its own trailers apart without asking again (decision 083).
   */
  ownTrailers: z.optional(z.object({ ids: z.array(z.string()), readAt: z.number() })),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastSeenAt: z.number(),
  lastValidatedAt: z.number(),
});
export type SessionRecord = z.infer<typeof SessionRecordSchema>;

/** An open session: its id (the cookie's) and its record. */
export type OpenSession = { id: string; record: SessionRecord };

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** Seconds the session may still live: the sooner of the idle and the absolute limit. */
export function remainingSeconds(record: SessionRecord, now: number, limits: SessionLimits): number {
  const idleEnd = record.lastSeenAt + limits.SESSION_IDLE_HOURS * 3600 * 1000;
  const absoluteEnd = record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000;
  return Math.floor((Math.min(idleEnd, absoluteEnd) - now) / 1000);
}

/**
 * Whether a use of the session at `now` is written as its idle clock (`lastSeenAt`): at most every
 * SESSION_REVALIDATE_SECONDS, not on every request (decision 020).
 */
export const idleClockDue = (record: SessionRecord, now: number): boolean =>
  now - record.lastSeenAt >= SESSION_REVALIDATE_SECONDS * 1000;

export type SessionLookup =
  | { status: "active"; record: SessionRecord }
  | { status: "expired" | "closed" | "unknown" | "malformed" };

/**
 * The session is open and its record not expired, but KV did not give it: an outage to answer as one
 * (the driver is not signed out), never as a session that ended.
 */
export class SessionUnreadableError extends Error {
  override name = "SessionUnreadableError";
  constructor() {
    super("The open session's record could not be read");
  }
}

type SessionBindings = Pick<Env, "SESSIONS" | "SESSION_GUARD">;

const kvKey = (name: string) => `session:${name}`;

function parseRecord(plaintext: string | undefined): SessionRecord | undefined {
  if (plaintext === undefined) return undefined;
  try {
    const parsed = SessionRecordSchema.safeParse(JSON.parse(plaintext));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function sessionStore(env: SessionBindings, limits: SessionLimits) {
  const guard = (name: string) => env.SESSION_GUARD.get(env.SESSION_GUARD.idFromName(name));

  return {
    /** Sign-in: opens the session's guard, then writes its first record. */
    async open(id: string, record: SessionRecord, now: number): Promise<void> {
      const name = await sessionName(id);
      const opened = await guard(name).open(record.createdAt + SESSION_ABSOLUTE_SECONDS * 1000);
      // 128 fresh random bits never name a closed session; if they did, no record is written.
      if (!opened || !(await this.save(id, record, now))) throw new Error("Session id already closed");
    },

    /**
     * Writes the record while the session is open (the guard noting this write as the latest, and
     * this isolate keeping it); once it is closed nothing is written (false).
     */
    async save(id: string, record: SessionRecord, now: number): Promise<boolean> {
      const name = await sessionName(id);
      const sealed = await sealRecord(id, name, JSON.stringify(record));
      // sealRecord's output always starts with its IV, so it always has a tag.
      const tag = sealedTag(sealed);
      const ttl = Math.max(KV_MIN_TTL_SECONDS, remainingSeconds(record, now, limits));
      if (tag === undefined || (await guard(name).recordSaved(tag, now + ttl * 1000)) !== "open")
        return false;
      await env.SESSIONS.put(kvKey(name), sealed, { expirationTtl: ttl });
      keptRecords.set(name, sealed);
      return true;
    },

    /**
     * The record while the session is open and within its limits. The guard is asked on every read
     * and the record is used only when it answers "open": a stale or written-back copy of a closed
     * session is refused, and deleted here too. The record is this isolate's kept copy when the
     * guard names it as the latest write (no KV read), else KV's, read alongside the guard when
     * nothing is kept. KV finding nothing while the guard says the latest write's copy has not
     * expired is a failed read, not a closed session: read again once, then SessionUnreadableError
     * (decision 132).
     */
    async read(id: string, now: number): Promise<SessionLookup> {
      if (!SESSION_ID_PATTERN.test(id)) return { status: "malformed" };
      const name = await sessionName(id);
      const kept = keptRecords.get(name);
      let check: SessionGuardCheck;
      let stored: string | null;
      if (kept === undefined) {
        [check, stored] = await Promise.all([guard(name).check(), env.SESSIONS.get(kvKey(name))]);
      } else {
        check = await guard(name).check();
        const latest = check.recordTag !== null && check.recordTag === sealedTag(kept);
        stored = latest ? kept : await env.SESSIONS.get(kvKey(name));
      }
      const { status, recordTag, recordUntil } = check;
      if (status !== "open") {
        keptRecords.delete(name);
        if (stored !== null) await env.SESSIONS.delete(kvKey(name));
        return { status };
      }
      if (stored === null && recordUntil !== null && now < recordUntil) {
        // A read racing a write of the key, or a location KV has not brought the write to yet.
        stored = await env.SESSIONS.get(kvKey(name));
        if (stored === null) throw new SessionUnreadableError();
      }
      const record = stored === null ? undefined : parseRecord(await openRecord(id, name, stored));
      if (stored === null || record === undefined) {
        keptRecords.delete(name);
        return { status: "unknown" };
      }
      // KV's copy is kept only when it is the latest write: KV may still serve a copy from before
      // a write made elsewhere for a while, which is used, as before, but not kept.
      if (stored !== kept && recordTag !== null && sealedTag(stored) === recordTag) {
        keptRecords.set(name, stored);
      }
      if (remainingSeconds(record, now, limits) <= 0) {
        await this.close(id);
        return { status: "expired" };
      }
      return { status: "active", record };
    },

    /**
     * A change of order (decision 120): the session goes on under a new id, with `record`, and the
     * old id is closed for good first, so a logout that closed it already wins (undefined).
     */
    async rotate(oldId: string, record: SessionRecord, now: number): Promise<string | undefined> {
      if (!SESSION_ID_PATTERN.test(oldId)) return undefined;
      const oldName = await sessionName(oldId);
      keptRecords.delete(oldName);
      if (!(await guard(oldName).close())) return undefined;
      await env.SESSIONS.delete(kvKey(oldName));
      const id = newSessionId();
      await this.open(id, record, now);
      return id;
    },

    /** Logout, a replaced session, a rejected identity token: closed for good, then the record dropped. */
    async close(id: string): Promise<void> {
      if (!SESSION_ID_PATTERN.test(id)) return;
      const name = await sessionName(id);
      keptRecords.delete(name);
      await guard(name).close();
      await env.SESSIONS.delete(kvKey(name));
    },
  };
}
