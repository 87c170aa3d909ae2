// docs/product.md §8: a failed association is logged with the action text, the reason code
// and its catalogue name. §5 (an association failed unless the status is 200 and
// isSuccessful) is the contract's success shape, applied by the client to every
// write's answer (LOGISTICS_CALLS' `success`, decision 062). A write the route
// answers as failed is logged by its `writeFailed` line (http/failed-write-log.ts);
// this line is for a part that failed under a write that went through (the drop
// spot's mapping after a detach).
import { reasonCodeName } from "#shared/logistics/reason-codes.ts";
import type { Logger } from "#worker/log/logger.ts";

export function logFailedAssociation(log: Logger, actionText: string, reasonCode: number | null): void {
  const code = reasonCode ?? -1;
  log.warn("associationFailed", {
    action: actionText,
    reasonCode: code,
    reasonCodeName: reasonCodeName(code),
  });
}
