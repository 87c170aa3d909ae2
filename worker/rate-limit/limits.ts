// The rate limits (decisions 021, 026, 046, 110, 118 and 119), enforced by the RateLimiter Durable Object.
// Per-client limits count the client's network (client-network.ts), not its address. The
// ceiling on texts and the per-network sign-in limits are settings of each environment
// (`setting`); the figures here are their defaults.
import { type Config, SIGN_IN_LIMIT_DEFAULTS } from "#worker/config.ts";
import { sessionName } from "#worker/session/session-crypto.ts";

export const RATE_LIMITS = {
  /**
   * Codes texted for one phone and one order: the pair's own allowance (decision 119). Only a
   * request that names both spends it, so requests for the driver's phone with any other order
   * cannot lock the driver out of their own. Taken only when a text is about to be sent, and given
   * back when the API sends none (not on file, company driver, wrong order type, cooldown, 066).
   */
  codeRequestsPerPhoneAndOrder: { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Codes texted to one phone at the request of one client network, whatever the order: what one
   * network can make a phone receive, kept apart from what the driver's own network can (119).
   */
  codeRequestsPerPhoneFromNetwork: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Codes texted to one phone, whatever the order and the network: the ceiling on what a phone
   * receives in an hour, above any one pair's and any one network's (decision 119).
   */
  codeRequestsPerPhone: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Sign-in starts from one client network: a carrier's CGNAT or a truck stop's Wi-Fi puts a hundred
   * drivers behind one address (decision 110).
   */
  codeRequestsPerClient: {
    limit: SIGN_IN_LIMIT_DEFAULTS.SIGN_IN_STARTS_PER_NETWORK_PER_HOUR,
    windowSeconds: 60 * 60,
    setting: "SIGN_IN_STARTS_PER_NETWORK_PER_HOUR",
  },
  /**
   * Codes texted across all phones: a ceiling on what SMS pumping through many addresses and
   * phones can cost in an hour. Taken only when a text is about to be sent, and given back when
   * the API sends none. Sized at twice a nation's busiest hour (decision 110); alerted at 80% and
   * at 100% (log/alert-rules.ts).
   */
  codesTextedAcrossPhones: {
    limit: SIGN_IN_LIMIT_DEFAULTS.TEXTS_PER_HOUR,
    windowSeconds: 60 * 60,
    setting: "TEXTS_PER_HOUR",
  },
  /**
   * Codes tried for one phone and one order (a code verifies only for the order it was texted for),
   * counted only for an order that exists: junk with a made-up order, or with another carrier's
   * order, cannot lock the driver out of their own (decision 066). With 6 digits, 10 tries per 15
   * minutes make guessing hopeless.
   */
  verifyAttemptsPerPhoneAndOrder: { limit: 10, windowSeconds: 15 * 60 },
  verifyAttemptsPerClient: {
    limit: SIGN_IN_LIMIT_DEFAULTS.CODE_TRIES_PER_NETWORK_PER_15_MIN,
    windowSeconds: 15 * 60,
    setting: "CODE_TRIES_PER_NETWORK_PER_15_MIN",
  },
  /** Order numbers a signed-in driver switches to: a driver edits a typo or two, a prober many. */
  orderChangesPerPhone: { limit: 10, windowSeconds: 15 * 60 },
  /** Plates and VINs tried in one session: a driver mistypes a few, a guesser needs thousands. */
  trailerVerifications: { limit: 20, windowSeconds: 15 * 60 },
  /**
   * Trailer checks in one session: a driver checks a trailer or two per attach or detach, and again
   * after a slot is chosen or a retry; walking a position towards a trailer takes many (decision 067).
   */
  trailerChecks: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Trailer checks from one client network: 100 drivers behind one address (a carrier's CGNAT, a
   * truck stop's Wi-Fi, decision 110) at a shift change, each checking 2 trailers in the same quarter
   * hour, twice over (decision 118).
   */
  trailerChecksPerClient: { limit: 400, windowSeconds: 15 * 60 },
  /**
   * Trailer lookups (by sticker or by number) in one session. A busy driver (decision 118) looks up
   * about 3 trailers per attach or detach and hunts a row of a yard for the right one: at most 20 in
   * a quarter hour, thrice over. Each lookup is one or two carrier calls, each answering a trailer's
   * status and whether it is attached: the limit is what bounds walking through a fleet.
   */
  trailerLookups: { limit: 60, windowSeconds: 15 * 60 },
  /** The same in a day: a busy day is 40 attaches and detaches, 3 lookups each (120), thrice over. */
  trailerLookupsPerDay: { limit: 400, windowSeconds: 24 * 60 * 60 },
  /** Trailer lookups from one client network: 100 drivers at a shift change, 3 each, twice over (118). */
  trailerLookupsPerClient: { limit: 600, windowSeconds: 15 * 60 },
  /**
   * Finder answers (a link's trailers, a driver's own, a new link) from one client address: a yard
   * colleague refreshing a map now and then stays far below; walking through guessed or stolen
   * links does not get far (decision 026).
   */
  finderRequestsPerClient: { limit: 60, windowSeconds: 10 * 60 },
  /**
   * GET /api/health from one client network: a monitor asks once a minute, a release's smoke check a
   * few times; nobody needs more (the answer is shared for a few seconds anyway).
   */
  healthChecksPerClient: { limit: 30, windowSeconds: 60 },
  /**
   * Trailers one driver red-tags in a day: a driver finds a trailer or two unsafe, not a fleet.
   * Each trailer counts once (a resend or a second assessment of it does not count again).
   */
  redTagsPerDriver: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<
  string,
  { limit: number; windowSeconds: number; setting?: keyof typeof SIGN_IN_LIMIT_DEFAULTS }
>;
export type RateLimitName = keyof typeof RATE_LIMITS;

export const isRateLimitName = (name: string): name is RateLimitName => Object.hasOwn(RATE_LIMITS, name);

/** Local dev and browser tests sign in over and over from 127.0.0.1 with the same demo phones. */
export const DEV_TOOLS_LIMIT_FACTOR = 20;

/** The limit as configured; without a configuration (a route that runs before it is read), the default. */
export function limitFor(name: RateLimitName, config: Config | undefined) {
  const rule: { limit: number; windowSeconds: number; setting?: keyof typeof SIGN_IN_LIMIT_DEFAULTS } =
    RATE_LIMITS[name];
  const limit = rule.setting === undefined || config === undefined ? rule.limit : config[rule.setting];
  return {
    limit: config?.DEV_TOOLS ? limit * DEV_TOOLS_LIMIT_FACTOR : limit,
    windowSeconds: rule.windowSeconds,
  };
}

/** The subject of a limit counted across everyone (one Durable Object for the whole Worker). */
export const EVERYONE = "everyone";

function limiter(env: Env, name: RateLimitName, subject: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${name}:${subject}`));
}

export async function consumeRateLimit(
  env: Env,
  config: Config | undefined,
  name: RateLimitName,
  subject: string,
) {
  const { limit, windowSeconds } = limitFor(name, config);
  return limiter(env, name, subject).consume(limit, windowSeconds);
}

/**
 * A limit counted per session. Its Durable Object is named by the session's hashed name (decision
 * 046), never by the id itself, which is the cookie's secret.
 */
export async function consumeSessionRateLimit(
  env: Env,
  config: Config,
  name: RateLimitName,
  sessionId: string,
) {
  return consumeRateLimit(env, config, name, await sessionName(sessionId));
}

/**
 * Counts a request against each limit in turn ([name, subject] pairs); the first that refuses is the
 * answer, and the limits after it are not counted: a driver over their own limit uses up nothing of
 * their network's, so the drivers behind the same address are not refused for them.
 */
export async function consumeInTurn(
  env: Env,
  config: Config,
  limits: readonly (readonly [RateLimitName, string])[],
) {
  for (const [name, subject] of limits) {
    const decision = await consumeRateLimit(env, config, name, subject);
    if (!decision.allowed) return { ...decision, name };
  }
  return undefined;
}

/** Gives back a hit that was taken (`hitAt` of an allowed decision) for something that did not happen. */
export async function refundRateLimit(env: Env, name: RateLimitName, subject: string, hitAt: number) {
  await limiter(env, name, subject).refund(hitAt);
}
