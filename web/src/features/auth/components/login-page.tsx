import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { SignInStartSchema } from "../../../../../shared/api/session.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { IdentifierField } from "../../../components/ui/text-field.tsx";
import { paths, safeNext } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { type FieldErrors, focusFirstError, useIssueMessages } from "../../../lib/field-errors.ts";
import { loginDraft } from "../../../stores/drafts.ts";
import { pendingSignIn } from "../../../stores/session.ts";
import { requestCode } from "../api/request-code.ts";
import { useSignInErrorText } from "../sign-in-errors.ts";
import { GuestHeader } from "./guest-header.tsx";

type Field = "orderNumber" | "mobileNumber" | "consent";

/** Login (spec §2): order number, phone, consent to the privacy policy and terms, Continue. */
export default function LoginPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const issueMessages = useIssueMessages();
  const signInErrorText = useSignInErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const draft = loginDraft.value;

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  const update = (change: Partial<typeof draft>) => {
    loginDraft.value = { ...loginDraft.value, ...change };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const found: FieldErrors<Field> = {};
    const parsed = SignInStartSchema.safeParse({
      orderNumber: draft.orderNumber,
      mobileNumber: draft.mobileNumber,
    });
    if (!parsed.success) Object.assign(found, issueMessages<Field>(parsed.error.issues));
    if (draft.mobileNumber.trim() === "") found.mobileNumber = t`Required`;
    if (!draft.consent) found.consent = t`To continue, agree to the Privacy Policy and the Terms of Use.`;
    setErrors(found);
    setAttempt((n) => n + 1);
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
        setErrors(issueMessages<Field>(error.error.issues));
        setAttempt((n) => n + 1);
      } else if (error.kind === "invalidOrder") {
        setErrors({ orderNumber: signInErrorText(error) });
        setAttempt((n) => n + 1);
      } else if (error.kind === "notOnFile") {
        setErrors({ mobileNumber: signInErrorText(error) });
        setAttempt((n) => n + 1);
      } else {
        setFormError(signInErrorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <GuestHeader />
      <h1>
        <Trans>Sign in</Trans>
      </h1>
      <p>
        <Trans>Enter the order number from your load and your mobile number. We will text you a code.</Trans>
      </p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <IdentifierField
          label={<Trans>Order number</Trans>}
          name="orderNumber"
          value={draft.orderNumber}
          error={errors.orderNumber}
          onChange={(event) => update({ orderNumber: event.target.value })}
        />
        <PhoneField
          label={<Trans>Mobile phone number</Trans>}
          name="mobileNumber"
          required
          value={draft.mobileNumber}
          error={errors.mobileNumber}
          onValueChange={(mobileNumber) => update({ mobileNumber })}
        />
        <Checkbox
          name="consent"
          checked={draft.consent}
          error={errors.consent}
          onChange={(event) => update({ consent: event.target.checked })}
        >
          <Trans>
            I agree to the <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link> and the{" "}
            <Link to={paths.termsOfUse.getHref()}>Terms of Use</Link>.
          </Trans>
        </Checkbox>
        <p className="disclaimer">
          <Trans>
            You must be 18 or older to use Hitch. By pressing Continue you agree to receive one text message
            with a verification code at this number. Message and data rates may apply.
          </Trans>
        </p>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" busy={busy}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </div>
  );
}
