import { useLingui } from "@lingui/react/macro";
import { Banner } from "#web/components/ui/banner.tsx";
import { renderText } from "#web/lib/text.ts";
import { type Alert, PERSISTENT_ALERT_PRIORITY } from "#web/stores/alert-queue.ts";
import { alerts } from "#web/stores/alerts.ts";

function AlertList({ list, label, className }: { list: Alert[]; label: string; className: string }) {
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
          onClose={() => alerts.dismiss(alert.id)}
          leaving={alert.leaving}
        >
          {alert.message && renderText(i18n, alert.message)}
        </Banner>
      ))}
    </section>
  );
}

/**
 * The alert queue, highest priority on top. The carrier's standing notice (the persistent alert)
 * reads first and scrolls away with the page; what the driver's own actions raise stays in view
 * at the top while they scroll, until it times out or is closed.
 */
export function AlertBanner() {
  const { t } = useLingui();
  const list = alerts.alerts.value;
  const notices = list.filter((alert) => alert.priority === PERSISTENT_ALERT_PRIORITY);
  const live = list.filter((alert) => alert.priority !== PERSISTENT_ALERT_PRIORITY);
  return (
    <>
      <AlertList list={notices} label={t`Notices`} className="alert-banner alert-notices" />
      <AlertList list={live} label={t`Alerts`} className="alert-banner alert-live" />
    </>
  );
}
