import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import type { DriversCopy } from "#web/features/drivers-copy/copy-record.ts";
import { useShareReport } from "#web/features/drivers-copy/hooks/use-share-report.ts";
import { reportAssessments } from "#web/features/drivers-copy/report-records.ts";
import { offline } from "#web/stores/network.ts";

/**
 * 'Share condition report' (decision 128): a link anyone can open, made by the edge from what it
 * forwarded. It needs signal, and a record the carrier has taken; the button says so when it cannot.
 */
export function ShareReport({ copy, copies }: { copy: DriversCopy; copies: readonly DriversCopy[] }) {
  const { i18n } = useLingui();
  const { share, busy, shared } = useShareReport();
  if (!copy.assessment) return null;
  const assessments = reportAssessments(copy, copies);
  if (assessments.length === 0) {
    return (
      <p className="copy-share-note">
        <Trans>The report can be shared once this record is sent.</Trans>
      </p>
    );
  }
  const noSignal = offline.value;
  const until = shared
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(shared.expiresAt),
      )
    : "";
  return (
    <div className="copy-share">
      <Button
        variant="secondary"
        busy={busy}
        disabled={noSignal}
        aria-describedby={noSignal ? "copy-share-no-signal" : undefined}
        onClick={() => void share(assessments)}
      >
        {assessments.length > 1 ? (
          <Trans>Share condition report, pickup and drop</Trans>
        ) : (
          <Trans>Share condition report</Trans>
        )}
      </Button>
      {noSignal && (
        <p id="copy-share-no-signal" className="copy-share-note">
          <Trans>Sharing the report needs signal. Try again when you have signal.</Trans>
        </p>
      )}
      {shared && (
        <TextField
          label={<Trans>Report link, works until {until}</Trans>}
          hint={
            <Trans>
              Anyone with this link can see this report, its photos, places and times, until then.
            </Trans>
          }
          readOnly
          value={shared.url}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
    </div>
  );
}
