import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Checkbox } from "#web/components/ui/checkbox.tsx";

/**
 * docs/product.md §4: a detach away from the trailer needs this rule acknowledged. `lead` says why
 * the rule applies, in the words of what the driver just answered; by default, what the check found.
 */
export function AwayFromTrailerNotice({
  acknowledged,
  onAcknowledge,
  error,
  lead = <Trans>You do not seem to be at the trailer.</Trans>,
}: {
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
  error: boolean;
  lead?: ReactNode;
}) {
  return (
    <div className="notice notice-warning">
      <p>
        <strong>{lead}</strong>{" "}
        <Trans>
          A detach must be reported at the time you drop the trailer. Not doing so leads to disqualification
          from Power Only loads.
        </Trans>
      </p>
      <Checkbox
        checked={acknowledged}
        onChange={(event) => onAcknowledge(event.target.checked)}
        error={error ? <Trans>Required</Trans> : undefined}
      >
        <Trans>I understand that detaching must be reported when the trailer is dropped.</Trans>
      </Checkbox>
    </div>
  );
}
