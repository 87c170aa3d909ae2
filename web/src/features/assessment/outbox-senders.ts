// How the outbox sends this feature's writes (outbox/senders.ts): an
// assessment, with or without a virtual red tag, is one call.
import { AssessmentSubmissionSchema } from "#shared/api/assessments.ts";
import { submitAssessment } from "#web/features/assessment/api/submit-assessment.ts";
import { type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";

export function registerAssessmentSenders(outbox: SenderRegistry): void {
  const send = validatedSender(AssessmentSubmissionSchema, submitAssessment);
  outbox.registerSender("assessment", send);
  outbox.registerSender("redTag", send);
}
