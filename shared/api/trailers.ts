// Inputs and answers of the edge Worker's trailer workflow routes (browser <->
// Worker): find a trailer, learn whether it can be taken or dropped, prove the
// driver is at it, and record the association. The Worker adds what the session
// knows (the driver's phone and DOT number, the order's load) before it calls the
// logistics API; the browser never names another driver or load.
import { z } from "zod/mini";
import { EVALUATION_REASONS } from "#shared/logistics/associations.ts";
import { LocationSchema } from "#shared/logistics/common.ts";
import {
  AssociationSchema,
  AvailabilitySchema,
  CompanySchema,
  EvaluationResultSchema,
  EvaluationTypeSchema,
  LoadTrailerStatusSchema,
  RepairsNeededLevelSchema,
} from "#shared/logistics/enums.ts";
import { TrailerIdSchema, TrailerRefSchema } from "#shared/trailer-id.ts";
import {
  EventTimeSchema,
  IdempotencyKeySchema,
  QrIdSchema,
  TrailerNumberSchema,
  TypedTrailerNumberSchema,
} from "#shared/validation.ts";

/** The phone's position as the browser gives it (docs/product.md §3 Geopoint: lat, lng, accuracy in metres). */
export const GeopointSchema = z.extend(LocationSchema, {
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
  accuracy: z.optional(z.number().check(z.gte(0))),
});
export type Geopoint = z.infer<typeof GeopointSchema>;

/** What verification asks for when proximity cannot be proved (docs/product.md §5), from what the trailer has on record. */
const VERIFY_WITH = ["plate", "vin", "either", "none"] as const;
const VerifyWithSchema = z.enum(VERIFY_WITH);
export type VerifyWith = z.infer<typeof VerifyWithSchema>;

/**
 * A trailer as the phone sees it (docs/product.md §3 Trailer), without what only the Worker may know: its
 * plate and VIN (the driver proves being at the trailer by reading them off it), its position
 * (the finder's own endpoint), and the number of another driver's order.
 */
const TrailerViewSchema = z.object({
  trailerId: TrailerIdSchema,
  trailerNumber: z.string(),
  company: CompanySchema,
  type: z.string(),
  status: z.string(),
  /** null when the system of record did not say, or said something the app does not know. */
  availability: z.nullable(AvailabilitySchema),
  repairsNeededLevel: z.nullable(RepairsNeededLevelSchema),
  isAttached: z.boolean(),
  /** MovementStatus; null when not reported. */
  movementStatus: z.nullable(z.int()),
  /** The order it is attached to, only when that is one of the driver's own. */
  currentOrderNumber: z.nullable(z.string()),
  sourceLastReported: z.nullable(z.iso.datetime()),
  trailerQr: z.nullable(z.string()),
  scannedFromQr: z.optional(z.boolean()),
  verifyWith: VerifyWithSchema,
});
export type TrailerView = z.infer<typeof TrailerViewSchema>;

/**
 * Why a sticker leads to no trailer to work with: no trailer has it (an unassociated QR, to report),
 * its trailer is of a type Hitch does not handle (not a dry van: §5, reason 484), or the carrier did
 * not say. Absent from an older edge's answer: not said.
 */
const StickerNotFoundSchema = z.enum(["noTrailer", "notDryVan", "unsaid"]);
export type StickerNotFound = z.infer<typeof StickerNotFoundSchema>;

/**
 * GET /api/trailers/qr/:qrId: the trailer behind a scanned sticker (docs/product.md §4: mapped with
 * availability noTag and movementStatus 2, the sticker as its trailerQr), or none, and why.
 */
export const TrailerByQrSchema = z.discriminatedUnion("isFound", [
  z.object({ isFound: z.literal(true), trailer: TrailerViewSchema }),
  z.object({ isFound: z.literal(false), why: z.optional(StickerNotFoundSchema) }),
]);
export type TrailerByQr = z.infer<typeof TrailerByQrSchema>;

export const TrailerNumberParamsSchema = z.object({ trailerNumber: TrailerNumberSchema });
/** GET /api/trailers/number/:trailerNumber: the trailers with that number, one per company that has one. */
export const TrailersByNumberSchema = z.object({ trailers: z.array(TrailerViewSchema) });

/** POST /api/trailers/check: can this trailer be attached (or detached) by the signed-in driver? */
export const TrailerCheckSchema = z.object({
  trailer: TrailerRefSchema,
  association: AssociationSchema,
  /** The phone's position, or null when location is denied or unavailable. */
  location: z.nullable(GeopointSchema),
  /** The slot chosen on take possession, once chosen. */
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
});
export type TrailerCheck = z.infer<typeof TrailerCheckSchema>;

/**
 * Why a trailer cannot be taken or dropped, or what to watch for, as a key the phone translates:
 * the evaluation reasons (docs/product.md §8 Trailer Unavailable reasons and the warnings), and `notAllowed`
 * for a refusal the system of record gave no reason for at all.
 */
const CHECK_REASONS = [...EVALUATION_REASONS, "notAllowed"] as const;
const CheckReasonSchema = z.enum(CHECK_REASONS);
export type CheckReason = z.infer<typeof CheckReasonSchema>;

/**
 * One evaluation as the phone shows it (decision 061). A warn or fail always carries what to show:
 * a reason key the phone translates or, when neither the system of record's key nor the type says
 * which reason it is, the carrier's `message` as given (English); a refusal always has a fail.
 */
const CheckedEvaluationSchema = z.object({
  /** null: an evaluation type the app does not know. */
  type: z.nullable(EvaluationTypeSchema),
  result: EvaluationResultSchema,
  reason: z.optional(CheckReasonSchema),
  message: z.optional(z.string()),
});
export type CheckedEvaluation = z.infer<typeof CheckedEvaluationSchema>;

export const TrailerCheckResultSchema = z.object({
  /** docs/product.md §7: canAttach or canDetach. */
  allowed: z.boolean(),
  trailerId: TrailerIdSchema,
  trailerNumber: z.string(),
  company: CompanySchema,
  evaluations: z.array(CheckedEvaluationSchema),
  /** "none" when proximity passed (or nothing is on record to check); else what to ask for. */
  verifyWith: VerifyWithSchema,
});
export type TrailerCheckResult = z.infer<typeof TrailerCheckResultSchema>;

export const VIN_LAST_DIGITS = 6;
/** POST /api/trailers/verify: the plate, or the VIN's last 6, read off the trailer (docs/product.md §5). */
export const TrailerVerificationSchema = z.object({
  trailerId: TrailerIdSchema,
  plate: z.optional(
    z
      .string()
      .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(12, { error: "maxLength" })),
  ),
  vinLast6: z.optional(
    z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{6}$/, { error: "validation" }), z.toUpperCase()),
  ),
});
export type TrailerVerification = z.infer<typeof TrailerVerificationSchema>;

/** The part every association write shares: the trailer, where and when, and the write's key. */
const WriteSchema = z.object({
  trailer: TrailerRefSchema,
  location: z.nullable(GeopointSchema),
  eventTime: EventTimeSchema,
  idempotencyKey: IdempotencyKeySchema,
});

/**
 * Attach and update: the driver confirmed the trailer roadworthy at the end of the Photos step
 * (decision 060). Absent in writes queued before the statement was sent: recorded as not made.
 */
const ROADWORTHY_STATEMENT = { certified: z.optional(z.boolean()) };

/** POST /api/associations/attach: take possession of the trailer in a slot of the order's load. */
export const AttachSchema = z.extend(WriteSchema, {
  loadTrailerStatus: LoadTrailerStatusSchema,
  ...ROADWORTHY_STATEMENT,
});
export type Attach = z.infer<typeof AttachSchema>;
/**
 * POST /api/associations/detach: drop it; the position, when there is one, is pinned as the drop
 * spot. The driver certified that all damage was reported (the detach screen asks before it lets
 * the driver on, so a write queued before the statement was sent carries it too), and away from
 * the trailer acknowledged the reporting rule.
 */
export const DetachSchema = z.extend(WriteSchema, {
  certified: z.optional(z.literal(true)),
  reportingRuleAcknowledged: z.optional(z.boolean()),
});
export type Detach = z.infer<typeof DetachSchema>;
/** POST /api/associations/update: move a trailer still held from a previous order onto this one. */
export const UpdateAssociationSchema = z.extend(WriteSchema, {
  loadTrailerStatus: z.optional(LoadTrailerStatusSchema),
  ...ROADWORTHY_STATEMENT,
});
export type UpdateAssociation = z.infer<typeof UpdateAssociationSchema>;
/** POST /api/associations/release: a trailer from a previous order the driver no longer has. */
export const ReleaseSchema = WriteSchema;
export type Release = z.infer<typeof ReleaseSchema>;

const AssociationDoneSchema = z.object({ isSuccessful: z.literal(true) });
/** A detach is recorded even when pinning its drop spot failed: the driver is told to contact the broker. */
export const DetachDoneSchema = z.extend(AssociationDoneSchema, {
  dropSpot: z.enum(["recorded", "failed", "none"]),
});
export type DetachDone = z.infer<typeof DetachDoneSchema>;

/** POST /api/trailers/unassociated-qr: a sticker that points at no trailer (docs/product.md §2 Report unassociated QR). */
export const UnassociatedQrReportSchema = z.object({
  scannedId: QrIdSchema,
  trailerNumber: z.optional(TypedTrailerNumberSchema),
  trailerCompany: z.optional(CompanySchema),
  location: z.nullable(GeopointSchema),
  eventTime: EventTimeSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type UnassociatedQrReport = z.infer<typeof UnassociatedQrReportSchema>;
