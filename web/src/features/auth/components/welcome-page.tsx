import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { GuestHeader } from "./guest-header.tsx";

/**
 * Welcome (docs/product.md §1, §2): drivers of the company's own fleets are told to close
 * the browser and use their company apps; everyone else continues to Login.
 * Login sends a company driver back here with the notice made prominent.
 */
export default function WelcomePage() {
  const location = useLocation();
  const refused = (location.state as { companyDriver?: boolean } | null)?.companyDriver === true;
  return (
    <div className="page">
      <GuestHeader />
      <h1>
        <Trans>Welcome to Hitch</Trans>
      </h1>
      <p className="lead">
        <Trans>Attach and detach trailers on your load, check their condition, and report problems.</Trans>
      </p>
      <section
        className={refused ? "notice notice-strong" : "notice"}
        aria-labelledby="company-driver-notice"
        role={refused ? "alert" : undefined}
      >
        <h2 id="company-driver-notice">
          <Trans>Knight or Swift company driver?</Trans>
        </h2>
        {refused && (
          <p>
            <Trans>This phone number belongs to a company driver. Hitch is not for company fleets.</Trans>
          </p>
        )}
        <p>
          <Trans>Close this browser and use your company apps instead.</Trans>
        </p>
      </section>
      <p>
        <Trans>Power-only and third-party carrier drivers, continue to sign in.</Trans>
      </p>
      <ButtonLink to={paths.login.getHref()}>
        <Trans>Continue</Trans>
      </ButtonLink>
    </div>
  );
}
