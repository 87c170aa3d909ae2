import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { COMPANIES } from "#shared/logistics/enums.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FieldFrame, IdentifierField, TextArea, TextField } from "#web/components/ui/text-field.tsx";
import { useReportIssueForm } from "#web/features/report-issue/hooks/use-report-issue-form.ts";
import { useCompanyName } from "#web/lib/company-name.ts";
import type { ReportIssueDraft } from "#web/stores/drafts.ts";

/**
 * The Report issue form, on its own page or over a workflow step: every field required. The phone
 * and the order number are the signed-in session's, shown read-only: a report is always the
 * driver's own. `actions` go under Send report (the overlay's Cancel).
 */
export function ReportIssueForm({ onSent, actions }: { onSent: () => void; actions?: ReactNode }) {
  const { t } = useLingui();
  const companyName = useCompanyName();
  const { formRef, draft, sender, reference, errors, busy, update, submit } = useReportIssueForm({ onSent });

  return (
    <form ref={formRef} className="form" noValidate onSubmit={submit}>
      <TextArea
        label={<Trans>What happened?</Trans>}
        name="description"
        required
        rows={5}
        value={draft.description}
        error={errors.description}
        onChange={(event) => update({ description: event.target.value })}
      />
      <FieldFrame label={<Trans>Company</Trans>} required error={errors.company}>
        {(control) => (
          <select
            {...control}
            className="field-input"
            name="company"
            value={draft.company}
            onChange={(event) => update({ company: event.target.value as ReportIssueDraft["company"] })}
          >
            <option value="">{t`Select a company`}</option>
            {COMPANIES.map((company) => (
              <option key={company} value={company}>
                {companyName(company)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <TextField
        label={<Trans>Phone number</Trans>}
        name="phoneNumber"
        required
        readOnly
        hint={<Trans>From your sign-in.</Trans>}
        value={sender.phoneNumber}
      />
      <IdentifierField
        label={<Trans>Trailer number</Trans>}
        name="trailerNumber"
        hint={<Trans>Do not include the prefix SWFZ.</Trans>}
        value={draft.trailerNumber}
        error={errors.trailerNumber}
        onChange={(event) => update({ trailerNumber: event.target.value })}
      />
      <TextField
        label={<Trans>Order number</Trans>}
        name="orderNumber"
        required
        readOnly
        hint={<Trans>From your sign-in. To change it, use Edit order number in the menu.</Trans>}
        value={sender.orderNumber}
      />
      {reference !== undefined && (
        <TextField
          label={<Trans>Reference of the last error</Trans>}
          name="requestId"
          readOnly
          hint={<Trans>Sent with your report, so the error can be found.</Trans>}
          value={reference}
        />
      )}
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" busy={busy}>
        <Trans>Send report</Trans>
      </Button>
      {actions}
    </form>
  );
}
