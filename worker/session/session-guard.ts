// One Durable Object per session, named by the session's hashed id (decision 046): is
// the session open? Sign-in opens it; logout, a sign-in that replaces it and the
// identity token's rejection close it for good. KV is eventually consistent: a copy up
// to a minute old may still hold a record, and a request that read it before a logout
// may write it back. A Durable Object is strongly consistent, so asking it before every
// read and write of the record makes a closed session dead everywhere at once.
//
// It answers for open sessions only ("unknown" otherwise), so a made-up cookie, or a
// record put into KV by someone who can write there, is refused as well, and a logout
// with a made-up cookie stores nothing.
//
// It also names the latest write of the open session's record (its tag, decision 090),
// so an isolate that keeps that write need not read KV for it.
import { DurableObject } from "cloudflare:workers";

export type SessionGuardStatus = "open" | "closed" | "unknown";

/**
 * What a request asks the guard: the status, and (while open) the tag of the record's latest write
 * and when KV's copy of that write expires (epoch ms; null for a write saved before it was noted).
 */
export type SessionGuardCheck = {
  status: SessionGuardStatus;
  recordTag: string | null;
  recordUntil: number | null;
};

type GuardState = {
  status: "open" | "closed";
  /** Epoch ms of the session's absolute end: nothing is kept past it (the record is dead anyway). */
  until: number;
  /** The latest write of the record (session-crypto.ts `sealedTag`), once one was saved since decision 090. */
  recordTag?: string;
  /**
   * When KV's copy of that write expires (its expirationTtl from the write): until then a read of KV
   * that finds nothing failed to read it, the record is not gone (decision 132).
   */
  recordUntil?: number;
};

export class SessionGuard extends DurableObject<Env> {
  private state(): GuardState | undefined {
    return this.ctx.storage.kv.get<GuardState>("state");
  }

  /** Sign-in: open until the absolute end. A closed session never opens again. */
  open(until: number): boolean {
    if (this.state()?.status === "closed") return false;
    this.ctx.storage.kv.put("state", { status: "open", until } satisfies GuardState);
    void this.ctx.storage.setAlarm(until);
    return true;
  }

  status(): SessionGuardStatus {
    const state = this.state();
    if (state === undefined || state.until <= Date.now()) return "unknown";
    return state.status;
  }

  /** The status, with the tag of the record's latest write (and its copy's expiry) while the session is open. */
  check(): SessionGuardCheck {
    const status = this.status();
    const state = status === "open" ? this.state() : undefined;
    return { status, recordTag: state?.recordTag ?? null, recordUntil: state?.recordUntil ?? null };
  }

  /**
   * Before a write of the record: while the session is open, notes `tag` as its latest write, and
   * `until` as when KV's copy of it expires. The status either way; nothing is written unless it is open.
   */
  recordSaved(tag: string, until: number): SessionGuardStatus {
    const status = this.status();
    const state = this.state();
    if (status === "open" && state !== undefined) {
      this.ctx.storage.kv.put("state", { ...state, recordTag: tag, recordUntil: until } satisfies GuardState);
    }
    return status;
  }

  /**
   * Closes an open session for good; a session never opened stays unknown and nothing is stored.
   * Whether this call closed it (it was open).
   */
  close(): boolean {
    const state = this.state();
    if (state?.status !== "open" || state.until <= Date.now()) return false;
    this.ctx.storage.kv.put("state", { ...state, status: "closed" });
    return true;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
