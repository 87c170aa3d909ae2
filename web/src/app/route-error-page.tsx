import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Logo } from "#web/components/logo.tsx";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { isOffline } from "#web/stores/network.ts";

const reload = () => globalThis.location.reload();

/** A screen that failed to load (no signal for its chunk) or to render. */
export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => console.error(error), [error]);
  const [withoutSignal] = useState(isOffline);
  // Its code did not come for want of signal: the screen opens by itself once the signal is back
  // (the page reloads; what the driver typed is kept on the phone).
  useEffect(() => {
    if (!withoutSignal) return;
    addEventListener("online", reload, { once: true });
    return () => removeEventListener("online", reload);
  }, [withoutSignal]);
  return (
    <div className="page">
      <Logo />
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        {withoutSignal ? (
          <Trans>
            This screen could not be loaded without a connection. It opens by itself once there is signal.
          </Trans>
        ) : (
          <Trans>This screen could not be shown. Reload, or go back to the start.</Trans>
        )}
      </p>
      <Button onClick={reload}>
        <Trans>Reload</Trans>
      </Button>
      <ButtonLink variant="secondary" to={paths.welcome.getHref()}>
        <Trans>Go to the start</Trans>
      </ButtonLink>
    </div>
  );
}
