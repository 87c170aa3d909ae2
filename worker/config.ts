// The edge Worker's configuration, checked against spec §5 before any request
// is served. Secrets (APP_TOKEN) arrive through `wrangler secret put` or
// .dev.vars; everything else through wrangler.jsonc vars.
import { z } from "zod/mini";
import type { PublicConfig } from "../shared/api/app.ts";

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

export const ConfigSchema = z.object({
  ENVIRONMENT_NAME: NonEmptySchema,
  ROOT_URL: HttpUrlSchema,
  EXTERNAL_API_URL: HttpUrlSchema,
  MONITORING_URL: HttpUrlSchema,
  /**
   * Milliseconds before a logistics call counts as unanswered; 0 = no limit. Spec §5: a number
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
  APP_TOKEN: NonEmptySchema,
  /** Development aids: the /__dev proxy, looser rate limits, Vite's inline dev scripts in the CSP. */
  DEV_TOOLS: z._default(BooleanTextSchema, false),
});
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

/** The explicit subset the browser may see (GET /api/config). */
export function publicConfig(config: Config): PublicConfig {
  return { environmentName: config.ENVIRONMENT_NAME, mapsKey: config.MAPS_KEY };
}
