// How the outbox sends this feature's writes (lib/outbox/validated-sender.ts): an
// assessment, with or without a virtual red tag, is one call.
import { AssessmentSubmissionSchema } from "#shared/api/assessments.ts";
import type { Outbox } from "../../lib/outbox/outbox.ts";
import { validatedSender } from "../../lib/outbox/validated-sender.ts";
import { submitAssessment } from "./api/submit-assessment.ts";

export function registerAssessmentSenders(outbox: Outbox): void {
  const send = validatedSender(AssessmentSubmissionSchema, submitAssessment);
  outbox.registerSender("assessment", send);
  outbox.registerSender("redTag", send);
}
