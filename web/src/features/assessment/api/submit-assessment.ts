// POST /api/assessments: the assessment of a trailer, with its virtual red tag
// when there is one (sent by the outbox, its entry's id as the idempotency key).
import type { AssessmentSubmission } from "#shared/api/assessments.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function submitAssessment(input: AssessmentSubmission) {
  return read(api.assessments.$post({ json: input }, inBackground));
}
