// POST /api/feedback: the report-issue form; answers whether the logistics API accepted it.
import type { z } from "zod/mini";
import type { FeedbackRequestSchema } from "../../../../../shared/logistics/app.ts";
import { api, read } from "../../../lib/api-client.ts";

export type FeedbackRequest = z.output<typeof FeedbackRequestSchema>;

export function submitFeedback(input: FeedbackRequest) {
  return read(api.feedback.$post({ json: input }));
}
