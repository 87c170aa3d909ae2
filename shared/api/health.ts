// GET /api/health: what a synthetic monitor reads (decision 070). Each part the
// Worker needs is checked afresh, with a short timeout and no cached answer; the
// answer says which is down and why in a word, never a value or a secret.
import { z } from "zod/mini";

const PartHealthSchema = z.object({
  /** `degraded`: working, with a feature that is not (an optional setting missing, decision 110). */
  status: z.enum(["ok", "degraded", "down", "skipped"]),
  /**
   * Why it is down (e.g. "timeout", "appTokenRefused", "status 500", "unreadable"), or which
   * settings are wrong.
   */
  reason: z.optional(z.string()),
  /** How long the check took. */
  ms: z.int(),
});
export type PartHealth = z.infer<typeof PartHealthSchema>;

export const HealthAnswerSchema = z.object({
  status: z.enum(["ok", "down"]),
  environment: z.string(),
  /**
   * What answered (decision 109): the Worker version's id and tag (the commit a release uploaded it
   * with), and the commit it was built from; "unknown" where a local run has none.
   */
  version: z.object({ id: z.string(), tag: z.string(), commit: z.string() }),
  checkedAt: z.iso.datetime(),
  checks: z.object({
    config: PartHealthSchema,
    kv: PartHealthSchema,
    durableObjects: PartHealthSchema,
    carrier: PartHealthSchema,
  }),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
