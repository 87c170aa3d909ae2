// POST /api/feedback: the report-issue form; answers whether the logistics API accepted it.
// Sent by the outbox (decision 041), so by the page or the service worker alike: the order
// number and the phone are added by the Worker from the session.
import type { FeedbackSubmission } from "#shared/api/app.ts";
import { api, inBackground, read } from "#web/lib/api-client.ts";

export function submitFeedback(input: FeedbackSubmission) {
  return read(api.feedback.$post({ json: input }, inBackground));
}
