// 'Share condition report' (decision 128): the edge makes a signed link to a snapshot of the
// driver's own records, handed over as lib/hand-over-link.ts does and also shown, to copy by hand.
// Sent as every screen sends (lib/use-sending.ts): busy from the tap, one link for a double tap.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ReportLink } from "#shared/api/reports.ts";
import { isLocale } from "#shared/languages.ts";
import { createReport } from "#web/features/drivers-copy/api/create-report.ts";
import { handOverLink } from "#web/lib/hand-over-link.ts";
import { useSending } from "#web/lib/use-sending.ts";
import { alerts } from "#web/stores/alerts.ts";

export type SharedReport = ReportLink & { url: string };

export function useShareReport() {
  const { t, i18n } = useLingui();
  const { busy, send } = useSending();
  const [shared, setShared] = useState<SharedReport | null>(null);

  const share = (assessments: string[]) =>
    send(
      "send",
      async () => {
        const language = isLocale(i18n.locale) ? i18n.locale : "en-US";
        const made = await createReport({ assessments, language });
        const url = new URL(made.path, window.location.origin).href;
        const how = await handOverLink(url, t`Trailer condition report`);
        setShared({ ...made, url });
        if (how === "shared")
          alerts.add({ theme: "success", message: msg`Report link shared. It works for 7 days.` });
        if (how === "copied")
          alerts.add({
            theme: "success",
            message: msg`Report link copied: paste it in a message. It works for 7 days.`,
          });
      },
      () => alerts.add({ theme: "error", message: msg`The report's link could not be made. Try again.` }),
    );

  return { share, busy: busy !== null, shared };
}
