import { z } from "zod/mini";
import { OrderNumberSchema, TrailerNumberSchema } from "../validation.ts";
import { CompanySchema, EquipmentTypeSchema, type LoadTrailerStatus, TmsSourceSchema } from "./enums.ts";

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

/** Whether inbound empty, loaded trailer and outbound empty are all filled (spec §3). */
export function isLoadFilled(load: Load): boolean {
  return load.inboundEmpty !== null && load.loadedTrailer !== null && load.outboundEmpty !== null;
}

/** The trailer number a load holds for a chosen status (spec §3). */
export function loadTrailerNumberFor(load: Load, status: LoadTrailerStatus): string | null {
  return load[status];
}

export const LoadNumberParamsSchema = z.object({ loadNumber: OrderNumberSchema });
/** With an order booked with both companies, `company` picks one. */
export const LoadByLoadNumberQuerySchema = z.object({ company: z.optional(CompanySchema) });
export const LoadsResponseSchema = z.array(LoadSchema);

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
      trailerIdentifierType: z.enum(["scannedId", "trailerId"]),
      truckId: z.nullable(z.string()),
      mcLeodSourceSystem: z.nullable(z.string()),
    }),
  ),
});
export type AttachedTrailer = z.infer<typeof AttachedTrailerSchema>;
export const AttachedTrailersResponseSchema = z.array(AttachedTrailerSchema);
