// The app's own words for a failed logistics call, by its spec §8 reason code.
// The upstream's `message` is never passed on (decision 047): it is the carrier's
// text, and may name its database, its servers or a driver. The browser gets the
// reason code and one of these; the phone shows its translated text by `kind`.
import { UNKNOWN_ERROR } from "../../shared/api-error.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";

const ASSOCIATION_FAILED = "Failed to update trailer association";

const MESSAGES = new Map<number, string>([
  [ReasonCode.trailerNotAttachable, ASSOCIATION_FAILED],
  [ReasonCode.trailerNotDetachable, ASSOCIATION_FAILED],
  [ReasonCode.trailerSearchIndexUpsertFailed, ASSOCIATION_FAILED],
  [ReasonCode.loadSearchIndexUpsertFailed, ASSOCIATION_FAILED],
  [ReasonCode.legacyStatusUpdateFailed, ASSOCIATION_FAILED],
  [ReasonCode.loadsCoreTrailerUpdateFailed, ASSOCIATION_FAILED],
  [ReasonCode.invalidTrailerType, ASSOCIATION_FAILED],
  [ReasonCode.invalidMfaCode, "Invalid code"],
  [ReasonCode.trailerNotFound, "Trailer not found"],
]);

/** §8's message for an error answer with this reason code; 'Unknown Error' for any other. */
export function upstreamMessage(reasonCode: number): string {
  return MESSAGES.get(reasonCode) ?? UNKNOWN_ERROR.message;
}
