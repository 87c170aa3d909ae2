// Structured JSON log lines, one per event, filtered by LOG_LEVEL. Fields are
// flat primitives so nothing (a request, a session record) is dumped whole, and
// any field whose name suggests a credential is replaced before printing.
import type { LogLevel } from "#worker/config.ts";

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line (e.g. the request id). */
  child(fields: LogFields): Logger;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Names that may carry a secret: tokens, codes, cookies, passwords, authorization. */
const SECRET_FIELD = /token|secret|password|cookie|authori[sz]ation|session_?id|^code$|verificationcode/i;
/** Numeric catalogue fields that merely contain the word "code". */
const SAFE_FIELDS = new Set(["reasonCode", "reasonCodeName", "statusCode"]);

export function redact(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = SAFE_FIELDS.has(key) || !SECRET_FIELD.test(key) ? value : "[redacted]";
  }
  return out;
}

/** The last four digits of a phone number: enough to correlate, not enough to identify. */
export function maskPhone(mobileNumber: string): string {
  return `***${mobileNumber.slice(-4)}`;
}

/** A line as printed: its time, level and event, then its (redacted) fields. */
export type LogLine = LogFields & { time: string; level: Exclude<LogLevel, "silent">; event: string };

/** `sink`, when given, also receives every warning and error, printed or not (the alerts, log/alerts.ts). */
export function createLogger(level: LogLevel, base: LogFields = {}, sink?: (line: LogLine) => void): Logger {
  const write = (lineLevel: Exclude<LogLevel, "silent">, event: string, fields: LogFields = {}) => {
    const printed = RANK[lineLevel] >= RANK[level];
    // The sink sees every warning and error, whatever LOG_LEVEL prints: an alert does not depend on it.
    if (!printed && (sink === undefined || RANK[lineLevel] < RANK.warn)) return;
    const record: LogLine = {
      time: new Date().toISOString(),
      level: lineLevel,
      event,
      ...redact({ ...base, ...fields }),
    };
    sink?.(record);
    if (!printed) return;
    const line = JSON.stringify(record);
    if (lineLevel === "error") console.error(line);
    else if (lineLevel === "warn") console.warn(line);
    else console.log(line);
  };
  return {
    debug: (event, fields) => write("debug", event, fields),
    info: (event, fields) => write("info", event, fields),
    warn: (event, fields) => write("warn", event, fields),
    error: (event, fields) => write("error", event, fields),
    child: (fields) => createLogger(level, { ...base, ...fields }, sink),
  };
}
