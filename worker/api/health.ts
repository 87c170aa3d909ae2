// GET /api/health, for a synthetic monitor (README, Deploying; decision 070): the
// configuration, both KV namespaces, both Durable Object namespaces and the
// carrier's API (a call with the app token, so a refused token shows), each checked
// afresh with a short timeout: no cached answer stands in for a failed check. 200
// when all are up, 503 naming what is down. It runs before the configuration
// middleware, so a broken configuration is reported here rather than answered 500.
import type { Context } from "hono";
import type { HealthAnswer, PartHealth } from "#shared/api/health.ts";
import { PRODUCT } from "#shared/logistics/common.ts";
import type { AppEnv } from "../app-env.ts";
import { type Config, parseConfig } from "../config.ts";
import { requestLogger } from "../http/load-config.ts";
import { createLogisticsClient } from "../upstream/logistics-client.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** Each check gives up after this long: a monitor learns of an outage in seconds. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;
/**
 * The carrier is asked at most once in this long per isolate; requests meanwhile share that
 * check (made within the last few seconds, failed or not), so the public route cannot be used to
 * flood the carrier's API. A monitor asking every minute always gets a check of its own.
 */
export const CARRIER_CHECK_SHARED_MS = 5_000;
const carrierChecks = new WeakMap<object, { at: number; result: Promise<PartHealth> }>();
/** A key nobody writes: reading it proves the namespace answers, and costs no write. */
const PROBE_KEY = "health:probe";

class CheckTimeout extends Error {}

/** Runs one check within the timeout; `why` names a failure in a word. */
async function check(run: () => Promise<void>, why: (error: unknown) => string): Promise<PartHealth> {
  const started = Date.now();
  const deadline = new Promise<never>((_, fail) => {
    AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS).addEventListener("abort", () => fail(new CheckTimeout()));
  });
  try {
    await Promise.race([run(), deadline]);
    return { status: "ok", ms: Date.now() - started };
  } catch (error) {
    const reason = error instanceof CheckTimeout ? "timeout" : why(error);
    return { status: "down", reason, ms: Date.now() - started };
  }
}

const named = (error: unknown) => (error instanceof Error ? error.name : "unknown");

function carrierReason(error: unknown): string {
  if (!(error instanceof UpstreamError)) return named(error);
  if (error.kind === "appToken") return "appTokenRefused";
  if (error.kind === "timeout") return "timeout";
  return `status ${error.failure.statusCode}`;
}

/** The carrier's API, asked for the feature flags (an app-token call) with the health timeout. */
function carrier(config: Config, c: Context<AppEnv>): Promise<PartHealth> {
  const timeoutMs =
    config.REQUEST_TIMEOUT_MS === 0
      ? HEALTH_CHECK_TIMEOUT_MS
      : Math.min(config.REQUEST_TIMEOUT_MS, HEALTH_CHECK_TIMEOUT_MS);
  const client = createLogisticsClient(
    { ...config, REQUEST_TIMEOUT_MS: timeoutMs },
    requestLogger(c, config),
    c.var.requestId,
  );
  return check(async () => {
    await client.call("featureFlags", { params: { product: `${PRODUCT}App` } });
  }, carrierReason);
}

function sharedCarrierCheck(config: Config, c: Context<AppEnv>): Promise<PartHealth> {
  const recent = carrierChecks.get(c.env);
  if (recent && Date.now() - recent.at < CARRIER_CHECK_SHARED_MS) return recent.result;
  const result = carrier(config, c);
  carrierChecks.set(c.env, { at: Date.now(), result });
  return result;
}

export async function health(c: Context<AppEnv>) {
  const parsed = parseConfig(c.env as unknown as Record<string, unknown>);
  const kv = check(async () => {
    await Promise.all([c.env.SESSIONS.get(PROBE_KEY), c.env.CACHE.get(PROBE_KEY)]);
  }, named);
  const durableObjects = check(async () => {
    // Read-only calls on instances of their own: nothing is stored by asking.
    await c.env.SESSION_GUARD.get(c.env.SESSION_GUARD.idFromName(PROBE_KEY)).status();
    await c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName(PROBE_KEY)).refund(0);
  }, named);
  const upstream = parsed.ok
    ? sharedCarrierCheck(parsed.config, c)
    : Promise.resolve<PartHealth>({ status: "skipped", ms: 0 });
  const config: PartHealth = parsed.ok
    ? { status: "ok", ms: 0 }
    : { status: "down", reason: Object.keys(parsed.problems).join(","), ms: 0 };
  const checks = { config, kv: await kv, durableObjects: await durableObjects, carrier: await upstream };
  const up = Object.values(checks).every((part) => part.status === "ok");
  const answer: HealthAnswer = {
    status: up ? "ok" : "down",
    environment: parsed.ok ? parsed.config.ENVIRONMENT_NAME : "unknown",
    checkedAt: new Date().toISOString(),
    checks,
  };
  return c.json(answer, up ? 200 : 503);
}
