import { z } from "zod/mini";
import { FREE_TEXT_MAX_LENGTH } from "../validation.ts";
import { AssociationRequestSchema } from "./associations.ts";
import { ServerGeopointSchema } from "./common.ts";
import {
  AssessmentSubtypeSchema,
  AssessmentTypeSchema,
  AssociationSchema,
  PhotoSideSchema,
  PhotoTypeSchema,
} from "./enums.ts";

/** One defect, recorded as codes so the record reads in English whatever the screen language. */
export const AssessmentItemSchema = z.object({
  type: AssessmentTypeSchema,
  subType: z.optional(AssessmentSubtypeSchema),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(FREE_TEXT_MAX_LENGTH))),
});

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
/** A photo refused or not stored (spec §7: isSuccessful false, assessmentId -1). */
export const DocumentFailureSchema = z.object({
  isSuccessful: z.literal(false),
  assessmentId: z.literal(-1),
  documentId: z.null(),
  message: z.string(),
});
