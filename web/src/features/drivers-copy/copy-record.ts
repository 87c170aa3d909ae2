// The driver's copy of one attach or detach (decision 054): a condition report kept on
// this phone, per association, so it opens later with no signal. Made from what
// the outbox holds (the association's entry, the assessment's, each photo's) and
// the photos' own store: the trailer, the order, when and where, every category
// good or damaged with each defect as a code and its comment as typed, and each
// photo with the last upload state this phone saw, and a loaded trailer's seal. Validated when read back.
import { z } from "zod/mini";
import { GeopointSchema } from "#shared/api/trailers.ts";
import { RequestIdSchema } from "#shared/api-error.ts";
import { AssessmentItemSchema } from "#shared/assessment-item.ts";
import {
  AssessmentTypeSchema,
  CompanySchema,
  LoadTrailerStatusSchema,
  PhotoSideSchema,
} from "#shared/logistics/enums.ts";
import { SealRecordSchema } from "#shared/seal.ts";
import { EventTimeSchema } from "#shared/validation.ts";
import { FromPhonePhotosSchema } from "#web/lib/from-phone-photos.ts";
import { OUTBOX_STATES, OutboxErrorSchema } from "#web/outbox/outbox-entry.ts";

/** The writes a copy is made for: an attach, a trailer moved onto this order, a detach. */
export const COPY_KINDS = ["attach", "update", "detach"] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/** Where a write stands, as the outbox last said: waiting, sending, done (sent) or refused. */
const SendStateSchema = z.enum(OUTBOX_STATES);
export type SendState = z.infer<typeof SendStateSchema>;

const CopyPhotoSchema = z.object({
  /** The photo's id, also its outbox entry's (decision 053). */
  id: z.uuid(),
  side: PhotoSideSchema,
  /** A close-up of the damage of this category (decision 126), not one of the six views. */
  closeUpOf: z.optional(AssessmentTypeSchema),
  takenAt: EventTimeSchema,
  location: z.nullable(GeopointSchema),
  /** Chosen from the phone's photos, not taken at the assessment (decision 124); absent when taken then. */
  fromPhonePhotos: z.optional(FromPhonePhotosSchema),
  state: SendStateSchema,
  /** Its thumbnail is kept with the copy (copy-database.ts). */
  thumbnail: z.boolean(),
});
export type CopyPhoto = z.infer<typeof CopyPhotoSchema>;

const CopyAssessmentSchema = z.object({
  /** The assessment's outbox entry: its photos depend on it. */
  entryId: z.uuid(),
  /** The defects as sent: codes (the record reads in English), comments as typed. */
  items: z.array(AssessmentItemSchema),
  /** A loaded trailer's seal as sent, read from its item's words (decision 123); not among the defects. */
  seal: z.optional(SealRecordSchema),
  redTag: z.boolean(),
  state: SendStateSchema,
});
export type CopyAssessment = z.infer<typeof CopyAssessmentSchema>;

/** What the driver certified with the association (decision 060), as the copy lists it. */
const STATEMENTS = ["roadworthy", "damageReported", "reportingRule"] as const;
export type Statement = (typeof STATEMENTS)[number];

export const DriversCopySchema = z.object({
  /** The association's outbox entry id. */
  id: z.uuid(),
  kind: z.enum(COPY_KINDS),
  trailerNumber: z.string().check(z.maxLength(40)),
  /** Unknown for a trailer named by its QR sticker only. */
  company: z.optional(CompanySchema),
  orderNumber: z.string().check(z.maxLength(40)),
  mobileNumber: z.string().check(z.maxLength(20)),
  /** When the driver recorded it, with the phone's offset. */
  eventTime: EventTimeSchema,
  /** Where the phone was, or null when location was off. */
  location: z.nullable(GeopointSchema),
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
  /** What the driver certified; absent in copies made before it was sent. */
  statements: z.optional(z.array(z.enum(STATEMENTS))),
  /** The association's own state. */
  state: SendStateSchema,
  /**
   * Why the carrier refused it, once refused: the kind and §8 reason code (440 not attachable, 442–445
   * and 511 recorded in part). Absent while it is not refused, and in copies made before it was kept.
   */
  refusal: z.optional(z.pick(OutboxErrorSchema, { kind: true, reasonCode: true })),
  /**
   * The edge's request id of the association's last failed attempt (decision 070), while it is not
   * sent: the reference the driver gives the broker. Absent once sent, or when no attempt failed.
   */
  requestId: z.optional(RequestIdSchema),
  /** Null for a quick detach, which has no assessment. */
  assessment: z.nullable(CopyAssessmentSchema),
  /**
   * A quick drop's seal (decision 141): a loaded trailer's, answered at the detach, which has no
   * assessment to carry it; kept on this phone only (§7's detach carries no text).
   */
  quickDropSeal: z.optional(SealRecordSchema),
  photos: z.array(CopyPhotoSchema),
  /** When this phone made the copy (ms). */
  savedAt: z.number(),
});
export type DriversCopy = z.infer<typeof DriversCopySchema>;
