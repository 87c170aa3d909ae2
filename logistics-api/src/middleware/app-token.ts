import { createMiddleware } from "hono/factory";
import { APP_TOKEN_HEADER } from "#shared/logistics/common.ts";
import { secretsEqual } from "../crypto.ts";
import { LogisticsError } from "../errors.ts";
import type { ApiEnv } from "../hono-env.ts";

/** Every /api call carries the app token; compared in constant time. */
export const requireAppToken = createMiddleware<ApiEnv>(async (c, next) => {
  const presented = c.req.header(APP_TOKEN_HEADER);
  if (!presented || !(await secretsEqual(presented, c.var.config.APP_TOKEN)))
    throw new LogisticsError(401, { message: "Missing or invalid app token" });
  await next();
});
