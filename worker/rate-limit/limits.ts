// The rate limits (decisions 021 and 026), enforced by the RateLimiter Durable Object.
import type { Config } from "../config.ts";

export const RATE_LIMITS = {
  /** SMS codes texted to one phone: the upstream's own resend cooldown comes on top. */
  codeRequestsPerPhone: { limit: 5, windowSeconds: 60 * 60 },
  /** Sign-in starts from one client address; a truck stop's Wi-Fi is shared by many drivers. */
  codeRequestsPerClient: { limit: 30, windowSeconds: 60 * 60 },
  /** Codes tried for one phone: with 6 digits, 10 tries per 15 minutes make guessing hopeless. */
  verifyAttemptsPerPhone: { limit: 10, windowSeconds: 15 * 60 },
  verifyAttemptsPerClient: { limit: 30, windowSeconds: 15 * 60 },
  /** Order numbers a signed-in driver switches to: a driver edits a typo or two, a prober many. */
  orderChangesPerPhone: { limit: 10, windowSeconds: 15 * 60 },
  /** Plates and VINs tried in one session: a driver mistypes a few, a guesser needs thousands. */
  trailerVerifications: { limit: 20, windowSeconds: 15 * 60 },
  /**
   * Finder answers (a link's trailers, a driver's own, a new link) from one client address: a yard
   * colleague refreshing a map now and then stays far below; walking through guessed or stolen
   * links does not get far (decision 026).
   */
  finderRequestsPerClient: { limit: 60, windowSeconds: 10 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** Local dev and browser tests sign in over and over from 127.0.0.1 with the same demo phones. */
export const DEV_TOOLS_LIMIT_FACTOR = 20;

export function limitFor(name: RateLimitName, config: Config) {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  return { limit: config.DEV_TOOLS ? limit * DEV_TOOLS_LIMIT_FACTOR : limit, windowSeconds };
}

/** The client a request came from, as Cloudflare saw it. */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}

export async function consumeRateLimit(env: Env, config: Config, name: RateLimitName, subject: string) {
  const { limit, windowSeconds } = limitFor(name, config);
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${name}:${subject}`));
  return stub.consume(limit, windowSeconds);
}
