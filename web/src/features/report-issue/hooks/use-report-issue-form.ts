// Report issue's form (docs/product.md §3: description, company, phone, trailer and order
// number, all required): the draft the driver is typing (kept until it is sent),
// prefilled from what the phone knows, its checks, and the submission. The order
// number and the phone are the session's: shown, never typed or sent (the Worker
// adds them). A report is a driver's write: it goes through the outbox (decision
// 041) with its event time and idempotency key, so it is kept on the phone before
// anything is sent, waits for signal, and is stored once however often it is sent.
import { msg } from "@lingui/core/macro";
import { type FormEvent, useEffect } from "react";
import { ReportIssueSchema } from "#shared/api/app.ts";
import { formatPhoneNumber } from "#shared/validation.ts";
import { useFieldErrorText, useIssueMessages } from "#web/lib/field-errors.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { useFormErrors } from "#web/lib/use-form-errors.ts";
import { useSending } from "#web/lib/use-sending.ts";
import { outbox, submitWrite } from "#web/outbox/app-outbox.ts";
import { REPORT_KEPT } from "#web/outbox/write-outcome.ts";
import { alerts } from "#web/stores/alerts.ts";
import { type ReportIssueDraft, reportIssueDraft } from "#web/stores/drafts.ts";
import { lastFailedRequest } from "#web/stores/last-failure.ts";
import { knownReportIssueFields, prefillReportIssue } from "#web/stores/report-issue-fields.ts";
import { userDetails } from "#web/stores/session.ts";

export type ReportIssueField = keyof ReportIssueDraft;

const FEEDBACK_FAILED = msg`Feedback could not be submitted`;

/** The form as the driver left it, or what the phone knows. */
function currentDraft(): ReportIssueDraft {
  return reportIssueDraft.value ?? knownReportIssueFields();
}

/** `onSent`: the report is kept on the phone and sent (or waits for signal); the form is done. */
export function useReportIssueForm({ onSent }: { onSent: () => void }) {
  const issueMessages = useIssueMessages();
  const fieldErrorText = useFieldErrorText();
  const { formRef, errors, show, clear } = useFormErrors<ReportIssueField | "form">();
  const { busy, send, sending } = useSending();
  // Opened: what is known fills the fields a kept draft left empty (once, not while typing).
  useEffect(prefillReportIssue, []);
  const draft = currentDraft();
  const user = userDetails.value;
  /** The last failure's request id (decision 070), shown and sent with the report. */
  const reference = lastFailedRequest.value ?? undefined;
  /** Who and which order the report is sent for: the session's, shown read-only. */
  const sender = {
    phoneNumber: user ? formatPhoneNumber(user.mobileNumber) : "",
    orderNumber: user?.orderNumber ?? "",
  };

  const update = (change: Partial<ReportIssueDraft>) => {
    reportIssueDraft.value = { ...currentDraft(), ...change };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending()) return;
    const parsed = ReportIssueSchema.safeParse(
      reference === undefined ? draft : { ...draft, requestId: reference },
    );
    if (!parsed.success) {
      const found = issueMessages<ReportIssueField>(parsed.error.issues);
      // An unpicked company is a missing value, whatever the enum check says.
      if (draft.company === "") found.company = fieldErrorText("company", "required");
      return show(found);
    }
    clear();
    void send(
      "send",
      async () => {
        const outcome = await submitWrite("feedback", parsed.data, { trailer: parsed.data.trailerNumber });
        if (outcome.kind === "refused") {
          // The form still holds the report: the refused copy leaves the outbox, so it is not listed twice.
          await outbox.discard(outcome.entry.id);
          alerts.add({ theme: "error", message: FEEDBACK_FAILED });
          return;
        }
        reportIssueDraft.value = null;
        // Reported: the next report is about something else, unless another call fails.
        if (lastFailedRequest.peek() === reference) lastFailedRequest.value = null;
        // The session ended while it was sent (kept, it waits for the driver to sign in again): the app
        // has taken the driver to Session Expired, and the form does not take them anywhere else.
        if (!userDetails.peek()) return;
        alerts.add(
          outcome.kind === "queued"
            ? { id: keptAlertId(outcome.entry.id), theme: "info", message: REPORT_KEPT[outcome.waitsFor] }
            : { theme: "success", message: msg`Feedback submitted successfully` },
        );
        onSent();
      },
      ({ text }) => show({ form: text }),
    );
  };

  return { formRef, draft, sender, reference, errors, busy: busy !== null, update, submit };
}
