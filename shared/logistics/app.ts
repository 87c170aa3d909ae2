import { z } from "zod/mini";
import { RequestIdSchema } from "../api-error.ts";
import {
  FreeTextSchema,
  IdempotencyKeySchema,
  MobileNumberSchema,
  OrderNumberSchema,
  TrailerNumberSchema,
} from "../validation.ts";
import { EventTimeSchema } from "./common.ts";
import { CompanySchema } from "./enums.ts";
import { AttachedTrailerSchema, LoadSchema } from "./loads.ts";
import { TrailerSchema } from "./trailers.ts";

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

export const FailedUsageAttemptRequestSchema = z.object({
  mobileNumber: z.optional(z.string().check(z.maxLength(20))),
  orderNumber: z.optional(z.string().check(z.maxLength(40))),
  reason: z.string().check(z.minLength(1), z.maxLength(200)),
  eventTime: EventTimeSchema,
});

/** Report-issue form (spec §3): every field required. */
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

/** submitThirdPartyFeedback answers a bare boolean (spec §7). */
export const FeedbackResponseSchema = z.boolean();

export const ProductParamsSchema = z.object({
  product: z.string().check(z.regex(/^[a-z][a-zA-Z0-9]{0,30}$/)),
});
export const FeatureFlagsSchema = z.object({
  featureFlags: z.object({ trailerPhotosWorkflowEnabled: z.boolean() }),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/** Active only between effectiveDate and keepAliveUntilDate; knxApp 1 means every app. */
export const PersistentAlertSchema = z.object({
  alertMessage: z.string(),
  alertMessageDetails: z.nullable(z.string()),
  effectiveDate: z.iso.datetime(),
  keepAliveUntilDate: z.iso.datetime(),
  knxApp: z.int(),
});
export type PersistentAlert = z.infer<typeof PersistentAlertSchema>;
/** GET persistentAlert answers the active alert or null. */
export const PersistentAlertResponseSchema = z.nullable(PersistentAlertSchema);
