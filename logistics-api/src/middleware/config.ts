import { createMiddleware } from "hono/factory";
import { ConfigSchema } from "#logistics-api/src/config.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { arrivesFromThisMachine } from "#shared/deployed-url.ts";
import { EXAMPLE_APP_TOKEN } from "#shared/example-keys.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

const invalid = (names: string) =>
  new LogisticsError(500, {
    message: `Invalid environment variables: ${names}`,
    reasonCode: ReasonCode.configurationError,
  });

/**
 * Parses the environment once per request; a bad deploy answers 461 with the names of what is wrong.
 * A request that does not come from this machine (its peer's address, never its Host: decision 119)
 * runs with the SMS outbox and the /__dev pages off, whatever DEV_OUTBOX says, and is refused while
 * APP_TOKEN is the example committed for local runs (decision 045).
 */
export const loadConfig = createMiddleware<ApiEnv>(async (c, next) => {
  const parsed = ConfigSchema.safeParse(c.env);
  if (!parsed.success)
    throw invalid([...new Set(parsed.error.issues.map((i) => String(i.path[0])))].join(", "));
  const config = parsed.data;
  const fromThisMachine = arrivesFromThisMachine(c.req.raw);
  if (!fromThisMachine && config.APP_TOKEN === EXAMPLE_APP_TOKEN) throw invalid("APP_TOKEN");
  c.set("config", fromThisMachine ? config : { ...config, DEV_OUTBOX: false });
  await next();
});
