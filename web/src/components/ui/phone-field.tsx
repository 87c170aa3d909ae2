import { useLingui } from "@lingui/react/macro";
import { type ComponentProps, type ReactNode, useState } from "react";
import { formatPhoneNumber } from "../../../../shared/validation.ts";
import { TextField } from "./text-field.tsx";

/** Anything but digits and the characters of a formatted phone number. */
const NOT_PHONE = /[^\d\s()+.-]/;

type PhoneFieldProps = Omit<ComponentProps<typeof TextField>, "onChange" | "value" | "error"> & {
  value: string;
  onValueChange: (formatted: string) => void;
  error?: ReactNode;
};

/**
 * A US mobile number, shown as (XXX) XXX-XXXX while it is typed (spec §5).
 * Letters are not kept, and the driver is told why they disappeared.
 */
export function PhoneField({ value, onValueChange, error, ...rest }: PhoneFieldProps) {
  const { t } = useLingui();
  const [rejected, setRejected] = useState(false);
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={t`(555) 555-5555`}
      value={value}
      error={error ?? (rejected ? t`Invalid phone number. Enter digits only.` : undefined)}
      onChange={(event) => {
        const raw = event.target.value;
        setRejected(NOT_PHONE.test(raw));
        onValueChange(formatPhoneNumber(raw));
      }}
      {...rest}
    />
  );
}
