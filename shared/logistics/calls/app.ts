// The contract's calls about the app itself (docs/product.md §7): the driver's launch state, a
// failed use reported, feedback, the feature flags and the standing alert.
import { z } from "zod/mini";
import {
  AppLaunchStateReadSchema,
  AppLaunchStateRequestSchema,
  AppLaunchStateSchema,
  FailedUsageAttemptRequestSchema,
  FeatureFlagsReadSchema,
  FeatureFlagsSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  PersistentAlertReadSchema,
  PersistentAlertResponseSchema,
  ProductParamsSchema,
} from "#shared/logistics/app.ts";
import { call } from "#shared/logistics/call-definition.ts";
import { AssociationResultSchema, UnshownResultReadSchema } from "#shared/logistics/common.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { WRITE_EXTENSIONS } from "./common.ts";

const { invalidOrder, invalidOrderType, driverNotFound } = ReasonCode;

export const APP_CALLS = {
  appLaunchState: call({
    method: "POST",
    resendable: true,
    path: "api/logisticsApp/appLaunchState",
    guard: "driver",
    body: AppLaunchStateRequestSchema,
    response: AppLaunchStateSchema,
    read: AppLaunchStateReadSchema,
    // 475 for an order of a type the app does not serve, as sign-in's code request refuses it: a change
    // of order asks it (decision 106). A carrier that answers such a load is refused at the check.
    reasonCodes: [invalidOrder, invalidOrderType, driverNotFound],
    extensions: { answer: { "load.carrier.name": "Not read." } },
  }),
  failedUsageAttempt: call({
    method: "POST",
    path: "api/logisticsApp/failedUsageAttempt",
    guard: "app",
    body: FailedUsageAttemptRequestSchema,
    response: AssociationResultSchema,
    read: UnshownResultReadSchema,
    success: (answer: z.output<typeof UnshownResultReadSchema>) => answer.isSuccessful,
    reasonCodes: [],
    extensions: { body: { eventTime: WRITE_EXTENSIONS.eventTime } },
  }),
  submitFeedback: call({
    method: "POST",
    path: "api/drivers/submitThirdPartyFeedback",
    guard: "driver",
    body: FeedbackRequestSchema,
    response: FeedbackResponseSchema,
    // Read as answered: true is submitted, false is refused (anything else cannot be read).
    read: FeedbackResponseSchema,
    success: (answer: boolean) => answer,
    reasonCodes: [driverNotFound],
    extensions: {
      body: {
        eventTime: WRITE_EXTENSIONS.eventTime,
        idempotencyKey: "A report whose answer was lost may be stored twice (decision 062).",
      },
    },
  }),
  featureFlags: call({
    method: "GET",
    path: "api/featureFlags/:product",
    guard: "app",
    params: ProductParamsSchema,
    response: FeatureFlagsSchema,
    read: FeatureFlagsReadSchema,
    reasonCodes: [],
  }),
  persistentAlert: call({
    method: "GET",
    path: "api/alerts/persistentAlert/:product",
    guard: "app",
    params: ProductParamsSchema,
    // "alert object or empty" (docs/product.md §7): null, or no body at all.
    response: z.optional(PersistentAlertResponseSchema),
    read: PersistentAlertReadSchema,
    reasonCodes: [],
  }),
};
