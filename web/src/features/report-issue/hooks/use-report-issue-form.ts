// Report issue's form (spec §3: description, company, phone, trailer and order
// number, all required): the draft the driver is typing (kept until it is sent),
// prefilled from what the phone knows, its checks, and the submission. The order
// number and the phone are the session's: shown, never typed or sent (the Worker
// adds them, issue 10).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ReportIssueSchema } from "../../../../../shared/api/app.ts";
import { formatPhoneNumber } from "../../../../../shared/validation.ts";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useIssueMessages } from "../../../lib/field-errors.ts";
import { useFormErrors } from "../../../lib/use-form-errors.ts";
import { alerts } from "../../../stores/alerts.ts";
import { type ReportIssueDraft, reportIssueDraft } from "../../../stores/drafts.ts";
import { currentlyAttachedTrailer } from "../../../stores/launch-state.ts";
import { userDetails } from "../../../stores/session.ts";
import { submitFeedback } from "../api/submit-feedback.ts";

export type ReportIssueField = keyof ReportIssueDraft;

const FEEDBACK_FAILED = msg`Feedback could not be submitted`;

/** The form as the driver left it, or prefilled from what the phone knows. */
function currentDraft(): ReportIssueDraft {
  if (reportIssueDraft.value) return reportIssueDraft.value;
  return {
    description: "",
    company: userDetails.value?.company ?? "",
    trailerNumber: currentlyAttachedTrailer.value?.trailerNumber ?? "",
  };
}

export function useReportIssueForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const issueMessages = useIssueMessages();
  const { formRef, errors, show, clear } = useFormErrors<ReportIssueField>();
  const [busy, setBusy] = useState(false);
  const draft = currentDraft();
  const user = userDetails.value;
  /** Who and which order the report is sent for: the session's, shown read-only. */
  const sender = {
    phoneNumber: user ? formatPhoneNumber(user.mobileNumber) : "",
    orderNumber: user?.orderNumber ?? "",
  };

  const update = (change: Partial<ReportIssueDraft>) => {
    reportIssueDraft.value = { ...currentDraft(), ...change };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReportIssueSchema.safeParse(draft);
    if (!parsed.success) {
      const found = issueMessages<ReportIssueField>(parsed.error.issues);
      // An unpicked company is a missing value, whatever the enum check says.
      if (draft.company === "") found.company = t`Required`;
      return show(found);
    }
    clear();
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
        show(issueMessages<ReportIssueField>(caught.error.issues));
      } else {
        alerts.add({ theme: "error", message: FEEDBACK_FAILED });
      }
    } finally {
      setBusy(false);
    }
  };

  return { formRef, draft, sender, errors, busy, update, submit };
}
