// The API's configuration, checked by a schema on every request: a deploy with a
// missing or malformed setting answers 461 (configuration error) instead of
// guessing.
import { z } from "zod";

const Flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const ConfigSchema = z.object({
  APP_TOKEN: z.string().min(1),
  /** "true" turns on the SMS outbox and the /__dev pages. Never in production. */
  DEV_OUTBOX: Flag,
  SMS_PROVIDER: z.enum(["outbox", "http"]),
  SMS_API_URL: z.union([z.literal(""), z.url()]),
  SMS_API_KEY: z.string().default(""),
  SMS_FROM: z.string(),
  PERSISTENT_ALERTS_ENABLED: Flag,
  APP_ORIGIN: z.url().default("http://127.0.0.1:5173"),
});
export type Config = z.infer<typeof ConfigSchema>;
