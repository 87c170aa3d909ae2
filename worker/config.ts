// The edge Worker's configuration, checked against docs/product.md §5 before any request
// is served. Secrets (APP_TOKEN) arrive through `wrangler secret put` or
// .dev.vars; everything else through wrangler.jsonc vars.
import { z } from "zod/mini";
import type { PublicConfig } from "#shared/api/app.ts";
import { isDeployedUrl } from "#shared/deployed-url.ts";
import { EXAMPLE_APP_TOKEN, EXAMPLE_FINDER_LINK_KEY } from "#shared/example-keys.ts";
import { FINDER_LINK_KEY_MIN_LENGTH } from "./finder/link-token.ts";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

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
    MAPS_KEY: NonEmptySchema,
    /**
     * The street map's style (decision 043); `{key}` in it is replaced by MAPS_KEY. Empty: the
     * finder maps draw their plain style. Its origin joins the CSP's connect-src and img-src.
     */
    MAPS_STYLE_URL: OptionalHttpUrlSchema,
    /** Other origins the style's tiles, glyphs or sprites come from; they join the CSP too. */
    MAPS_TILE_ORIGINS: OriginListSchema,
    APP_TOKEN: NonEmptySchema,
    /** Signs finder links (decision 026); a secret, at least 32 characters. */
    FINDER_LINK_KEY: z.string().check(
      z.minLength(FINDER_LINK_KEY_MIN_LENGTH, {
        error: `must be at least ${FINDER_LINK_KEY_MIN_LENGTH} characters`,
      }),
    ),
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
     * Development aids: the /__dev proxy, looser rate limits, Vite's inline dev scripts in the CSP.
     * Only for requests that arrive on a loopback host (configForRequest), whatever ROOT_URL says.
     */
    DEV_TOOLS: z._default(BooleanTextSchema, false),
  })
  .check(
    // A deployed site (https, not this machine) never runs with dev tools, whatever a config says.
    z.refine((config) => !(config.DEV_TOOLS && isDeployedUrl(config.ROOT_URL)), {
      error: "must be false when ROOT_URL is a deployed https site",
      path: ["DEV_TOOLS"],
    }),
  );
export type Config = z.output<typeof ConfigSchema>;

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: Record<string, string> };

/** Parses the env; problems name the keys and the rule each broke, never a value. */
export function parseConfig(env: Record<string, unknown>): ConfigResult {
  const result = ConfigSchema.safeParse(env);
  if (result.success) return { ok: true, config: result.data };
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "(env)");
    // Our own messages (set above) or zod's; none contains the input. A key that is set but of
    // the wrong type (a JSON number where text is expected) is not "missing".
    const missing = issue.code === "invalid_type" && env[key] === undefined;
    problems[key] ??= missing ? "is missing" : issue.code === "invalid_type" ? "must be text" : issue.message;
  }
  return { ok: false, problems };
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
 * The configuration one request runs with: as configured on this machine's own address; anywhere
 * else production's, dev tools off whatever the vars say (issue 17).
 */
export function configForRequest(config: Config, onLoopback: boolean): Config {
  return onLoopback || !config.DEV_TOOLS ? config : { ...config, DEV_TOOLS: false };
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
