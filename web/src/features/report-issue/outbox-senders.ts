// How the outbox sends a report (outbox/senders.ts). The logistics
// API answers a bare yes or no (docs/product.md §7): a no comes back from the edge as a
// refusal, which the driver is told of in the report's own words ('Feedback
// could not be submitted'), never a report taken for sent.
import { FeedbackSubmissionSchema } from "#shared/api/app.ts";
import { submitFeedback } from "#web/features/report-issue/api/submit-feedback.ts";
import { type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";

/** The kind of a report's refusal when the logistics API answered no (lib/api-error-text.ts words it). */
const FEEDBACK_NOT_SUBMITTED = "feedbackNotSubmitted";

export function registerReportIssueSenders(outbox: SenderRegistry): void {
  const send = validatedSender(FeedbackSubmissionSchema, submitFeedback);
  outbox.registerSender("feedback", async (entry, dependency) => {
    const outcome = await send(entry, dependency);
    if (outcome.status !== "refused") return outcome;
    return {
      status: "refused",
      error: {
        kind: FEEDBACK_NOT_SUBMITTED,
        message: "Feedback could not be submitted",
        reasonCode: outcome.error.reasonCode,
      },
    };
  });
}
