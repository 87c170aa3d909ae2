// POST api/fbaauthentication/{validate,verifyIdentity}: app token only.

import { Hono } from "hono";
import type { z } from "zod/mini";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { checkIdentityToken, issueIdentityToken } from "#logistics-api/src/identity-tokens.ts";
import { validate } from "#logistics-api/src/validate.ts";
import { consumeCode } from "#logistics-api/src/verification-codes.ts";
import type { ValidateTokenResponseSchema, VerifyIdentityResponseSchema } from "#shared/logistics/auth.ts";
import type { LogisticsErrorBody } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

type ValidateAnswer = z.infer<typeof ValidateTokenResponseSchema>;
/** A refusal in the answer's own shape, with the message every error answer carries (errors.ts). */
type ValidateRefusal = ValidateAnswer & LogisticsErrorBody;

const { validateToken, verifyIdentity } = LOGISTICS_CALLS;

export const fbaAuthentication = new Hono<ApiEnv>()
  .post(routePath(validateToken), validate("json", validateToken.body), async (c) => {
    const check = await checkIdentityToken(c.env.DB, c.req.valid("json").token);
    if (check.status !== "valid") {
      return c.json(
        {
          isValid: false,
          responseType: check.status,
          message: `Identity token ${check.status}`,
        } satisfies ValidateRefusal,
        401,
      );
    }
    return c.json({
      isValid: true,
      mobileNumber: check.mobileNumber,
      expiresAt: new Date(check.expiresAt).toISOString(),
    } satisfies ValidateAnswer);
  })
  .post(routePath(verifyIdentity), validate("json", verifyIdentity.body), async (c) => {
    const { mobileNumber, verificationCode, loadNumber } = c.req.valid("json");
    if (!(await consumeCode(c.env.DB, mobileNumber, verificationCode, Date.now(), loadNumber)))
      throw new LogisticsError(401, {
        message: "Invalid code. Please try again.",
        reasonCode: ReasonCode.invalidMfaCode,
      });
    const token = await issueIdentityToken(c.env.DB, mobileNumber);
    return c.json({ token } satisfies z.infer<typeof VerifyIdentityResponseSchema>);
  });
