import { z } from "zod/mini";
import { TrailerRefSchema } from "#shared/trailer-id.ts";
import {
  DotNumberSchema,
  EventTimeSchema,
  IdempotencyKeySchema,
  MobileNumberSchema,
} from "#shared/validation.ts";
import { ServerGeopointSchema } from "./common.ts";
import {
  COMPANIES,
  CompanySchema,
  EvaluationResult,
  EvaluationResultSchema,
  EvaluationType,
  EvaluationTypeSchema,
  LoadTrailerStatusSchema,
} from "./enums.ts";
import { listOf, openEnum, optional, Text, withDefault } from "./tolerant-reading.ts";

export const DriverSchema = z.object({ mobileNumber: MobileNumberSchema, dotNumber: DotNumberSchema });

export const AssociationRequestSchema = z.object({
  /** By its id or by the QR id scanned from its sticker (docs/product.md §3 trailer lookup identifier). */
  trailer: TrailerRefSchema,
  driver: DriverSchema,
  loadId: z.string().check(z.minLength(1), z.maxLength(40)),
  /** The phone's position, for the proximity evaluation; null when the driver refused location. */
  location: z.nullable(ServerGeopointSchema),
  /** The slot the trailer fills on attach (take possession); ignored on detach. */
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
  eventTime: EventTimeSchema,
  /** Writes only: a repeat with the same key gets the first answer and writes nothing again. */
  idempotencyKey: z.optional(IdempotencyKeySchema),
});
export type AssociationRequest = z.infer<typeof AssociationRequestSchema>;

/** Minimum verification distance (docs/product.md §9), in miles: nearer than this, proximity passes. */
export const MIN_VERIFICATION_DISTANCE_MILES = 1;

/**
 * Why an evaluation did not simply pass, as a stable key the client can translate
 * (the message is English for logs and records). The Trailer Unavailable reasons
 * of docs/product.md §8 are: criticalRepairsNeeded, incorrectStatus, stolen, equipmentTypeMismatch,
 * attachedToAnotherOrder, attachedToAssetTruck, preAssignedToAssetDriver, shopStatus,
 * companyTrailerRequired.
 */
export const EVALUATION_REASONS = [
  "incorrectStatus",
  "stolen",
  "shopStatus",
  "attachedToAnotherOrder",
  "attachedToAssetTruck",
  "attachedFromPreviousOrder",
  "alreadyAttachedToThisOrder",
  "notAttached",
  "preAssignedToAssetDriver",
  "noLocation",
  "trailerLocationUnknown",
  "lowLocationConfidence",
  "notNearTrailer",
  "invalidTrailerType",
  "companyTrailerRequired",
  "equipmentTypeMismatch",
  "outlandishEquipmentType",
  "loadedWithOtherFreight",
  "loadedNotEmpty",
  "emptyNotLoaded",
  "slotFilled",
  "criticalRepairsNeeded",
  "repairsNeeded",
  "moving",
  "updatesPreviousOrder",
  "otherTrailerFromPreviousOrder",
  "otherTrailerOnThisOrder",
] as const;
export const EvaluationReasonSchema = z.enum(EVALUATION_REASONS);
export type EvaluationReason = z.infer<typeof EvaluationReasonSchema>;

const EvaluationSchema = z.object({
  type: EvaluationTypeSchema,
  result: EvaluationResultSchema,
  message: z.string(),
  /** Present whenever result is warn or fail. */
  reason: z.optional(EvaluationReasonSchema),
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

/**
 * An evaluation as the edge reads it (decision 061): §3's type, result and message. A type or
 * result the app does not know reads "unknown"; `reason` is Hitch's own key (an extension), read
 * when it is one the app knows.
 */
const EvaluationReadSchema = z.object({
  type: openEnum(Object.values(EvaluationType), "evaluation type"),
  result: openEnum(Object.values(EvaluationResult), "evaluation result"),
  message: optional(z.string(), "evaluation message"),
  reason: optional(openEnum(EVALUATION_REASONS, "evaluation reason"), "evaluation reason"),
});
export type EvaluationReading = z.output<typeof EvaluationReadSchema>;

/** What attachability and detachability have in common, as read: the trailer named, and its evaluations. */
const CheckReadFields = {
  trailerCompany: withDefault(openEnum(COMPANIES, "trailerCompany"), "unknown", "trailerCompany"),
  trailerNumber: Text,
};
export const AttachabilityReadSchema = z.object({
  canAttach: z.boolean(),
  ...CheckReadFields,
  attachabilityEvaluations: listOf(EvaluationReadSchema, "attachabilityEvaluations"),
});
export const DetachabilityReadSchema = z.object({
  canDetach: z.boolean(),
  ...CheckReadFields,
  detachabilityEvaluations: listOf(EvaluationReadSchema, "detachabilityEvaluations"),
});

/** An association write refused (docs/product.md §5: failed unless 200 and isSuccessful), with its reason. */
export const AssociationFailureSchema = z.object({
  isSuccessful: z.literal(false),
  reasonCode: z.int(),
  message: z.string(),
});

/**
 * What the driver certified on the phone when taking the trailer (decision 060): that it is
 * roadworthy, the Photos step's last confirmation. False when the trailer photos flag is off (the
 * step, and so the question, is skipped).
 */
const ROADWORTHY_STATEMENT = { certified: z.boolean() };

/** Attach names the load slot the trailer fills (take possession), so it is required here. */
export const AttachLogisticsRequestSchema = z.extend(AssociationRequestSchema, {
  loadTrailerStatus: LoadTrailerStatusSchema,
  ...ROADWORTHY_STATEMENT,
});

/** Move a trailer the driver still has from a previous order onto the current one. */
export const UpdateAttachedTrailerRequestSchema = z.extend(AssociationRequestSchema, ROADWORTHY_STATEMENT);

/**
 * Dropping the trailer: the driver certifies that all damage was reported (docs/product.md §4; a detach
 * without it is refused), and away from the trailer also acknowledged that reporting is needed at
 * the time of dropping and that not doing so disqualifies for Power Only (absent when not asked).
 */
export const DetachLogisticsRequestSchema = z.extend(AssociationRequestSchema, {
  certified: z.literal(true),
  reportingRuleAcknowledged: z.optional(z.boolean()),
});
/** The driver's answer to 'Are you still attached?' for a trailer from a previous order. */
export const AttachedTrailerConfirmationRequestSchema = z.extend(AssociationRequestSchema, {
  stillAttached: z.boolean(),
});
/** Pin the drop spot and free the load's trailer slot after a detach. */
export const TrailerMappingOnDetachRequestSchema = z.extend(AssociationRequestSchema, {
  location: ServerGeopointSchema,
});
