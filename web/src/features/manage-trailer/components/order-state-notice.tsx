import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { launchStateLoad, launchStateLoadedAt } from "#web/stores/launch-state.ts";
import { offline } from "#web/stores/network.ts";

/**
 * The order's state (the launch state) could not be loaded on this visit: said, with Try again (with
 * no signal, none: the app asks again once there is, app/start-sending-work.ts).
 * With a state kept from before (`known`), the trailer shown above it is that last known state, and
 * it says from when; without one, the phone does not know whether a trailer is attached (decision 065).
 */
export function OrderStateNotice({
  known,
  reloadOrder,
}: {
  known: boolean;
  reloadOrder: () => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [retrying, setRetrying] = useState(false);
  const status = launchStateLoad.value;
  const loadedAt = launchStateLoadedAt.value;
  // Shown from the failure until an answer comes, through the driver's new try.
  if (status !== "failed" && !(status === "loading" && retrying)) return null;
  const tryAgain = () => {
    setRetrying(true);
    void reloadOrder().finally(() => setRetrying(false));
  };
  const when =
    loadedAt === null
      ? undefined
      : new Date(loadedAt).toLocaleString(i18n.locale, { dateStyle: "short", timeStyle: "short" });
  return (
    <div className="notice order-state-notice" role="alert">
      <p>
        {!known ? (
          <Trans>
            Your order could not be loaded, so this phone does not know whether a trailer is attached to you.
          </Trans>
        ) : when ? (
          <Trans>
            Your order could not be checked just now. This is what this phone last knew, from {when}.
          </Trans>
        ) : (
          <Trans>Your order could not be checked just now. This is what this phone last knew.</Trans>
        )}
      </p>
      {/* With no signal a try would get no answer; the app asks again itself once the signal is back. */}
      {!offline.value && (
        <Button variant="secondary" busy={status === "loading"} onClick={tryAgain}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
