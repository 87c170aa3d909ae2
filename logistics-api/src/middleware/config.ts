import { createMiddleware } from "hono/factory";
import { ReasonCode } from "../../../shared/logistics/reason-codes.ts";
import { ConfigSchema } from "../config.ts";
import { LogisticsError } from "../errors.ts";
import type { ApiEnv } from "../hono-env.ts";

/** Parses the environment once per request; a bad deploy answers 461 with the names of what is wrong. */
export const loadConfig = createMiddleware<ApiEnv>(async (c, next) => {
  const parsed = ConfigSchema.safeParse(c.env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(", ");
    throw new LogisticsError(500, {
      message: `Invalid environment variables: ${names}`,
      reasonCode: ReasonCode.configurationError,
    });
  }
  c.set("config", parsed.data);
  await next();
});
