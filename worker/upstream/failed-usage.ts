// Reports a failed or refused sign-in to logisticsApp/failedUsageAttempt (docs/product.md §7)
// without holding up the driver's answer: a company driver, or repeated failures
// that tripped a rate limit. A refusal by a limit is logged as a warning: production
// keeps it, and a limit refusing drivers is what to raise (decision 110).
import type { Logger } from "#worker/log/logger.ts";
import { maskPhone } from "#worker/log/logger.ts";
import { isRateLimitName } from "#worker/rate-limit/limits.ts";
import type { LogisticsClient } from "./logistics-client.ts";

export type FailedUsage = { reason: string; mobileNumber?: string; orderNumber?: string };

export function reportFailedUsage(
  ctx: { waitUntil(promise: Promise<unknown>): void },
  logistics: LogisticsClient,
  log: Logger,
  attempt: FailedUsage,
): void {
  log[isRateLimitName(attempt.reason) ? "warn" : "info"]("failedUsageAttempt", {
    reason: attempt.reason,
    mobile: attempt.mobileNumber === undefined ? null : maskPhone(attempt.mobileNumber),
  });
  const report = logistics
    .call("failedUsageAttempt", { body: { ...attempt, eventTime: new Date().toISOString() } })
    // Already logged by the client; a lost report must not fail sign-in.
    .catch(() => undefined);
  ctx.waitUntil(report);
}
