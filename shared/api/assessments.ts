// Inputs and answers of the edge Worker's assessment and photo routes (browser <->
// Worker). The browser says which trailer, what it found and when; the Worker
// adds the driver and the load from the session before it calls the logistics
// API (trailerAssessment, documents), so a page never names another driver or load.
import { z } from "zod/mini";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { AssessmentItemSchema } from "#shared/assessment-item.ts";
import { AssociationSchema, PhotoSideSchema, PhotoTypeSchema } from "#shared/logistics/enums.ts";
import { TrailerRefSchema } from "#shared/trailer-id.ts";
import { EventTimeSchema, IdempotencyKeySchema } from "#shared/validation.ts";
import { GeopointSchema } from "./trailers.ts";

/** At most this many defects in one assessment: every place of every damage layout, with room to spare. */
export const ASSESSMENT_ITEMS_MAX = 50;

/**
 * POST /api/assessments: the assessment of one trailer, its defects as codes (docs/product.md §3 assessment
 * types and subtypes) with the comment as typed, and a virtual red tag when the driver found it
 * unsafe. Sent by the outbox: its entry's id is the idempotency key, so a resend is stored once.
 */
export const AssessmentSubmissionSchema = z.object({
  trailer: TrailerRefSchema,
  association: AssociationSchema,
  items: z.array(AssessmentItemSchema).check(z.maxLength(ASSESSMENT_ITEMS_MAX)),
  /** The driver certified the trailer roadworthy, or (detach) that damage was reported; false when absent. */
  certified: z.optional(z.boolean()),
  /** A virtual red tag: accepted only for a trailer this driver identified in this flow, a few a day. */
  redTag: z.boolean(),
  /** The phone's position, or null when location is denied or unavailable. */
  location: z.nullable(GeopointSchema),
  /**
   * A red tag without a position: the assessment of the same trailer whose close-up of the damage
   * (an assessmentPhoto) was sent first, its proof of presence (decision 125). Not sent upstream.
   */
  closeUpOf: z.optional(z.int().check(z.positive())),
  eventTime: EventTimeSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type AssessmentSubmission = z.infer<typeof AssessmentSubmissionSchema>;

/** The assessment is stored: its id is what its photos are uploaded under. */
export const AssessmentStoredSchema = z.object({
  isSuccessful: z.literal(true),
  assessmentId: z.int().check(z.positive()),
});
export type AssessmentStored = z.infer<typeof AssessmentStoredSchema>;

/**
 * The assessment was not stored (docs/product.md §7: reason 511, cache failure, comes back as this body,
 * shown rather than thrown): an error answer (503, kind `notStored`) the outbox sends again.
 */
export const AssessmentNotStoredSchema = z.extend(ApiErrorSchema, {
  isSuccessful: z.literal(false),
  assessmentId: z.literal(-1),
});
export type AssessmentNotStored = z.infer<typeof AssessmentNotStoredSchema>;

/** An assessment id as a form field carries it: decimal digits, read as a positive integer. */
const AssessmentIdFieldSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,14}$/)),
  z.transform((digits) => Number(digits)),
);
/** A number as a form field carries it (a decimal, as String(number) writes it). */
const NumberFieldSchema = z.pipe(
  z.string().check(z.regex(/^-?\d{1,3}(\.\d{1,15})?$/)),
  z.transform((text) => Number(text)),
);

/** The fields of the photo upload, multipart/form-data. */
export const PHOTO_FILE_FIELD = "file";
/**
 * POST /api/documents, multipart/form-data: the photo in the `file` field (a JPEG, PNG or WebP of
 * at most DOCUMENT_MAX_BYTES, shared/logistics/assessments.ts), and these text fields beside it.
 * `clientUploadId` is the outbox entry's id: a retried upload is stored once and answered the same.
 * `takenAt` and the place (`lat`, `lng`, `accuracy`) are when and where the photo was taken.
 */
export const PhotoUploadFieldsSchema = z
  .object({
    trailerAssessmentId: AssessmentIdFieldSchema,
    sideName: PhotoSideSchema,
    photoType: PhotoTypeSchema,
    clientUploadId: z.uuid(),
    takenAt: z.optional(EventTimeSchema),
    lat: z.optional(NumberFieldSchema.check(z.refine((lat) => lat >= -90 && lat <= 90))),
    lng: z.optional(NumberFieldSchema.check(z.refine((lng) => lng >= -180 && lng <= 180))),
    accuracy: z.optional(NumberFieldSchema.check(z.refine((metres) => metres >= 0))),
  })
  .check(
    z.refine((fields) => (fields.lat === undefined) === (fields.lng === undefined), {
      error: "lat and lng go together",
      path: ["lng"],
    }),
  );
export type PhotoUploadFields = z.input<typeof PhotoUploadFieldsSchema>;

/** The photo is stored (once, whatever the number of retries): the same answer every time. */
export const PhotoStoredSchema = z.object({
  isSuccessful: z.literal(true),
  assessmentId: z.int().check(z.positive()),
  /** The stored photo's id, when the system of record gives one (an extension of docs/product.md §7). */
  documentId: z.nullable(z.string()),
});
export type PhotoStored = z.infer<typeof PhotoStoredSchema>;

/**
 * The photo was refused or not stored (docs/product.md §7: isSuccessful false, assessmentId -1): an error
 * answer with its kind. The driver is told to retake and send it (docs/product.md §4).
 */
export const PhotoNotStoredSchema = z.extend(ApiErrorSchema, {
  isSuccessful: z.literal(false),
  assessmentId: z.literal(-1),
  documentId: z.null(),
});
