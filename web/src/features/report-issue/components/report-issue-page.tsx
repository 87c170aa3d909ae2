import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FeedbackRequestSchema } from "../../../../../shared/logistics/app.ts";
import { COMPANIES } from "../../../../../shared/logistics/enums.ts";
import { formatPhoneNumber } from "../../../../../shared/validation.ts";
import { Button } from "../../../components/ui/button.tsx";
import { PhoneField } from "../../../components/ui/phone-field.tsx";
import { FieldFrame, IdentifierField, TextArea } from "../../../components/ui/text-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useCompanyName } from "../../../lib/company-name.ts";
import { type FieldErrors, focusFirstError, useIssueMessages } from "../../../lib/field-errors.ts";
import { alerts } from "../../../stores/alerts.ts";
import { type ReportIssueDraft, reportIssueDraft } from "../../../stores/drafts.ts";
import { currentlyAttachedTrailer } from "../../../stores/launch-state.ts";
import { userDetails } from "../../../stores/session.ts";
import { submitFeedback } from "../api/submit-feedback.ts";

type Field = keyof ReportIssueDraft;

/** The form as the driver left it, or prefilled from what the phone knows. */
function currentDraft(): ReportIssueDraft {
  if (reportIssueDraft.value) return reportIssueDraft.value;
  const user = userDetails.value;
  return {
    description: "",
    company: user?.company ?? "",
    phoneNumber: user ? formatPhoneNumber(user.mobileNumber) : "",
    trailerNumber: currentlyAttachedTrailer.value?.trailerNumber ?? "",
    orderNumber: user?.orderNumber ?? "",
  };
}

const FEEDBACK_FAILED = msg`Feedback could not be submitted`;

/** ReportIssueStandalone: every field required, prefilled from the driver's details. */
export default function ReportIssuePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const companyName = useCompanyName();
  const issueMessages = useIssueMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const draft = currentDraft();

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  const update = (change: Partial<ReportIssueDraft>) => {
    reportIssueDraft.value = { ...currentDraft(), ...change };
  };
  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = FeedbackRequestSchema.safeParse(draft);
    if (!parsed.success) {
      const found = issueMessages<Field>(parsed.error.issues);
      // An unpicked company is a missing value, whatever the enum check says.
      if (draft.company === "") found.company = t`Required`;
      return showErrors(found);
    }
    setErrors({});
    setBusy(true);
    try {
      const { submitted } = await submitFeedback(parsed.data);
      if (!submitted) {
        alerts.add({ theme: "error", message: FEEDBACK_FAILED });
        return;
      }
      reportIssueDraft.value = null;
      alerts.add({ theme: "success", message: msg`Feedback submitted successfully` });
      await navigate(paths.manageTrailer.getHref());
    } catch (caught) {
      if (!(caught instanceof ApiRequestError)) return;
      if (caught.kind === "validation" && caught.error.issues) {
        showErrors(issueMessages<Field>(caught.error.issues));
      } else {
        alerts.add({ theme: "error", message: FEEDBACK_FAILED });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <h1>
        <Trans>Report an issue</Trans>
      </h1>
      <p>
        <Trans>Tell us what went wrong, and which trailer and order it is about.</Trans>
      </p>
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
        <PhoneField
          label={<Trans>Phone number</Trans>}
          name="phoneNumber"
          required
          value={draft.phoneNumber}
          error={errors.phoneNumber}
          onValueChange={(phoneNumber) => update({ phoneNumber })}
        />
        <IdentifierField
          label={<Trans>Trailer number</Trans>}
          name="trailerNumber"
          hint={<Trans>Do not include the prefix SWFZ.</Trans>}
          value={draft.trailerNumber}
          error={errors.trailerNumber}
          onChange={(event) => update({ trailerNumber: event.target.value })}
        />
        <IdentifierField
          label={<Trans>Order number</Trans>}
          name="orderNumber"
          value={draft.orderNumber}
          error={errors.orderNumber}
          onChange={(event) => update({ orderNumber: event.target.value })}
        />
        <Button type="submit" busy={busy}>
          <Trans>Send report</Trans>
        </Button>
      </form>
    </div>
  );
}
