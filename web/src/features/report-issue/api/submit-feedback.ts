// POST /api/feedback: the report-issue form; answers whether the logistics API accepted it.
import { z } from "zod";
import type { FeedbackRequestSchema } from "../../../../../shared/logistics/app.ts";
import { callApi } from "../../../lib/api-client.ts";

export type FeedbackRequest = z.output<typeof FeedbackRequestSchema>;

export const FeedbackAnswerSchema = z.object({ submitted: z.boolean() });

export function submitFeedback(input: FeedbackRequest) {
  return callApi("POST", "/api/feedback", FeedbackAnswerSchema, input);
}
