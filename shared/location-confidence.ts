// How sure a trailer's position is, in metres. A trailer's locationConfidenceRating
// (0-100, docs/product.md §3) and a phone fix's accuracy (metres) are two views of one thing:
// the radius within which the trailer is. This file is the one mapping between
// them, used by the reference API (a drop spot's rating from the phone's accuracy),
// the edge Worker (the finder answers a radius, never the rating) and the map (the
// circle it draws). Decision 026.
//
// The radius grows geometrically as the rating falls, from 10 m at 100 to 25 km at 0:
//   rating  100   95   90   80   70    60    50     40     20     0
//   metres   10   15   22   48  105   229   500  1,094  5,229  25,000
// Rating 50 is 500 m on purpose: it is where the proximity check stops trusting a
// trailer's rating (LOW_LOCATION_CONFIDENCE) and a phone's fix (MAX_LOCATION_ACCURACY_METERS),
// so a drop spot pinned with a fix that check accepts is trusted by it afterwards.

export const RADIUS_AT_FULL_CONFIDENCE_METRES = 10;
export const RADIUS_AT_NO_CONFIDENCE_METRES = 25_000;
/** A drop spot pinned with no accuracy reported counts as a typical phone GPS fix. */
export const ASSUMED_PHONE_ACCURACY_METRES = 50;

const RANGE = RADIUS_AT_NO_CONFIDENCE_METRES / RADIUS_AT_FULL_CONFIDENCE_METRES;
/** Float noise allowance, so that an accuracy of exactly 500 m maps to exactly 50. */
const EPSILON = 1e-9;

const clampRating = (rating: number) => Math.min(100, Math.max(0, rating));

/**
 * The radius in whole metres (rounded up) within which a trailer with this rating is.
 * An unknown rating (null) is no confidence at all, as the proximity check reads it.
 */
export function confidenceRadiusMetres(rating: number | null): number {
  const r = clampRating(rating ?? 0);
  return Math.ceil(RADIUS_AT_FULL_CONFIDENCE_METRES * RANGE ** ((100 - r) / 100) - EPSILON);
}

/**
 * The rating (0-100, whole) of a position known to within `accuracyMetres`: the highest rating
 * whose radius still covers that accuracy, so the circle drawn is never smaller than the fix.
 */
export function confidenceFromAccuracy(accuracyMetres: number | undefined): number {
  const accuracy = Math.max(
    accuracyMetres ?? ASSUMED_PHONE_ACCURACY_METRES,
    RADIUS_AT_FULL_CONFIDENCE_METRES,
  );
  const rating = 100 - (100 * Math.log(accuracy / RADIUS_AT_FULL_CONFIDENCE_METRES)) / Math.log(RANGE);
  return clampRating(Math.floor(rating + EPSILON));
}
