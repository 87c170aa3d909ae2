import { useLingui } from "@lingui/react/macro";
import { Banner } from "../../../components/ui/banner.tsx";
import { renderText } from "../../../lib/text.ts";
import { alerts } from "../../../stores/alerts.ts";

/** The alert queue, highest priority on top. */
export function AlertBanner() {
  const { i18n, t } = useLingui();
  const list = alerts.alerts.value;
  if (list.length === 0) return null;
  return (
    <section className="alert-banner" aria-label={t`Alerts`}>
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
