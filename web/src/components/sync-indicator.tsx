// One line that says whether the driver's work has reached the office:
// "Offline · 2 waiting", "Sending…", or nothing when everything is sent.
import { Plural, Trans } from "@lingui/react/macro";
import { outbox } from "../lib/outbox/app-outbox.ts";
import { isOffline } from "../stores/network.ts";

export function SyncIndicator() {
  const unsent = outbox.entries.value.filter((e) => e.state === "waiting" || e.state === "sending");
  const count = unsent.length;
  if (count === 0) return null;
  const sending = unsent.some((e) => e.state === "sending");
  return (
    <p className="sync-indicator" role="status" aria-live="polite">
      {sending ? (
        <Trans>Sending your work…</Trans>
      ) : isOffline() ? (
        // A plural, so Spanish agrees: "1 pendiente", "2 pendientes".
        <Plural value={count} one="Offline · # waiting to be sent" other="Offline · # waiting to be sent" />
      ) : (
        <Plural value={count} one="# waiting to be sent" other="# waiting to be sent" />
      )}
    </p>
  );
}
