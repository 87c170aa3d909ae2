// One Durable Object per alert rule (decision 109): every isolate reports each line
// of its rule here, so an outage seen by a hundred isolates is counted in one place.
// When the rule's threshold is reached within its window an incident opens and the
// desk posts one alert to the webhook, naming example request ids; later lines only
// keep the incident open, until INCIDENT_QUIET_SECONDS pass without one.
import { DurableObject } from "cloudflare:workers";
import { type AlertRule, INCIDENT_QUIET_SECONDS } from "./alert-rules.ts";
import type { LogLine } from "./logger.ts";

/** A webhook that does not answer in this long is given up on (the alert is lost, the line is in the logs). */
const ALERT_TIMEOUT_MS = 5_000;
/** Request ids an alert names: enough to open a few in Workers Logs. */
const EXAMPLES = 5;

export type AlertReport = {
  /** The rule's name (alert-rules.ts), or the event of a line no rule names. */
  name: string;
  rule: AlertRule;
  /** The log line, as printed (already redacted). */
  line: LogLine;
  webhook: string;
  environment: string;
};

type Seen = { at: number; requestId: string | undefined };
type DeskState = { recent: Seen[]; incident?: { openedAt: number; lastAt: number; count: number } };

export type DeskAnswer = "counted" | "alerted" | "ongoing";

export class AlertDesk extends DurableObject<Env> {
  async report({ name, rule, line, webhook, environment }: AlertReport): Promise<DeskAnswer> {
    const now = Date.now();
    const state = this.ctx.storage.kv.get<DeskState>("state") ?? { recent: [] };
    const quietMs = INCIDENT_QUIET_SECONDS * 1000;
    if (state.incident && now - state.incident.lastAt < quietMs) {
      state.incident.lastAt = now;
      state.incident.count += 1;
      this.save(state, now);
      return "ongoing";
    }
    const recent = [
      ...state.recent.filter((seen) => seen.at > now - rule.windowSeconds * 1000),
      { at: now, requestId: typeof line.requestId === "string" ? line.requestId : undefined },
    ];
    if (recent.length < rule.threshold) {
      this.save({ recent }, now);
      return "counted";
    }
    // Written before the post: a report that arrives while it is on its way joins this incident.
    this.save({ recent: [], incident: { openedAt: now, lastAt: now, count: recent.length } }, now);
    const requestIds = recent.flatMap((seen) => (seen.requestId ? [seen.requestId] : [])).slice(0, EXAMPLES);
    const within = rule.threshold > 1 ? `${recent.length} in ${rule.windowSeconds} s; ` : "";
    const text = `Hitch ${environment}: ${rule.says} (${within}requests ${requestIds.join(", ") || "none"})`;
    await fetch(webhook, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...line,
        text,
        environment,
        rule: name,
        count: recent.length,
        threshold: rule.threshold,
        windowSeconds: rule.windowSeconds,
        requestIds,
      }),
      signal: AbortSignal.timeout(ALERT_TIMEOUT_MS),
    })
      .then((response) => response.body?.cancel())
      // A lost alert must not become an error of its own (that would alert again).
      .catch(() => undefined);
    return "alerted";
  }

  private save(state: DeskState, now: number): void {
    this.ctx.storage.kv.put("state", state);
    // Nothing is kept once a quiet spell has passed.
    void this.ctx.storage.setAlarm(now + INCIDENT_QUIET_SECONDS * 1000);
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
