// GET /api/launch-state (docs/product.md §3 App launch state) as the browser reads it: the
// edge maps the logistics API's answer into this (decision 063), so the phone
// holds only what its screens show and act on, and no carrier's shape.
import { z } from "zod/mini";
import { CompanySchema, EquipmentTypeSchema, LoadTrailerStatusSchema } from "#shared/logistics/enums.ts";
import { TrailerIdSchema } from "#shared/trailer-id.ts";

/** The order's load: its equipment type and the trailer number in each slot (null while unfilled). */
export const OrderLoadSchema = z.object({
  /** The signed-in order this load is (the session's, so a stored copy is known for whose it is). */
  orderNumber: z.string(),
  /** null when the system of record names a type the app does not know. */
  equipmentTypeId: z.nullable(EquipmentTypeSchema),
  inboundEmpty: z.nullable(z.string()),
  loadedTrailer: z.nullable(z.string()),
  outboundEmpty: z.nullable(z.string()),
});

/** One of the load's trailers: which slot it fills, and which trailer it is. */
export const OrderTrailerViewSchema = z.object({
  trailerId: TrailerIdSchema,
  trailerFieldType: LoadTrailerStatusSchema,
  trailer: z.object({ trailerNumber: z.string(), company: CompanySchema }),
});

/** A trailer the driver holds: attached now, or still from a previous order. */
export const HeldTrailerSchema = z.object({
  trailerId: TrailerIdSchema,
  trailerNumber: z.string(),
  company: CompanySchema,
  /** The order it is attached to, when the system of record says (always one of the driver's own). */
  currentOrderNumber: z.nullable(z.string()),
});
export type HeldTrailer = z.infer<typeof HeldTrailerSchema>;

export const LaunchStateSchema = z.object({
  load: z.nullable(OrderLoadSchema),
  orderTrailers: z.array(OrderTrailerViewSchema),
  trailerAttachedFromPreviousOrder: z.nullable(HeldTrailerSchema),
  currentlyAttachedTrailer: z.nullable(HeldTrailerSchema),
});
export type LaunchState = z.infer<typeof LaunchStateSchema>;
