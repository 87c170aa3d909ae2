// What the driver's writes are doing (decision 041): each one still listed, what
// it is, when it happened, and waiting (in line, for signal, for the carrier's
// system, for a sign-in) / sending / sent / refused with what the reason means
// (decision 064). A refused one can be sent again where that can help, retaken (a
// photo), or given up (after a confirmation); an association recorded in part
// (docs/product.md §4) says so and is never sent twice.
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "../config/paths.ts";
import { outbox } from "../lib/outbox/app-outbox.ts";
import type { OutboxEntry } from "../lib/outbox/outbox-entry.ts";
import { outboxLabel } from "../lib/outbox/outbox-kinds.ts";
import { waitReason } from "../lib/outbox/wait-reason.ts";
import {
  canSendAgain,
  DROP_SPOT_NOT_RECORDED,
  isDropSpotMissing,
  isPartlyRecorded,
  writeRefusalWords,
} from "../lib/outbox/write-refusal.ts";
import { confirmations } from "../stores/confirmations.ts";
import { offline } from "../stores/network.ts";
import { Button, ButtonLink } from "./ui/button.tsx";

function EntryState({ entry }: { entry: OutboxEntry }) {
  const { i18n } = useLingui();
  const entries = outbox.entries.value;
  switch (entry.state) {
    case "done": {
      if (!isDropSpotMissing(entry)) return <Trans context="outbox state">Sent</Trans>;
      const dropSpot = i18n._(DROP_SPOT_NOT_RECORDED);
      return <Trans context="outbox state">Sent. {dropSpot}</Trans>;
    }
    case "sending":
      return <Trans context="outbox state">Sending…</Trans>;
    case "refused": {
      const reason = i18n._(writeRefusalWords(entry.lastError));
      return isPartlyRecorded(entry) ? (
        <Trans context="outbox state">Recorded in part: {reason}</Trans>
      ) : (
        <Trans context="outbox state">Not accepted: {reason}</Trans>
      );
    }
    case "waiting":
      switch (waitReason(entries, entry, { offline: offline.value })) {
        case "sending":
          return <Trans context="outbox state">In line to send</Trans>;
        case "carrier":
          return <Trans context="outbox state">Waiting for the carrier's system</Trans>;
        case "signIn":
          return <Trans context="outbox state">Waiting for you to sign in again</Trans>;
        case "signal":
          return <Trans context="outbox state">Waiting for signal</Trans>;
      }
  }
}

export function OutboxStatus() {
  const { t, i18n } = useLingui();
  const entries = outbox.entries.value;
  if (entries.length === 0) return null;
  const when = (entry: OutboxEntry) =>
    new Date(entry.eventTime).toLocaleString(i18n.locale, { dateStyle: "short", timeStyle: "short" });

  const discard = (entry: OutboxEntry) => {
    const label = t(outboxLabel(entry.kind, entry.meta));
    confirmations.add({
      icon: "warning",
      title: msg`Give up this work?`,
      message: isPartlyRecorded(entry)
        ? msg`"${label}" will be removed from this list. What the carrier recorded stays recorded.`
        : msg`"${label}" will be removed from this phone and will not be sent.`,
      buttons: [
        { text: msg`Remove it`, theme: "danger", action: () => void outbox.discard(entry.id) },
        { text: msg`Keep it`, theme: "secondary" },
      ],
    });
  };

  return (
    <section className="card" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">
        <Trans>Your recent work</Trans>
      </h2>
      <ul className="outbox" aria-live="polite">
        {[...entries].reverse().map((entry) => (
          <li key={entry.id} className={`outbox-entry outbox-${entry.state}`}>
            <span className="outbox-label">{t(outboxLabel(entry.kind, entry.meta))}</span>
            <span className="outbox-time">{when(entry)}</span>
            <span className="outbox-state">
              <EntryState entry={entry} />
            </span>
            {entry.state === "refused" && (
              <span className="outbox-actions">
                {entry.kind === "photo" && entry.meta?.side ? (
                  // Sending the same photo again would be refused again: a new photo is taken.
                  <ButtonLink
                    variant="secondary"
                    to={paths.photoSubsection.getHref(entry.meta.side, { retake: entry.id })}
                  >
                    <Trans>Retake and send</Trans>
                  </ButtonLink>
                ) : canSendAgain(entry) ? (
                  <Button variant="secondary" onClick={() => void outbox.retry(entry.id)}>
                    <Trans>Send again</Trans>
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => discard(entry)}>
                  <Trans>Remove</Trans>
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
