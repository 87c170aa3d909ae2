// The edge Worker's configuration, checked against docs/product.md §5 before any request
// is served. Secrets (APP_TOKEN) arrive through `wrangler secret put` or
// .dev.vars; everything else through wrangler.jsonc vars. A required setting that is
// wrong stops the Worker ("Invalid environment variables"); an optional one that is
// missing or wrong falls back to its default and only its feature degrades (decision
// 110). The deploy check (scripts/lib/deploy-check.ts) refuses both kinds.
import { z } from "zod/mini";
import type { PublicConfig } from "#shared/api/app.ts";
import { isDeployedUrl } from "#shared/deployed-url.ts";
import { EXAMPLE_APP_TOKEN, EXAMPLE_FINDER_LINK_KEY } from "#shared/example-keys.ts";
import { FINDER_LINK_KEY_MIN_LENGTH } from "#worker/finder/link-token.ts";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/**
 * The sign-in limits an environment sets (decision 110), sized for a nation's morning peak: a fifth of
 * a day's 5,000 drivers in one hour, each with a resend, twice over (4,000 texts); 100 drivers behind
 * one address (a carrier's CGNAT, a truck stop's Wi-Fi) each starting three times and trying two
 * codes, twice over (600 starts an hour, 400 tries a quarter of an hour).
 */
export const SIGN_IN_LIMIT_DEFAULTS = {
  TEXTS_PER_HOUR: 4_000,
  SIGN_IN_STARTS_PER_NETWORK_PER_HOUR: 600,
  CODE_TRIES_PER_NETWORK_PER_15_MIN: 400,
} as const;

/** How long a session lives without use unless SESSION_IDLE_HOURS says otherwise (decision 120). */
export const SESSION_IDLE_HOURS_DEFAULT = 12;

/** Monitoring and dev flags are the text "true" or "false", nothing else. */
const BooleanTextSchema = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);
const NonEmptySchema = z.string().check(z.minLength(1, { error: "must not be empty" }));
/** Any http(s) URL, IP addresses and localhost included (zod's httpUrl wants a domain name). */
const HttpUrlSchema = z.url({ protocol: /^https?$/, error: "must be a valid http(s) URL" });
/** Empty (not set up) or an http(s) URL. */
const OptionalHttpUrlSchema = z._default(
  z.union([z.literal(""), HttpUrlSchema], { error: "must be empty or a valid http(s) URL" }),
  "",
);
/** Space-separated http(s) origins, possibly none. */
const OriginListSchema = z._default(
  z.pipe(
    z.string(),
    z.transform((text, ctx) => {
      const origins: string[] = [];
      for (const item of text.split(/\s+/).filter(Boolean)) {
        const parsed = HttpUrlSchema.safeParse(item);
        if (!parsed.success) {
          ctx.issues.push({ code: "custom", message: "must be space-separated http(s) URLs", input: text });
          return z.NEVER;
        }
        origins.push(new URL(parsed.data).origin);
      }
      return origins;
    }),
  ),
  [],
);

/** A whole number of at least 1, as text (a wrangler var) or as a JSON number. */
const CountSchema = (fallback: number) =>
  z._default(
    z.union(
      [
        z.pipe(
          z.string().check(z.regex(/^[1-9]\d*$/, { error: "must be a whole number >= 1" })),
          z.transform(Number),
        ),
        z.int().check(z.gte(1, { error: "must be a whole number >= 1" })),
      ],
      { error: "must be a whole number >= 1" },
    ),
    fallback,
  );

/**
 * Settings a feature can do without: missing or wrong, each falls back to its default at run time
 * (parseConfig's `degraded`) and the rest of the app works. docs/product.md §5 lists the maps key
 * among the settings start-up needs; Hitch needs it only for the street map, so a deploy requires
 * it (secrets.required and the deploy check) and a running Worker without it draws the plain map.
 */
const OPTIONAL_SETTINGS = {
  /** The maps service's key; `{key}` of MAPS_STYLE_URL. Without it the finder maps draw their plain style. */
  MAPS_KEY: z._default(z.string(), ""),
  /**
   * The street map's style (decision 043); `{key}` in it is replaced by MAPS_KEY. Empty: the
   * finder maps draw their plain style. Its origin joins the CSP's connect-src and img-src.
   */
  MAPS_STYLE_URL: OptionalHttpUrlSchema,
  /** Other origins the style's tiles, glyphs or sprites come from; they join the CSP too. */
  MAPS_TILE_ORIGINS: OriginListSchema,
  /**
   * The key FINDER_LINK_KEY replaced, while a rotation lasts (decision 071): links it signed are
   * still read, for as long as a link can live (MAX_FINDER_LINK_HOURS); new ones use the new key.
   */
  FINDER_LINK_KEY_PREVIOUS: z._default(
    z.union(
      [
        z.literal(""),
        z.string().check(
          z.minLength(FINDER_LINK_KEY_MIN_LENGTH, {
            error: `must be empty or at least ${FINDER_LINK_KEY_MIN_LENGTH} characters`,
          }),
        ),
      ],
      { error: `must be empty or at least ${FINDER_LINK_KEY_MIN_LENGTH} characters` },
    ),
    "",
  ),
  /**
   * Hours a session lives without use (decision 120): a phone passed to the next driver after a
   * night is signed out. A driver in a shift uses the app far more often than this.
   */
  SESSION_IDLE_HOURS: CountSchema(SESSION_IDLE_HOURS_DEFAULT),
  /** Codes texted across all phones in an hour: the ceiling on what SMS pumping can cost. */
  TEXTS_PER_HOUR: CountSchema(SIGN_IN_LIMIT_DEFAULTS.TEXTS_PER_HOUR),
  /** Sign-in starts (code requests, a company chosen, a resend) from one client network in an hour. */
  SIGN_IN_STARTS_PER_NETWORK_PER_HOUR: CountSchema(
    SIGN_IN_LIMIT_DEFAULTS.SIGN_IN_STARTS_PER_NETWORK_PER_HOUR,
  ),
  /** Codes tried from one client network in a quarter of an hour. */
  CODE_TRIES_PER_NETWORK_PER_15_MIN: CountSchema(SIGN_IN_LIMIT_DEFAULTS.CODE_TRIES_PER_NETWORK_PER_15_MIN),
};
type OptionalSetting = keyof typeof OPTIONAL_SETTINGS;
const isOptionalSetting = (key: string): key is OptionalSetting => key in OPTIONAL_SETTINGS;

export const ConfigSchema = z
  .object({
    ENVIRONMENT_NAME: NonEmptySchema,
    ROOT_URL: HttpUrlSchema,
    EXTERNAL_API_URL: HttpUrlSchema,
    MONITORING_URL: HttpUrlSchema,
    /**
     * Milliseconds before a logistics call counts as unanswered; 0 = no limit. docs/product.md §5: a number
     * at least 0, as text (a wrangler var or secret) or as a JSON number (a var set as one).
     */
    REQUEST_TIMEOUT_MS: z._default(
      z.union(
        [
          z.pipe(
            z.string().check(z.regex(/^\d+(\.\d+)?$/, { error: "must be a number >= 0" })),
            z.transform(Number),
          ),
          z.number().check(z.gte(0, { error: "must be a number >= 0" })),
        ],
        { error: "must be a number >= 0" },
      ),
      DEFAULT_REQUEST_TIMEOUT_MS,
    ),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join("|")}` }),
    MONITORING_ENABLED: BooleanTextSchema,
    MONITORING_DEBUG: BooleanTextSchema,
    APP_TOKEN: NonEmptySchema,
    /** Signs finder links (decision 026); a secret, at least 32 characters. */
    FINDER_LINK_KEY: z.string().check(
      z.minLength(FINDER_LINK_KEY_MIN_LENGTH, {
        error: `must be at least ${FINDER_LINK_KEY_MIN_LENGTH} characters`,
      }),
    ),
    /**
     * Development aids: the /__dev proxy, looser rate limits, Vite's inline dev scripts in the CSP.
     * Only for requests whose peer is this machine (configForRequest), whatever ROOT_URL or the
     * request's Host says (decisions 045, 119).
     */
    DEV_TOOLS: z._default(BooleanTextSchema, false),
    ...OPTIONAL_SETTINGS,
  })
  .check(
    // A deployed site (https, not this machine) never runs with dev tools, whatever a config says.
    z.refine((config) => !(config.DEV_TOOLS && isDeployedUrl(config.ROOT_URL)), {
      error: "must be false when ROOT_URL is a deployed https site",
      path: ["DEV_TOOLS"],
    }),
  );
export type Config = z.output<typeof ConfigSchema>;

export type ConfigResult =
  | {
      ok: true;
      config: Config;
      /** Optional settings that were missing or wrong, each with its problem: their features degrade. */
      degraded: Record<string, string>;
    }
  | { ok: false; problems: Record<string, string> };

/** Each key that broke a rule, with the rule; never a value. */
function problemsOf(
  issues: readonly z.core.$ZodIssue[],
  env: Record<string, unknown>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "(env)");
    // Our own messages (set above) or zod's; none contains the input. A key that is set but of
    // the wrong type (a JSON number where text is expected) is not "missing".
    const missing = issue.code === "invalid_type" && env[key] === undefined;
    problems[key] ??= missing ? "is missing" : issue.code === "invalid_type" ? "must be text" : issue.message;
  }
  return problems;
}

/**
 * Parses the env; problems name the keys and the rule each broke, never a value. A wrong required
 * setting fails the whole configuration (every wrong key listed); wrong optional settings alone take
 * their defaults and are listed in `degraded`.
 */
export function parseConfig(env: Record<string, unknown>): ConfigResult {
  const first = ConfigSchema.safeParse(env);
  let parsed: Config;
  const degraded: Record<string, string> = {};
  if (first.success) {
    parsed = first.data;
  } else {
    const problems = problemsOf(first.error.issues, env);
    if (!Object.keys(problems).every(isOptionalSetting)) return { ok: false, problems };
    const withDefaults = { ...env };
    for (const key of Object.keys(problems)) {
      degraded[key] = problems[key] as string;
      withDefaults[key] = undefined;
    }
    const again = ConfigSchema.safeParse(withDefaults);
    if (!again.success) return { ok: false, problems: problemsOf(again.error.issues, withDefaults) };
    parsed = again.data;
  }
  // A street style that needs the key, without one: the plain map, as a local run draws it.
  if (parsed.MAPS_STYLE_URL.includes("{key}") && parsed.MAPS_KEY === "") {
    degraded.MAPS_KEY ??= "is missing";
    parsed = { ...parsed, MAPS_STYLE_URL: "" };
  }
  return { ok: true, config: parsed, degraded };
}

const MonitoringSchema = z.object({
  MONITORING_ENABLED: BooleanTextSchema,
  MONITORING_DEBUG: z.catch(BooleanTextSchema, false),
  MONITORING_URL: HttpUrlSchema,
  ENVIRONMENT_NAME: z.catch(NonEmptySchema, "unknown"),
});

/**
 * The monitoring settings alone, when they are usable: a configuration error elsewhere is still
 * alerted (decision 109). Undefined when they are themselves wrong (GET /api/health reports it).
 */
export function monitoringOf(env: Record<string, unknown>): z.output<typeof MonitoringSchema> | undefined {
  const result = MonitoringSchema.safeParse(env);
  return result.success ? result.data : undefined;
}

/** The secrets that still hold the keys committed for local runs (refused outside loopback). */
export function exampleKeysIn(config: Config): string[] {
  const examples: [keyof Config, string][] = [
    ["APP_TOKEN", EXAMPLE_APP_TOKEN],
    ["FINDER_LINK_KEY", EXAMPLE_FINDER_LINK_KEY],
    ["FINDER_LINK_KEY_PREVIOUS", EXAMPLE_FINDER_LINK_KEY],
  ];
  return examples.filter(([key, example]) => config[key] === example).map(([key]) => key);
}

/**
 * The configuration one request runs with: as configured for a request from this machine (its peer,
 * decision 119); from anywhere else production's, dev tools off whatever the vars say (decision 045).
 */
export function configForRequest(config: Config, fromThisMachine: boolean): Config {
  return fromThisMachine || !config.DEV_TOOLS ? config : { ...config, DEV_TOOLS: false };
}

/** The explicit subset the browser may see (GET /api/config). */
export function publicConfig(config: Config): PublicConfig {
  return {
    environmentName: config.ENVIRONMENT_NAME,
    mapsKey: config.MAPS_KEY,
    mapsStyleUrl: config.MAPS_STYLE_URL,
  };
}

/** The keys a finder link may be signed with: the current one, then the previous while rotating. */
export function finderLinkKeys(config: Config): string[] {
  return config.FINDER_LINK_KEY_PREVIOUS === ""
    ? [config.FINDER_LINK_KEY]
    : [config.FINDER_LINK_KEY, config.FINDER_LINK_KEY_PREVIOUS];
}

/** Where the street map's style, tiles, glyphs and sprites come from: the CSP's only outside origins. */
export function mapOrigins(config: Config): string[] {
  const style = config.MAPS_STYLE_URL === "" ? [] : [new URL(config.MAPS_STYLE_URL).origin];
  return [...new Set([...style, ...config.MAPS_TILE_ORIGINS])];
}
