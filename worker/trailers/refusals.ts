// A logistics call refused for a reason the driver can act on, in the browser's
// ApiError shape with the app's own words (never the upstream's text). Anything
// else stays an UpstreamError, mapped by the app's error handler (decision 025).
import { apiErrorBody } from "../../shared/api-error.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

export function refusalOf(error: unknown) {
  if (!(error instanceof UpstreamError) || error.kind !== "upstream") return undefined;
  const { statusCode, reasonCode } = error.failure;
  switch (reasonCode) {
    case ReasonCode.trailerNotFound:
      return apiErrorBody("notFound", 404, "Trailer not found.", { reasonCode });
    case ReasonCode.invalidOrder:
      return apiErrorBody("invalidOrder", 404, "No order with this number.", { reasonCode });
    case ReasonCode.invalidOrderType:
      return apiErrorBody("invalidOrderType", 422, "This order cannot be used in this app.", { reasonCode });
    case ReasonCode.driverNotFound:
      return apiErrorBody("notOnFile", 403, "This phone number is not on file for this order.", {
        reasonCode,
      });
    case ReasonCode.trailerNotAttachable:
    case ReasonCode.trailerNotDetachable:
    case ReasonCode.invalidTrailerType:
      return apiErrorBody("refused", 409, "Failed to update trailer association.", { reasonCode });
    default:
      return statusCode === 409
        ? apiErrorBody("refused", 409, "Failed to update trailer association.", { reasonCode })
        : undefined;
  }
}

/**
 * A refused association goes back to the browser, anything else is rethrown. Spec §8's log line
 * (the action text, the reason code and its name) is the route's `writeFailed` (http/failed-write-log.ts).
 */
export function refusedAssociation(error: unknown) {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return refusal;
}
