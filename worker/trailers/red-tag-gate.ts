// Who may red-tag a trailer (decisions 049 and 067): a virtual
// red tag takes a trailer out of service until the shop clears it, so it is
// accepted only
// - for a trailer that is the driver's to take or hold (standing.ts), and
// - with proof of being at it, from this session, that the phone cannot simply
//   claim: the plate or VIN read off it (/api/trailers/verify). A position can be
//   claimed from a sofa, so proximity passed on a check counts only for a trailer
//   on the driver's own load (identified-trailers.ts),
// and only for a few trailers a day per driver (RATE_LIMITS.redTagsPerDriver).
// Each trailer counts once: an outbox resending the same red tag, or a second
// assessment of the same trailer, does not use up the driver's allowance.
import type { Context } from "hono";
import { apiErrorBody } from "#shared/api-error.ts";
import type { TrailerRef } from "#shared/trailer-id.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { tooManyBody } from "#worker/http/too-many.ts";
import { consumeRateLimit, RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import { type IdentifiedBy, isIdentified } from "./identified-trailers.ts";
import { type Standing, standingOf } from "./standing.ts";
import { trailerIdOf } from "./trailer-ref.ts";

export type RedTagGate =
  | { refusal: ReturnType<typeof apiErrorBody> }
  /** Allowed: `sent()` marks the trailer counted once the red tag is stored, so a resend is free. */
  | { refusal: undefined; sent: () => Promise<void> };

/** The proof of being at the trailer each standing needs; none is enough for someone else's. */
const PROOF: Record<Standing, readonly IdentifiedBy[]> = {
  own: ["proximity", "verified"],
  takeable: ["verified"],
  other: [],
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * One answer for every refusal but the rate limit, whatever the reason (the log keeps it): a
 * refusal does not tell whose a trailer is.
 */
function notIdentified(c: Context<SessionEnv>, reason: "notYours" | "notIdentified", trailerId?: string) {
  c.var.log.warn("redTagRefused", { reason, trailerId: trailerId ?? "unknown" });
  return {
    refusal: apiErrorBody(
      "notIdentified",
      403,
      "A red tag is accepted only for a trailer you may take or hold, identified at the trailer (plate or VIN; location for a trailer on your order).",
    ),
  };
}

/** Whether the driver may red-tag this trailer now; else the refusal (403 or 429) to answer. */
export async function redTagGate(c: Context<SessionEnv>, trailer: TrailerRef): Promise<RedTagGate> {
  const { id: sessionId, record } = c.var.session;
  const id = await trailerIdOf(c, trailer);
  if (id === undefined) return notIdentified(c, "notYours");
  const phone = record.user.mobileNumber;
  const counted = `redtag:${await sha256Hex(`${phone}:${id}`)}`;
  // Sent already (the outbox again, after a lost answer): the trailer is out of service now, so it
  // is no longer anyone's to take; this session's proof still stands.
  if ((await c.env.SESSIONS.get(counted)) !== null) {
    return (await isIdentified(c.env.SESSIONS, sessionId, id, PROOF.own))
      ? { refusal: undefined, sent: async () => {} }
      : notIdentified(c, "notIdentified", id);
  }
  const standing = await standingOf(c, id);
  if (standing === "other") return notIdentified(c, "notYours", id);
  if (!(await isIdentified(c.env.SESSIONS, sessionId, id, PROOF[standing]))) {
    return notIdentified(c, "notIdentified", id);
  }
  const limit = await consumeRateLimit(c.env, c.var.config, "redTagsPerDriver", phone);
  if (!limit.allowed) {
    c.var.log.warn("redTagRefused", { reason: "rateLimited", trailerId: id });
    return {
      refusal: tooManyBody(c, limit.retryAfterSeconds, "Too many red tags. Please wait and try again."),
    };
  }
  const sent = async () => {
    await c.env.SESSIONS.put(counted, "1", { expirationTtl: RATE_LIMITS.redTagsPerDriver.windowSeconds });
  };
  return { refusal: undefined, sent };
}
