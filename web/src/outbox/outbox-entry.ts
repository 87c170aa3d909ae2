// One write a driver made, waiting in the outbox until the server has it: its
// idempotency key (the id, sent with every attempt), when it happened on the
// phone, what it is, and how sending it went. Validated when read back, so a
// corrupt or outdated row is dropped, never trusted.
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
