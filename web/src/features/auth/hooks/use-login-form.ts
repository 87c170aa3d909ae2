// Login's form (docs/product.md §2): what the driver typed (kept as a draft until sign-in
// succeeds), its checks with the shared schema, the code request, and where each
// answer leads. The page only renders it.
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SignInStartSchema } from "#shared/api/session.ts";
import { paths } from "#web/config/paths.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { type FieldErrors, useIssueMessages } from "#web/lib/field-errors.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { type LoginDraft, loginDraft } from "#web/stores/drafts.ts";
import { pendingSignIn } from "#web/stores/session.ts";
import { requestCode } from "../api/request-code.ts";
import { safeNext } from "../safe-next.ts";

export type LoginField = "orderNumber" | "mobileNumber" | "consent";

export function useLoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const issueMessages = useIssueMessages();
  const errorText = useApiErrorText();
  const { formRef, errors, show } = useFormErrors<LoginField>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const draft = loginDraft.value;

  const update = (change: Partial<LoginDraft>) => {
    loginDraft.value = { ...loginDraft.value, ...change };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The draft as it is now, not as this render saw it: a tap made before the app ran is made
    // again just after the typing reached the draft, before the page has rendered it (lib/early-taps.ts).
    const draft = loginDraft.value;
    setFormError(undefined);
    const found: FieldErrors<LoginField> = {};
    const parsed = SignInStartSchema.safeParse({
      orderNumber: draft.orderNumber,
      mobileNumber: draft.mobileNumber,
    });
    if (!parsed.success) Object.assign(found, issueMessages<LoginField>(parsed.error.issues));
    if (draft.mobileNumber.trim() === "") found.mobileNumber = t`Required`;
    if (!draft.consent) found.consent = t`To continue, agree to the Privacy Policy and the Terms of Use.`;
    show(found);
    if (!parsed.success || Object.keys(found).length > 0) return;

    setBusy(true);
    try {
      const answer = await requestCode(parsed.data);
      const base = { orderNumber: parsed.data.orderNumber, mobileNumber: parsed.data.mobileNumber };
      if (answer.status === "chooseCompany") {
        pendingSignIn.value = { ...base, companies: answer.companies };
        await navigate(paths.companySelection.getHref(next));
      } else {
        pendingSignIn.value = {
          ...base,
          company: answer.company,
          resendAvailableAt: Date.now() + answer.retryAfterSeconds * 1000,
        };
        await navigate(paths.verifyIdentity.getHref(next));
      }
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return; // No answer: the app shows why.
      if (error.kind === "companyDriver") {
        await navigate(paths.welcome.getHref(), { state: { companyDriver: true } });
      } else if (error.kind === "validation" && error.error.issues) {
        show(issueMessages<LoginField>(error.error.issues));
      } else if (error.kind === "invalidOrder") {
        show({ orderNumber: errorText(error) });
      } else if (error.kind === "notOnFile") {
        show({ mobileNumber: errorText(error) });
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return { formRef, draft, errors, formError, busy, update, submit };
}
