import { z } from "zod";
import { FreeTextSchema, MobileNumberSchema, OrderNumberSchema, TrailerNumberSchema } from "../validation.ts";
import { EventTimeSchema } from "./common.ts";
import { CompanySchema } from "./enums.ts";
import { AttachedTrailerSchema, LoadSchema } from "./loads.ts";
import { TrailerSchema } from "./trailers.ts";

export const AppLaunchStateRequestSchema = z.object({
  loadId: z.string().min(1).max(40),
  driverMobileNumber: MobileNumberSchema,
});
export const OrderTrailerSchema = z.object({
  trailerId: z.string(),
  isCurrentlyAttachedToOrder: z.boolean(),
  trailer: TrailerSchema,
  trailerFieldType: z.enum(["inboundEmpty", "loadedTrailer", "outboundEmpty"]),
});
export const AppLaunchStateSchema = z.object({
  load: LoadSchema,
  orderTrailers: z.array(OrderTrailerSchema),
  trailerAttachedFromPreviousOrder: AttachedTrailerSchema.nullable(),
  currentlyAttachedTrailer: AttachedTrailerSchema.nullable(),
});
export type AppLaunchState = z.infer<typeof AppLaunchStateSchema>;

export const FailedUsageAttemptRequestSchema = z.object({
  mobileNumber: z.string().max(20).optional(),
  orderNumber: z.string().max(40).optional(),
  reason: z.string().min(1).max(200),
  eventTime: EventTimeSchema,
});

/** Report-issue form (spec §3): every field required. */
export const FeedbackRequestSchema = z.object({
  description: FreeTextSchema,
  company: CompanySchema,
  phoneNumber: MobileNumberSchema,
  trailerNumber: TrailerNumberSchema,
  orderNumber: OrderNumberSchema,
});

/** submitThirdPartyFeedback answers a bare boolean (spec §7). */
export const FeedbackResponseSchema = z.boolean();

export const ProductParamsSchema = z.object({ product: z.string().regex(/^[a-z][a-zA-Z0-9]{0,30}$/) });
export const FeatureFlagsSchema = z.object({
  featureFlags: z.object({ trailerPhotosWorkflowEnabled: z.boolean() }),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/** Active only between effectiveDate and keepAliveUntilDate; knxApp 1 means every app. */
export const PersistentAlertSchema = z.object({
  alertMessage: z.string(),
  alertMessageDetails: z.string().nullable(),
  effectiveDate: z.iso.datetime(),
  keepAliveUntilDate: z.iso.datetime(),
  knxApp: z.number().int(),
});
export type PersistentAlert = z.infer<typeof PersistentAlertSchema>;
/** GET persistentAlert answers the active alert or null. */
export const PersistentAlertResponseSchema = PersistentAlertSchema.nullable();
