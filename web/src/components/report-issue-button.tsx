import { Trans } from "@lingui/react/macro";
import { openReportIssue } from "#web/stores/report-issue-fields.ts";

/** Opens Report issue over the step the driver is on, with the trailer of the flow filled in. */
export function ReportIssueButton() {
  return (
    <button type="button" className="report-issue-button" aria-haspopup="dialog" onClick={openReportIssue}>
      <Trans>Report an issue</Trans>
    </button>
  );
}
