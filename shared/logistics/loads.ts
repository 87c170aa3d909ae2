import { z } from "zod";
import { OrderNumberSchema, TrailerNumberSchema } from "../validation.ts";
import { CompanySchema, EquipmentTypeSchema, type LoadTrailerStatus, TmsSourceSchema } from "./enums.ts";

export const LoadSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  company: CompanySchema,
  equipmentTypeId: EquipmentTypeSchema,
  carrier: z.object({ name: z.string(), dotNumber: z.string() }),
  /** Trailer numbers in each slot of the load; null while unfilled. */
  inboundEmpty: z.string().nullable(),
  loadedTrailer: z.string().nullable(),
  outboundEmpty: z.string().nullable(),
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
export const LoadByLoadNumberQuerySchema = z.object({ company: CompanySchema.optional() });
export const LoadsResponseSchema = z.array(LoadSchema);

export const AttachedTrailerSchema = z.object({
  company: CompanySchema,
  id: z.string(),
  isAttached: z.boolean(),
  sourceLastReported: z.iso.datetime().nullable(),
  status: z.string(),
  trailerNumber: TrailerNumberSchema,
  licensePlateNumber: z.string().nullable(),
  vehicleIdentificationNumber: z.string().nullable(),
  currentOrderNumber: z.string().nullable(),
  /** The last attach/detach event recorded for this trailer on a logistics order. */
  lastTacEvent: z
    .object({
      assetDriverId: z.string().nullable(),
      driverMobileNumber: z.string().nullable(),
      isAttached: z.boolean(),
      loadNumber: z.string(),
      source: z.string(),
      sourceLastReported: z.iso.datetime(),
      trailerIdentifierType: z.enum(["scannedId", "trailerId"]),
      truckId: z.string().nullable(),
      mcLeodSourceSystem: z.string().nullable(),
    })
    .nullable(),
});
export type AttachedTrailer = z.infer<typeof AttachedTrailerSchema>;
export const AttachedTrailersResponseSchema = z.array(AttachedTrailerSchema);
