// The contract's sign-in calls (docs/product.md §7): a token checked, a code texted, a code verified.
import {
  RequestVerificationCodeParamsSchema,
  RequestVerificationCodeQuerySchema,
  RequestVerificationCodeReadSchema,
  RequestVerificationCodeResponseSchema,
  ValidateTokenReadSchema,
  ValidateTokenRequestSchema,
  ValidateTokenResponseSchema,
  VerifyIdentityRequestSchema,
  VerifyIdentityResponseSchema,
} from "#shared/logistics/auth.ts";
import { call } from "#shared/logistics/call-definition.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

export const AUTH_CALLS = {
  validateToken: call({
    method: "POST",
    resendable: true,
    path: "api/fbaauthentication/validate",
    guard: "app",
    body: ValidateTokenRequestSchema,
    response: ValidateTokenResponseSchema,
    read: ValidateTokenReadSchema,
    failure: ValidateTokenResponseSchema,
    reasonCodes: [],
    extensions: {
      answer: {
        isValid: "Without it, an answer with no responseType is a valid token.",
        mobileNumber: "Not read.",
        expiresAt: "Not read: the session asks again every few minutes.",
      },
    },
  }),
  verifyIdentity: call({
    method: "POST",
    path: "api/fbaauthentication/verifyIdentity",
    guard: "app",
    body: VerifyIdentityRequestSchema,
    response: VerifyIdentityResponseSchema,
    // Read as answered: the token is the one thing verifyIdentity answers (§7), and sign-in cannot go on without it.
    read: VerifyIdentityResponseSchema,
    reasonCodes: [ReasonCode.invalidMfaCode],
    extensions: {
      body: {
        loadNumber:
          "A code texted for another order of the same phone verifies too; the session still holds the order signed in to.",
      },
    },
  }),
  requestVerificationCode: call({
    method: "POST",
    path: "api/drivers/requestVerificationCode/:mobile",
    guard: "app",
    params: RequestVerificationCodeParamsSchema,
    query: RequestVerificationCodeQuerySchema,
    response: RequestVerificationCodeResponseSchema,
    read: RequestVerificationCodeReadSchema,
    // Refused (company driver, not on file, cooldown) in the answer's own shape.
    failure: RequestVerificationCodeResponseSchema,
    reasonCodes: [ReasonCode.invalidOrder, ReasonCode.invalidOrderType, ReasonCode.configurationError],
    extensions: {
      query: {
        loadNumber:
          "The carrier texts a code to a phone on file for any of its orders; the edge still checks the order exists first.",
      },
      answer: {
        reason: "A code not sent reads as 'not on file for this order'.",
        retryAfterSeconds: "The phone waits the app's default (30 s) before offering Resend.",
      },
    },
  }),
};
