// POST /api/feedback: the Report Issue form (spec §3: every field required). The
// order number and the phone are the session's (issue 10): the page shows them
// but never sends them, so no one reports in another driver's or order's name.
// The report comes from the phone's outbox: its event time and idempotency key go
// on to the logistics API, so a report sent again is stored once (decision 016).
import { Hono } from "hono";
import { FeedbackSubmissionSchema } from "../../shared/api/app.ts";
import type { AppEnv } from "../app-env.ts";
import { logsFailedWrite } from "../http/failed-write-log.ts";
import { validate } from "../http/validate.ts";
import { requireSession } from "../session/require-session.ts";

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  requireSession,
  logsFailedWrite(() => "Report an issue"),
  validate("json", FeedbackSubmissionSchema),
  async (c) => {
    const { user, identityToken } = c.var.session.record;
    const submitted = await c.var.logistics.call("submitFeedback", {
      body: { ...c.req.valid("json"), phoneNumber: user.mobileNumber, orderNumber: user.orderNumber },
      identityToken,
    });
    return c.json({ submitted }, 200);
  },
);
