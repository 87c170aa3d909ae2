// GET /api/launch-state: what the app needs on start for the signed-in order (docs/product.md §4 App start),
// mapped into the browser's own shape (shared/api/launch-state.ts, decision 063). The driver's own
// trailers it names are kept in the session for the lookups (decision 083).
import { type Context, Hono } from "hono";
import type { LaunchState } from "#shared/api/launch-state.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { getOwnLaunchState } from "#worker/finder/finder-upstream.ts";
import { requireSession } from "#worker/session/require-session.ts";
import type { OpenSession } from "#worker/session/session-store.ts";
import { keepOwnTrailers } from "#worker/trailers/known-own-trailers.ts";
import { launchStateView } from "#worker/trailers/launch-state-view.ts";

/**
 * The launch state of the session's order, in the browser's shape, its own trailers kept in the
 * session (also streamed with a signed-in screen's shell, decision 086).
 */
export async function launchStateOf<E extends AppEnv>(
  c: Context<E>,
  session: OpenSession,
): Promise<LaunchState> {
  const state = await getOwnLaunchState(c.var.logistics, session.record);
  await keepOwnTrailers(c, session, state);
  return launchStateView(state, session.record.user.orderNumber);
}

export const launchStateRoutes = new Hono<AppEnv>().get("/", requireSession, async (c) =>
  c.json(await launchStateOf(c, c.var.session), 200),
);
