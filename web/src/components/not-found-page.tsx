import { Trans } from "@lingui/react/macro";
import { ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { Logo } from "./logo.tsx";

/** Any path with no screen. Welcome sends a signed-in driver on to Manage trailer. */
export function NotFoundPage() {
  return (
    <div className="page">
      <Logo />
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>This page does not exist in Hitch, or is not available yet.</Trans>
      </p>
      <ButtonLink to={paths.welcome.getHref()}>
        <Trans>Go to the start</Trans>
      </ButtonLink>
    </div>
  );
}
