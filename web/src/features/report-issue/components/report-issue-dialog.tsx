import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { closeReportIssue } from "#web/stores/report-issue.ts";
import { ReportIssueForm } from "./report-issue-form.tsx";

/**
 * The Report issue overlay (docs/product.md §2) over a workflow step: the step stays where it was beneath.
 * Escape and Cancel close it and keep what was typed; sending closes it.
 */
export default function ReportIssueDialog() {
  const { t } = useLingui();
  return (
    <Dialog title={t`Report an issue`} className="dialog-form" onCancel={closeReportIssue} describe={false}>
      <p>
        <Trans>Tell us what went wrong, and which trailer and order it is about.</Trans>
      </p>
      <ReportIssueForm
        onSent={closeReportIssue}
        actions={
          <Button variant="secondary" onClick={closeReportIssue}>
            <Trans>Cancel</Trans>
          </Button>
        }
      />
    </Dialog>
  );
}
