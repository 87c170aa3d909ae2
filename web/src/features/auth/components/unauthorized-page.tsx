import { Trans } from "@lingui/react/macro";
import { Logo } from "#web/components/logo.tsx";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";

/** Session expired (docs/product.md §8): Continue to sign in again. */
export default function UnauthorizedPage() {
  return (
    <div className="page">
      <Logo />
      <h1>
        <Trans>Session Expired</Trans>
      </h1>
      <p>
        <Trans>For your security you were signed out. Sign in again to continue.</Trans>
      </p>
      <ButtonLink to={paths.login.getHref()}>
        <Trans>Continue</Trans>
      </ButtonLink>
    </div>
  );
}
