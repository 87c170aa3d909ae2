// The §5 messages for the error codes the shared field schemas raise
// ("required", "maxLength", "validation", "invalidPhoneNumber"), whether the
// issue came from validating in the browser or from the Worker's 400 answer.
import { useLingui } from "@lingui/react/macro";
import {
  FREE_TEXT_MAX_LENGTH,
  ORDER_NUMBER_MAX_LENGTH,
  TRAILER_NUMBER_MAX_LENGTH,
} from "#shared/validation.ts";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface Issue {
  path: PropertyKey[] | string;
  message: string;
}

/** The first issue code for each field; a path like "body.orderNumber" counts as "orderNumber". */
function issueCodes(issues: readonly Issue[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String);
    const field = path.at(-1);
    if (field && !(field in codes)) codes[field] = issue.message;
  }
  return codes;
}

/** Turns an issue code on a field into the driver's language. */
export function useFieldErrorText() {
  const { t } = useLingui();
  return (field: string, code: string): string => {
    switch (code) {
      case "required":
        return t`Required`;
      case "invalidPhoneNumber":
        return t`Invalid phone number. Enter the 10 digits of your mobile number.`;
      case "maxLength": {
        if (field === "orderNumber") {
          const max = ORDER_NUMBER_MAX_LENGTH;
          return t`Order number can have at most ${max} characters.`;
        }
        if (field === "trailerNumber") {
          const max = TRAILER_NUMBER_MAX_LENGTH;
          return t`Trailer number can have at most ${max} characters.`;
        }
        const max = FREE_TEXT_MAX_LENGTH;
        return t`This can have at most ${max} characters.`;
      }
      default:
        if (field === "orderNumber") return t`Invalid order number. Use only letters and numbers.`;
        if (field === "trailerNumber") return t`Invalid Trailer!`;
        if (field === "code") return t`Enter the 6-digit code from the text message.`;
        if (field === "mobileNumber" || field === "phoneNumber") {
          return t`Invalid phone number. Enter the 10 digits of your mobile number.`;
        }
        return t`Check this field.`;
    }
  };
}

/** Translated messages for every field with an issue. */
export function useIssueMessages() {
  const text = useFieldErrorText();
  return <F extends string>(issues: readonly Issue[]): FieldErrors<F> => {
    const errors: Record<string, string> = {};
    for (const [field, code] of Object.entries(issueCodes(issues))) errors[field] = text(field, code);
    return errors as FieldErrors<F>;
  };
}

/** Moves focus to the first field in error, so a screen reader reads its message. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
