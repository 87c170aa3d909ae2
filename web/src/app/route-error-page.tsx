import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { Logo } from "#web/components/logo.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { isOffline } from "#web/stores/network.ts";

/** A screen that failed to load (no signal for its chunk) or to render. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className="page">
      <Logo />
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        {isOffline() ? (
          <Trans>
            This screen could not be loaded without a connection. Move to a spot with signal, then reload.
          </Trans>
        ) : (
          <Trans>This screen could not be shown. Reload, or go back to the start.</Trans>
        )}
      </p>
      <Button onClick={() => globalThis.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
      <ButtonLink variant="secondary" to={paths.welcome.getHref()}>
        <Trans>Go to the start</Trans>
      </ButtonLink>
    </div>
  );
}
