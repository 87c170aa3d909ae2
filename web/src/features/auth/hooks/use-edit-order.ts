// Edit order number's form: the order typed, its check with the shared schema, and Save (or a
// company, when the order exists for two). The order is checked as sign-in checks it (decision
// 106): an unknown order, one of a type Hitch does not serve, one the driver is not on file for
// are each said in the dialog, and the driver stays on the order they had. One save at a time,
// busy until the dialog closes. What is typed is kept until Save or Cancel (stores/edit-order-draft.ts).
import { msg } from "@lingui/core/macro";
import { type FormEvent, useState } from "react";
import { ChangeOrderSchema, type SignedInAnswer } from "#shared/api/session.ts";
import type { Company } from "#shared/logistics/enums.ts";
import { changeOrder } from "#web/features/auth/api/change-order.ts";
import { useIssueMessages } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { alerts } from "#web/stores/alerts.ts";
import { editOrderDraft } from "#web/stores/edit-order-draft.ts";
import {
  applyLaunchState,
  clearLaunchState,
  handOverLaunchState,
  launchStateLoad,
} from "#web/stores/launch-state.ts";
import { userDetails } from "#web/stores/session.ts";

/** The driver moved to the order the answer names, with its state (decision 083): shown now, not asked for again. */
function moveTo({ user, launchState }: SignedInAnswer) {
  // Another order's load and trailers go; the same order's stay (app start reloads only on a change).
  const before = userDetails.value;
  if (before?.orderNumber !== user.orderNumber || before.company !== user.company) clearLaunchState();
  applyLaunchState(launchState);
  launchStateLoad.value = "loaded";
  handOverLaunchState(user, launchState);
  userDetails.value = user;
}

/** `onSaved` runs once the order is changed, before `onClose` closes the dialog. */
export function useEditOrder({ onClose, onSaved }: { onClose: () => void; onSaved?: () => void }) {
  const issueMessages = useIssueMessages();
  const { formRef, errors, show, clear } = useFormErrors<"orderNumber">();
  const current = userDetails.value?.orderNumber;
  const draft = editOrderDraft.value;
  const orderNumber = draft && draft.from === current ? draft.orderNumber : (current ?? "");
  const [companies, setCompanies] = useState<Company[] | null>(null);
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
    void send(
      company ?? "save",
      async () => {
        const answer = await changeOrder(parsed.data);
        if (!("user" in answer)) {
          setCompanies(answer.companies);
          return;
        }
        moveTo(answer);
        editOrderDraft.value = null;
        alerts.add({ theme: "success", message: msg`Order number updated.` });
        onSaved?.();
        onClose();
        return MOVED_ON;
      },
      ({ text, error }) =>
        fail(
          error.kind === "validation" && error.issues
            ? issueMessages<"orderNumber">(error.issues).orderNumber
            : text,
        ),
    );
  };

  const type = (typed: string) => {
    editOrderDraft.value = { from: current ?? "", orderNumber: typed };
    setCompanies(null);
    setRefused(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  /** Cancel: what was typed goes with the dialog. */
  const cancel = () => {
    editOrderDraft.value = null;
    onClose();
  };

  return { formRef, errors, current, orderNumber, type, companies, refused, busy, save, submit, cancel };
}
