// How the outbox sends this feature's writes (outbox/validated-sender.ts): an
// assessment, with or without a virtual red tag, is one call.
import { AssessmentSubmissionSchema } from "#shared/api/assessments.ts";
import type { Outbox } from "#web/outbox/outbox.ts";
import { validatedSender } from "#web/outbox/validated-sender.ts";
import { submitAssessment } from "./api/submit-assessment.ts";

export function registerAssessmentSenders(outbox: Outbox): void {
  const send = validatedSender(AssessmentSubmissionSchema, submitAssessment);
  outbox.registerSender("assessment", send);
  outbox.registerSender("redTag", send);
}
