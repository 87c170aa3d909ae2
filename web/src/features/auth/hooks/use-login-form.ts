// Login's form (docs/product.md §2): what the driver typed (kept as a draft until sign-in
// succeeds), its checks with the shared schema, the code request, and where each
// answer leads. The page only renders it. Continue is busy, and the form closed to
// typing, from the tap until the next screen is up; Verify's code loads while the
// code is texted; a sign-in already under way for the same order and phone goes back
// to Verify with the code the driver holds while no new one may be sent (decision 106).
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type SignInStart, SignInStartSchema } from "#shared/api/session.ts";
import { paths } from "#web/config/paths.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useApiErrorText } from "#web/lib/api-error-text.ts";
import { type FieldErrors, useIssueMessages } from "#web/lib/field-errors.ts";
import { loadScreenCode } from "#web/lib/screen-code.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
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
  const { busy, send, sending } = useSending();
  const draft = loginDraft.value;

  const update = (change: Partial<LoginDraft>) => {
    loginDraft.value = { ...loginDraft.value, ...change };
  };

  const toVerify = async (): Promise<typeof MOVED_ON> => {
    await navigate(paths.verifyIdentity.getHref(next));
    return MOVED_ON;
  };

  const requestFor = async (start: SignInStart): Promise<typeof MOVED_ON | undefined> => {
    // Verify's code comes while the code is texted (on one bar, seconds), not after.
    loadScreenCode(paths.verifyIdentity.getHref());
    try {
      const answer = await requestCode(start);
      if (answer.status === "chooseCompany") {
        pendingSignIn.value = { ...start, companies: answer.companies };
        await navigate(paths.companySelection.getHref(next));
        return MOVED_ON;
      }
      pendingSignIn.value = {
        ...start,
        company: answer.company,
        resendAvailableAt: Date.now() + answer.retryAfterSeconds * 1000,
      };
      return await toVerify();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return; // No answer: the app shows why.
      const held = heldSignIn(start);
      if (error.kind === "cooldown" && held) {
        // A code was texted for this sign-in moments ago (its cooldown runs longer than the phone
        // knew): the driver holds it.
        const wait = error.error.retryAfterSeconds ?? 0;
        pendingSignIn.value = { ...held, resendAvailableAt: Date.now() + wait * 1000 };
        return await toVerify();
      }
      if (error.kind === "companyDriver") {
        await navigate(paths.welcome.getHref(), { state: { companyDriver: true } });
        return MOVED_ON;
      }
      if (error.kind === "validation" && error.error.issues) {
        show(issueMessages<LoginField>(error.error.issues));
      } else if (error.kind === "invalidOrder") {
        show({ orderNumber: errorText(error) });
      } else if (error.kind === "notOnFile") {
        show({ mobileNumber: errorText(error) });
      } else {
        setFormError(errorText(error));
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending()) return;
    // The draft as it is now, not as this render saw it: a tap made before the app ran is made
    // again just after the typing reached the draft, before the page has rendered it (first-screen/early-taps.ts).
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
    const start = { orderNumber: parsed.data.orderNumber, mobileNumber: parsed.data.mobileNumber };
    const held = heldSignIn(start);
    // Back on Login while the code texted for this order and phone may not be sent again: Verify, with
    // the code the driver holds, never a second text (Verify offers Resend once the cooldown is over).
    const inCooldown = held !== undefined && (held.resendAvailableAt ?? 0) > Date.now();
    void send("send", () => (inCooldown ? toVerify() : requestFor(start)));
  };

  return { formRef, draft, errors, formError, busy: busy !== null, update, submit };
}

/** The sign-in under way for this order and phone, once its code was texted (a company known). */
function heldSignIn(start: SignInStart) {
  const held = pendingSignIn.value;
  const same = held?.orderNumber === start.orderNumber && held.mobileNumber === start.mobileNumber;
  return same && held.company !== undefined ? held : undefined;
}
