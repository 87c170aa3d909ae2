// The app's own words for a failed logistics call, by its docs/product.md §8 reason code.
// The upstream's `message` is never passed on (decision 047): it is the carrier's
// text, and may name its database, its servers or a driver. The browser gets the
// reason code and one of these; the phone shows its translated text by `kind`.
import { UNKNOWN_ERROR } from "#shared/api-error.ts";
import type { LogisticsCallName } from "#shared/logistics/contract.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

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

/**
 * Each call's own message when its answer lacks something the app needs (decision 061): what could
 * not be done, in the app's words, rather than §8's bare 'Unknown Error'.
 */
const UNREADABLE: Record<LogisticsCallName, string> = {
  validateToken: "The session could not be checked.",
  verifyIdentity: "The code could not be checked.",
  requestVerificationCode: "The code could not be sent.",
  loadByLoadNumber: "The order could not be read.",
  loadsByLoadNumber: "The order could not be read.",
  getTrailerById: "The trailer could not be looked up.",
  getByQrId: "The trailer behind this sticker could not be looked up.",
  trailersAttachedToLoad: "The order's trailers could not be read.",
  attachability: "Whether the trailer can be attached could not be checked.",
  detachability: "Whether the trailer can be detached could not be checked.",
  attach: "Whether the trailer was attached could not be read.",
  detach: "Whether the trailer was detached could not be read.",
  updateAttachedTrailer: "Whether the trailer was moved onto this order could not be read.",
  confirmAttachedTrailer: "Whether the trailer was released could not be read.",
  mapTrailerOnDetach: "Whether the drop spot was recorded could not be read.",
  trailerAssessment: "Whether the assessment was stored could not be read.",
  reportUnassociatedQr: "Whether the sticker was reported could not be read.",
  appLaunchState: "The order's state could not be read.",
  failedUsageAttempt: "The failed sign-in could not be reported.",
  uploadDocument: "Whether the photo was stored could not be read.",
  submitFeedback: "Whether the report was submitted could not be read.",
  featureFlags: "The app's settings could not be read.",
  persistentAlert: "The notice could not be read.",
};

export function unreadableMessage(call: LogisticsCallName): string {
  return UNREADABLE[call];
}
