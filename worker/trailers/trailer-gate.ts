// Who may write about a trailer (decisions 049, 067 and 118): an assessment, a
// photo under one, or a virtual red tag is accepted only for a trailer the driver
// has a reason to touch:
// - it is on the driver's order or held by them, as the session's launch state
//   knows it (known-own-trailers.ts: the load's slots, attached now, still
//   attached from a previous order);
// - the carrier took an association write of it from this driver lately
//   (touched-lately.ts): so the assessment of a drop made without signal still
//   passes when it arrives after the detach (decision 104);
// - it was checked in this session, and the check found it the driver's to take
//   or hold (identified-trailers.ts, "checked").
// A photo goes only under an assessment the edge accepted from this driver.
// Anything else is one 403 `notYourTrailer`, nothing stored, nothing sent.
//
// A red tag takes a trailer out of service until the shop clears it, so it needs
// more (decision 067):
// - the trailer is the driver's to take or hold now (standing.ts), and
// - proof of being at it, from this session, that the phone cannot simply claim:
//   the plate or VIN read off it (/api/trailers/verify). A position can be
//   claimed from a sofa, so proximity passed on a check counts only for a trailer
//   on the driver's own load,
// - and, where the red tag carries the phone's position, that position near where
//   the trailer last reported (red-tag-presence.ts, decision 125): the plate is
//   painted on the trailer, and a photo of it is not being there; where it carries
//   none, a close-up of the damage stored first under an assessment of the same
//   trailer from this driver (`closeUpOf`, decisions 125 and 126),
// and only for a few trailers a day per driver (RATE_LIMITS.redTagsPerDriver).
// Each trailer counts once: an outbox resending the same red tag, or a second
// assessment of the same trailer, does not use up the driver's allowance.
import type { Context } from "hono";
import type { Geopoint } from "#shared/api/trailers.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import { splitTrailerId, type TrailerRef, trailerId } from "#shared/trailer-id.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { tooManyBody } from "#worker/http/too-many.ts";
import { consumeRateLimit, RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import { writeJournal } from "#worker/writes/write-journal.ts";
import { type IdentifiedBy, isIdentified } from "./identified-trailers.ts";
import { knownOwnTrailerIds } from "./known-own-trailers.ts";
import { farFromTrailer } from "./red-tag-presence.ts";
import { type Standing, standingOf } from "./standing.ts";
import { assessmentTrailer, hasCloseUp, rememberAssessment, wasHeldLately } from "./touched-lately.ts";
import { trailerIdOf } from "./trailer-ref.ts";

/** What a write names: a trailer (an assessment, maybe with a red tag), or an assessment (a photo under it). */
export type TrailerWrite =
  | {
      trailer: TrailerRef;
      redTag: boolean;
      idempotencyKey: string;
      location: Geopoint | null;
      /** A red tag without a position: the assessment its close-up of the damage went under. */
      closeUpOf?: number | undefined;
    }
  | { assessmentId: number };

type Refused = { refusal: ReturnType<typeof apiErrorBody> };
export type TrailerGate =
  | Refused
  /**
   * Allowed: `stored(assessmentId)` once the assessment is stored, so its photos may follow and a
   * red tag counts once (a resend is free).
   */
  | { refusal: undefined; stored: (assessmentId: number) => Promise<void> };

/**
 * How the marks name a trailer: its id, its number in upper case (one spelling per trailer), or the
 * sticker scanned, so a write that names the sticker the check named needs no lookup.
 */
export function touchKey(trailer: TrailerRef): string {
  return "scannedId" in trailer ? `qr:${trailer.scannedId}` : spelled(trailer.trailerId);
}

function spelled(id: string): string {
  const named = splitTrailerId(id);
  return named ? trailerId(named.trailerNumber.toUpperCase(), named.company) : id;
}

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
 * The refusal of a write about a trailer the driver has no reason to touch. It says nothing of whose
 * the trailer is: a free one not checked yet is refused the same as another carrier's.
 */
function noReasonToTouch(c: Context<SessionEnv>, what: string): Refused {
  c.var.log.warn("trailerWriteRefused", { reason: "noReasonToTouch", trailer: what });
  return {
    refusal: apiErrorBody(
      "notYourTrailer",
      403,
      "Only a trailer on your order, one you hold, or one you checked on this phone can be assessed, red-tagged or photographed.",
    ),
  };
}

/** Whether this key names a trailer the driver held lately or checked in this session. */
async function markedTouched(c: Context<SessionEnv>, key: string): Promise<boolean> {
  if (await wasHeldLately(c, key)) return true;
  return isIdentified(c.env.SESSIONS, c.var.session.id, key, ["checked"]);
}

/** Whether the driver has a reason to touch the trailer (see the top of this file). */
async function hasReasonToTouch(c: Context<SessionEnv>, trailer: TrailerRef): Promise<boolean> {
  const key = touchKey(trailer);
  if (await markedTouched(c, key)) return true;
  // A sticker not named before: the trailer behind it, then its marks.
  let id = key;
  if ("scannedId" in trailer) {
    const found = await trailerIdOf(c, trailer);
    if (found === undefined) return false;
    id = spelled(found);
    if (await markedTouched(c, id)) return true;
  }
  const own = await knownOwnTrailerIds(c);
  return [...own].some((ownId) => spelled(ownId) === id);
}

/**
 * One answer for every red-tag refusal but the rate limit, whatever the reason (the log keeps it):
 * a refusal does not tell whose a trailer is.
 */
function notIdentified(
  c: Context<SessionEnv>,
  reason: "notYours" | "notIdentified" | "notNear",
  trailerId?: string,
) {
  c.var.log.warn("redTagRefused", { reason, trailerId: trailerId ?? "unknown" });
  return {
    refusal: apiErrorBody(
      "notIdentified",
      403,
      "A red tag is accepted only for a trailer you may take or hold, identified at the trailer (plate or VIN; location for a trailer on your order).",
    ),
  };
}

/**
 * Whether a close-up of the damage stands for the position a red tag lacks: stored at the edge
 * (documents.ts) under assessment `closeUpOf`, one the edge accepted from this driver for this
 * very trailer (the same key).
 */
async function closeUpShown(c: Context<SessionEnv>, trailer: TrailerRef, closeUpOf: number | undefined) {
  if (closeUpOf === undefined) return false;
  return (await assessmentTrailer(c, closeUpOf)) === touchKey(trailer) && (await hasCloseUp(c, closeUpOf));
}

/** Without the phone's position and without a close-up sent first: said plainly, nothing read of the trailer. */
function closeUpNeeded(c: Context<SessionEnv>, trailer: TrailerRef): Refused {
  c.var.log.warn("redTagRefused", { reason: "noCloseUp", trailer: touchKey(trailer) });
  return {
    refusal: apiErrorBody(
      "closeUpNeeded",
      403,
      "Without the phone's position, a red tag is accepted only after a close-up of the damage: send the close-up, then the red tag.",
    ),
  };
}

/** Whether the driver may red-tag this trailer now; else the refusal (403 or 429) to answer. */
async function redTagGate(
  c: Context<SessionEnv>,
  trailer: TrailerRef,
  location: Geopoint | null,
  closeUpOf: number | undefined,
): Promise<Refused | { refusal: undefined; sent: () => Promise<void> }> {
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
  // No position to compare: the damage's close-up, sent first, is the presence (decision 125).
  if (location === null && !(await closeUpShown(c, trailer, closeUpOf))) return closeUpNeeded(c, trailer);
  const standing = await standingOf(c, id);
  if (standing === "other") return notIdentified(c, "notYours", id);
  if (!(await isIdentified(c.env.SESSIONS, sessionId, id, PROOF[standing]))) {
    return notIdentified(c, "notIdentified", id);
  }
  if (location !== null && (await farFromTrailer(c, id, location))) return notIdentified(c, "notNear", id);
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

/** Whether the write may go upstream; else the refusal (403 or 429) to answer, before anything is sent. */
export async function trailerGate(c: Context<SessionEnv>, write: TrailerWrite): Promise<TrailerGate> {
  // A photo: under an assessment this gate let through for the driver (it had its reason then).
  if ("assessmentId" in write) {
    return (await assessmentTrailer(c, write.assessmentId)) === undefined
      ? noReasonToTouch(c, `assessment ${write.assessmentId}`)
      : { refusal: undefined, stored: async () => {} };
  }
  const key = touchKey(write.trailer);
  // Sent before under this key (its answer lost): it had its reason then, and the write journal
  // answers it again, even once the reason is gone (a day-old check, the order moved on).
  const sentBefore =
    (await writeJournal(c.env.SESSIONS, c.var.session.record.user.mobileNumber).get(write.idempotencyKey)) !==
    undefined;
  if (!sentBefore && !(await hasReasonToTouch(c, write.trailer))) return noReasonToTouch(c, key);
  const redTag = write.redTag
    ? await redTagGate(c, write.trailer, write.location, write.closeUpOf)
    : undefined;
  if (redTag?.refusal) return redTag;
  return {
    refusal: undefined,
    stored: async (assessmentId) => {
      await rememberAssessment(c, assessmentId, key);
      await redTag?.sent();
    },
  };
}
