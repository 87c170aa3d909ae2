import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { PhoneField } from "#web/components/ui/phone-field.tsx";
import { IdentifierField } from "#web/components/ui/text-field.tsx";
import { paths } from "#web/config/paths.ts";
import { useLoginForm } from "#web/features/auth/hooks/use-login-form.ts";
import { GuestHeader } from "./guest-header.tsx";

/** Login (docs/product.md §2): order number, phone, consent to the privacy policy and terms, Continue. */
export default function LoginPage() {
  const { formRef, draft, errors, formError, busy, update, submit } = useLoginForm();

  return (
    <div className="page">
      <GuestHeader />
      <h1>
        <Trans>Sign in</Trans>
      </h1>
      <p>
        <Trans>Enter the order number from your load and your mobile number. We will text you a code.</Trans>
      </p>
      <form ref={formRef} noValidate onSubmit={submit}>
        {/* Closed to typing while Continue sends: what is typed now would land on a form about to go. */}
        <fieldset className="form" disabled={busy}>
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
        </fieldset>
      </form>
    </div>
  );
}
