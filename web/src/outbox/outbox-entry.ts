// A write a driver made, as the outbox keeps it until the server has it (decision 041): its
// idempotency key (the id, sent with every attempt), when it happened on the phone, what it is,
// whose it is, and how sending it went. Validated when read back, so a corrupt or outdated row is
// dropped, never trusted. The outbox's public vocabulary (decision 113): screens, features, their
// senders and the service worker all read an entry through this file.
import { z } from "zod/mini";
import { RequestIdSchema } from "#shared/api-error.ts";
import { EventTimeSchema } from "#shared/validation.ts";

export const OUTBOX_STATES = ["waiting", "sending", "done", "refused"] as const;

/** Why the last attempt did not succeed, in the §8 terms the driver is shown. */
export const OutboxErrorSchema = z.object({
  kind: z.optional(z.string()),
  message: z.string(),
  reasonCode: z.optional(z.int()),
  /** The edge's id of the attempt (decision 070): what the driver reads out to the broker. */
  requestId: z.optional(RequestIdSchema),
});
export type OutboxError = z.infer<typeof OutboxErrorSchema>;

export const OutboxEntrySchema = z.object({
  /** A UUID; also the idempotency key the server sees on every attempt. */
  id: z.uuid(),
  /** Which sender sends it ("attach", "detach", …). */
  kind: z.string().check(z.minLength(1), z.maxLength(40)),
  /** What the sender sends; may hold ArrayBuffers (photos), never Blobs (WebKit loses them). */
  payload: z.unknown(),
  /** When it happened on the phone, with the phone's offset; never the time it was sent. */
  eventTime: EventTimeSchema,
  /** When it was queued (ms); entries are sent in this order. */
  createdAt: z.number(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.int().check(z.gte(0)),
  /** Not before this time (ms): the backoff after a failed attempt. */
  nextAttemptAt: z.number(),
  /** Waiting for the driver to sign in again (the session expired while it waited). */
  needsSignIn: z.optional(z.boolean()),
  lastError: z.optional(OutboxErrorSchema),
  /** The server's answer once done. */
  result: z.optional(z.unknown()),
  /** An earlier entry whose answer this one needs (e.g. photos need the assessment's id). */
  dependsOn: z.optional(z.uuid()),
  /** What the list shows about it (e.g. the trailer number). */
  meta: z.optional(z.record(z.string(), z.string())),
  settledAt: z.optional(z.number()),
});
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;

/** The meta key of an upload's size in bytes, so what is left to send can be shown. */
export const PHOTO_BYTES_META = "bytes";

/** The bytes an entry will upload, when it said (photos do). */
export function uploadBytes(entry: OutboxEntry): number {
  const bytes = Number(entry.meta?.[PHOTO_BYTES_META]);
  return Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
}

/** Every kind of write that goes through the outbox (page/outbox-label.ts names each for the driver). */
const OUTBOX_KINDS = [
  "attach",
  "detach",
  "update",
  "release",
  "unassociatedQr",
  "assessment",
  /** An assessment with a virtual red tag: the same call, named for what it does. */
  "redTag",
  "feedback",
  /** One photo of an assessment (its meta names the side). */
  "photo",
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** The writes that record an association (docs/product.md §7: attach, detach, update, confirmation). */
export const ASSOCIATION_KINDS: readonly string[] = [
  "attach",
  "detach",
  "update",
  "release",
] satisfies OutboxKind[];
/** The writes of an assessment (decision 051): a red tag is one, named for what it does. */
export const ASSESSMENT_KINDS: readonly string[] = ["assessment", "redTag"] satisfies OutboxKind[];
/** One photo of an assessment (decision 053): its payload names the kept photo. */
export const PHOTO_KIND = "photo" satisfies OutboxKind;

/**
 * The meta key under which a photo entry that is a close-up of the damage (an assessmentPhoto,
 * decision 126) names the category it shows; the six views' photos have none.
 */
export const CLOSE_UP_META = "closeUpOf";

/**
 * The meta key under which an attach, move or detach names the assessment entry sent before it
 * in the same flow: the driver's copy shows that assessment with it (decision 054).
 */
export const ASSESSMENT_META = "assessment";

/**
 * The meta key under which an attach, move, detach or release names its trailer's id (`trailer`
 * holds its number, for the label): what the screens match the trailer held on (page/mirror-phone-writes.ts).
 */
export const TRAILER_ID_META = "trailerId";

/**
 * The meta key under which a detach with no assessment (a quick detach) keeps a loaded trailer's
 * seal, in the record's words (shared/seal.ts `sealComment`): §7's detach carries no text, so it
 * stays on this phone, for the driver's copy (decision 141).
 */
export const SEAL_META = "seal";

/** A write to keep: what the outbox is given (the entry's other fields are its own). */
export type Enqueue = {
  /**
   * The entry's id (its idempotency key) when the caller made it beforehand: enqueueing the same id
   * again (a double tap, a second Submit) answers the entry already kept, and stores nothing new.
   */
  id?: string;
  kind: string;
  payload: unknown;
  /** When it happened; now by default. An ISO time with the phone's offset. */
  eventTime?: string;
  dependsOn?: string;
  meta?: Record<string, string>;
};

/** The write could not be kept on this phone (storage full or blocked): the driver must be told. */
export class OutboxStorageError extends Error {
  override name = "OutboxStorageError";
}

// Whose write an entry is: the driver and order it was made for, kept in its meta, so it is sent
// only while they are signed in, never as someone else (decision 041). The page and the service
// worker check it the same way.

/** The part of the signed-in user (docs/product.md §3's user details) a write belongs to. */
export type Driver = { mobileNumber: string; orderNumber: string };

/** The meta that names a write's driver and order. */
export function ownerMeta(driver: Driver | null): Record<string, string> {
  return driver ? { mobileNumber: driver.mobileNumber, orderNumber: driver.orderNumber } : {};
}

/** Whether `driver` (who is signed in now) is the one the write was made by. */
export function madeBy(entry: OutboxEntry, driver: Driver | null): boolean {
  return (
    driver !== null &&
    entry.meta?.mobileNumber === driver.mobileNumber &&
    entry.meta?.orderNumber === driver.orderNumber
  );
}
