import { z } from "zod/mini";
import { AssessmentItemSchema } from "#shared/assessment-item.ts";
import { AssociationRequestSchema } from "./associations.ts";
import { ServerGeopointSchema } from "./common.ts";
import { AssociationSchema, PhotoSideSchema, PhotoTypeSchema } from "./enums.ts";
import { optional, Text } from "./tolerant-reading.ts";

export const TrailerAssessmentRequestSchema = z.extend(AssociationRequestSchema, {
  association: AssociationSchema,
  items: z.array(AssessmentItemSchema).check(z.maxLength(50)),
  /** The driver certifies the trailer is roadworthy (photos step) or that damage was reported (detach). */
  certified: z.boolean(),
  /** A virtual red tag: the driver confirms the trailer is unsafe to perform a load with. */
  redTag: z.boolean(),
});
export const TrailerAssessmentResponseSchema = z.object({
  isSuccessful: z.boolean(),
  reasonCode: z.nullable(z.int()),
  assessmentId: z.int(),
});

/**
 * trailerAssessment's answer as the edge reads it: stored when isSuccessful with an assessment id
 * (its photos go under it); isSuccessful false is refused, with its reason code when given.
 */
export const TrailerAssessmentReadSchema = z.pipe(
  z.object({
    isSuccessful: z.boolean(),
    reasonCode: optional(z.int(), "reasonCode"),
    assessmentId: optional(z.int(), "assessmentId"),
  }),
  z.transform((answer, ctx) => {
    if (answer.isSuccessful && (answer.assessmentId === null || answer.assessmentId <= 0)) {
      // Stored, says the answer, but under no id the photos could go under.
      ctx.issues.push({ code: "custom", message: "no assessment id", path: ["assessmentId"], input: null });
      return z.NEVER;
    }
    return answer;
  }),
);

/** An assessment that could not be stored: reason 511 (cache failure) is this body, shown not thrown. */
export const TrailerAssessmentFailureSchema = z.object({
  isSuccessful: z.literal(false),
  reasonCode: z.nullable(z.int()),
  assessmentId: z.literal(-1),
  message: z.string(),
});

export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The `metadata` part of a multipart POST api/documents; the `file` part holds the photo. */
export const DocumentMetadataSchema = z.object({
  trailerAssessmentId: z.int().check(z.positive()),
  sideName: PhotoSideSchema,
  photoType: PhotoTypeSchema,
  /** Client-generated id so a retried upload is stored exactly once. */
  clientUploadId: z.optional(z.uuid()),
  takenAt: z.optional(z.iso.datetime({ offset: true })),
  /** Where the photo was taken, when the phone knew. */
  location: z.optional(ServerGeopointSchema),
});
export const DocumentResponseSchema = z.object({
  isSuccessful: z.boolean(),
  assessmentId: z.int(),
  documentId: z.nullable(z.string()),
});
/**
 * A document's answer as the edge reads it (docs/product.md §7: on failure isSuccessful false with assessmentId
 * -1). documentId is Hitch's (an extension): read when given.
 */
export const DocumentReadSchema = z.object({
  isSuccessful: z.boolean(),
  assessmentId: optional(z.int(), "assessmentId"),
  documentId: optional(Text, "documentId"),
});

/** A photo refused or not stored (docs/product.md §7: isSuccessful false, assessmentId -1). */
export const DocumentFailureSchema = z.object({
  isSuccessful: z.literal(false),
  assessmentId: z.literal(-1),
  documentId: z.null(),
  message: z.string(),
});
