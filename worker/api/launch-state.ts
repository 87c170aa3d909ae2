// GET /api/launch-state: what the app needs on start for the signed-in order (spec §4 App start).
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { requireSession } from "../session/require-session.ts";

export const launchStateRoutes = new Hono<AppEnv>().get("/", requireSession, async (c) => {
  const { identityToken, user } = c.var.session.record;
  const state = await c.var.logistics.call("appLaunchState", {
    body: { loadId: user.loadId, driverMobileNumber: user.mobileNumber },
    identityToken,
  });
  return c.json(state, 200);
});
