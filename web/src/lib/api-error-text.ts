// The driver's words for every kind of error the edge Worker answers (the `kind`
// of shared/api-error.ts), in one place: each screen shows the same text for the
// same failure, and a new kind is a type error here until it has its words.
// Words as message descriptors (apiErrorWords), so an alert can hold them and
// render them in whatever language the driver reads when it shows. When the
// Worker answered, the text ends with its request id (decision 070): what the
// driver reads out to the broker, who finds the request's log lines with it.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ApiError, ApiErrorKind } from "#shared/api-error.ts";
import { PARTLY_RECORDED_REASON_CODES, ReasonCode } from "#shared/logistics/reason-codes.ts";
import { ApiRequestError } from "./api-client.ts";

/** A failure as the client has it: a failed call, or one kept with a write in the outbox. */
export type FailureLike =
  | ApiRequestError
  | (Partial<Pick<ApiError, "retryAfterSeconds" | "reasonCode" | "requestId">> & { kind?: string });

/** Failures the driver puts right on the screen (a wrong code, a typo, a wait): no reference to give. */
const OWN_INPUT = new Set<string>(["validation", "invalidCode", "notVerified", "cooldown", "rateLimited"]);

/** Seconds to wait when an answer asks to wait but does not say how long. */
const DEFAULT_WAIT_SECONDS = 60;

/** Whether a refused association went through in part (docs/product.md §4: the trailer mapping did not). */
export function isPartlyRecordedCode(reasonCode: number | undefined): boolean {
  return (PARTLY_RECORDED_REASON_CODES as readonly number[]).includes(reasonCode ?? 0);
}

/**
 * A refused association write, by its §8 reason code: what it means and what to do next. 440 and
 * 441 are final; 442–445 and 511 are the partial successes of docs/product.md §4 (recorded, but the trailer's
 * records were not updated: the broker corrects them).
 */
function refusalWords(reasonCode: number | undefined): MessageDescriptor {
  const reason = reasonCode ?? 0;
  if (isPartlyRecordedCode(reason)) {
    return msg`The carrier recorded it, but the trailer's records were not fully updated (reason ${reason}). Contact your broker so they can correct them.`;
  }
  switch (reason) {
    case ReasonCode.trailerNotAttachable:
      return msg`The carrier did not accept it: this trailer cannot be attached to you (reason ${reason}). Scan another trailer, or contact your broker.`;
    case ReasonCode.trailerNotDetachable:
      return msg`This trailer is not currently attached to you (reason ${reason}). Contact your broker.`;
    case ReasonCode.invalidTrailerType:
      return msg`This type of trailer cannot be used in Hitch.`;
    default:
      return msg`Failed to update trailer association`;
  }
}

/** The words for a failure, as a message descriptor (translated where it is shown). */
export function apiErrorWords(failure: FailureLike): MessageDescriptor {
  const error = failure instanceof ApiRequestError ? failure.error : failure;
  const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
  // A write this phone could not keep (storage full): not an answer of the Worker, but told the same way.
  if (error.kind === "storageFull") {
    return msg`This phone has no room left to keep your work: nothing was saved. Free some space, then try again.`;
  }
  // A report the logistics API answered with a no (features/report-issue/outbox-senders.ts).
  if (error.kind === "feedbackNotSubmitted") return msg`Feedback could not be submitted`;
  // A photo the system of record did not store (docs/product.md §7: isSuccessful false, assessmentId -1; §8).
  if (error.kind === "photoNotStored") {
    return msg`The photo could not be stored. Retake it and send it again.`;
  }
  const kind = error.kind as ApiErrorKind | undefined;
  switch (kind) {
    case "invalidOrder":
      return msg`We can't find this order number. Check it, or contact your broker.`;
    case "invalidOrderType":
      return msg`This order can't be used in Hitch. Check the order number, or contact your broker.`;
    case "notOnFile":
      return msg`This phone number is not on file for this order. Contact your broker to update it.`;
    case "companyDriver":
      return msg`This phone number belongs to a company driver. Close the browser and use the company apps.`;
    case "cooldown":
      return msg`A code was just sent. You can ask for another in ${seconds} seconds.`;
    case "rateLimited":
      return msg`Too many attempts. Try again in ${seconds} seconds.`;
    case "invalidCode":
      return msg`Invalid code. Please try again.`;
    case "unauthorized":
      return msg`Session Expired`;
    case "validation":
      return msg`Some of what was entered is not valid. Check it and try again.`;
    case "refused":
      return refusalWords(error.reasonCode);
    case "notVerified":
      return msg`Not found!`;
    case "linkExpired":
      return msg`This link has expired. Ask whoever sent it for a new one.`;
    case "linkInvalid":
      return msg`This link is not valid: it may have been cut short or changed. Ask whoever sent it to send it again.`;
    case "payloadTooLarge":
      return msg`What you sent is too large. Send less, or a smaller photo, and try again.`;
    case "notIdentified":
      return msg`A red tag can only be sent for a trailer you may take or hold, checked at the trailer: its plate or VIN, or your location for a trailer on your order. Scan or enter the trailer again, then send it.`;
    case "notYourTrailer":
      return msg`This trailer is not on your order, not attached to you, and was not checked on this phone, so it cannot be assessed, red-tagged or photographed. Scan or enter the trailer and check it first.`;
    case "notStored":
      return msg`It could not be stored just now. It is kept on this phone and will be sent again.`;
    case "unsupportedMediaType":
      return msg`This file is not a photo the app can send. Retake the photo and send it.`;
    case "unreadableAnswer":
      return msg`The logistics system answered without something Hitch needs. Try again later, or contact your broker.`;
    case "timeout":
    case "csrf":
    case "upstream":
    case "configuration":
    case "notFound":
    case "internal":
    case undefined:
      return msg`Something went wrong. Please try again.`;
  }
}

/** The reference the driver gives the broker for a failure the Worker answered, when there is one. */
export function brokerReference(failure: FailureLike): MessageDescriptor | undefined {
  const error = failure instanceof ApiRequestError ? failure.error : failure;
  const { requestId } = error;
  if (requestId === undefined || OWN_INPUT.has(error.kind ?? "")) return undefined;
  return msg`Reference for your broker: ${requestId}`;
}

export function useApiErrorText() {
  const { i18n } = useLingui();
  return (failure: FailureLike): string => {
    const text = i18n._(apiErrorWords(failure));
    const reference = brokerReference(failure);
    return reference === undefined ? text : `${text} ${i18n._(reference)}`;
  };
}
