// POST /api/feedback: the Report Issue form (docs/product.md §3: every field required). The
// order number and the phone are the session's (decision 049): the page shows them
// but never sends them, so no one reports in another driver's or order's name.
// The report comes from the phone's outbox: its event time and idempotency key go
// on to the logistics API, so a report sent again is stored once (decision 016),
// and the edge answers a resend it has the answer to itself (decision 062).
// The API answers a bare yes or no (docs/product.md §7): a no is a refusal like any other
// (kind "refused", with the reason code when an error answer gave one).
import { Hono } from "hono";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import { type FeedbackResult, FeedbackSubmissionSchema } from "#shared/api/app.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { logsFailedWrite } from "#worker/http/failed-write-log.ts";
import { validate } from "#worker/http/validate.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { refusalOf } from "#worker/trailers/refusals.ts";
import { writeOnce } from "#worker/writes/write-once.ts";

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  requireSession,
  logsFailedWrite(() => "Report an issue"),
  validate("json", FeedbackSubmissionSchema),
  async (c) => {
    const { user, identityToken } = c.var.session.record;
    const report = c.req.valid("json");
    try {
      await writeOnce(c, {
        idempotencyKey: report.idempotencyKey,
        action: "submitFeedback",
        send: () =>
          c.var.logistics.call("submitFeedback", {
            body: { ...report, phoneNumber: user.mobileNumber, orderNumber: user.orderNumber },
            identityToken,
          }),
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
    return c.json({ submitted: true } satisfies FeedbackResult, 200);
  },
);
