// POST /api/feedback: the report-issue form; answers whether the logistics API accepted it.
// The order number and the phone are added by the Worker from the session.
import type { ReportIssue } from "../../../../../shared/api/app.ts";
import { api, read } from "../../../lib/api-client.ts";

export function submitFeedback(input: ReportIssue) {
  return read(api.feedback.$post({ json: input }));
}
