// A logistics call refused for a reason the driver can act on, in the browser's
// ApiError shape with the app's own words (never the upstream's text). Anything
// else stays an UpstreamError, mapped by the app's error handler (decision 025).
// A refusal is the system of record's definite no (decision 062): an answer with
// a §8 reason code, whatever its status (a write refused as 200 isSuccessful false
// and one refused as 409 are the same refusal), or a 4xx. No answer, one that
// could not be read, a 5xx without a reason, a 401 (the session's end), 408 and
// 429 (try again) are not refusals: the write may yet go through.
import { apiErrorBody } from "#shared/api-error.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";

const NOT_REFUSALS = new Set([401, 408, 429]);

/** Whether the system of record said no, as opposed to not answering in a way the app can read. */
export function isRefusal(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError) || error.kind !== "upstream") return false;
  const { statusCode, reasonCode } = error.failure;
  if (NOT_REFUSALS.has(statusCode)) return false;
  return reasonCode !== -1 || statusCode < 300 || (statusCode >= 400 && statusCode < 500);
}

export function refusalOf(error: unknown) {
  if (!isRefusal(error)) return undefined;
  const { reasonCode } = error.failure;
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
    default:
      // 440, 441, 484, the partial failures 442-445 and 511, or a no without a reason (-1): the
      // phone words each by its reason code.
      return apiErrorBody("refused", 409, "Failed to update trailer association.", { reasonCode });
  }
}

/**
 * A refused association goes back to the browser, anything else is rethrown. docs/product.md §8's log line
 * (the action text, the reason code and its name) is the route's `writeFailed` (http/failed-write-log.ts).
 */
export function refusedAssociation(error: unknown) {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return refusal;
}
