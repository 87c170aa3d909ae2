import { z } from "zod";
import { DotNumberSchema, MobileNumberSchema, QrIdSchema } from "../validation.ts";
import { EventTimeSchema, ServerGeopointSchema } from "./common.ts";
import {
  CompanySchema,
  EvaluationResultSchema,
  EvaluationTypeSchema,
  LoadTrailerStatusSchema,
} from "./enums.ts";

/** A trailer is named either by its id or by the QR id scanned from its sticker (spec §3). */
export const TrailerLookupSchema = z.union([
  z.strictObject({ trailerId: z.string().min(1).max(40) }),
  z.strictObject({ scannedId: QrIdSchema }),
]);
export type TrailerLookup = z.infer<typeof TrailerLookupSchema>;

export const DriverSchema = z.object({ mobileNumber: MobileNumberSchema, dotNumber: DotNumberSchema });

export const AssociationRequestSchema = z.object({
  trailer: TrailerLookupSchema,
  driver: DriverSchema,
  loadId: z.string().min(1).max(40),
  /** The phone's position, for the proximity evaluation; null when the driver refused location. */
  location: ServerGeopointSchema.nullable(),
  /** The slot the trailer fills on attach (take possession); ignored on detach. */
  loadTrailerStatus: LoadTrailerStatusSchema.optional(),
  eventTime: EventTimeSchema,
});
export type AssociationRequest = z.infer<typeof AssociationRequestSchema>;

export const EvaluationSchema = z.object({
  type: EvaluationTypeSchema,
  result: EvaluationResultSchema,
  message: z.string(),
});
export type Evaluation = z.infer<typeof EvaluationSchema>;

export const AttachabilityResponseSchema = z.object({
  canAttach: z.boolean(),
  trailerCompany: CompanySchema,
  trailerNumber: z.string(),
  attachabilityEvaluations: z.array(EvaluationSchema),
});
export const DetachabilityResponseSchema = z.object({
  canDetach: z.boolean(),
  trailerCompany: CompanySchema,
  trailerNumber: z.string(),
  detachabilityEvaluations: z.array(EvaluationSchema),
});

/** Move a trailer the driver still has from a previous order onto the current one. */
export const UpdateAttachedTrailerRequestSchema = AssociationRequestSchema;
/** The driver's answer to 'Are you still attached?' for a trailer from a previous order. */
export const AttachedTrailerConfirmationRequestSchema = AssociationRequestSchema.extend({
  stillAttached: z.boolean(),
});
/** Pin the drop spot and free the load's trailer slot after a detach. */
export const TrailerMappingOnDetachRequestSchema = AssociationRequestSchema.extend({
  location: ServerGeopointSchema,
});
