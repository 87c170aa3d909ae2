// GET /api/launch-state: what the app needs on start for the signed-in order (docs/product.md §4 App start),
// mapped into the browser's own shape (shared/api/launch-state.ts, decision 063). The driver's own
// trailers it names are kept in the session for the lookups (decision 083).
import { Hono } from "hono";
import type { LaunchState } from "#shared/api/launch-state.ts";
import type { AppEnv } from "../app-env.ts";
import { requireSession } from "../session/require-session.ts";
import { keepOwnTrailers } from "../trailers/known-own-trailers.ts";
import { launchStateView } from "../trailers/launch-state-view.ts";

export const launchStateRoutes = new Hono<AppEnv>().get("/", requireSession, async (c) => {
  const { identityToken, user } = c.var.session.record;
  const state = await c.var.logistics.call("appLaunchState", {
    body: { loadId: user.loadId, driverMobileNumber: user.mobileNumber },
    identityToken,
  });
  await keepOwnTrailers(c, state);
  return c.json(launchStateView(state, user.orderNumber) satisfies LaunchState, 200);
});
