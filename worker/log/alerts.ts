// MONITORING_ENABLED, MONITORING_DEBUG and MONITORING_URL (docs/product.md §5's monitoring
// settings, decisions 070 and 109): with MONITORING_ENABLED "true" every line an alert
// rule names (log/alert-rules.ts: the carrier failing, a config error, the text
// ceiling, a failed health check), every other error line, and with MONITORING_DEBUG
// "true" every warning too, is reported to the AlertDesk Durable Object of its rule,
// which posts one alert per incident to MONITORING_URL, whichever isolates saw it. In
// the background (waitUntil), never holding up the driver's answer.
import type { Config } from "#worker/config.ts";
import { alertRuleFor } from "./alert-rules.ts";
import type { LogLine } from "./logger.ts";

export type AlertSink = (line: LogLine) => void;

/** What the alerts need to know of the configuration, which may itself be what is broken. */
export type Monitoring = Pick<
  Config,
  "MONITORING_ENABLED" | "MONITORING_DEBUG" | "MONITORING_URL" | "ENVIRONMENT_NAME"
>;

/** The sink for createLogger(), or undefined when monitoring is off. */
export function alertSink(
  monitoring: Monitoring,
  desks: Env["ALERT_DESK"],
  waitUntil: (promise: Promise<unknown>) => void,
): AlertSink | undefined {
  if (!monitoring.MONITORING_ENABLED) return undefined;
  return (line) => {
    const found = alertRuleFor(line, monitoring.MONITORING_DEBUG);
    if (found === undefined) return;
    // One desk per environment and rule: a staging test never opens production's incident.
    const desk = desks.get(desks.idFromName(`${monitoring.ENVIRONMENT_NAME} ${found.name}`));
    const reported = desk
      .report({
        ...found,
        line,
        webhook: monitoring.MONITORING_URL,
        environment: monitoring.ENVIRONMENT_NAME,
      })
      // A desk that cannot be reached must not become an error of its own (that would alert again).
      .catch(() => undefined);
    waitUntil(reported);
  };
}
