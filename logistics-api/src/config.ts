// The API's configuration, checked by a schema on every request: a deploy with a
// missing or malformed setting answers 461 (configuration error) instead of
// guessing.
import { z } from "zod/mini";
import { isDeployedUrl } from "#shared/deployed-url.ts";

const Flag = z.pipe(
  z.enum(["true", "false"]),
  z.transform((v) => v === "true"),
);

export const ConfigSchema = z
  .object({
    APP_TOKEN: z.string().check(z.minLength(1)),
    /** "true" turns on the SMS outbox and the /__dev pages. Never in production. */
    DEV_OUTBOX: Flag,
    SMS_PROVIDER: z.enum(["outbox", "http"]),
    /** SMS_API_URL, SMS_API_KEY, SMS_FROM: read only with SMS_PROVIDER=http; secrets where deployed. */
    SMS_API_URL: z._default(z.union([z.literal(""), z.url()]), ""),
    SMS_API_KEY: z._default(z.string(), ""),
    SMS_FROM: z._default(z.string(), ""),
    PERSISTENT_ALERTS_ENABLED: Flag,
    APP_ORIGIN: z._default(z.url(), "http://127.0.0.1:5173"),
  })
  .check(
    // Serving the app of a deployed https site, the outbox (every texted code) is never on.
    z.refine((config) => !(config.DEV_OUTBOX && isDeployedUrl(config.APP_ORIGIN)), {
      error: "DEV_OUTBOX must be false when APP_ORIGIN is a deployed https site",
      path: ["DEV_OUTBOX"],
    }),
  );
export type Config = z.infer<typeof ConfigSchema>;
