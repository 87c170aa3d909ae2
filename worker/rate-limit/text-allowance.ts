// What a texted code costs (decisions 046, 066): one hit on the driver's phone
// and one on the ceiling across all phones, both taken just before the API is
// asked to text and both given back when it texts nothing (not on file, company
// driver, wrong order type, cooldown). So a stranger's refused requests with a
// driver's phone cost that driver nothing, and cannot use up the ceiling either.
// The ceiling is the whole country's: from 80% of it each text is logged
// (textCeilingNear), and a refusal by it too (textCeilingReached), each alerted once
// per incident (decision 109).
import type { Config } from "#worker/config.ts";
import type { Logger } from "#worker/log/logger.ts";
import { consumeRateLimit, EVERYONE, limitFor, type RateLimitName, refundRateLimit } from "./limits.ts";

/** The share of the ceiling from which every text is logged as a warning (and alerted). */
const TEXT_CEILING_WARNING = 0.8;

type Taken = { name: RateLimitName; subject: string; hitAt: number };

export type TextAllowance =
  | { refused: RateLimitName; retryAfterSeconds: number }
  | { refused: undefined /** Nothing was texted: the hits go back. */; giveBack: () => Promise<void> };

export async function takeTextAllowance(
  env: Env,
  config: Config,
  log: Logger,
  phone: string,
): Promise<TextAllowance> {
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
    const ceiling = name === "codesTextedAcrossPhones" ? limitFor(name, config).limit : undefined;
    if (!decision.allowed) {
      await giveBack();
      if (ceiling !== undefined) log.error("textCeilingReached", { limit: ceiling });
      return { refused: name, retryAfterSeconds: decision.retryAfterSeconds };
    }
    if (ceiling !== undefined && decision.used >= ceiling * TEXT_CEILING_WARNING) {
      log.warn("textCeilingNear", { used: decision.used, limit: ceiling });
    }
    taken.push({ name, subject, hitAt: decision.hitAt });
  }
  return { refused: undefined, giveBack };
}
