import { z } from "zod/mini";
import {
  IdempotencyKeySchema,
  MobileNumberSchema,
  OrderNumberSchema,
  QrIdSchema,
  TrailerNumberSchema,
} from "../validation.ts";
import { EventTimeSchema, LocationSchema, ServerGeopointSchema } from "./common.ts";
import { AvailabilitySchema, CompanySchema, RepairsNeededLevelSchema } from "./enums.ts";

/** A trailer's id is its number and company joined (spec §3), e.g. "5301234-swift". */
export function trailerId(trailerNumber: string, company: string): string {
  return `${trailerNumber}-${company}`;
}

export const TrailerSchema = z.object({
  id: z.string(),
  trailerNumber: z.string(),
  company: CompanySchema,
  availability: AvailabilitySchema,
  repairsNeededLevel: RepairsNeededLevelSchema,
  isAttached: z.boolean(),
  sourceLastReported: z.nullable(z.iso.datetime()),
  /** One-letter status code: K claims, H logistics, A active, S shop, T stolen, … */
  status: z.string(),
  /** MovementStatus: 0 parked, 2 not reported (how a QR-mapped trailer starts, spec §4); anything else is moving. */
  movementStatus: z.int(),
  currentOrderNumber: z.nullable(z.string()),
  /** Who the trailer is held for, when anyone: an asset driver's code or an order number. */
  reservation: z.nullable(z.string()),
  location: z.nullable(LocationSchema),
  /** 0-100: how far the reported location can be trusted. */
  locationConfidenceRating: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  licensePlateNumber: z.nullable(z.string()),
  vehicleIdentificationNumber: z.nullable(z.string()),
  trailerQr: z.nullable(z.string()),
  /** DRY_VAN, REEFER, FLATBED, … */
  type: z.string(),
  scannedFromQr: z.optional(z.boolean()),
});
export type Trailer = z.infer<typeof TrailerSchema>;

export const NotFoundSchema = z.object({
  isFound: z.literal(false),
  reasonCode: z.int(),
  message: z.string(),
});

export const GetTrailerByIdParamsSchema = z.object({ id: TrailerNumberSchema, company: CompanySchema });
export const GetTrailerByIdResponseSchema = z.discriminatedUnion("isFound", [
  z.extend(TrailerSchema, { isFound: z.literal(true) }),
  NotFoundSchema,
]);

export const GetByQrIdParamsSchema = z.object({ qrId: QrIdSchema });
export const GetByQrIdQuerySchema = z.object({
  dryVansOnly: z.pipe(
    z._default(z.enum(["true", "false"]), "false"),
    z.transform((v) => v === "true"),
  ),
});
export const GetByQrIdResponseSchema = z.discriminatedUnion("isFound", [
  z.object({
    isFound: z.literal(true),
    trailerId: z.string(),
    trailerNumber: z.string(),
    trailerCompany: CompanySchema,
    isAttached: z.boolean(),
    trailerStatus: z.string(),
    currentOrderNumber: z.nullable(z.string()),
  }),
  NotFoundSchema,
]);

export const ReportQrUnassociatedRequestSchema = z.object({
  scannedId: QrIdSchema,
  trailerNumber: z.optional(TrailerNumberSchema),
  trailerCompany: z.optional(CompanySchema),
  mobileNumber: MobileNumberSchema,
  loadNumber: OrderNumberSchema,
  location: z.nullable(ServerGeopointSchema),
  eventTime: EventTimeSchema,
  /** A repeat with the same key gets the first answer and stores nothing again. */
  idempotencyKey: z.optional(IdempotencyKeySchema),
});
