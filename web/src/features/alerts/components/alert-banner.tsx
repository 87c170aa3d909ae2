import { useLingui } from "@lingui/react/macro";
import { Banner } from "#web/components/ui/banner.tsx";
import { closeStandingNotice, STANDING_NOTICE_ID } from "#web/features/alerts/standing-notice.ts";
import { isKeptAlert } from "#web/lib/kept-alert.ts";
import { renderText } from "#web/lib/text.ts";
import { type Alert, PERSISTENT_ALERT_PRIORITY } from "#web/stores/alert-queue.ts";
import { alerts } from "#web/stores/alerts.ts";
import { offline } from "#web/stores/network.ts";

/** Closes an alert as the driver sees it: the standing notice for good, the kept writes' one for all. */
function close(alert: Alert) {
  if (alert.id === STANDING_NOTICE_ID) return closeStandingNotice();
  if (!isKeptAlert(alert.id)) return alerts.dismiss(alert.id);
  for (const kept of alerts.alerts.peek()) if (isKeptAlert(kept.id)) alerts.dismiss(kept.id);
}

function AlertList({
  list,
  label,
  className,
  folded = false,
}: {
  list: Alert[];
  label: string;
  className: string;
  folded?: boolean;
}) {
  const { i18n, t } = useLingui();
  if (list.length === 0) return null;
  return (
    <section className={className} aria-label={label}>
      {list.map((alert) => (
        <Banner
          key={alert.id}
          theme={alert.theme}
          title={alert.title && renderText(i18n, alert.title)}
          details={alert.details && renderText(i18n, alert.details)}
          closeLabel={t`Close alert`}
          onClose={() => close(alert)}
          leaving={alert.leaving}
          folded={folded}
        >
          {alert.message && renderText(i18n, alert.message)}
        </Banner>
      ))}
    </section>
  );
}

/**
 * The alerts a screen shows, notices about one condition as one (decision 107): of the writes
 * kept on the phone to send later, the newest says it for all of them; offline, none (the offline
 * line counts what waits on the phone).
 */
function shownLive(list: readonly Alert[], isOffline: boolean): Alert[] {
  const kept = list.filter((alert) => isKeptAlert(alert.id));
  const newestKept = isOffline ? undefined : kept.at(-1);
  return list.filter((alert) => !isKeptAlert(alert.id) || alert === newestKept);
}

/**
 * The alert queue, highest priority on top. The carrier's standing notice (the persistent alert)
 * reads first, folded to its first lines, and scrolls away with the page; what the driver's own
 * actions raise stays in view at the top while they scroll, until it times out or is closed.
 */
export function AlertBanner() {
  const { t } = useLingui();
  const list = alerts.alerts.value;
  const notices = list.filter((alert) => alert.priority === PERSISTENT_ALERT_PRIORITY);
  const live = shownLive(
    list.filter((alert) => alert.priority !== PERSISTENT_ALERT_PRIORITY),
    offline.value,
  );
  return (
    <>
      <AlertList list={notices} label={t`Notices`} className="alert-banner alert-notices" folded />
      <AlertList list={live} label={t`Alerts`} className="alert-banner alert-live" />
    </>
  );
}
