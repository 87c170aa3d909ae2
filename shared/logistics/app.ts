import { z } from "zod/mini";
import { RequestIdSchema } from "#shared/api-error.ts";
import {
  EventTimeSchema,
  FreeTextSchema,
  IdempotencyKeySchema,
  MobileNumberSchema,
  OrderNumberSchema,
  TrailerNumberSchema,
} from "#shared/validation.ts";
import { CompanySchema, EQUIPMENT_TYPES, LOAD_TRAILER_STATUSES } from "./enums.ts";
import { AttachedTrailerReadSchema, AttachedTrailerSchema, LoadSchema } from "./loads.ts";
import { DateTime, listOf, openEnum, optional, Text, UNKNOWN, withDefault } from "./tolerant-reading.ts";
import { TrailerReadSchema, TrailerSchema } from "./trailers.ts";

export const AppLaunchStateRequestSchema = z.object({
  loadId: z.string().check(z.minLength(1), z.maxLength(40)),
  driverMobileNumber: MobileNumberSchema,
});
export const OrderTrailerSchema = z.object({
  trailerId: z.string(),
  isCurrentlyAttachedToOrder: z.boolean(),
  trailer: TrailerSchema,
  trailerFieldType: z.enum(["inboundEmpty", "loadedTrailer", "outboundEmpty"]),
});
export type OrderTrailer = z.infer<typeof OrderTrailerSchema>;
export const AppLaunchStateSchema = z.object({
  load: LoadSchema,
  orderTrailers: z.array(OrderTrailerSchema),
  trailerAttachedFromPreviousOrder: z.nullable(AttachedTrailerSchema),
  currentlyAttachedTrailer: z.nullable(AttachedTrailerSchema),
});
export type AppLaunchState = z.infer<typeof AppLaunchStateSchema>;

/** One of the load's trailers as read: its slot and the trailer; one the app cannot place is left out. */
const OrderTrailerReadSchema = z.pipe(
  z.object({
    trailerId: optional(Text, "trailerId"),
    trailer: TrailerReadSchema,
    trailerFieldType: openEnum(LOAD_TRAILER_STATUSES, "trailerFieldType"),
  }),
  z.transform((entry, ctx) => {
    const { trailerNumber, company } = entry.trailer;
    if (entry.trailerFieldType === UNKNOWN || company === UNKNOWN || trailerNumber === null) {
      ctx.issues.push({ code: "custom", message: "not placeable", input: "" });
      return z.NEVER;
    }
    return {
      trailerId: entry.trailerId,
      trailer: { ...entry.trailer, trailerNumber, company },
      trailerFieldType: entry.trailerFieldType,
    };
  }),
);

/**
 * appLaunchState as the edge reads it (decision 061). The trailers the driver holds must be
 * readable when they are there (Manage trailer and the writes act on them); the load's equipment
 * type and slots are shown when readable; a load trailer the app cannot place is left out.
 */
export const AppLaunchStateReadSchema = z.object({
  load: optional(
    z.object({
      equipmentTypeId: withDefault(openEnum(EQUIPMENT_TYPES, "equipmentTypeId"), UNKNOWN, "equipmentTypeId"),
      inboundEmpty: optional(Text, "inboundEmpty"),
      loadedTrailer: optional(Text, "loadedTrailer"),
      outboundEmpty: optional(Text, "outboundEmpty"),
    }),
    "load",
  ),
  orderTrailers: listOf(OrderTrailerReadSchema, "orderTrailers"),
  trailerAttachedFromPreviousOrder: z.nullish(AttachedTrailerReadSchema),
  currentlyAttachedTrailer: z.nullish(AttachedTrailerReadSchema),
});
export type AppLaunchStateReading = z.output<typeof AppLaunchStateReadSchema>;

export const FailedUsageAttemptRequestSchema = z.object({
  mobileNumber: z.optional(z.string().check(z.maxLength(20))),
  orderNumber: z.optional(z.string().check(z.maxLength(40))),
  reason: z.string().check(z.minLength(1), z.maxLength(200)),
  eventTime: EventTimeSchema,
});

/** Report-issue form (docs/product.md §3): every field required. */
export const FeedbackRequestSchema = z.object({
  description: FreeTextSchema,
  company: CompanySchema,
  phoneNumber: MobileNumberSchema,
  trailerNumber: TrailerNumberSchema,
  orderNumber: OrderNumberSchema,
  /** When the driver sent it on the phone (it may reach the API later, from the outbox). */
  eventTime: z.optional(EventTimeSchema),
  /** A repeat with the same key gets the first answer and stores nothing again (decision 016). */
  idempotencyKey: z.optional(IdempotencyKeySchema),
  /** The edge's id of the failed request the driver reports, if the phone saw one (decision 070). */
  requestId: z.optional(RequestIdSchema),
});

/** submitThirdPartyFeedback answers a bare boolean (docs/product.md §7). */
export const FeedbackResponseSchema = z.boolean();

export const ProductParamsSchema = z.object({
  product: z.string().check(z.regex(/^[a-z][a-zA-Z0-9]{0,30}$/)),
});
export const FeatureFlagsSchema = z.object({
  featureFlags: z.object({ trailerPhotosWorkflowEnabled: z.boolean() }),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;
/** The flags as read: a flag left out keeps the app's default (the photos workflow on). */
export const FeatureFlagsReadSchema = z.object({
  featureFlags: withDefault(
    z.object({
      trailerPhotosWorkflowEnabled: withDefault(z.boolean(), true, "trailerPhotosWorkflowEnabled"),
    }),
    { trailerPhotosWorkflowEnabled: true },
    "featureFlags",
  ),
});

/** Active only between effectiveDate and keepAliveUntilDate; knxApp 1 means every app. */
const PersistentAlertSchema = z.object({
  alertMessage: z.string(),
  alertMessageDetails: z.nullable(z.string()),
  effectiveDate: z.iso.datetime(),
  keepAliveUntilDate: z.iso.datetime(),
  knxApp: z.int(),
});
export type PersistentAlert = z.infer<typeof PersistentAlertSchema>;
/** GET persistentAlert answers the active alert or null. */
export const PersistentAlertResponseSchema = z.nullable(PersistentAlertSchema);

const AlertReadSchema = z.object({
  alertMessage: z.string(),
  alertMessageDetails: optional(z.string(), "alertMessageDetails"),
  effectiveDate: DateTime,
  keepAliveUntilDate: DateTime,
  knxApp: z.int(),
});

/**
 * The alert as read: "alert object or empty" (docs/product.md §7), so nothing, null or an object without a
 * message is no alert; an alert needs its message, its date window (any ISO offset) and its app.
 */
export const PersistentAlertReadSchema = z.pipe(
  z.unknown(),
  z.transform((raw, ctx): PersistentAlert | null => {
    if (typeof raw !== "object" || raw === null || !("alertMessage" in raw)) return null;
    const parsed = AlertReadSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.issues.push({ code: "custom", message: issue.message, path: issue.path, input: raw });
    }
    return z.NEVER;
  }),
);
