// First middleware: validate the configuration once per env object (once per
// isolate in production). While it is invalid, every request gets a clear 500
// and the log names the keys and the rule each broke, never a value. A request
// that does not arrive on a loopback host runs with dev tools off, and is refused
// the same 500 while a secret still holds the key committed for local runs,
// unless it is a local run over plain http with the dev setting on (a phone on the
// same network, decision 073), which keeps a session cookie it can hold too.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "#shared/api-error.ts";
import { isLoopbackUrl } from "#shared/deployed-url.ts";
import type { AppEnv } from "../app-env.ts";
import { type Config, type ConfigResult, configForRequest, exampleKeysIn, parseConfig } from "../config.ts";
import { alertSink } from "../log/alerts.ts";
import { createLogger, type Logger } from "../log/logger.ts";
import { isLocalHttpRun } from "../session/local-http.ts";
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

/** Envs whose example keys were already logged: once per isolate, not once per request. */
const exampleKeysLogged = new WeakSet<object>();

const misconfigured = () =>
  apiErrorBody("configuration", 500, "The server is misconfigured; please try again later.", {
    reasonCode: 461,
  });

/** The request's logger: its id on every line, and alerts when monitoring is on (log/alerts.ts). */
export function requestLogger(c: Context<AppEnv>, config: Config): Logger {
  const alerts = alertSink(config, (sent) => c.executionCtx.waitUntil(sent));
  return createLogger(config.LOG_LEVEL, { requestId: c.var.requestId }, alerts);
}

export const loadConfig = createMiddleware<AppEnv>(async (c, next) => {
  const result = configFor(c.env);
  if (!result.ok) return c.json(misconfigured(), 500);
  const onLoopback = isLoopbackUrl(c.req.url);
  // A phone on the same network trying a local run (decision 073) uses the local run's keys too.
  const localHttpRun = isLocalHttpRun(result.config, c.req.url);
  const examples = onLoopback || localHttpRun ? [] : exampleKeysIn(result.config);
  if (examples.length > 0) {
    if (!exampleKeysLogged.has(c.env)) {
      exampleKeysLogged.add(c.env);
      createLogger("error").error("Invalid environment variables", {
        keys: examples.join(","),
        problems: examples.map((key) => `${key} is the example committed for local runs`).join("; "),
      });
    }
    return c.json(misconfigured(), 500);
  }
  const config = configForRequest(result.config, onLoopback);
  const log = requestLogger(c, config);
  c.set("config", config);
  c.set("localHttpRun", localHttpRun);
  c.set("log", log);
  c.set("logistics", createLogisticsClient(config, log, c.var.requestId));
  await next();
});
