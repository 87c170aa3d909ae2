import { DurableObject } from "cloudflare:workers";
export class RateLimiter extends DurableObject {}
export default {
  fetch(request, env) {
    return env.ASSETS.fetch(request);
  },
} satisfies ExportedHandler<Env>;
