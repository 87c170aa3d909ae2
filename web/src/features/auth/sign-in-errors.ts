// The sign-in answers of the Worker that are not about one field, in the driver's language.
import { useLingui } from "@lingui/react/macro";
import type { ApiRequestError } from "../../lib/api-client.ts";

export function useSignInErrorText() {
  const { t } = useLingui();
  return (error: ApiRequestError): string => {
    const seconds = error.error.retryAfterSeconds ?? 60;
    switch (error.kind) {
      case "invalidOrder":
        return t`We can't find this order number. Check it, or contact your broker.`;
      case "notOnFile":
        return t`This phone number is not on file for this order. Contact your broker to update it.`;
      case "cooldown":
        return t`A code was just sent. You can ask for another in ${seconds} seconds.`;
      case "rateLimited":
        return t`Too many attempts. Try again in ${seconds} seconds.`;
      case "invalidCode":
        return t`Invalid code. Please try again.`;
      default:
        return t`Something went wrong. Please try again.`;
    }
  };
}
