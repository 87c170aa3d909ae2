// GET /api/health, for a synthetic monitor and the release's smoke check (docs/operations.md;
// decisions 070 and 109): the configuration, both KV namespaces, the Durable Object
// namespaces and the carrier's API (a call with the app token, so a refused token
// shows), each checked with a short timeout: no cached answer stands in for a failed
// check. 200 when all are up (an optional setting missing is `degraded`, still 200),
// 503 naming what is down, which is logged (healthFailing) and so alerted. It says
// which version answered. It runs before the configuration middleware, so a broken
// configuration is reported here rather than answered 500.
// Cheap for the public: one answer per isolate serves every request for a few
// seconds, and each client network may ask a few times a minute.
import type { Context } from "hono";
import type { HealthAnswer, PartHealth } from "#shared/api/health.ts";
import { PRODUCT } from "#shared/logistics/common.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { type Config, parseConfig } from "#worker/config.ts";
import { monitoringLogger, requestLogger } from "#worker/http/load-config.ts";
import { tooMany } from "#worker/http/too-many.ts";
import { clientNetworkOf } from "#worker/rate-limit/client-network.ts";
import { consumeRateLimit } from "#worker/rate-limit/limits.ts";
import { createLogisticsClient } from "#worker/upstream/logistics-client.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";

/** Each check gives up after this long: a monitor learns of an outage in seconds. */
const HEALTH_CHECK_TIMEOUT_MS = 3_000;
/**
 * One answer per isolate in this long: requests meanwhile share it (made within the last few
 * seconds, failed or not), so the public route cannot be used to flood the carrier's API or the
 * stores. A monitor asking every minute always gets a check of its own.
 */
const HEALTH_SHARED_MS = 5_000;
const recentAnswers = new WeakMap<object, { at: number; answer: Promise<HealthAnswer> }>();
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
  // A 200 without what the app needs is the carrier failing, whatever its status said.
  if (error.kind === "unreadable") return "unreadable";
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

/** This version's id and tag (wrangler's version metadata) and the commit it was built from. */
function versionOf(env: Env): HealthAnswer["version"] {
  const metadata = env.CF_VERSION_METADATA as Partial<WorkerVersionMetadata> | undefined;
  return {
    id: metadata?.id || "unknown",
    tag: metadata?.tag || "unknown",
    // import.meta.env exists only when Vite builds the Worker (vite.config.ts defines the commit).
    commit: import.meta.env?.HITCH_COMMIT || "unknown",
  };
}

async function checkAll(c: Context<AppEnv>): Promise<HealthAnswer> {
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
    ? carrier(parsed.config, c)
    : Promise.resolve<PartHealth>({ status: "skipped", ms: 0 });
  let config: PartHealth = { status: "ok", ms: 0 };
  if (!parsed.ok) config = { status: "down", reason: Object.keys(parsed.problems).join(","), ms: 0 };
  else if (Object.keys(parsed.degraded).length > 0)
    config = { status: "degraded", reason: Object.keys(parsed.degraded).join(","), ms: 0 };
  const checks = { config, kv: await kv, durableObjects: await durableObjects, carrier: await upstream };
  const up = Object.values(checks).every((part) => part.status === "ok" || part.status === "degraded");
  const answer: HealthAnswer = {
    status: up ? "ok" : "down",
    environment: parsed.ok ? parsed.config.ENVIRONMENT_NAME : "unknown",
    version: versionOf(c.env),
    checkedAt: new Date().toISOString(),
    checks,
  };
  if (!up) {
    const down = Object.entries(checks)
      .filter(([, part]) => part.status === "down")
      .map(([name, part]) => `${name}: ${part.reason ?? "down"}`);
    monitoringLogger(c).error("healthFailing", { down: down.join("; ") });
  }
  return answer;
}

/** The answer of the last few seconds in this isolate, or a fresh one. */
function sharedAnswer(c: Context<AppEnv>): Promise<HealthAnswer> {
  const recent = recentAnswers.get(c.env);
  if (recent && Date.now() - recent.at < HEALTH_SHARED_MS) return recent.answer;
  const answer = checkAll(c);
  recentAnswers.set(c.env, { at: Date.now(), answer });
  return answer;
}

export async function health(c: Context<AppEnv>) {
  // Before anything is checked. A limiter that cannot answer does not stop the check: the Durable
  // Objects' own check reports it.
  const decision = await consumeRateLimit(
    c.env,
    undefined,
    "healthChecksPerClient",
    clientNetworkOf(c.req.raw),
  ).catch(() => undefined);
  if (decision && !decision.allowed) return tooMany(c, decision.retryAfterSeconds);
  const answer = await sharedAnswer(c);
  return c.json(answer, answer.status === "ok" ? 200 : 503);
}
