// What a texted code costs (decisions 046, 066, 119): one hit on the phone and
// order's own allowance, one on what the asking network may make that phone
// receive, one on the phone's ceiling and one on the ceiling across all phones,
// all taken just before the API is asked to text and all given back when it texts
// nothing (not on file, company driver, wrong order type, cooldown). So a
// stranger's refused requests with a driver's phone cost that driver nothing, and
// a stranger's texts for the driver's phone with another order, from another
// network, spend neither the driver's own order's allowance nor their network's.
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
  asked: { phone: string; orderNumber: string; network: string },
): Promise<TextAllowance> {
  const { phone, orderNumber, network } = asked;
  const checks: [RateLimitName, string][] = [
    ["codeRequestsPerPhoneAndOrder", `${phone}:${orderNumber}`],
    ["codeRequestsPerPhoneFromNetwork", `${phone}:${network}`],
    ["codeRequestsPerPhone", phone],
    ["codesTextedAcrossPhones", EVERYONE],
  ];
  // All at once (one round trip, not four); when any refuses, the others' hits go back.
  const decisions = await Promise.all(
    checks.map(async ([name, subject]) => ({
      name,
      subject,
      decision: await consumeRateLimit(env, config, name, subject),
    })),
  );
  const taken: Taken[] = decisions.flatMap(({ name, subject, decision }) =>
    decision.allowed ? [{ name, subject, hitAt: decision.hitAt }] : [],
  );
  const giveBack = async () => {
    await Promise.all(taken.map((t) => refundRateLimit(env, t.name, t.subject, t.hitAt)));
  };
  const ceiling = limitFor("codesTextedAcrossPhones", config).limit;
  const refusal = decisions.find(({ decision }) => !decision.allowed);
  if (refusal !== undefined && !refusal.decision.allowed) {
    await giveBack();
    if (refusal.name === "codesTextedAcrossPhones") log.error("textCeilingReached", { limit: ceiling });
    return { refused: refusal.name, retryAfterSeconds: refusal.decision.retryAfterSeconds };
  }
  const across = decisions.find(({ name }) => name === "codesTextedAcrossPhones")?.decision;
  if (across?.allowed && across.used >= ceiling * TEXT_CEILING_WARNING) {
    log.warn("textCeilingNear", { used: across.used, limit: ceiling });
  }
  return { refused: undefined, giveBack };
}
