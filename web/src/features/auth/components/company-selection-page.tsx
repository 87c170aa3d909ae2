import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import type { Company } from "#shared/logistics/enums.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { requestCode } from "#web/features/auth/api/request-code.ts";
import { safeNext } from "#web/features/auth/safe-next.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import { loadScreenCode } from "#web/lib/screen-code.ts";
import { MOVED_ON, useSending } from "#web/lib/use-sending.ts";
import { pendingSignIn } from "#web/stores/session.ts";
import { GuestHeader } from "./guest-header.tsx";

/** Company selection: the order exists for both companies; which was it booked with? */
export default function CompanySelectionPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const companyName = useCompanyName();
  // One company at a time, busy until Verify is up (decision 106).
  const { busy, send } = useSending<Company>();
  const [error, setError] = useState<string>();
  const pending = pendingSignIn.value;
  if (!pending?.companies?.length) return <Navigate to={paths.login.getHref(next)} replace />;

  const choose = (company: Company) =>
    send(
      company,
      async () => {
        setError(undefined);
        // Verify's code comes while the code is texted, not after.
        loadScreenCode(paths.verifyIdentity.getHref());
        const { orderNumber, mobileNumber } = pending;
        const answer = await requestCode({ orderNumber, mobileNumber, company });
        if (answer.status !== "codeSent") return setError(t`Something went wrong. Please try again.`);
        pendingSignIn.value = {
          ...pending,
          company: answer.company,
          resendAvailableAt: Date.now() + answer.retryAfterSeconds * 1000,
        };
        await navigate(paths.verifyIdentity.getHref(next));
        return MOVED_ON;
      },
      async ({ text, error }) => {
        if (error.kind !== "companyDriver") return setError(text);
        await navigate(paths.welcome.getHref(), { state: { companyDriver: true } });
        return MOVED_ON;
      },
    );

  return (
    <div className="page">
      <GuestHeader />
      <h1>
        <Trans>Select company</Trans>
      </h1>
      <p>
        <Trans>
          This order number exists for more than one company. Select the company the order was booked with.
        </Trans>
      </p>
      <fieldset className="stack">
        <legend className="field-label">
          <Trans>Company</Trans>
        </legend>
        {pending.companies.map((company) => (
          <Button
            key={company}
            variant="secondary"
            busy={busy === company}
            disabled={busy !== null}
            onClick={() => void choose(company)}
          >
            {companyName(company)}
          </Button>
        ))}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <ButtonLink variant="link" to={paths.login.getHref(next)}>
        <Trans>Change order or phone number</Trans>
      </ButtonLink>
    </div>
  );
}
