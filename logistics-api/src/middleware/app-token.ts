import { createMiddleware } from "hono/factory";
import { secretsEqual } from "#logistics-api/src/crypto.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { APP_TOKEN_HEADER } from "#shared/logistics/common.ts";

/** Every /api call carries the app token; compared in constant time. */
export const requireAppToken = createMiddleware<ApiEnv>(async (c, next) => {
  const presented = c.req.header(APP_TOKEN_HEADER);
  if (!presented || !(await secretsEqual(presented, c.var.config.APP_TOKEN)))
    throw new LogisticsError(401, { message: "Missing or invalid app token" });
  await next();
});
