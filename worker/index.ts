// Entry of the edge Worker (wrangler.jsonc `main`).
import { app } from "./app.ts";

export { AlertDesk } from "#worker/log/alert-desk.ts";
export { RateLimiter } from "#worker/rate-limit/rate-limiter.ts";
export { SessionGuard } from "#worker/session/session-guard.ts";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
