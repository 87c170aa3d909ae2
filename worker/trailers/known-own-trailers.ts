// The driver's own trailers as the session last read them (decision 083): sign-in
// reads the launch state anyway (is the driver on file for the load?, decision
// 066), and so does every launch-state read after it; the ids are kept in the
// session record, so a number lookup tells the driver's own trailers apart
// without asking the carrier again. A red tag still asks afresh (standing.ts).
import type { Context } from "hono";
import type { AppLaunchStateReading } from "#shared/logistics/app.ts";
import type { AppEnv, SessionEnv } from "#worker/app-env.ts";
import { getOwnLaunchState } from "#worker/finder/finder-upstream.ts";
import { type OpenSession, type SessionRecord, sessionStore } from "#worker/session/session-store.ts";
import { ownTrailers } from "./own-trailers.ts";

/**
 * How long a kept list serves a lookup. The driver's own writes come with a launch-state read
 * (the phone reloads the order's state after each), so only a change made elsewhere (a dispatcher
 * moving a slot) can be this old.
 */
const OWN_TRAILERS_FRESH_SECONDS = 15 * 60;

/** The own trailers a launch state names, as the session keeps them. */
export function ownTrailersRead(state: AppLaunchStateReading, now: number): SessionRecord["ownTrailers"] {
  return { ids: [...ownTrailers(state).keys()].sort(), readAt: now };
}

/**
 * Keeps what a launch-state read says in the session. The record is written only when the list
 * changed or the kept one is past half its freshness: a driver with the app open keeps a fresh
 * list for one write every few minutes at most.
 */
export async function keepOwnTrailers<E extends AppEnv>(
  c: Context<E>,
  { id, record }: OpenSession,
  state: AppLaunchStateReading,
): Promise<void> {
  const now = Date.now();
  const read = ownTrailersRead(state, now);
  const kept = record.ownTrailers;
  const same = kept !== undefined && kept.ids.join(",") === read?.ids.join(",");
  if (same && now - kept.readAt < (OWN_TRAILERS_FRESH_SECONDS * 1000) / 2) return;
  record.ownTrailers = read;
  await sessionStore(c.env, c.var.config).save(id, record, now);
}

/** The ids of the driver's own trailers: the session's while fresh, else read (and kept) once. */
export async function knownOwnTrailerIds(c: Context<SessionEnv>): Promise<Set<string>> {
  const kept = c.var.session.record.ownTrailers;
  if (kept !== undefined && Date.now() - kept.readAt < OWN_TRAILERS_FRESH_SECONDS * 1000) {
    return new Set(kept.ids);
  }
  const state = await getOwnLaunchState(c.var.logistics, c.var.session.record);
  await keepOwnTrailers(c, c.var.session, state);
  return new Set(ownTrailers(state).keys());
}
