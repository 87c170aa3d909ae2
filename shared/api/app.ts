// Answers of the edge Worker's non-session /api routes (browser <-> Worker).
import { z } from "zod/mini";
import { RequestIdSchema } from "#shared/api-error.ts";
import { CompanySchema } from "#shared/logistics/enums.ts";
import {
  EventTimeSchema,
  FreeTextSchema,
  IdempotencyKeySchema,
  TypedTrailerNumberSchema,
} from "#shared/validation.ts";

/** GET /api/config: the only configuration the browser ever sees. */
const PublicConfigSchema = z.object({
  environmentName: z.string(),
  mapsKey: z.string(),
  /** The street map's style URL (`{key}` stands for mapsKey); empty when none is set up. */
  mapsStyleUrl: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * POST /api/feedback: the Report Issue form (docs/product.md §3). The order number and the phone are the
 * session's, added by the Worker; the page shows them but never sends them.
 */
export const ReportIssueSchema = z.object({
  description: FreeTextSchema,
  company: CompanySchema,
  trailerNumber: TypedTrailerNumberSchema,
  /** The request id of the last failure the phone saw (decision 070), so the report meets its log lines. */
  requestId: z.optional(RequestIdSchema),
});

/**
 * POST /api/feedback's body: the form as the outbox sends it (decision 041), with the time the
 * driver sent it and the entry's id as the idempotency key, so a resent report is stored once.
 */
export const FeedbackSubmissionSchema = z.extend(ReportIssueSchema, {
  eventTime: EventTimeSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type FeedbackSubmission = z.infer<typeof FeedbackSubmissionSchema>;

/** POST /api/feedback: the logistics API accepted the report (a no is a refusal, kind "refused"). */
const FeedbackResultSchema = z.object({ submitted: z.literal(true) });
export type FeedbackResult = z.infer<typeof FeedbackResultSchema>;

/** GET /api/feature-flags (docs/product.md §3 Feature flags). */
export const AppFeatureFlagsSchema = z.object({
  featureFlags: z.object({ trailerPhotosWorkflowEnabled: z.boolean() }),
});
export type AppFeatureFlags = z.infer<typeof AppFeatureFlagsSchema>;

/**
 * GET /api/alerts/persistent: the carrier's standing notice while it is active, or null. Its dates
 * with its words: a notice the driver closed stays closed on the phone until any of them changes
 * (decision 107).
 */
export const PersistentNoticeSchema = z.nullable(
  z.object({
    alertMessage: z.string(),
    alertMessageDetails: z.nullable(z.string()),
    effectiveDate: z.string(),
    keepAliveUntilDate: z.string(),
  }),
);
export type PersistentNotice = z.infer<typeof PersistentNoticeSchema>;
