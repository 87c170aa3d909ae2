// What the driver's writes are doing (decision 041), one line per job (decision
// 107): an attach or detach with its assessment and photos summed up ("6 photos ·
// sent", "2 of 6 photos sent"), when it happened, and waiting (in line, for
// signal, for the carrier's system, for a sign-in) / sending / sent / refused
// with what the reason means (decision 064). Each write of a job is listed when
// the driver opens its details. A refused write is always shown with its
// actions: sent again where that can help, retaken (a photo), or given up (after
// a confirmation); an association recorded in part (docs/product.md §4) says so
// and is never sent twice.
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { paths } from "#web/config/paths.ts";
import { jobLineState, type OutboxJob, outboxJobs } from "#web/outbox/page/outbox-jobs.ts";
import { outboxLabel } from "#web/outbox/page/outbox-label.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { offline } from "#web/stores/network.ts";
import { outbox } from "./app-outbox.ts";
import { type OutboxEntry, PHOTO_KIND } from "./outbox-entry.ts";
import {
  canSendAgain,
  DROP_SPOT_NOT_RECORDED,
  isDropSpotMissing,
  isPartlyRecorded,
  waitReason,
  writeRefusalWords,
} from "./write-outcome.ts";

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

/** The job's assessment, said in a few words, when it is not what the job is named by. */
function AssessmentPart({ assessment }: { assessment: OutboxEntry }) {
  const redTag = assessment.kind === "redTag";
  switch (assessment.state) {
    case "done":
      return redTag ? <Trans>Red tag sent</Trans> : <Trans>Assessment sent</Trans>;
    case "refused":
      return redTag ? <Trans>Red tag not accepted</Trans> : <Trans>Assessment not accepted</Trans>;
    default:
      return redTag ? (
        <Trans>Red tag waiting to be sent</Trans>
      ) : (
        <Trans>Assessment waiting to be sent</Trans>
      );
  }
}

/** The job's photos, counted: "6 photos · sent", "2 of 6 photos sent", "1 photo refused: Retake and send". */
function PhotosPart({ photos }: { photos: OutboxEntry[] }) {
  const total = photos.length;
  const sent = photos.filter((p) => p.state === "done").length;
  const refused = photos.filter((p) => p.state === "refused").length;
  return (
    <>
      {sent === total ? (
        <Plural value={total} one="# photo · sent" other="# photos · sent" />
      ) : (
        <Plural value={total} one={`${sent} of # photo sent`} other={`${sent} of # photos sent`} />
      )}
      {refused > 0 && (
        <>
          {" · "}
          <Plural
            value={refused}
            one="# photo refused: Retake and send"
            other="# photos refused: Retake and send"
          />
        </>
      )}
    </>
  );
}

/** What the driver can do about a refused write: retake a photo, send it again, or give it up. */
function RefusedActions({ entry }: { entry: OutboxEntry }) {
  const { t } = useLingui();
  const discard = () => {
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
    <span className="outbox-actions">
      {entry.kind === PHOTO_KIND && entry.meta?.side ? (
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
      <Button variant="secondary" onClick={discard}>
        <Trans>Remove</Trans>
      </Button>
    </span>
  );
}

/** One write: what it is, when, and how it stands; with its actions when refused. */
function EntryRow({ entry, when }: { entry: OutboxEntry; when: (entry: OutboxEntry) => string }) {
  const { t } = useLingui();
  return (
    <li className={`outbox-entry outbox-${entry.state}`}>
      <span className="outbox-label">{t(outboxLabel(entry.kind, entry.meta))}</span>
      <span className="outbox-time">{when(entry)}</span>
      <span className="outbox-state">
        <EntryState entry={entry} />
      </span>
      {entry.state === "refused" && <RefusedActions entry={entry} />}
    </li>
  );
}

function JobItem({ job, when }: { job: OutboxJob; when: (entry: OutboxEntry) => string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { lead, assessment, photos } = job;
  // Refused writes are listed with their actions whatever else the job's line folds away.
  const refused = job.entries.filter((e) => e !== lead && e.state === "refused");
  const rest = job.entries.filter((e) => e !== lead && e.state !== "refused");
  const others = rest.length;
  const parts = [
    assessment && assessment !== lead && <AssessmentPart key="assessment" assessment={assessment} />,
    photos.length > 0 && <PhotosPart key="photos" photos={photos} />,
  ].filter(Boolean);
  return (
    <li className={`outbox-entry outbox-job outbox-${jobLineState(job)}`}>
      <span className="outbox-label">{t(outboxLabel(lead.kind, lead.meta))}</span>
      <span className="outbox-time">{when(lead)}</span>
      <span className="outbox-state">
        <EntryState entry={lead} />
      </span>
      {parts.length > 0 && (
        <span className="outbox-parts">{parts.flatMap((part, i) => (i === 0 ? [part] : [" · ", part]))}</span>
      )}
      {lead.state === "refused" && <RefusedActions entry={lead} />}
      {refused.length > 0 && (
        <ul className="outbox-job-list">
          {refused.map((entry) => (
            <EntryRow key={entry.id} entry={entry} when={when} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <details
          className="outbox-details"
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary>
            <Plural value={others} one="Show the # other item" other="Show the # other items" />
          </summary>
          {/* Drawn once opened: a closed job is one line, to the eye and to a screen reader. */}
          {open && (
            <ul className="outbox-job-list">
              {rest.map((entry) => (
                <EntryRow key={entry.id} entry={entry} when={when} />
              ))}
            </ul>
          )}
        </details>
      )}
    </li>
  );
}

export function OutboxStatus() {
  const { i18n } = useLingui();
  const entries = outbox.entries.value;
  if (entries.length === 0) return null;
  const when = (entry: OutboxEntry) =>
    new Date(entry.eventTime).toLocaleString(i18n.locale, { dateStyle: "short", timeStyle: "short" });

  return (
    <section className="card" aria-labelledby="outbox-heading">
      <h2 id="outbox-heading">
        <Trans>Your recent work</Trans>
      </h2>
      <ul className="outbox" aria-live="polite">
        {outboxJobs(entries).map((job) => (
          <JobItem key={job.lead.id} job={job} when={when} />
        ))}
      </ul>
    </section>
  );
}
