// Enumerations of docs/product.md §3 and §4. Numeric values are the wire values of the
// logistics API; names are what code and records use.
import { z } from "zod/mini";

export const COMPANIES = ["knight", "swift"] as const;
export const CompanySchema = z.enum(COMPANIES);
export type Company = z.infer<typeof CompanySchema>;

const TMS_SOURCES = ["mcleod", "utxl", "knx-logistics"] as const;
export const TmsSourceSchema = z.enum(TMS_SOURCES);

export const EQUIPMENT_TYPES = ["KPO", "SPO", "PO", "PORE", "POT", "POFB"] as const;
export const EquipmentTypeSchema = z.enum(EQUIPMENT_TYPES);
export type EquipmentType = z.infer<typeof EquipmentTypeSchema>;
/** Rare equipment types: the driver is warned and told to contact the broker if needed. */
export const OUTLANDISH_EQUIPMENT_TYPES: readonly EquipmentType[] = ["PO", "PORE", "POT", "POFB"];

export const Availability = { available: 0, confirmedAvailable: 1, pendingAvailable: 2, noTag: 3 } as const;
export const AvailabilitySchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/**
 * Trailer.movementStatus. 2 is what a trailer found by its QR sticker is mapped with (docs/product.md §4,
 * with availability noTag): no tracking tag reports its movement, and the driver who scanned it
 * is standing at it, so it does not count as moving.
 */
export const MovementStatus = { parked: 0, moving: 1, notReported: 2 } as const;

export const RepairsNeededLevel = { NONE: 0, REPAIRS_NEEDED: 1, CRITICAL_REPAIRS_NEEDED: 2 } as const;
export const RepairsNeededLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Trailer status codes with a meaning of their own (§3: K claims, H logistics), plus active, shop and stolen. */
export const TrailerStatusCode = {
  claims: "K",
  logistics: "H",
  active: "A",
  shop: "S",
  stolen: "T",
} as const;

/** Trailer types (Trailer.type); DRY_VAN is what a QR lookup with dryVansOnly finds. */
export const TrailerType = {
  dryVan: "DRY_VAN",
  reefer: "REEFER",
  flatbed: "FLATBED",
  chassis: "CHASSIS",
} as const;

/** How a recorded association named its trailer (docs/product.md §3 trailer identifier types). */
export const TRAILER_IDENTIFIER_TYPES = ["scannedId", "trailerId"] as const;

export const EvaluationResult = { pass: 0, warn: 1, fail: 2 } as const;
export const EvaluationResultSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type EvaluationResultValue = z.infer<typeof EvaluationResultSchema>;

export const EvaluationType = {
  trailer_status: 0,
  trailer_attached: 1,
  trailer_reserved: 2,
  trailer_proximity: 3,
  trailer_type: 4,
  equipment_type: 5,
  loaded_status_type: 6,
  critical_repairs_needed: 7,
  is_trailer_moving: 8,
  trailer_update_type: 9,
} as const;
export type EvaluationTypeName = keyof typeof EvaluationType;
export const EvaluationTypeSchema = z.union(
  Object.values(EvaluationType).map((v) => z.literal(v)) as [
    z.ZodMiniLiteral<0>,
    ...z.ZodMiniLiteral<number>[],
  ],
);

const ASSOCIATIONS = ["attach", "detach"] as const;
export const AssociationSchema = z.enum(ASSOCIATIONS);
export type Association = z.infer<typeof AssociationSchema>;

/** Which trailer slot of a load the driver takes possession of (§3). */
export const LOAD_TRAILER_STATUSES = ["inboundEmpty", "loadedTrailer", "outboundEmpty"] as const;
export const LoadTrailerStatusSchema = z.enum(LOAD_TRAILER_STATUSES);
export type LoadTrailerStatus = z.infer<typeof LoadTrailerStatusSchema>;

const PHOTO_SIDES = [
  "trailerFront",
  "passengerFront",
  "passengerRear",
  "driverFront",
  "driverRear",
  "trailerBack",
] as const;
export const PhotoSideSchema = z.enum(PHOTO_SIDES);
export type PhotoSide = z.infer<typeof PhotoSideSchema>;

const PHOTO_TYPES = ["trailerPhoto", "assessmentPhoto"] as const;
export const PhotoTypeSchema = z.enum(PHOTO_TYPES);

export const ASSESSMENT_TYPES = [
  "brakes",
  "tires",
  "lights",
  "damage",
  "kingpinLanding",
  "airlinesElectrical",
  "other",
] as const;
export const AssessmentTypeSchema = z.enum(ASSESSMENT_TYPES);

export const ASSESSMENT_SUBTYPES = [
  "kingpin",
  "driverSide",
  "passengerSide",
  "frontSide",
  "rearSide",
  "driverTop",
  "centerTop",
  "passengerTop",
  "driverBottom",
  "centerBottom",
  "passengerBottom",
  "leftAirline",
  "7way",
  "rightAirline",
  "lowerAirlineElectrical",
  "other",
] as const;
export const AssessmentSubtypeSchema = z.enum(ASSESSMENT_SUBTYPES);
