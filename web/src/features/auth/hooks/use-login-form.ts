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
import { requestCode } from "#web/features/auth/api/request-code.ts";
import { safeNext } from "#web/features/auth/safe-next.ts";
import { type FieldErrors, useIssueMessages } from "#web/lib/field-errors.ts";
import { loadScreenCode } from "#web/lib/screen-code.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, type SendFailure, useSending } from "#web/lib/use-sending.ts";
import { type LoginDraft, loginDraft } from "#web/stores/drafts.ts";
import { pendingSignIn } from "#web/stores/session.ts";

export type LoginField = "orderNumber" | "mobileNumber" | "consent";

export function useLoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const issueMessages = useIssueMessages();
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

  const requestFor = async (start: SignInStart): Promise<typeof MOVED_ON> => {
    // Verify's code comes while the code is texted (on one bar, seconds), not after.
    loadScreenCode(paths.verifyIdentity.getHref());
    const answer = await requestCode(start);
    if (answer.status === "chooseCompany") {
      pendingSignIn.value = { ...start, companies: answer.companies };
      await navigate(paths.companySelection.getHref(next));
      return MOVED_ON;
    }
    pendingSignIn.value = {
      ...start,
      company: answer.company,
      resendAvailableAt: resendAt(answer.retryAfterSeconds),
    };
    return await toVerify();
  };

  const refused = async (start: SignInStart, { text, error }: SendFailure) => {
    const held = heldSignIn(start);
    if (error.kind === "cooldown" && held) {
      // A code texted for this sign-in moments ago (its cooldown outlasted the phone's): the driver holds it.
      pendingSignIn.value = { ...held, resendAvailableAt: resendAt(error.retryAfterSeconds ?? 0) };
      return await toVerify();
    }
    if (error.kind === "companyDriver") {
      await navigate(paths.welcome.getHref(), { state: { companyDriver: true } });
      return MOVED_ON;
    }
    if (error.kind === "validation" && error.issues) show(issueMessages<LoginField>(error.issues));
    else if (error.kind === "invalidOrder") show({ orderNumber: text });
    else if (error.kind === "notOnFile") show({ mobileNumber: text });
    else setFormError(text);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending()) return;
    // The draft as it is now, not as this render saw it: a tap made before the app ran is made
    // again just after the typing reached the draft, before the page has rendered it (first-screen/early-taps.ts).
    const draft = loginDraft.value;
    setFormError(undefined);
    const found: FieldErrors<LoginField> = {};
    const { orderNumber, mobileNumber } = draft;
    const parsed = SignInStartSchema.safeParse({ orderNumber, mobileNumber });
    if (!parsed.success) Object.assign(found, issueMessages<LoginField>(parsed.error.issues));
    if (mobileNumber.trim() === "") found.mobileNumber = t`Required`;
    if (!draft.consent) found.consent = t`To continue, agree to the Privacy Policy and the Terms of Use.`;
    show(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    const start = { orderNumber: parsed.data.orderNumber, mobileNumber: parsed.data.mobileNumber };
    // Back on Login while the code texted for this order and phone may not be sent again: Verify, with
    // the code the driver holds, never a second text (Verify offers Resend once the cooldown is over).
    const work = () => (inCooldown(start) ? toVerify() : requestFor(start));
    void send("send", work, (failure) => refused(start, failure));
  };

  return { formRef, draft, errors, formError, busy: busy !== null, update, submit };
}

/** Whether the code texted for this sign-in may not be sent again yet. */
function inCooldown(start: SignInStart) {
  const held = heldSignIn(start);
  return held !== undefined && (held.resendAvailableAt ?? 0) > Date.now();
}

/** When the next code may be asked for, `seconds` from now. */
const resendAt = (seconds: number) => Date.now() + seconds * 1000;

/** The sign-in under way for this order and phone, once its code was texted (a company known). */
function heldSignIn(start: SignInStart) {
  const held = pendingSignIn.value;
  const same = held?.orderNumber === start.orderNumber && held.mobileNumber === start.mobileNumber;
  return same && held.company !== undefined ? held : undefined;
}
