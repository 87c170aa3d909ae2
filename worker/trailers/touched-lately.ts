// What the edge remembers of a driver's trailers for as long as a write may wait
// in their phone's outbox (a week, write-journal.ts), so a write sent late is
// judged on what was true when the driver made it (decision 118):
//   - the trailers the carrier took an association write of from this driver
//     (attached, moved onto the order, detached, released): held, by the
//     carrier's own word, whatever the order's state says by the time the
//     assessment of a drop made without signal arrives (decision 104);
//   - the assessments the edge accepted from this driver, and their trailer: a
//     photo is taken only under one of them;
//   - the assessments the edge stored a close-up of the damage under (an
//     assessmentPhoto): a red tag sent without a position needs one (decision 125).
// Kept per driver (their phone), not per session: a write kept on the phone
// through a sign-in again is sent in the next session. In the SESSIONS namespace,
// under the SHA-256 of the phone and what is kept, one key each.
import type { Context } from "hono";
import type { SessionEnv } from "#worker/app-env.ts";
import { WRITE_KEEP_SECONDS } from "#worker/writes/write-journal.ts";

async function keyFor(c: Context<SessionEnv>, what: string): Promise<string> {
  const phone = c.var.session.record.user.mobileNumber;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${phone}:${what}`));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `touched:${hex}`;
}

const put = async (c: Context<SessionEnv>, what: string, value: string) =>
  c.env.SESSIONS.put(await keyFor(c, what), value, { expirationTtl: WRITE_KEEP_SECONDS });

/** The carrier took an association write of this trailer (`ref`: trailerGate's key for it) from the driver. */
export async function rememberHeld(c: Context<SessionEnv>, ref: string): Promise<void> {
  await put(c, `held:${ref}`, "1");
}

export async function wasHeldLately(c: Context<SessionEnv>, ref: string): Promise<boolean> {
  return (await c.env.SESSIONS.get(await keyFor(c, `held:${ref}`))) !== null;
}

/** The edge accepted assessment `assessmentId` of this trailer (`ref`) from the driver. */
export async function rememberAssessment(
  c: Context<SessionEnv>,
  assessmentId: number,
  ref: string,
): Promise<void> {
  await put(c, `assessment:${assessmentId}`, ref);
}

/** The trailer of an assessment the edge accepted from the driver; undefined for any other. */
export async function assessmentTrailer(
  c: Context<SessionEnv>,
  assessmentId: number,
): Promise<string | undefined> {
  return (await c.env.SESSIONS.get(await keyFor(c, `assessment:${assessmentId}`))) ?? undefined;
}

/** A close-up of the damage (an assessmentPhoto) of assessment `assessmentId` passed the edge's checks and was stored. */
export async function rememberCloseUp(c: Context<SessionEnv>, assessmentId: number): Promise<void> {
  await put(c, `closeUp:${assessmentId}`, "1");
}

export async function hasCloseUp(c: Context<SessionEnv>, assessmentId: number): Promise<boolean> {
  return (await c.env.SESSIONS.get(await keyFor(c, `closeUp:${assessmentId}`))) !== null;
}
