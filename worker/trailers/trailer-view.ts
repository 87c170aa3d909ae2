// What the phone may see of a trailer (shared/api/trailers.ts TrailerView): no
// plate or VIN (read off the trailer to prove the driver is at it), no position
// (the finder's endpoint), another driver's order number never, and its sticker's
// QR id only when the trailer is the driver's to take or hold (decision 067).
// Built field by field from what the edge read (decision 061), never passed through.
import type { Geopoint, TrailerView, VerifyWith } from "#shared/api/trailers.ts";
import type { ServerGeopoint } from "#shared/logistics/common.ts";
import { Availability, type Company, MovementStatus } from "#shared/logistics/enums.ts";
import { UNKNOWN } from "#shared/logistics/tolerant-reading.ts";
import type { GetByQrIdReading, TrailerReading } from "#shared/logistics/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";

/** What verification asks for, from the identifiers the trailer has on record (docs/product.md §5). */
export function verifyWithFor(
  trailer: Pick<TrailerReading, "licensePlateNumber" | "vehicleIdentificationNumber">,
): VerifyWith {
  const plate = Boolean(trailer.licensePlateNumber?.trim());
  const vin = (trailer.vehicleIdentificationNumber?.trim().length ?? 0) >= 6;
  if (plate && vin) return "either";
  if (plate) return "plate";
  if (vin) return "vin";
  return "none";
}

const known = <T>(value: T | typeof UNKNOWN | null): T | null => (value === UNKNOWN ? null : value);

/** The order a trailer is attached to, named only when it is the driver's own. */
function ownOrderOnly(currentOrderNumber: string | null, ownOrderNumber: string): string | null {
  return currentOrderNumber === ownOrderNumber ? currentOrderNumber : null;
}

/**
 * A trailer looked up by its number and company (the caller's, which the answer need not repeat).
 * `showQr`: the trailer is the driver's to take or hold (standing.ts).
 */
export function trailerView(
  trailer: TrailerReading,
  named: { trailerNumber: string; company: Company },
  ownOrderNumber: string,
  showQr: boolean,
): TrailerView {
  return {
    trailerId: trailerId(named.trailerNumber, named.company),
    trailerNumber: trailer.trailerNumber ?? named.trailerNumber,
    company: named.company,
    type: trailer.type,
    status: trailer.status,
    availability: known(trailer.availability),
    repairsNeededLevel: known(trailer.repairsNeededLevel),
    isAttached: trailer.isAttached,
    movementStatus: trailer.movementStatus,
    currentOrderNumber: ownOrderOnly(trailer.currentOrderNumber, ownOrderNumber),
    sourceLastReported: trailer.sourceLastReported,
    trailerQr: showQr ? trailer.trailerQr : null,
    scannedFromQr: trailer.scannedFromQr ?? undefined,
    verifyWith: verifyWithFor(trailer),
  };
}

/**
 * A trailer found by its QR sticker (docs/product.md §4): the lookup answers only its id, company, status and
 * attachment (§7), so the rest is mapped as the spec says: availability noTag, movementStatus 2
 * (not reported), and the sticker remembered as its trailerQr.
 */
export function trailerFromQr(
  qrId: string,
  found: Extract<GetByQrIdReading, { isFound: true }>,
  ownOrderNumber: string,
): TrailerView {
  return {
    trailerId: trailerId(found.trailerNumber, found.trailerCompany),
    trailerNumber: found.trailerNumber,
    company: found.trailerCompany,
    type: "DRY_VAN",
    status: found.trailerStatus,
    availability: Availability.noTag,
    repairsNeededLevel: null,
    isAttached: found.isAttached,
    movementStatus: MovementStatus.notReported,
    currentOrderNumber: ownOrderOnly(found.currentOrderNumber, ownOrderNumber),
    sourceLastReported: null,
    trailerQr: qrId,
    scannedFromQr: true,
    verifyWith: "none",
  };
}

/** The phone's position in the logistics API's form (docs/product.md §3: the server uses lat and lon). */
export function toServerGeopoint(point: Geopoint | null): ServerGeopoint | null {
  if (point === null) return null;
  return point.accuracy === undefined
    ? { lat: point.lat, lon: point.lng }
    : { lat: point.lat, lon: point.lng, accuracy: point.accuracy };
}
