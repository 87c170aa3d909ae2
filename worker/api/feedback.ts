// POST /api/feedback: the Report Issue form (spec §3: every field required).
import { Hono } from "hono";
import { FeedbackRequestSchema } from "../../shared/logistics/app.ts";
import type { AppEnv } from "../app-env.ts";
import { validate } from "../http/validate.ts";
import { requireSession } from "../session/require-session.ts";

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  requireSession,
  validate("json", FeedbackRequestSchema),
  async (c) => {
    const submitted = await c.var.logistics.call("submitFeedback", {
      body: c.req.valid("json"),
      identityToken: c.var.session.record.identityToken,
    });
    return c.json({ submitted }, 200);
  },
);
