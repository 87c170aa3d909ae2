// What a texted code costs (decisions 046, 066): one hit on the driver's phone
// and one on the ceiling across all phones, both taken just before the API is
// asked to text and both given back when it texts nothing (not on file, company
// driver, wrong order type, cooldown). So a stranger's refused requests with a
// driver's phone cost that driver nothing, and cannot use up the ceiling either.
import type { Config } from "../config.ts";
import { consumeRateLimit, EVERYONE, type RateLimitName, refundRateLimit } from "./limits.ts";

type Taken = { name: RateLimitName; subject: string; hitAt: number };

export type TextAllowance =
  | { refused: RateLimitName; retryAfterSeconds: number }
  | { refused: undefined /** Nothing was texted: the hits go back. */; giveBack: () => Promise<void> };

export async function takeTextAllowance(env: Env, config: Config, phone: string): Promise<TextAllowance> {
  const taken: Taken[] = [];
  const giveBack = async () => {
    await Promise.all(taken.map((t) => refundRateLimit(env, t.name, t.subject, t.hitAt)));
  };
  const checks: [RateLimitName, string][] = [
    ["codeRequestsPerPhone", phone],
    ["codesTextedAcrossPhones", EVERYONE],
  ];
  for (const [name, subject] of checks) {
    const decision = await consumeRateLimit(env, config, name, subject);
    if (!decision.allowed) {
      await giveBack();
      return { refused: name, retryAfterSeconds: decision.retryAfterSeconds };
    }
    taken.push({ name, subject, hitAt: decision.hitAt });
  }
  return { refused: undefined, giveBack };
}
