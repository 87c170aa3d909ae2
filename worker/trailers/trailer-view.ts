// What the phone may see of a trailer (shared/api/trailers.ts TrailerView): no
// plate or VIN (read off the trailer to prove the driver is at it), no position
// (the finder's endpoint), another driver's order number never, and its sticker's
// QR id only when the trailer is the driver's to take or hold (decision 067).
import type { Geopoint, TrailerView, VerifyWith } from "../../shared/api/trailers.ts";
import type { ServerGeopoint } from "../../shared/logistics/common.ts";
import type { Trailer } from "../../shared/logistics/trailers.ts";

/** What verification asks for, from the identifiers the trailer has on record (spec §5). */
export function verifyWithFor(
  trailer: Pick<Trailer, "licensePlateNumber" | "vehicleIdentificationNumber">,
): VerifyWith {
  const plate = Boolean(trailer.licensePlateNumber?.trim());
  const vin = (trailer.vehicleIdentificationNumber?.trim().length ?? 0) >= 6;
  if (plate && vin) return "either";
  if (plate) return "plate";
  if (vin) return "vin";
  return "none";
}

/** The order a trailer is attached to, named only when it is the driver's own. */
export function ownOrderOnly(currentOrderNumber: string | null, ownOrderNumber: string): string | null {
  return currentOrderNumber === ownOrderNumber ? currentOrderNumber : null;
}

/** `showQr`: the trailer is the driver's to take or hold (standing.ts). */
export function trailerView(trailer: Trailer, ownOrderNumber: string, showQr: boolean): TrailerView {
  return {
    id: trailer.id,
    trailerNumber: trailer.trailerNumber,
    company: trailer.company,
    type: trailer.type,
    status: trailer.status,
    availability: trailer.availability,
    repairsNeededLevel: trailer.repairsNeededLevel,
    isAttached: trailer.isAttached,
    movementStatus: trailer.movementStatus,
    currentOrderNumber: ownOrderOnly(trailer.currentOrderNumber, ownOrderNumber),
    sourceLastReported: trailer.sourceLastReported,
    trailerQr: showQr ? trailer.trailerQr : null,
    scannedFromQr: trailer.scannedFromQr,
    verifyWith: verifyWithFor(trailer),
  };
}

/** The phone's position in the logistics API's form (spec §3: the server uses lat and lon). */
export function toServerGeopoint(point: Geopoint | null): ServerGeopoint | null {
  if (point === null) return null;
  return point.accuracy === undefined
    ? { lat: point.lat, lon: point.lng }
    : { lat: point.lat, lon: point.lng, accuracy: point.accuracy };
}
