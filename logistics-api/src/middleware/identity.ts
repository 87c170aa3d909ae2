import { createMiddleware } from "hono/factory";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { checkIdentityToken } from "#logistics-api/src/identity-tokens.ts";
import { IDENTITY_TOKEN_HEADER } from "#shared/logistics/common.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

/** Calls that act for a driver carry `Authorization: Bearer <identity token>` from verifyIdentity. */
export const requireDriver = createMiddleware<ApiEnv>(async (c, next) => {
  const match = /^Bearer (\S{1,512})$/i.exec(c.req.header(IDENTITY_TOKEN_HEADER) ?? "");
  if (!match) throw new LogisticsError(401, { message: "Missing identity token" });
  const check = await checkIdentityToken(c.env.DB, match[1]!);
  if (check.status !== "valid") throw new LogisticsError(401, { message: `Identity token ${check.status}` });
  c.set("driverMobile", check.mobileNumber);
  await next();
});

/** The driver named in a request body must be the one the identity token belongs to. */
export function assertSameDriver(tokenMobile: string, bodyMobile: string): void {
  if (tokenMobile !== bodyMobile)
    throw new LogisticsError(403, {
      message: "The identity token belongs to another driver",
      reasonCode: ReasonCode.driverNotFound,
    });
}
