// Great-circle distances (haversine), shared by the reference API's proximity
// check and the finder map's "how far is it" text.
const EARTH_RADIUS_METRES = 6_371_008.8;
const METRES_PER_MILE = 1609.344;

export type LatLng = { lat: number; lng: number };

/** Great-circle distance between two points, in metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle distance between two points, in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return distanceMetres(a, b) / METRES_PER_MILE;
}

/** The point `metres` away from `from` on the initial bearing `bearingDegrees` (clockwise from north). */
export function destinationPoint(from: LatLng, metres: number, bearingDegrees: number): LatLng {
  const rad = Math.PI / 180;
  const d = metres / EARTH_RADIUS_METRES;
  const bearing = bearingDegrees * rad;
  const lat1 = from.lat * rad;
  const lng1 = from.lng * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: ((lng2 / rad + 540) % 360) - 180 };
}
