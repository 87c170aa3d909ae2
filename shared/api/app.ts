// Answers of the edge Worker's non-session /api routes (browser <-> Worker).
import { z } from "zod/mini";
import { CompanySchema } from "../logistics/enums.ts";
import { FreeTextSchema, TrailerNumberSchema } from "../validation.ts";

/** GET /api/config: the only configuration the browser ever sees. */
export const PublicConfigSchema = z.object({
  environmentName: z.string(),
  mapsKey: z.string(),
  /** The street map's style URL (`{key}` stands for mapsKey); empty when none is set up. */
  mapsStyleUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * POST /api/feedback: the Report Issue form (spec §3). The order number and the phone are the
 * session's, added by the Worker; the page shows them but never sends them.
 */
export const ReportIssueSchema = z.object({
  description: FreeTextSchema,
  company: CompanySchema,
  trailerNumber: TrailerNumberSchema,
});
export type ReportIssue = z.infer<typeof ReportIssueSchema>;

/** POST /api/feedback: whether the logistics API accepted the report. */
export const FeedbackResultSchema = z.object({ submitted: z.boolean() });
export type FeedbackResult = z.infer<typeof FeedbackResultSchema>;
