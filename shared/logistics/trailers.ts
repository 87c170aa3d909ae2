import { z } from "zod";
import { MobileNumberSchema, OrderNumberSchema, QrIdSchema, TrailerNumberSchema } from "../validation.ts";
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
  sourceLastReported: z.iso.datetime().nullable(),
  /** One-letter status code: K claims, H logistics, A active, S shop, T stolen, … */
  status: z.string(),
  /** 0 parked; anything else is moving (2 is what a QR-mapped trailer starts at). */
  movementStatus: z.number().int(),
  currentOrderNumber: z.string().nullable(),
  /** Who the trailer is held for, when anyone: an asset driver's code or an order number. */
  reservation: z.string().nullable(),
  location: LocationSchema.nullable(),
  /** 0-100: how far the reported location can be trusted. */
  locationConfidenceRating: z.number().min(0).max(100).nullable(),
  licensePlateNumber: z.string().nullable(),
  vehicleIdentificationNumber: z.string().nullable(),
  trailerQr: z.string().nullable(),
  /** DRY_VAN, REEFER, FLATBED, … */
  type: z.string(),
  scannedFromQr: z.boolean().optional(),
});
export type Trailer = z.infer<typeof TrailerSchema>;

export const NotFoundSchema = z.object({
  isFound: z.literal(false),
  reasonCode: z.number().int(),
  message: z.string(),
});

export const GetTrailerByIdParamsSchema = z.object({ id: TrailerNumberSchema, company: CompanySchema });
export const GetTrailerByIdResponseSchema = z.discriminatedUnion("isFound", [
  TrailerSchema.extend({ isFound: z.literal(true) }),
  NotFoundSchema,
]);

export const GetByQrIdParamsSchema = z.object({ qrId: QrIdSchema });
export const GetByQrIdQuerySchema = z.object({
  dryVansOnly: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});
export const GetByQrIdResponseSchema = z.discriminatedUnion("isFound", [
  z.object({
    isFound: z.literal(true),
    trailerId: z.string(),
    trailerNumber: z.string(),
    trailerCompany: CompanySchema,
    isAttached: z.boolean(),
    trailerStatus: z.string(),
    currentOrderNumber: z.string().nullable(),
  }),
  NotFoundSchema,
]);

export const ReportQrUnassociatedRequestSchema = z.object({
  scannedId: QrIdSchema,
  trailerNumber: TrailerNumberSchema.optional(),
  trailerCompany: CompanySchema.optional(),
  mobileNumber: MobileNumberSchema,
  loadNumber: OrderNumberSchema,
  location: ServerGeopointSchema.nullable(),
  eventTime: EventTimeSchema,
});
