// Answers of the edge Worker's non-session /api routes (browser <-> Worker).
import { z } from "zod/mini";
import { RequestIdSchema } from "../api-error.ts";
import { EventTimeSchema } from "../logistics/common.ts";
import { CompanySchema } from "../logistics/enums.ts";
import { FreeTextSchema, IdempotencyKeySchema, TrailerNumberSchema } from "../validation.ts";

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
  /** The request id of the last failure the phone saw (decision 070), so the report meets its log lines. */
  requestId: z.optional(RequestIdSchema),
});
export type ReportIssue = z.infer<typeof ReportIssueSchema>;

/**
 * POST /api/feedback's body: the form as the outbox sends it (decision 041), with the time the
 * driver sent it and the entry's id as the idempotency key, so a resent report is stored once.
 */
export const FeedbackSubmissionSchema = z.extend(ReportIssueSchema, {
  eventTime: EventTimeSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type FeedbackSubmission = z.infer<typeof FeedbackSubmissionSchema>;

/** POST /api/feedback: whether the logistics API accepted the report. */
export const FeedbackResultSchema = z.object({ submitted: z.boolean() });
export type FeedbackResult = z.infer<typeof FeedbackResultSchema>;
