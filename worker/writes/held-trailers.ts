// The order's state as a resent write needs it (decision 062): which trailer the
// driver holds now on this order, and which one still from a previous order,
// read from appLaunchState, so "already done" counts as done.
import type { Context } from "hono";
import { splitTrailerId, type TrailerIdParts, type TrailerRef, trailerId } from "#shared/trailer-id.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { heldTrailer } from "#worker/trailers/launch-state-view.ts";
import { trailerIdOf } from "#worker/trailers/trailer-ref.ts";

export type HeldTrailers = { now: string | null; previous: string | null };

/** One spelling per trailer, whatever the case of its number. */
const sameTrailer = ({ trailerNumber, company }: TrailerIdParts) =>
  trailerId(trailerNumber.toUpperCase(), company);

export async function heldTrailers(c: Context<SessionEnv>): Promise<HeldTrailers> {
  const { user, identityToken } = c.var.session.record;
  const state = await c.var.logistics.call("appLaunchState", {
    body: { loadId: user.loadId, driverMobileNumber: user.mobileNumber },
    identityToken,
  });
  const named = (attached: Parameters<typeof heldTrailer>[0]) => {
    const held = heldTrailer(attached);
    return held ? sameTrailer(held) : null;
  };
  return {
    now: named(state.currentlyAttachedTrailer),
    previous: named(state.trailerAttachedFromPreviousOrder),
  };
}

/** The write's trailer in the same spelling; undefined when it cannot be told (no trailer behind a sticker). */
export async function writtenTrailer(
  c: Context<SessionEnv>,
  trailer: TrailerRef,
): Promise<string | undefined> {
  const id = await trailerIdOf(c, trailer);
  const named = id === undefined ? undefined : splitTrailerId(id);
  return named && sameTrailer(named);
}
