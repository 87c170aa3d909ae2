// First middleware: validate the configuration once per env object (once per
// isolate in production). While it is invalid, every request gets a clear 500
// and the log names the keys and the rule each broke, never a value; the line is
// alerted at once when the monitoring settings themselves are usable (decision
// 109). An optional setting that is missing or wrong is logged (configDegraded,
// alerted too) and its feature degrades; the app works on (decision 110). A request
// that does not come from this machine (its peer's address, never its Host: decision
// 119) runs with dev tools off, and is refused
// the same 500 while a secret still holds the key committed for local runs,
// unless it is a local run over plain http with the dev setting on (a phone on the
// same network, decision 073), which keeps a session cookie it can hold too.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "#shared/api-error.ts";
import { arrivesFromThisMachine } from "#shared/deployed-url.ts";
import type { AppEnv } from "#worker/app-env.ts";
import {
  type Config,
  type ConfigResult,
  configForRequest,
  exampleKeysIn,
  LOG_LEVELS,
  monitoringOf,
  parseConfig,
} from "#worker/config.ts";
import { alertSink } from "#worker/log/alerts.ts";
import { createLogger, type Logger } from "#worker/log/logger.ts";
import { isLocalHttpRun } from "#worker/session/local-http.ts";
import { createLogisticsClient } from "#worker/upstream/logistics-client.ts";

const checked = new WeakMap<object, ConfigResult>();

/** The configuration of this env object, checked once, its problems logged (and alerted) the first time. */
function configFor(c: Context<AppEnv>): ConfigResult {
  let result = checked.get(c.env);
  if (result === undefined) {
    result = parseConfig(c.env as unknown as Record<string, unknown>);
    checked.set(c.env, result);
    const log = monitoringLogger(c);
    if (!result.ok) log.error("Invalid environment variables", describeProblems(result.problems));
    else if (Object.keys(result.degraded).length > 0)
      log.warn("configDegraded", describeProblems(result.degraded));
  }
  return result;
}

const describeProblems = (problems: Record<string, string>) => ({
  keys: Object.keys(problems).join(","),
  problems: Object.entries(problems)
    .map(([key, problem]) => `${key} ${problem}`)
    .join("; "),
});

/**
 * A logger for what is wrong with the Worker itself (its configuration, a failed health check):
 * errors and warnings, alerted whenever the monitoring settings are usable, whatever else is wrong.
 */
export function monitoringLogger(c: Context<AppEnv>): Logger {
  const monitoring = monitoringOf(c.env as unknown as Record<string, unknown>);
  const alerts =
    monitoring && alertSink(monitoring, c.env.ALERT_DESK, (sent) => c.executionCtx.waitUntil(sent));
  // As LOG_LEVEL says when it is readable (it may be what is wrong), but an error always prints:
  // a Worker that cannot serve says why in its logs, whatever they are set to keep.
  const configured = LOG_LEVELS.find((known) => known === c.env.LOG_LEVEL) ?? "warn";
  const level = configured === "silent" ? "error" : configured;
  return createLogger(level, { requestId: c.var.requestId }, alerts);
}

/** Envs whose example keys were already logged: once per isolate, not once per request. */
const exampleKeysLogged = new WeakSet<object>();

const misconfigured = () =>
  apiErrorBody("configuration", 500, "The server is misconfigured; please try again later.", {
    reasonCode: 461,
  });

/** The request's logger: its id on every line, and alerts when monitoring is on (log/alerts.ts). */
export function requestLogger(c: Context<AppEnv>, config: Config): Logger {
  const alerts = alertSink(config, c.env.ALERT_DESK, (sent) => c.executionCtx.waitUntil(sent));
  return createLogger(config.LOG_LEVEL, { requestId: c.var.requestId }, alerts);
}

export const loadConfig = createMiddleware<AppEnv>(async (c, next) => {
  const result = configFor(c);
  if (!result.ok) return c.json(misconfigured(), 500);
  const fromThisMachine = arrivesFromThisMachine(c.req.raw);
  // A phone on the same network trying a local run (decision 073) uses the local run's keys too.
  const localHttpRun = isLocalHttpRun(result.config, c.req.url);
  const examples = fromThisMachine || localHttpRun ? [] : exampleKeysIn(result.config);
  if (examples.length > 0) {
    if (!exampleKeysLogged.has(c.env)) {
      exampleKeysLogged.add(c.env);
      monitoringLogger(c).error(
        "Invalid environment variables",
        describeProblems(
          Object.fromEntries(examples.map((key) => [key, "is the example committed for local runs"])),
        ),
      );
    }
    return c.json(misconfigured(), 500);
  }
  const config = configForRequest(result.config, fromThisMachine);
  const log = requestLogger(c, config);
  c.set("config", config);
  c.set("localHttpRun", localHttpRun);
  c.set("log", log);
  c.set("logistics", createLogisticsClient(config, log, c.var.requestId));
  await next();
});
