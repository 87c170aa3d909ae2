import { Trans } from "@lingui/react/macro";
import { Link, Navigate } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { paths } from "#web/config/paths.ts";
import { useVerifyIdentity } from "#web/features/auth/hooks/use-verify-identity.ts";
import { formatSeconds } from "#web/lib/use-countdown.ts";
import { GuestHeader } from "./guest-header.tsx";

/** Verify identity: the 6-digit texted code, Submit, and Resend once its cooldown is over. */
export default function VerifyIdentityPage() {
  const { next, pending, phone, formRef, code, typeCode, error, status, busy, secondsLeft, submit, resend } =
    useVerifyIdentity();
  if (!pending?.company) return <Navigate to={paths.login.getHref(next)} replace />;

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
      <form ref={formRef} noValidate onSubmit={submit}>
        <fieldset className="form" disabled={busy !== null}>
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
            onChange={(event) => typeCode(event.target.value)}
          />
          <Button type="submit" busy={busy === "verify"}>
            <Trans>Submit</Trans>
          </Button>
        </fieldset>
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
