// GET /api/health: what a synthetic monitor reads (decision 070). Each part the
// Worker needs is checked afresh, with a short timeout and no cached answer; the
// answer says which is down and why in a word, never a value or a secret.
import { z } from "zod/mini";

export const PartHealthSchema = z.object({
  status: z.enum(["ok", "down", "skipped"]),
  /** Why it is down (e.g. "timeout", "appTokenRefused", "status 500"), or which settings are wrong. */
  reason: z.optional(z.string()),
  /** How long the check took. */
  ms: z.int(),
});
export type PartHealth = z.infer<typeof PartHealthSchema>;

export const HealthAnswerSchema = z.object({
  status: z.enum(["ok", "down"]),
  environment: z.string(),
  checkedAt: z.iso.datetime(),
  checks: z.object({
    config: PartHealthSchema,
    kv: PartHealthSchema,
    durableObjects: PartHealthSchema,
    carrier: PartHealthSchema,
  }),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
