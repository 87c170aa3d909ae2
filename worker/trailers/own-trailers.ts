// The trailers that are the signed-in driver's own (decisions 026, 067): the
// load's trailers, from its slots, and the trailers their launch state says they
// hold (one still attached from a previous order has no slot on this load). The
// finder shows only these; a red tag of one of these needs no plate or VIN.
import type { AppLaunchStateReading } from "#shared/logistics/app.ts";
import { trailerId } from "#shared/trailer-id.ts";
import type { SlottedTrailer } from "#worker/finder/link-token.ts";
import { heldTrailer } from "./launch-state-view.ts";

export type OwnTrailer = {
  ref: SlottedTrailer;
  trailer: AppLaunchStateReading["orderTrailers"][number]["trailer"] | null;
};

/** By trailer id: the load's slots first, then what the driver holds that is in no slot. */
export function ownTrailers(state: AppLaunchStateReading): Map<string, OwnTrailer> {
  const own = new Map<string, OwnTrailer>();
  for (const t of state.orderTrailers) {
    const ref = {
      trailerNumber: t.trailer.trailerNumber,
      company: t.trailer.company,
      slot: t.trailerFieldType,
    };
    own.set(trailerId(ref.trailerNumber, ref.company), { ref, trailer: t.trailer });
  }
  for (const attached of [state.currentlyAttachedTrailer, state.trailerAttachedFromPreviousOrder]) {
    const held = heldTrailer(attached);
    if (held === null) continue;
    const id = trailerId(held.trailerNumber, held.company);
    if (!own.has(id))
      own.set(id, {
        ref: { trailerNumber: held.trailerNumber, company: held.company, slot: null },
        trailer: null,
      });
  }
  return own;
}
