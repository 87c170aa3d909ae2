// The edge Worker's bindings and settings for the React tests (in-memory-worker.ts): KV, R2, the rate
// limiter and the session guards in memory, the logistics API's mock as its upstream, no assets.
import { MOCK_API_URL, TEST_APP_TOKEN, TEST_FINDER_LINK_KEY } from "#tests/mocks/logistics-data.ts";
import { RateLimiter } from "#worker/rate-limit/rate-limiter.ts";
import { SessionGuard } from "#worker/session/session-guard.ts";
import { memoryDurableObjects, memoryKv, memoryR2 } from "./memory-bindings.ts";

/** The page's origin: the Worker checks that unsafe requests come from it. */
export const ORIGIN = "https://hitch.test";

/** The Worker's env, its sessions kept in `sessions` (which a test may clear). */
export function memoryWorkerEnv(sessions: ReturnType<typeof memoryKv>): Env {
  return {
    SESSIONS: sessions,
    CACHE: memoryKv(),
    EVIDENCE: memoryR2(),
    RATE_LIMITER: memoryDurableObjects(
      RateLimiter as unknown as new (
        ctx: DurableObjectState,
      ) => RateLimiter,
    ),
    SESSION_GUARD: memoryDurableObjects(
      SessionGuard as unknown as new (
        ctx: DurableObjectState,
      ) => SessionGuard,
    ),
    ASSETS: { fetch: async () => new Response("Not found", { status: 404 }) },
    APP_TOKEN: TEST_APP_TOKEN,
    EXTERNAL_API_URL: MOCK_API_URL,
    ROOT_URL: ORIGIN,
    REQUEST_TIMEOUT_MS: "5000",
    LOG_LEVEL: "silent",
    MONITORING_ENABLED: "false",
    MONITORING_DEBUG: "false",
    MONITORING_URL: "https://monitoring.test",
    ENVIRONMENT_NAME: "test",
    MAPS_KEY: "test-maps-key",
    MAPS_STYLE_URL: "",
    MAPS_TILE_ORIGINS: "",
    FINDER_LINK_KEY: TEST_FINDER_LINK_KEY,
    DEV_TOOLS: "false",
  } as unknown as Env;
}
