import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { formatPhoneNumber, VerificationCodeSchema } from "../../../../../shared/validation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { paths, safeNext } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { focusFirstError, useFieldErrorText } from "../../../lib/field-errors.ts";
import { formatSeconds, useCountdown } from "../../../lib/use-countdown.ts";
import { clearLoginDraft } from "../../../stores/clear-user-state.ts";
import { endSignIn, pendingSignIn } from "../../../stores/session.ts";
import { requestCode } from "../api/request-code.ts";
import { verifyCode } from "../api/verify-code.ts";
import { useSignInErrorText } from "../sign-in-errors.ts";
import { GuestHeader } from "./guest-header.tsx";

/** Verify identity: the 6-digit texted code, Submit, and Resend once its cooldown is over. */
export default function VerifyIdentityPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The scanned trailer to continue to; GuestOnly reads the same `?next=` once the driver is signed in.
  const next = safeNext(search.get("next"));
  const fieldErrorText = useFieldErrorText();
  const signInErrorText = useSignInErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const [attempt, setAttempt] = useState(0);
  const pending = pendingSignIn.value;
  const secondsLeft = useCountdown(pending?.resendAvailableAt);

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  if (!pending?.company) return <Navigate to={paths.login.getHref(next)} replace />;
  const { company, orderNumber, mobileNumber } = pending;
  const phone = formatPhoneNumber(mobileNumber);

  const fail = (message: string) => {
    setError(message);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(undefined);
    const parsed = VerificationCodeSchema.safeParse(code);
    if (!parsed.success) return fail(code === "" ? t`Required` : fieldErrorText("code", "validation"));
    setError(undefined);
    setBusy("verify");
    try {
      const { user } = await verifyCode({ orderNumber, mobileNumber, company, code: parsed.data });
      endSignIn(user);
      clearLoginDraft();
      await navigate(next ?? paths.manageTrailer.getHref(), { replace: true });
    } catch (caught) {
      if (caught instanceof ApiRequestError) {
        fail(caught.kind === "validation" ? fieldErrorText("code", "validation") : signInErrorText(caught));
      }
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setStatus(undefined);
    setError(undefined);
    setBusy("resend");
    try {
      const answer = await requestCode({ orderNumber, mobileNumber, company });
      if (answer.status === "codeSent") {
        pendingSignIn.value = { ...pending, resendAvailableAt: Date.now() + answer.retryAfterSeconds * 1000 };
        setCode("");
        setStatus(t`A new code was sent to ${phone}.`);
      }
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) return;
      const wait = caught.error.retryAfterSeconds;
      if (wait !== undefined)
        pendingSignIn.value = { ...pending, resendAvailableAt: Date.now() + wait * 1000 };
      setError(signInErrorText(caught));
    } finally {
      setBusy(null);
    }
  };

  const countdown = formatSeconds(secondsLeft);
  return (
    <div className="page">
      <GuestHeader />
      <h1>
        <Trans>Verify your identity</Trans>
      </h1>
      <p>
        <Trans>
          We texted a 6-digit code to <strong className="nowrap">{phone}</strong>. Enter it below.
        </Trans>
      </p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <TextField
          label={<Trans>Verification code</Trans>}
          name="code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="field-code"
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
        />
        <Button type="submit" busy={busy === "verify"} disabled={busy !== null}>
          <Trans>Submit</Trans>
        </Button>
      </form>
      <div className="resend">
        <Button
          variant="secondary"
          busy={busy === "resend"}
          disabled={secondsLeft > 0 || busy !== null}
          onClick={() => void resend()}
        >
          {secondsLeft > 0 ? <Trans>Resend code in {countdown}</Trans> : <Trans>Resend code</Trans>}
        </Button>
        <p className="status" role="status">
          {status}
        </p>
      </div>
      <p className="help">
        <Trans>
          No text? Check the number, wait a minute, then resend. If it still does not come, contact your
          broker to check the number on file for this order.
        </Trans>
      </p>
      <Link className="text-link" to={paths.login.getHref(next)}>
        <Trans>Change order or phone number</Trans>
      </Link>
    </div>
  );
}
