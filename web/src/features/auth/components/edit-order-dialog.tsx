import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { ChangeOrderSchema } from "#shared/api/session.ts";
import type { Company } from "#shared/logistics/enums.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { WaitingStatus } from "#web/components/waiting-status.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { useIssueMessages } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { alerts } from "#web/stores/alerts.ts";
import {
  applyLaunchState,
  clearLaunchState,
  handOverLaunchState,
  launchStateLoad,
} from "#web/stores/launch-state.ts";
import { userDetails } from "#web/stores/session.ts";
import { changeOrder } from "../api/change-order.ts";

/**
 * Edit order number: move the signed-in driver to another order, keeping the verified phone. The
 * order is checked as sign-in checks it (decision 106): an unknown order, one of a type Hitch does
 * not serve, one the driver is not on file for are each said here, and the driver stays on the
 * order they had. `onSaved` runs once the order is changed, before the dialog closes.
 */
export function EditOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved?: () => void }) {
  const issueMessages = useIssueMessages();
  const errorText = useApiErrorText();
  const companyName = useCompanyName();
  const { formRef, errors, show, clear } = useFormErrors<"orderNumber">();
  const current = userDetails.value?.orderNumber;
  const [orderNumber, setOrderNumber] = useState(current ?? "");
  const [companies, setCompanies] = useState<Company[] | null>(null);
  // One save at a time, busy until the dialog closes on the new order (decision 106).
  const { busy, send, sending } = useSending<"save" | Company>();
  const [refused, setRefused] = useState(false);

  const fail = (message: string | undefined) => {
    show({ orderNumber: message });
    setRefused(true);
  };

  const save = (company?: Company) => {
    if (sending()) return;
    setRefused(false);
    const parsed = ChangeOrderSchema.safeParse({ orderNumber, company });
    if (!parsed.success) return fail(issueMessages<"orderNumber">(parsed.error.issues).orderNumber);
    clear();
    void send(company ?? "save", async () => {
      try {
        const answer = await changeOrder(parsed.data);
        if (!("user" in answer)) {
          setCompanies(answer.companies);
          return;
        }
        // Another order's load and trailers go; the same order's stay (app start reloads only on a change).
        const before = userDetails.value;
        if (before?.orderNumber !== answer.user.orderNumber || before.company !== answer.user.company) {
          clearLaunchState();
        }
        // The new order's state came with the answer (decision 083): shown now, not asked for again.
        applyLaunchState(answer.launchState);
        launchStateLoad.value = "loaded";
        handOverLaunchState(answer.user, answer.launchState);
        userDetails.value = answer.user;
        alerts.add({ theme: "success", message: msg`Order number updated.` });
        onSaved?.();
        onClose();
        return MOVED_ON;
      } catch (caught) {
        if (!(caught instanceof ApiRequestError)) return;
        if (caught.kind === "validation" && caught.error.issues) {
          fail(issueMessages<"orderNumber">(caught.error.issues).orderNumber);
        } else {
          fail(errorText(caught));
        }
      }
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  return (
    <Dialog title={<Trans>Edit order number</Trans>} onCancel={onClose}>
      <form ref={formRef} noValidate onSubmit={submit}>
        <fieldset className="form" disabled={busy !== null}>
          <IdentifierField
            label={<Trans>Order number</Trans>}
            name="orderNumber"
            value={orderNumber}
            error={errors.orderNumber}
            onChange={(event) => {
              setOrderNumber(event.target.value);
              setCompanies(null);
              setRefused(false);
            }}
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
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </fieldset>
      </form>
      {/* The page's waiting line is behind this modal dialog: its own, with Try again. */}
      <WaitingStatus />
    </Dialog>
  );
}
