import { useLingui } from "@lingui/react/macro";
import { type ComponentProps, type ReactNode, useState } from "react";
import { formatPhoneNumber, MOBILE_NUMBER_DIGITS, phoneDigits } from "#shared/validation.ts";
import { TextField } from "./text-field.tsx";

/** Anything but digits and the characters of a formatted phone number. */
const NOT_PHONE = /[^\d\s()+.-]/;

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, "onChange" | "value" | "error"> & {
  value: string;
  onValueChange: (formatted: string) => void;
  error?: ReactNode;
};

/**
 * A US mobile number, shown as (XXX) XXX-XXXX while it is typed or pasted (docs/product.md §5): "+1 555 010 0001",
 * "1-555-010-0001" and "555.010.0001" all read (555) 010-0001. Letters are not kept, and the driver
 * is told why they disappeared; more than ten digits are kept and said to be too many, never cut.
 */
export function PhoneField({ value, onValueChange, error, ...rest }: PhoneFieldProps) {
  const { t } = useLingui();
  const [rejected, setRejected] = useState(false);
  const digits = phoneDigits(value).length;
  const expected = MOBILE_NUMBER_DIGITS;
  const ownError =
    digits > expected
      ? t`A mobile number has ${expected} digits; this one has ${digits}. Check it.`
      : rejected
        ? t`Invalid phone number. Enter digits only.`
        : undefined;
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t`(555) 555-5555`}
      value={value}
      error={error ?? ownError}
      onChange={(event) => {
        const raw = event.target.value;
        setRejected(NOT_PHONE.test(raw));
        onValueChange(formatPhoneNumber(raw));
      }}
      {...rest}
    />
  );
}
