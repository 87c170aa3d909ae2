import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link } from "react-router";
import { paths } from "#web/config/paths.ts";
import { copyAsEntry } from "#web/features/drivers-copy/copy-from-outbox.ts";
import type { CopyKind, DriversCopy } from "#web/features/drivers-copy/copy-record.ts";
import { driversCopies, readCopies } from "#web/features/drivers-copy/store/copies.ts";
import { isPartlyRecorded } from "#web/outbox/write-outcome.ts";
import { userDetails } from "#web/stores/session.ts";
import "#web/features/drivers-copy/drivers-copy.css";

function label(copy: DriversCopy): MessageDescriptor {
  const trailer = copy.trailerNumber;
  // Never listed as recorded when the carrier refused it (decision 064).
  if (copy.state === "refused" && !isPartlyRecorded(copyAsEntry(copy))) {
    const refused: Record<CopyKind, MessageDescriptor> = {
      attach: msg`Condition report: attach of trailer ${trailer}, not accepted`,
      update: msg`Condition report: trailer ${trailer} moved to this order, not accepted`,
      detach: msg`Condition report: detach of trailer ${trailer}, not accepted`,
    };
    return refused[copy.kind];
  }
  const labels: Record<CopyKind, MessageDescriptor> = {
    attach: msg`Condition report: attach of trailer ${trailer}`,
    update: msg`Condition report: trailer ${trailer} moved to this order`,
    detach: msg`Condition report: detach of trailer ${trailer}`,
  };
  return labels[copy.kind];
}

/** Manage trailer's list of the driver's copies on this phone, newest first; each opens again, offline too. */
export function DriversCopyList() {
  const { t, i18n } = useLingui();
  const copies = driversCopies.value;
  const user = userDetails.value;
  const unread = copies === null;
  useEffect(() => {
    if (unread) void readCopies();
  }, [unread]);
  const mine = (copies ?? []).filter((copy) => copy.mobileNumber === user?.mobileNumber);
  if (mine.length === 0) return null;
  const when = (copy: DriversCopy) =>
    new Date(copy.eventTime).toLocaleString(i18n.locale, { dateStyle: "short", timeStyle: "short" });

  return (
    <section className="card" aria-labelledby="copies-heading">
      <h2 id="copies-heading">
        <Trans>Your condition reports</Trans>
      </h2>
      <p>
        <Trans>
          Your copy of each attach and detach, kept on this phone: open one to read, print or save it.
        </Trans>
      </p>
      <ul className="copy-list">
        {mine.map((copy) => (
          <li key={copy.id}>
            <Link className="copy-list-link" to={paths.driversCopy.getHref(copy.id)}>
              <span>{t(label(copy))}</span> <span className="copy-list-time">{when(copy)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
