// Entry of the edge Worker (wrangler.jsonc `main`).
import { app } from "./app.ts";

export { AlertDesk } from "./log/alert-desk.ts";
export { RateLimiter } from "./rate-limit/rate-limiter.ts";
export { SessionGuard } from "./session/session-guard.ts";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
