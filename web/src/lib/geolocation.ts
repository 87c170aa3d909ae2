// The phone's position for the proximity check and the drop spot (spec §3
// Geopoint). Never blocks the flow: a fix takes at most a few seconds, and when
// location is denied or unavailable the answer is null and the driver verifies
// the plate or VIN instead (spec §5, §8).
import type { Geopoint } from "../../../shared/api/trailers.ts";

/** How long to wait for a fix; high accuracy on a phone outdoors usually needs a few seconds. */
export const POSITION_TIMEOUT_MS = 8000;
/** A fix younger than this is good enough (the driver has not moved far). */
export const POSITION_MAX_AGE_MS = 60_000;

/** Spec §8: geolocation unavailable or denied is a position-unavailable error with this message. */
export class PositionUnavailableError extends Error {
  readonly code = 2; // GeolocationPositionError.POSITION_UNAVAILABLE
  constructor() {
    super("Geolocation is unavailable or denied");
    this.name = "PositionUnavailableError";
  }
}

/** The phone's position, or rejects with PositionUnavailableError. */
export function requestPosition(geolocation = globalThis.navigator?.geolocation): Promise<Geopoint> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new PositionUnavailableError());
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      () => reject(new PositionUnavailableError()),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}

/** The phone's position, or null when there is none to be had (the flow goes on without it). */
export async function positionOrNull(): Promise<Geopoint | null> {
  try {
    return await requestPosition();
  } catch {
    return null;
  }
}
