import { z } from "zod/mini";
import { MobileNumberSchema, OrderNumberSchema, VerificationCodeSchema } from "#shared/validation.ts";
import { openEnum, optional } from "./tolerant-reading.ts";

export const RequestVerificationCodeParamsSchema = z.object({ mobile: MobileNumberSchema });
/** The order the driver signs in to: a code only goes to a number on file for it. */
export const RequestVerificationCodeQuerySchema = z.object({ loadNumber: OrderNumberSchema });
const REQUEST_CODE_REFUSALS = ["notOnFile", "companyDriver", "cooldown"] as const;
export const RequestVerificationCodeResponseSchema = z.object({
  sent: z.boolean(),
  reason: z.optional(z.enum(REQUEST_CODE_REFUSALS)),
  retryAfterSeconds: z.optional(z.int().check(z.gte(0))),
});

/** A code request's answer as read: sent yes or no (§7); why not and when again are Hitch's, read when given. */
export const RequestVerificationCodeReadSchema = z.object({
  sent: z.boolean(),
  reason: optional(openEnum(REQUEST_CODE_REFUSALS, "reason"), "reason"),
  retryAfterSeconds: optional(z.int().check(z.gte(0)), "retryAfterSeconds"),
});

export const VerifyIdentityRequestSchema = z.object({
  mobileNumber: MobileNumberSchema,
  verificationCode: VerificationCodeSchema,
  /** The order the code was texted for: given, a code texted for another order does not verify. */
  loadNumber: z.optional(OrderNumberSchema),
});
export const VerifyIdentityResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const ValidateTokenRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
});
const UNAUTHORIZED_RESPONSE_TYPES = ["invalid", "expired"] as const;
export const ValidateTokenResponseSchema = z.discriminatedUnion("isValid", [
  z.object({ isValid: z.literal(true), mobileNumber: z.string(), expiresAt: z.iso.datetime() }),
  z.object({ isValid: z.literal(false), responseType: z.enum(UNAUTHORIZED_RESPONSE_TYPES) }),
]);

/**
 * validate as the edge reads it: §7 says only that a failure exposes its responseType (one of the
 * unauthorized response types). isValid is Hitch's; without it, no responseType means valid.
 */
export const ValidateTokenReadSchema = z.pipe(
  z.object({
    isValid: optional(z.boolean(), "isValid"),
    responseType: optional(openEnum(UNAUTHORIZED_RESPONSE_TYPES, "responseType"), "responseType"),
  }),
  z.transform(({ isValid, responseType }) =>
    (isValid ?? responseType === null)
      ? { isValid: true as const }
      : { isValid: false as const, responseType: responseType ?? "unknown" },
  ),
);
