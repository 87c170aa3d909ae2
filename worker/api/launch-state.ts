// GET /api/launch-state: what the app needs on start for the signed-in order (spec §4 App start).
import { Hono } from "hono";
import { AppLaunchStateSchema } from "../../shared/logistics/app.ts";
import type { AppEnv } from "../app-env.ts";
import { requireSession } from "../session/require-session.ts";

export const launchStateRoutes = new Hono<AppEnv>().get("/", requireSession, async (c) => {
  const { identityToken, user } = c.var.session.record;
  const state = await c.var.logistics.call({
    action: "appLaunchState",
    method: "POST",
    path: "api/logisticsApp/appLaunchState",
    body: { loadId: user.loadId, driverMobileNumber: user.mobileNumber },
    identityToken,
    schema: AppLaunchStateSchema,
  });
  return c.json(state, 200);
});
