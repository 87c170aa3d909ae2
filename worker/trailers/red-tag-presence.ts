// Where a red tag is sent from (decision 125). A red tag takes a trailer out of service for
// everyone, so a phone that has a position must be where the trailer last reported: a plate read
// off a photo, typed in another state, is not presence. Only a position the trailer's own tracker
// trusts is compared; a trailer with none, or a phone with none, leaves the proof to the plate or
// VIN read off it (trailer-gate.ts).
import type { Context } from "hono";
import type { Geopoint } from "#shared/api/trailers.ts";
import { distanceMiles } from "#shared/geo.ts";
import { splitTrailerId } from "#shared/trailer-id.ts";
import type { SessionEnv } from "#worker/app-env.ts";
import { getTrailerById } from "#worker/finder/finder-upstream.ts";

/**
 * Farther than this from the trailer's last report, less the phone's own uncertainty, the phone is
 * not at it: wide enough for a big yard, GPS drift and a tracker that last reported as it parked.
 */
const RED_TAG_MAX_MILES = 3;
/** A reported position trusted this much (0-100) or more is where the trailer is. */
const TRUSTED_CONFIDENCE = 50;
const METRES_PER_MILE = 1609.344;

/** Whether the phone at `phone` is farther from trailer `id` than it could be while at it. */
export async function farFromTrailer(c: Context<SessionEnv>, id: string, phone: Geopoint): Promise<boolean> {
  const named = splitTrailerId(id);
  if (!named) return false;
  const trailer = await getTrailerById(c.var.logistics, named.trailerNumber, named.company);
  if (!trailer.isFound || !trailer.location || (trailer.locationConfidenceRating ?? 0) < TRUSTED_CONFIDENCE) {
    return false;
  }
  const uncertainty = (phone.accuracy ?? 0) / METRES_PER_MILE;
  return distanceMiles(phone, trailer.location) - uncertainty > RED_TAG_MAX_MILES;
}
