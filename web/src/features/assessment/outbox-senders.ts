// How the outbox sends this feature's writes (outbox/senders.ts): an
// assessment, with or without a virtual red tag, is one call. A red tag kept after
// a close-up of the damage (sent without the phone's position, decision 125) names
// the assessment that close-up was stored under, from the close-up's answer.
import { AssessmentSubmissionSchema, PhotoStoredSchema } from "#shared/api/assessments.ts";
import { submitAssessment } from "#web/features/assessment/api/submit-assessment.ts";
import { type Sender, type SenderRegistry, validatedSender } from "#web/outbox/senders.ts";

export function registerAssessmentSenders(outbox: SenderRegistry): void {
  const send = validatedSender(AssessmentSubmissionSchema, submitAssessment);
  const sendRedTag: Sender = (entry, dependency) => {
    const closeUp = PhotoStoredSchema.safeParse(dependency?.result);
    if (!closeUp.success || typeof entry.payload !== "object" || entry.payload === null) {
      return send(entry, dependency);
    }
    return send(
      { ...entry, payload: { ...entry.payload, closeUpOf: closeUp.data.assessmentId } },
      dependency,
    );
  };
  outbox.registerSender("assessment", send);
  outbox.registerSender("redTag", sendRedTag);
}
