// Spec §8: a failed association is logged with the action text, the reason code
// and its catalogue name. §5: it failed unless the status is 200 and isSuccessful.
import type { AssociationResult } from "../../shared/logistics/common.ts";
import { reasonCodeName } from "../../shared/logistics/reason-codes.ts";
import type { Logger } from "../log/logger.ts";

export function isFailedAssociation(status: number, result: AssociationResult | undefined): boolean {
  return status !== 200 || result?.isSuccessful !== true;
}

export function logFailedAssociation(log: Logger, actionText: string, reasonCode: number | null): void {
  const code = reasonCode ?? -1;
  log.warn("associationFailed", {
    action: actionText,
    reasonCode: code,
    reasonCodeName: reasonCodeName(code),
  });
}
