// The trailers the logistics scenario (./logistics-scenario.ts) knows: the test trailer with its
// sticker, a stolen one, one the API cannot store an assessment of, another carrier's, the
// finder's, and the red-tag tests' own by number; and the calls that find them.
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { type Trailer, TrailerSchema } from "#shared/logistics/trailers.ts";
import { splitTrailerId, type TrailerRef, trailerId } from "#shared/trailer-id.ts";
import type { MockHandlers } from "./logistics-api.ts";
import {
  FINDER_TRAILERS,
  GOOD_QR_ID,
  ORDER_WITH_TRAILERS,
  OTHER_CARRIERS_TRAILER,
  RED_TAG_TRAILERS,
  REEFER_QR_ID,
  STOLEN_TRAILER,
  UNSTORABLE_TRAILER,
  YARD,
} from "./logistics-data.ts";
import { errorBody, type ScenarioSettings } from "./scenario-settings.ts";

const TRAILER_BASE = {
  availability: 0,
  repairsNeededLevel: 0,
  isAttached: false,
  sourceLastReported: "2026-11-20T08:00:00.000Z",
  movementStatus: 0,
  currentOrderNumber: null,
  reservation: null,
  location: { lat: YARD.lat, lng: YARD.lng },
  locationConfidenceRating: 90,
  type: "DRY_VAN",
} as const;

const TRAILER = TrailerSchema.parse({
  id: "5301234-knight",
  trailerNumber: "5301234",
  company: "knight",
  availability: 0,
  repairsNeededLevel: 0,
  isAttached: false,
  sourceLastReported: "2026-11-20T08:00:00.000Z",
  status: "H",
  movementStatus: 0,
  currentOrderNumber: null,
  reservation: null,
  location: { lat: YARD.lat, lng: YARD.lng },
  locationConfidenceRating: 90,
  licensePlateNumber: "AZ12345",
  vehicleIdentificationNumber: "1JJV532D4KL123456",
  trailerQr: GOOD_QR_ID,
  type: "DRY_VAN",
});

const STOLEN = TrailerSchema.parse({
  ...TRAILER_BASE,
  id: trailerId(STOLEN_TRAILER.number, STOLEN_TRAILER.company),
  trailerNumber: STOLEN_TRAILER.number,
  company: STOLEN_TRAILER.company,
  status: "T",
  licensePlateNumber: "AZ99999",
  vehicleIdentificationNumber: null,
  trailerQr: null,
});

/** A knight trailer the finder's tests look at; it carries order, driver and plate data that must never leak. */
export function finderTrailer(trailerNumber: string, located: boolean): Trailer {
  return TrailerSchema.parse({
    ...TRAILER,
    id: trailerId(trailerNumber, "knight"),
    trailerNumber,
    isAttached: true,
    currentOrderNumber: ORDER_WITH_TRAILERS,
    reservation: "ADRV042",
    sourceLastReported: located ? new Date(Date.now() - 10 * 60_000).toISOString() : null,
    location: located ? { lat: 33.4258, lng: -112.0203 } : null,
    locationConfidenceRating: located ? 90 : null,
    trailerQr: `QR-${trailerNumber}`,
  });
}

export const FINDER_TRAILER_DATA: Record<string, { located: boolean }> = {
  [FINDER_TRAILERS.located]: { located: true },
  [FINDER_TRAILERS.noPosition]: { located: false },
  [FINDER_TRAILERS.fromPreviousOrder]: { located: true },
  [FINDER_TRAILERS.elsewhere]: { located: true },
};

export const UNSTORABLE = TrailerSchema.parse({
  ...TRAILER_BASE,
  id: trailerId(UNSTORABLE_TRAILER.number, UNSTORABLE_TRAILER.company),
  trailerNumber: UNSTORABLE_TRAILER.number,
  company: UNSTORABLE_TRAILER.company,
  status: "H",
  licensePlateNumber: "AZ88888",
  vehicleIdentificationNumber: null,
  trailerQr: null,
});

/** One of the red-tag tests' own trailers (RED_TAG_TRAILERS), by its number. */
function redTagTrailer(number: string): Trailer | undefined {
  if (!new RegExp(`^${RED_TAG_TRAILERS.prefix}\\d{5}$`).test(number)) return undefined;
  return TrailerSchema.parse({
    ...TRAILER_BASE,
    id: trailerId(number, RED_TAG_TRAILERS.company),
    trailerNumber: number,
    company: RED_TAG_TRAILERS.company,
    status: "H",
    licensePlateNumber: `RT${number}`,
    vehicleIdentificationNumber: null,
    trailerQr: `QR-${number}`,
  });
}

const OTHER_CARRIERS = TrailerSchema.parse({
  ...TRAILER_BASE,
  id: trailerId(OTHER_CARRIERS_TRAILER.number, OTHER_CARRIERS_TRAILER.company),
  trailerNumber: OTHER_CARRIERS_TRAILER.number,
  company: OTHER_CARRIERS_TRAILER.company,
  status: "H",
  currentOrderNumber: OTHER_CARRIERS_TRAILER.orderNumber,
  licensePlateNumber: OTHER_CARRIERS_TRAILER.plate,
  vehicleIdentificationNumber: "1JJV532D4KL666666",
  trailerQr: OTHER_CARRIERS_TRAILER.qrId,
});

const TRAILERS = new Map([TRAILER, STOLEN, UNSTORABLE, OTHER_CARRIERS].map((t) => [t.id, t]));

/** A trailer the mock knows, by its id: the finder's too, so a write can name one (a release). */
export function knownTrailer(id: string): Trailer | undefined {
  const named = splitTrailerId(id);
  const finder = named?.company === "knight" ? FINDER_TRAILER_DATA[named.trailerNumber] : undefined;
  return (
    TRAILERS.get(id) ??
    (finder && named ? finderTrailer(named.trailerNumber, finder.located) : undefined) ??
    (named?.company === RED_TAG_TRAILERS.company ? redTagTrailer(named.trailerNumber) : undefined)
  );
}

/** The trailer a request names: by its id, or by its sticker (the red-tag tests' own by "QR-" and number). */
export const findTrailer = (ref: TrailerRef) =>
  "trailerId" in ref
    ? knownTrailer(ref.trailerId)
    : ([...TRAILERS.values()].find((t) => t.trailerQr === ref.scannedId) ??
      redTagTrailer(ref.scannedId.replace(/^QR-/, "")));

/** The scenario's trailer calls (./logistics-scenario.ts): found by id or by sticker, a sticker reported. */
export function trailerHandlers(settings: ScenarioSettings) {
  return {
    getTrailerById: ({ params }) => {
      const id = trailerId(params.id, params.company);
      const finder = params.company === "knight" ? FINDER_TRAILER_DATA[params.id] : undefined;
      const extra = settings.trailers.get(id);
      if (finder) return { body: { ...finderTrailer(params.id, finder.located), isFound: true } };
      if (extra) return { body: { ...extra, isFound: true } };
      const trailer = knownTrailer(id);
      return trailer
        ? { body: { ...trailer, isAttached: settings.held.has(trailer.id), isFound: true } }
        : { body: { isFound: false, reasonCode: ReasonCode.trailerNotFound, message: "Trailer not found" } };
    },
    getByQrId: ({ params, query }) => {
      if (!query.dryVansOnly) return { status: 400, body: errorBody("dryVansOnly expected") };
      if (params.qrId === REEFER_QR_ID) {
        return {
          body: {
            isFound: false,
            reasonCode: ReasonCode.invalidTrailerType,
            message: "The QR code belongs to a trailer that is not a dry van",
          },
        };
      }
      const trailer = findTrailer({ scannedId: params.qrId });
      return {
        body: trailer
          ? {
              isFound: true,
              trailerId: trailer.id,
              trailerNumber: trailer.trailerNumber,
              trailerCompany: trailer.company,
              isAttached: settings.held.has(trailer.id),
              trailerStatus: trailer.status,
              currentOrderNumber: settings.held.has(trailer.id) ? trailer.currentOrderNumber : null,
            }
          : { isFound: false, reasonCode: ReasonCode.trailerNotFound, message: "Trailer not found" },
      };
    },
    reportUnassociatedQr: ({ body }) => {
      if (body.idempotencyKey) settings.writes.set(body.idempotencyKey, { call: "report", trailerId: "" });
      return { body: { isSuccessful: true, reasonCode: null } };
    },
  } satisfies MockHandlers;
}
