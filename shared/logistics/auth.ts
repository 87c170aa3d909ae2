import { z } from "zod/mini";
import { MobileNumberSchema, OrderNumberSchema, VerificationCodeSchema } from "../validation.ts";

export const RequestVerificationCodeParamsSchema = z.object({ mobile: MobileNumberSchema });
/** The order the driver signs in to: a code only goes to a number on file for it. */
export const RequestVerificationCodeQuerySchema = z.object({ loadNumber: OrderNumberSchema });
export const REQUEST_CODE_REFUSALS = ["notOnFile", "companyDriver", "cooldown"] as const;
export const RequestVerificationCodeResponseSchema = z.object({
  sent: z.boolean(),
  reason: z.optional(z.enum(REQUEST_CODE_REFUSALS)),
  retryAfterSeconds: z.optional(z.int().check(z.gte(0))),
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
export const UNAUTHORIZED_RESPONSE_TYPES = ["invalid", "expired"] as const;
export const ValidateTokenResponseSchema = z.discriminatedUnion("isValid", [
  z.object({ isValid: z.literal(true), mobileNumber: z.string(), expiresAt: z.iso.datetime() }),
  z.object({ isValid: z.literal(false), responseType: z.enum(UNAUTHORIZED_RESPONSE_TYPES) }),
]);
