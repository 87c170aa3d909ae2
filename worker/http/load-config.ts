// First middleware: validate the configuration once per env object (once per
// isolate in production). While it is invalid, every request gets a clear 500
// and the log names the keys and the rule each broke, never a value.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "../../shared/api-error.ts";
import type { AppEnv } from "../app-env.ts";
import { type Config, type ConfigResult, parseConfig } from "../config.ts";
import { alertSink } from "../log/alerts.ts";
import { createLogger, type Logger } from "../log/logger.ts";
import { createLogisticsClient } from "../upstream/logistics-client.ts";

const checked = new WeakMap<object, ConfigResult>();

function configFor(env: Env): ConfigResult {
  let result = checked.get(env);
  if (result === undefined) {
    result = parseConfig(env as unknown as Record<string, unknown>);
    checked.set(env, result);
    if (!result.ok) {
      createLogger("error").error("Invalid environment variables", {
        keys: Object.keys(result.problems).join(","),
        problems: Object.entries(result.problems)
          .map(([key, problem]) => `${key} ${problem}`)
          .join("; "),
      });
    }
  }
  return result;
}

/** The request's logger: its id on every line, and alerts when monitoring is on (log/alerts.ts). */
export function requestLogger(c: Context<AppEnv>, config: Config): Logger {
  const alerts = alertSink(config, (sent) => c.executionCtx.waitUntil(sent));
  return createLogger(config.LOG_LEVEL, { requestId: c.var.requestId }, alerts);
}

export const loadConfig = createMiddleware<AppEnv>(async (c, next) => {
  const result = configFor(c.env);
  if (!result.ok) {
    return c.json(
      apiErrorBody("configuration", 500, "The server is misconfigured; please try again later.", {
        reasonCode: 461,
      }),
      500,
    );
  }
  const log = requestLogger(c, result.config);
  c.set("config", result.config);
  c.set("log", log);
  c.set("logistics", createLogisticsClient(result.config, log, c.var.requestId));
  await next();
});
