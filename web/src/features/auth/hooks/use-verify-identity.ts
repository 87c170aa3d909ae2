// Verify identity's form: the 6-digit code, its check, Submit (which opens the
// session) and Resend with its cooldown. The page only renders it. Each sends once
// per tap, with the code field closed to typing while it does (decision 106).
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SignedInAnswer } from "#shared/api/session.ts";
import { formatPhoneNumber, VerificationCodeSchema } from "#shared/validation.ts";
import { paths } from "#web/config/paths.ts";
import { requestCode } from "#web/features/auth/api/request-code.ts";
import { verifyCode } from "#web/features/auth/api/verify-code.ts";
import { safeNext } from "#web/features/auth/safe-next.ts";
import { useFieldErrorText } from "#web/lib/field-errors.ts";
import { useCountdown } from "#web/lib/use-countdown.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { clearLoginDraft } from "#web/stores/clear-user-state.ts";
import { handOverLaunchState } from "#web/stores/launch-state.ts";
import { endSignIn, pendingSignIn } from "#web/stores/session.ts";

/** The session open: the order's state came with the answer, so the app start that follows does not ask again. */
function signedIn({ user, launchState }: SignedInAnswer) {
  handOverLaunchState(user, launchState);
  endSignIn(user);
  clearLoginDraft();
}

export function useVerifyIdentity() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The scanned trailer to continue to; the guest rule (`Access`) reads the same `?next=` once the driver is signed in.
  const next = safeNext(search.get("next"));
  const fieldErrorText = useFieldErrorText();
  const { formRef, errors, show, clear } = useFormErrors<"code">();
  const [code, setCode] = useState("");
  const [status, setStatus] = useState<string>();
  // One at a time, busy until its answer is handled, and Submit until Manage trailer is up (decision 106).
  const { busy, send, sending } = useSending<"verify" | "resend">();
  const pending = pendingSignIn.value;
  const secondsLeft = useCountdown(pending?.resendAvailableAt);
  const phone = pending ? formatPhoneNumber(pending.mobileNumber) : "";

  const fail = (message: string) => show({ code: message });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending?.company || sending()) return;
    setStatus(undefined);
    const parsed = VerificationCodeSchema.safeParse(code);
    if (!parsed.success) return fail(code === "" ? t`Required` : fieldErrorText("code", "validation"));
    clear();
    const { orderNumber, mobileNumber, company } = pending;
    void send(
      "verify",
      async () => {
        signedIn(await verifyCode({ orderNumber, mobileNumber, company, code: parsed.data }));
        await navigate(next ?? paths.manageTrailer.getHref(), { replace: true });
        return MOVED_ON;
      },
      ({ text, error }) => fail(error.kind === "validation" ? fieldErrorText("code", "validation") : text),
    );
  };

  const resend = () => {
    if (!pending?.company) return;
    const { orderNumber, mobileNumber, company } = pending;
    const resendIn = (wait: number) => {
      pendingSignIn.value = { ...pending, resendAvailableAt: Date.now() + wait * 1000 };
    };
    void send(
      "resend",
      async () => {
        setStatus(undefined);
        clear();
        const answer = await requestCode({ orderNumber, mobileNumber, company });
        if (answer.status !== "codeSent") return;
        resendIn(answer.retryAfterSeconds);
        setCode("");
        setStatus(t`A new code was sent to ${phone}.`);
      },
      ({ text, error }) => {
        if (error.retryAfterSeconds !== undefined) resendIn(error.retryAfterSeconds);
        fail(text);
      },
    );
  };

  const typeCode = (value: string) => setCode(value.replace(/\D/g, "").slice(0, 6));
  const error = errors.code;
  return { next, pending, phone, formRef, code, typeCode, error, status, busy, secondsLeft, submit, resend };
}
