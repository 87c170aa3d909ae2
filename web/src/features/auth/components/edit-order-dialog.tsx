import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { ChangeOrderSchema } from "#shared/api/session.ts";
import type { Company } from "#shared/logistics/enums.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { useIssueMessages } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
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
 * Edit order number: move the signed-in driver to another order, keeping the verified phone.
 * `onSaved` runs once the order is changed, before the dialog closes.
 */
export function EditOrderDialog({ onClose, onSaved }: { onClose: () => void; onSaved?: () => void }) {
  const issueMessages = useIssueMessages();
  const errorText = useApiErrorText();
  const companyName = useCompanyName();
  const { formRef, errors, show, clear } = useFormErrors<"orderNumber">();
  const [orderNumber, setOrderNumber] = useState(userDetails.value?.orderNumber ?? "");
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: string | undefined) => show({ orderNumber: message });

  const save = async (company?: Company) => {
    const parsed = ChangeOrderSchema.safeParse({ orderNumber, company });
    if (!parsed.success) return fail(issueMessages<"orderNumber">(parsed.error.issues).orderNumber);
    clear();
    setBusy(true);
    try {
      const answer = await changeOrder(parsed.data);
      if ("user" in answer) {
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
      } else {
        setCompanies(answer.companies);
      }
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) return;
      if (caught.kind === "validation" && caught.error.issues) {
        fail(issueMessages<"orderNumber">(caught.error.issues).orderNumber);
      } else {
        fail(errorText(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <Dialog title={<Trans>Edit order number</Trans>} onCancel={onClose}>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <IdentifierField
          label={<Trans>Order number</Trans>}
          name="orderNumber"
          value={orderNumber}
          error={errors.orderNumber}
          onChange={(event) => {
            setOrderNumber(event.target.value);
            setCompanies(null);
          }}
        />
        {companies ? (
          <fieldset className="stack">
            <legend>
              <Trans>
                This order number exists for more than one company. Select the company it was booked with.
              </Trans>
            </legend>
            {companies.map((company) => (
              <Button key={company} variant="secondary" busy={busy} onClick={() => void save(company)}>
                {companyName(company)}
              </Button>
            ))}
          </fieldset>
        ) : (
          <Button type="submit" busy={busy}>
            <Trans>Save</Trans>
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
