// The driver's launch state as the phone reads it (shared/api/launch-state.ts),
// built from what the edge read of appLaunchState (decision 061, 063): the load's
// equipment type and slots, its trailers, and the trailers the driver holds.
import type { HeldTrailer, LaunchState } from "#shared/api/launch-state.ts";
import type { AppLaunchStateReading } from "#shared/logistics/app.ts";
import type { Company } from "#shared/logistics/enums.ts";
import type { AttachedTrailerReading } from "#shared/logistics/loads.ts";
import { UNKNOWN } from "#shared/logistics/tolerant-reading.ts";
import { splitTrailerId, trailerId } from "#shared/trailer-id.ts";

/**
 * A trailer the driver holds, named by its id (decision 075: built from its number and company).
 * Its company is the answer's, or the one its id ends with; a trailer of a company the app does not
 * know cannot be acted on (trailers are looked up by company), so it is not shown (the reading
 * logged the unknown value).
 */
export function heldTrailer(attached: AttachedTrailerReading | null | undefined): HeldTrailer | null {
  if (!attached) return null;
  const company: Company | undefined =
    attached.company !== UNKNOWN
      ? attached.company
      : attached.id === null
        ? undefined
        : splitTrailerId(attached.id)?.company;
  if (company === undefined) return null;
  return {
    trailerId: trailerId(attached.trailerNumber, company),
    trailerNumber: attached.trailerNumber,
    company,
    currentOrderNumber: attached.currentOrderNumber,
  };
}

export function launchStateView(state: AppLaunchStateReading, orderNumber: string): LaunchState {
  const { load } = state;
  return {
    load:
      load === null
        ? null
        : {
            orderNumber,
            equipmentTypeId: load.equipmentTypeId === UNKNOWN ? null : load.equipmentTypeId,
            inboundEmpty: load.inboundEmpty,
            loadedTrailer: load.loadedTrailer,
            outboundEmpty: load.outboundEmpty,
          },
    orderTrailers: state.orderTrailers.map(({ trailer, trailerFieldType }) => ({
      trailerId: trailerId(trailer.trailerNumber, trailer.company),
      trailerFieldType,
      trailer: { trailerNumber: trailer.trailerNumber, company: trailer.company },
    })),
    trailerAttachedFromPreviousOrder: heldTrailer(state.trailerAttachedFromPreviousOrder),
    currentlyAttachedTrailer: heldTrailer(state.currentlyAttachedTrailer),
  };
}
