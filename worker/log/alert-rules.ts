// What is worth telling someone, and when (decision 109): each rule names the log
// lines it counts, how many in what window make an incident, and what the alert
// says. An incident is alerted once, whichever isolates saw its lines (the
// AlertDesk Durable Object counts them all), and ends after a quiet spell.
import type { LogLine } from "./logger.ts";

export type AlertRule = {
  /** Lines of this rule in this many seconds open an incident. */
  threshold: number;
  windowSeconds: number;
  /** The alert's words: what happened, for whoever reads the chat at 3 a.m. */
  says: string;
};

/** Most rules are one line: a config error, the text ceiling, a failed health check. */
const AT_ONCE = { threshold: 1, windowSeconds: 60 };

export const ALERT_RULES = {
  /** The carrier's API answered 5xx, or an answer the app cannot read. */
  carrierFailing: {
    threshold: 5,
    windowSeconds: 120,
    says: "the carrier's API is answering with errors (5xx) or answers Hitch cannot read",
  },
  carrierTimeout: { threshold: 5, windowSeconds: 120, says: "the carrier's API is not answering in time" },
  /** A refused app token fails every call until it is put right (decision 071). */
  appTokenRefused: { threshold: 3, windowSeconds: 120, says: "the carrier refuses Hitch's app token" },
  configInvalid: { ...AT_ONCE, says: "the Worker's configuration is invalid: every request answers 500" },
  configDegraded: { ...AT_ONCE, says: "an optional setting is missing or wrong: its feature is degraded" },
  textCeilingNear: { ...AT_ONCE, says: "sign-in texts this hour have passed 80% of the ceiling" },
  textCeilingReached: {
    ...AT_ONCE,
    says: "sign-in texts have reached the ceiling: no driver can get a code until the hour rolls on",
  },
  healthFailing: { ...AT_ONCE, says: "GET /api/health found a part down" },
  unhandledError: { ...AT_ONCE, says: "a request failed on an error in Hitch's own code" },
} as const satisfies Record<string, AlertRule>;
type AlertRuleName = keyof typeof ALERT_RULES;

/** An incident is over once no line of its rule has come for this long; the next line starts another. */
export const INCIDENT_QUIET_SECONDS = 15 * 60;

/** A line the rules do not name, sent as it is (an error line, or any warning with MONITORING_DEBUG). */
const eachLine = (event: string): AlertRule => ({ ...AT_ONCE, says: event });

/** The lines each rule counts, by event (a carrier's answer with a 5xx is told apart below). */
const RULE_OF_EVENT: Record<string, AlertRuleName> = {
  apiUnhandledResponse: "carrierFailing",
  apiTimeout: "carrierTimeout",
  appTokenRejected: "appTokenRefused",
  "Invalid environment variables": "configInvalid",
  configDegraded: "configDegraded",
  textCeilingNear: "textCeilingNear",
  textCeilingReached: "textCeilingReached",
  healthFailing: "healthFailing",
  unhandledError: "unhandledError",
};

/** The rule a log line counts towards, with its name, or undefined when it alerts nobody. */
export function alertRuleFor(line: LogLine, debug: boolean): { name: string; rule: AlertRule } | undefined {
  // A refusal (4xx) is the carrier saying no to one driver; a 5xx is the carrier failing.
  const carrier5xx =
    line.event === "apiErrorResponse" && typeof line.statusCode === "number" && line.statusCode >= 500;
  const name = carrier5xx ? "carrierFailing" : RULE_OF_EVENT[line.event];
  if (name !== undefined) return { name, rule: ALERT_RULES[name] };
  if (line.level === "error" || (line.level === "warn" && debug)) {
    return { name: line.event, rule: eachLine(line.event) };
  }
  return undefined;
}
