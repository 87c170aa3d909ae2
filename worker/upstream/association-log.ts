// §5: an association failed unless the status is 200 and isSuccessful. (Spec §8's
// log line of a failed one is the route's `writeFailed`, http/failed-write-log.ts.)
import type { AssociationResult } from "../../shared/logistics/common.ts";

export function isFailedAssociation(status: number, result: AssociationResult | undefined): boolean {
  return status !== 200 || result?.isSuccessful !== true;
}
