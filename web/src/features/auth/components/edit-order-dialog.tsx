import { Trans } from "@lingui/react/macro";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { WaitingStatus } from "#web/components/waiting-status.tsx";
import { useEditOrder } from "#web/features/auth/hooks/use-edit-order.ts";
import { useCompanyName } from "#web/lib/company-name.ts";

/**
 * Edit order number: move the signed-in driver to another order, keeping the verified phone
 * (its form and its save: hooks/use-edit-order.ts).
 */
export function EditOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved?: () => void }) {
  const companyName = useCompanyName();
  const { formRef, errors, current, orderNumber, type, companies, refused, busy, save, submit, cancel } =
    useEditOrder({
      onClose,
      onSaved,
    });

  return (
    <Dialog title={<Trans>Edit order number</Trans>} onCancel={cancel}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <fieldset className="form" disabled={busy !== null}>
          <IdentifierField
            label={<Trans>Order number</Trans>}
            name="orderNumber"
            value={orderNumber}
            error={errors.orderNumber}
            onChange={(event) => type(event.target.value)}
          />
          {refused && current && (
            <p role="status">
              <Trans>You are still on order {current}.</Trans>
            </p>
          )}
          {companies ? (
            <fieldset className="stack">
              <legend>
                <Trans>
                  This order number exists for more than one company. Select the company it was booked with.
                </Trans>
              </legend>
              {companies.map((company) => (
                <Button
                  key={company}
                  variant="secondary"
                  busy={busy === company}
                  onClick={() => save(company)}
                >
                  {companyName(company)}
                </Button>
              ))}
            </fieldset>
          ) : (
            <Button type="submit" busy={busy === "save"}>
              <Trans>Save</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
        </fieldset>
      </form>
      {/* The page's waiting line is behind this modal dialog: its own, with Try again. */}
      <WaitingStatus />
    </Dialog>
  );
}
