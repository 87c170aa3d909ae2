// MONITORING_ENABLED, MONITORING_DEBUG and MONITORING_URL (docs/product.md §5's monitoring
// settings, decision 070): with MONITORING_ENABLED "true" every error line the
// Worker prints (with MONITORING_DEBUG "true", every warning too) is also posted to
// MONITORING_URL, an alert webhook, as JSON: a one-line `text` (what chat webhooks
// show) and the line's own fields, already stripped of secrets. In the background
// (waitUntil), never holding up the driver's answer, and at most once a minute per
// event in each isolate, so an outage is one alert, not one per request.
import type { Config } from "../config.ts";
import type { LogLine } from "./logger.ts";

/** One alert per event per isolate in this long. */
export const ALERT_INTERVAL_MS = 60_000;
/** A webhook that does not answer in this long is given up on (the alert is lost, the line is in the logs). */
export const ALERT_TIMEOUT_MS = 5_000;

const lastSent = new Map<string, number>();

export type AlertSink = (line: LogLine) => void;

/** The sink for createLogger(), or undefined when monitoring is off. */
export function alertSink(
  config: Config,
  waitUntil: (promise: Promise<unknown>) => void,
): AlertSink | undefined {
  if (!config.MONITORING_ENABLED) return undefined;
  return (line) => {
    if (line.level !== "error" && !(line.level === "warn" && config.MONITORING_DEBUG)) return;
    const key = `${config.MONITORING_URL} ${line.event}`;
    const now = Date.now();
    if (now - (lastSent.get(key) ?? Number.NEGATIVE_INFINITY) < ALERT_INTERVAL_MS) return;
    lastSent.set(key, now);
    const text = `Hitch ${config.ENVIRONMENT_NAME}: ${line.level} ${line.event} (request ${line.requestId ?? "none"})`;
    const sent = fetch(config.MONITORING_URL, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text, environment: config.ENVIRONMENT_NAME, ...line }),
      signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
    })
      .then((response) => response.body?.cancel())
      // A lost alert must not become an error of its own (that would alert again).
      .catch(() => undefined);
    waitUntil(sent);
  };
}
