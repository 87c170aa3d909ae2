import { z } from "zod/mini";
import { OrderNumberSchema, TrailerNumberSchema } from "#shared/validation.ts";
import {
  COMPANIES,
  CompanySchema,
  EQUIPMENT_TYPES,
  EquipmentTypeSchema,
  TmsSourceSchema,
  TRAILER_IDENTIFIER_TYPES,
} from "./enums.ts";
import { DateTime, openEnum, optional, Text, withDefault } from "./tolerant-reading.ts";

export const LoadSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  company: CompanySchema,
  equipmentTypeId: EquipmentTypeSchema,
  carrier: z.object({ name: z.string(), dotNumber: z.string() }),
  /** Trailer numbers in each slot of the load; null while unfilled. */
  inboundEmpty: z.nullable(z.string()),
  loadedTrailer: z.nullable(z.string()),
  outboundEmpty: z.nullable(z.string()),
  source: z.string(),
  sourceLastReported: z.iso.datetime(),
  tmsSourceSystem: TmsSourceSchema,
});
export type Load = z.infer<typeof LoadSchema>;

/**
 * A load as the edge reads it (decision 061): what sign-in, the session and Manage trailer need.
 * The load's id, company and carrier's DOT number are required; the slots and the equipment type
 * are shown when readable; the rest of §3's Load is not read at all.
 */
export const LoadReadSchema = z.object({
  id: Text,
  company: openEnum(COMPANIES, "company"),
  carrier: z.object({ dotNumber: Text }),
  equipmentTypeId: withDefault(openEnum(EQUIPMENT_TYPES, "equipmentTypeId"), "unknown", "equipmentTypeId"),
  inboundEmpty: optional(Text, "inboundEmpty"),
  loadedTrailer: optional(Text, "loadedTrailer"),
  outboundEmpty: optional(Text, "outboundEmpty"),
});
export type LoadReading = z.output<typeof LoadReadSchema>;

export const LoadNumberParamsSchema = z.object({ loadNumber: OrderNumberSchema });
/** With an order booked with both companies, `company` picks one. */
export const LoadByLoadNumberQuerySchema = z.object({ company: z.optional(CompanySchema) });
export const LoadsResponseSchema = z.array(LoadSchema);
export const LoadsReadSchema = z.array(LoadReadSchema);

export const AttachedTrailerSchema = z.object({
  company: CompanySchema,
  id: z.string(),
  isAttached: z.boolean(),
  sourceLastReported: z.nullable(z.iso.datetime()),
  status: z.string(),
  trailerNumber: TrailerNumberSchema,
  licensePlateNumber: z.nullable(z.string()),
  vehicleIdentificationNumber: z.nullable(z.string()),
  currentOrderNumber: z.nullable(z.string()),
  /** The last attach/detach event recorded for this trailer on a logistics order. */
  lastTacEvent: z.nullable(
    z.object({
      assetDriverId: z.nullable(z.string()),
      driverMobileNumber: z.nullable(z.string()),
      isAttached: z.boolean(),
      loadNumber: z.string(),
      source: z.string(),
      sourceLastReported: z.iso.datetime(),
      trailerIdentifierType: z.enum(TRAILER_IDENTIFIER_TYPES),
      truckId: z.nullable(z.string()),
      mcLeodSourceSystem: z.nullable(z.string()),
    }),
  ),
});
export type AttachedTrailer = z.infer<typeof AttachedTrailerSchema>;
export const AttachedTrailersResponseSchema = z.array(AttachedTrailerSchema);

/**
 * A trailer attached on a load as the edge reads it: which trailer it is (its id, or its number
 * and company), and the order it is attached to when the answer says.
 */
export const AttachedTrailerReadSchema = z.object({
  id: optional(Text, "id"),
  trailerNumber: Text,
  company: openEnum(COMPANIES, "company"),
  currentOrderNumber: optional(Text, "currentOrderNumber"),
  sourceLastReported: optional(DateTime, "sourceLastReported"),
});
export type AttachedTrailerReading = z.output<typeof AttachedTrailerReadSchema>;
export const AttachedTrailersReadSchema = z.array(AttachedTrailerReadSchema);
