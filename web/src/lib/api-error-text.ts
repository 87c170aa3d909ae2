// The driver's words for every kind of error the edge Worker answers (the `kind`
// of shared/api-error.ts), in one place: each screen shows the same text for the
// same failure, and a new kind is a type error here until it has its words. When
// the Worker answered, the text ends with its request id (decision 070): what the
// driver reads out to the broker, who finds the request's log lines with it.
import { useLingui } from "@lingui/react/macro";
import type { ApiError, ApiErrorKind } from "../../../shared/api-error.ts";
import { ReasonCode } from "../../../shared/logistics/reason-codes.ts";
import { ApiRequestError } from "./api-client.ts";

/** A failure as the client has it: a failed call, or one kept with a write in the outbox. */
export type FailureLike =
  | ApiRequestError
  | (Partial<Pick<ApiError, "retryAfterSeconds" | "reasonCode" | "requestId">> & { kind?: string });

/** Failures the driver puts right on the screen (a wrong code, a typo, a wait): no reference to give. */
const OWN_INPUT = new Set<string>(["validation", "invalidCode", "notVerified", "cooldown", "rateLimited"]);

/** Seconds to wait when an answer asks to wait but does not say how long. */
const DEFAULT_WAIT_SECONDS = 60;

export function useApiErrorText() {
  const { t } = useLingui();
  const words = useFailureWords();
  return (failure: FailureLike): string => {
    const error = failure instanceof ApiRequestError ? failure.error : failure;
    const text = words(error);
    const { requestId } = error;
    if (requestId === undefined || OWN_INPUT.has(error.kind ?? "")) return text;
    return `${text} ${t`Reference for your broker: ${requestId}`}`;
  };
}

function useFailureWords() {
  const { t } = useLingui();
  return (error: Exclude<FailureLike, ApiRequestError> | ApiError): string => {
    const seconds = error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
    // A write this phone could not keep (storage full): not an answer of the Worker, but told the same way.
    if (error.kind === "storageFull") {
      return t`This phone has no room left to keep your work: nothing was saved. Free some space, then try again.`;
    }
    // A report the logistics API answered with a no (features/report-issue/outbox-senders.ts).
    if (error.kind === "feedbackNotSubmitted") return t`Feedback could not be submitted`;
    // A photo the system of record did not store (spec §7: isSuccessful false, assessmentId -1; §8).
    if (error.kind === "photoNotStored") {
      return t`The photo could not be stored. Retake it and send it again.`;
    }
    const kind = error.kind as ApiErrorKind | undefined;
    switch (kind) {
      case "invalidOrder":
        return t`We can't find this order number. Check it, or contact your broker.`;
      case "invalidOrderType":
        return t`This order can't be used in Hitch. Check the order number, or contact your broker.`;
      case "notOnFile":
        return t`This phone number is not on file for this order. Contact your broker to update it.`;
      case "companyDriver":
        return t`This phone number belongs to a company driver. Close the browser and use the company apps.`;
      case "cooldown":
        return t`A code was just sent. You can ask for another in ${seconds} seconds.`;
      case "rateLimited":
        return t`Too many attempts. Try again in ${seconds} seconds.`;
      case "invalidCode":
        return t`Invalid code. Please try again.`;
      case "unauthorized":
        return t`Session Expired`;
      case "validation":
        return t`Some of what was entered is not valid. Check it and try again.`;
      case "refused":
        if (error.reasonCode === ReasonCode.trailerNotDetachable) {
          return t`This trailer is not currently attached to you. Contact your broker.`;
        }
        if (error.reasonCode === ReasonCode.invalidTrailerType) {
          return t`This type of trailer cannot be used in Hitch.`;
        }
        return t`Failed to update trailer association`;
      case "notVerified":
        return t`Not found!`;
      case "linkExpired":
        return t`This link has expired. Ask whoever sent it for a new one.`;
      case "linkInvalid":
        return t`This link is not valid: it may have been cut short or changed. Ask whoever sent it to send it again.`;
      case "payloadTooLarge":
        return t`What you sent is too large. Send less, or a smaller photo, and try again.`;
      case "notIdentified":
        return t`A red tag can only be sent for a trailer you checked at the trailer (location, plate or VIN). Scan or enter the trailer again, then send it.`;
      case "notStored":
        return t`It could not be stored just now. It is kept on this phone and will be sent again.`;
      case "unsupportedMediaType":
        return t`This file is not a photo the app can send. Retake the photo and send it.`;
      case "timeout":
      case "csrf":
      case "upstream":
      case "configuration":
      case "notFound":
      case "internal":
      case undefined:
        return t`Something went wrong. Please try again.`;
    }
  };
}
