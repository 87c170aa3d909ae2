// "Texting your code… 4 s": once something the driver is waiting on has taken
// longer than a second (one bar of signal: several seconds a call), a line at
// the bottom of the screen says what is happening and for how long, so a
// button that has gone grey is never the only sign. Uploads have their own
// count in the sync line (sync-indicator.tsx; decision 059). Each call says what it
// waits for (api-client.ts `waitingFor`), so the line never re-spells the routes.
// Once a call has waited PATIENCE_MS the line offers Try again: the same call sent
// again, the screen still waiting on it (decision 106).
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { PATIENCE_MS } from "#web/lib/call-timeouts.ts";
import { pendingCalls } from "#web/lib/pending-calls.ts";

/** Shown once a call has waited this long. */
const SHOW_WAITING_AFTER_MS = 1000;

/** What the line says for a call that did not say what it waits for (api-client.ts `waitingFor`). */
const ANYTHING = msg`Waiting for an answer…`;

export function WaitingStatus() {
  const { i18n } = useLingui();
  const calls = pendingCalls.value;
  const [now, setNow] = useState(() => Date.now());
  const waiting = calls.length > 0;
  // A clock only while something is waited on.
  useEffect(() => {
    if (!waiting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [waiting]);
  const oldest = calls[0];
  const waited = oldest ? now - oldest.startedAt : 0;
  const visible = oldest !== undefined && waited >= SHOW_WAITING_AFTER_MS;
  const seconds = Math.floor(waited / 1000);
  const tryAgain = calls.find((call) => call.tryAgain && now - call.startedAt >= PATIENCE_MS)?.tryAgain;
  // The live region stays in the page so a screen reader hears the line when it appears.
  return (
    <div className="waiting-status" hidden={!visible}>
      <p role="status" aria-live="polite">
        {visible && (
          <>
            {i18n._(oldest.waitingFor ?? ANYTHING)} <Trans>{seconds} s</Trans>
          </>
        )}
      </p>
      {visible && tryAgain && (
        <Button variant="secondary" onClick={tryAgain}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}
