// POST /api/feedback: the Report Issue form (spec §3: every field required).
import { Hono } from "hono";
import { z } from "zod/mini";
import { FeedbackRequestSchema } from "../../shared/logistics/app.ts";
import type { AppEnv } from "../app-env.ts";
import { validate } from "../http/validate.ts";
import { requireSession } from "../session/require-session.ts";

export const feedbackRoutes = new Hono<AppEnv>().post(
  "/",
  requireSession,
  validate("json", FeedbackRequestSchema),
  async (c) => {
    const submitted = await c.var.logistics.call({
      action: "submitThirdPartyFeedback",
      method: "POST",
      path: "api/drivers/submitThirdPartyFeedback",
      body: c.req.valid("json"),
      identityToken: c.var.session.record.identityToken,
      schema: z.boolean(),
    });
    return c.json({ submitted }, 200);
  },
);
