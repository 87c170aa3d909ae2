// What the finder may say about a trailer, and nothing more (decision 026): its
// number, company and slot, where it was last reported, how sure that is as a
// radius, and when. Built field by field from the logistics API's trailer, so a
// field added upstream can never leak through.
import type { FinderTrailer } from "#shared/api/finder.ts";
import { confidenceRadiusMetres } from "#shared/location-confidence.ts";
import type { TrailerReading } from "#shared/logistics/trailers.ts";
import type { SlottedTrailer } from "./link-token.ts";

/** The finder's view of a trailer; `trailer` null when the logistics API does not know it. */
export function finderTrailer(
  ref: SlottedTrailer,
  trailer: TrailerReading | null,
  nowMs: number,
): FinderTrailer {
  const reportedAt = trailer?.sourceLastReported ?? null;
  const reported = trailer?.location ?? null;
  // A position off the globe is no position (never a marker in the wrong place).
  const location =
    reported && Math.abs(reported.lat) <= 90 && Math.abs(reported.lng) <= 180 ? reported : null;
  return {
    trailerNumber: ref.trailerNumber,
    company: ref.company,
    slot: ref.slot,
    found: trailer !== null,
    position:
      location === null
        ? null
        : {
            lat: location.lat,
            lng: location.lng,
            radiusMetres: confidenceRadiusMetres(trailer?.locationConfidenceRating ?? null),
          },
    reportedAt,
    // A report stamped a little ahead of our clock is "just now", not negative.
    ageSeconds: reportedAt === null ? null : Math.max(0, Math.round((nowMs - Date.parse(reportedAt)) / 1000)),
  };
}
