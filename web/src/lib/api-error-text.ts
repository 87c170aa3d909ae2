// The driver's words for every kind of error the edge Worker answers (the `kind`
// of shared/api-error.ts), in one place: each screen shows the same text for the
// same failure, and a new kind is a type error here until it has its words.
import { useLingui } from "@lingui/react/macro";
import type { ApiErrorKind } from "../../../shared/api-error.ts";
import type { ApiRequestError } from "./api-client.ts";

/** Seconds to wait when an answer asks to wait but does not say how long. */
const DEFAULT_WAIT_SECONDS = 60;

export function useApiErrorText() {
  const { t } = useLingui();
  return (error: ApiRequestError): string => {
    const seconds = error.error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
    const kind: ApiErrorKind | undefined = error.kind;
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
        return t`Failed to update trailer association`;
      case "notVerified":
        return t`Not found!`;
      case "linkExpired":
        return t`This link has expired. Ask whoever sent it for a new one.`;
      case "linkInvalid":
        return t`This link is not valid: it may have been cut short or changed. Ask whoever sent it to send it again.`;
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
