// One write to the system of record, made at most once per idempotency key
// whatever the phone resends, even when the carrier ignores the key (decision
// 062). The write journal (write-journal.ts) answers a resend the edge already
// has an answer for. When a write's answer is lost, the order's state says
// whether it went through: `isDone` reads it (association writes only; for the
// others there is nothing to read, and the write is sent again). After a carrier
// that gave no answer before the deadline, it is read at the resend, not at once.
import type { Context } from "hono";
import type { SessionEnv } from "#worker/app-env.ts";
import { isRefusal } from "#worker/trailers/refusals.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { writeJournal } from "./write-journal.ts";

export type WriteOnce<T> = {
  idempotencyKey: string;
  /** Names the write in the log. */
  action: string;
  send: () => Promise<T>;
  /** Whether the order's state shows the write made, and the answer that stands for it then. */
  reconcile?: { isDone: () => Promise<boolean>; answer: T };
};

/** Whether the state says the write is made; a state that cannot be read says nothing. */
async function doneByState<T>(c: Context<SessionEnv>, write: WriteOnce<T>): Promise<boolean> {
  if (!write.reconcile) return false;
  try {
    return await write.reconcile.isDone();
  } catch (error) {
    c.var.log.warn("writeStateUnread", {
      action: write.action,
      cause: error instanceof UpstreamError ? error.kind : "unknown",
    });
    return false;
  }
}

/** The system of record's answer to the write: sent once, answered again, or read from the state. */
export async function writeOnce<T>(c: Context<SessionEnv>, write: WriteOnce<T>): Promise<T> {
  const journal = writeJournal(c.env.SESSIONS, c.var.session.record.user.mobileNumber);
  const done = async (answer: T, how: string) => {
    await journal.put(write.idempotencyKey, { state: "done", answer });
    if (how !== "sent") c.var.log.info("writeCountedOnce", { action: write.action, how });
    return answer;
  };
  const known = await journal.get(write.idempotencyKey);
  if (known?.state === "done") {
    c.var.log.info("writeCountedOnce", { action: write.action, how: "answeredAgain" });
    return known.answer as T;
  }
  // Sent before and its answer lost: the state may show it made, and then nothing is sent again.
  if (known?.state === "unknown" && (await doneByState(c, write))) {
    return done(write.reconcile!.answer, "stateBeforeResend");
  }
  try {
    return await done(await write.send(), "sent");
  } catch (error) {
    // A no (or a session the carrier no longer takes) is final for this attempt; nothing to keep.
    if (isRefusal(error) || !(error instanceof UpstreamError) || error.failure.statusCode === 401)
      throw error;
    // Its answer is lost: the state may show it made; else a resend reads the state first. A carrier
    // that let the whole deadline pass is not asked for the state now: the read would hold the
    // driver as long again, for a carrier that is not answering; the phone's resend reads it first.
    const waitedOut = error.kind === "timeout" && error.waitedOut;
    if (!waitedOut && (await doneByState(c, write)))
      return done(write.reconcile!.answer, "stateAfterLostAnswer");
    await journal.put(write.idempotencyKey, { state: "unknown" });
    throw error;
  }
}
