// Trailer rows of D1 and the answers built from them.

import type { Company } from "#shared/logistics/enums.ts";
import type { AttachedTrailer } from "#shared/logistics/loads.ts";
import type { Trailer } from "#shared/logistics/trailers.ts";
import type { TrailerRef } from "#shared/trailer-id.ts";

export type TrailerRow = {
  id: string;
  trailer_number: string;
  company: Company;
  availability: 0 | 1 | 2 | 3;
  repairs_needed_level: 0 | 1 | 2;
  is_attached: 0 | 1;
  source_last_reported: string | null;
  status: string;
  movement_status: number;
  current_order_number: string | null;
  current_load_id: string | null;
  attached_driver_mobile: string | null;
  attached_truck_id: string | null;
  reservation: string | null;
  lat: number | null;
  lng: number | null;
  location_confidence_rating: number | null;
  license_plate_number: string | null;
  vehicle_identification_number: string | null;
  trailer_qr: string | null;
  type: string;
  is_loaded: 0 | 1;
  loaded_for_order_number: string | null;
  /** Bumped by every association write and by a red tag; a write checks it is still the one it evaluated. */
  version: number;
};

export function toTrailer(row: TrailerRow): Trailer {
  return {
    id: row.id,
    trailerNumber: row.trailer_number,
    company: row.company,
    availability: row.availability,
    repairsNeededLevel: row.repairs_needed_level,
    isAttached: row.is_attached === 1,
    sourceLastReported: row.source_last_reported,
    status: row.status,
    movementStatus: row.movement_status,
    currentOrderNumber: row.current_order_number,
    reservation: row.reservation,
    location: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
    locationConfidenceRating: row.location_confidence_rating,
    licensePlateNumber: row.license_plate_number,
    vehicleIdentificationNumber: row.vehicle_identification_number,
    trailerQr: row.trailer_qr,
    type: row.type,
  };
}

export function findTrailerById(db: D1Database, id: string): Promise<TrailerRow | null> {
  return db.prepare("SELECT * FROM trailers WHERE id = ?").bind(id).first<TrailerRow>();
}

export function findTrailerByQr(db: D1Database, qrId: string): Promise<TrailerRow | null> {
  return db.prepare("SELECT * FROM trailers WHERE trailer_qr = ?").bind(qrId).first<TrailerRow>();
}

export function findTrailer(db: D1Database, lookup: TrailerRef): Promise<TrailerRow | null> {
  return "trailerId" in lookup
    ? findTrailerById(db, lookup.trailerId)
    : findTrailerByQr(db, lookup.scannedId);
}

/** Trailers a driver holds right now, on any order. */
export async function trailersAttachedToDriver(db: D1Database, mobile: string): Promise<TrailerRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM trailers WHERE is_attached = 1 AND attached_driver_mobile = ? ORDER BY id")
    .bind(mobile)
    .all<TrailerRow>();
  return results;
}

type LastEventRow = {
  kind: string;
  driver_mobile: string;
  order_number: string;
  tms_source_system: string;
  trailer_identifier_type: "scannedId" | "trailerId";
  event_time: string;
};

/** A trailer with the last attach/detach event recorded for it on a logistics order. */
export async function toAttachedTrailer(db: D1Database, row: TrailerRow): Promise<AttachedTrailer> {
  const event = await db
    .prepare(
      `SELECT a.kind, a.driver_mobile, l.order_number, l.tms_source_system, a.trailer_identifier_type, a.event_time
       FROM associations a JOIN loads l ON l.id = a.load_id
       WHERE a.trailer_id = ? AND a.kind IN ('attach', 'detach', 'update', 'confirmation')
       ORDER BY a.id DESC LIMIT 1`,
    )
    .bind(row.id)
    .first<LastEventRow>();
  return {
    company: row.company,
    id: row.id,
    isAttached: row.is_attached === 1,
    sourceLastReported: row.source_last_reported,
    status: row.status,
    trailerNumber: row.trailer_number,
    licensePlateNumber: row.license_plate_number,
    vehicleIdentificationNumber: row.vehicle_identification_number,
    currentOrderNumber: row.current_order_number,
    lastTacEvent: event && {
      assetDriverId: null,
      driverMobileNumber: event.driver_mobile,
      isAttached: event.kind !== "detach",
      loadNumber: event.order_number,
      source: "hitch",
      sourceLastReported: event.event_time,
      trailerIdentifierType: event.trailer_identifier_type,
      truckId: null,
      mcLeodSourceSystem: event.tms_source_system === "mcleod" ? "mcleod" : null,
    },
  };
}
