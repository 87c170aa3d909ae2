// The ten evaluations of docs/product.md §4 for an attach, as small pure functions over stored data
// and the phone's location. Every Trailer Unavailable reason of §8 is produced by exactly one of
// them (see logistics-api/README.md, "Evaluations"); a detach asks fewer (./detach.ts).

import { type LoadRow, SLOT_COLUMNS } from "#logistics-api/src/db/loads.ts";
import { distanceMiles } from "#shared/geo.ts";
import { type Evaluation, MIN_VERIFICATION_DISTANCE_MILES } from "#shared/logistics/associations.ts";
import {
  type EquipmentType,
  OUTLANDISH_EQUIPMENT_TYPES,
  RepairsNeededLevel,
  TrailerStatusCode,
  TrailerType,
} from "#shared/logistics/enums.ts";
import { splitTrailerId } from "#shared/trailer-id.ts";
import { type EvaluationInput, fail, heldByOthers, isMoving, pass, warn } from "./evaluation.ts";

/** Below this locationConfidenceRating (0-100) the trailer's reported position is not trusted. */
const LOW_LOCATION_CONFIDENCE = 50;
/** A phone fix less precise than this (metres) cannot prove proximity. */
const MAX_LOCATION_ACCURACY_METERS = 500;

/** Trailer types a power-only driver can hook in this app; anything else is an invalid trailer type (484). */
const HOOKABLE_TRAILER_TYPES: readonly string[] = [
  TrailerType.dryVan,
  TrailerType.reefer,
  TrailerType.flatbed,
];

/** The trailer type each equipment type calls for. */
const EQUIPMENT_TRAILER_TYPE: Record<EquipmentType, string> = {
  KPO: TrailerType.dryVan,
  SPO: TrailerType.dryVan,
  PO: TrailerType.dryVan,
  POT: TrailerType.dryVan,
  PORE: TrailerType.reefer,
  POFB: TrailerType.flatbed,
};

/** Knight power-only and Swift power-only loads must use that company's own trailers. */
const COMPANY_TRAILER_REQUIRED: Partial<Record<EquipmentType, LoadRow["company"]>> = {
  KPO: "knight",
  SPO: "swift",
};

// 0 trailer_status
export function trailerStatus({ trailer }: EvaluationInput): Evaluation {
  switch (trailer.status) {
    case TrailerStatusCode.active:
    case TrailerStatusCode.logistics:
      return pass("trailer_status", "Trailer status allows use.");
    case TrailerStatusCode.stolen:
      return fail(
        "trailer_status",
        "Trailer is reported stolen: open a police report, contact security and your broker.",
        "stolen",
      );
    case TrailerStatusCode.shop:
      return fail("trailer_status", "Trailer is in shop status.", "shopStatus");
    default:
      return fail("trailer_status", `Incorrect trailer status (${trailer.status}).`, "incorrectStatus");
  }
}

// 1 trailer_attached
export function trailerAttached({ trailer, load, driverMobile }: EvaluationInput): Evaluation {
  if (trailer.is_attached === 0) return pass("trailer_attached", "Trailer is not attached.");
  const elsewhere = heldByOthers(trailer, driverMobile);
  if (elsewhere) return elsewhere;
  if (trailer.current_load_id === load.id)
    return warn(
      "trailer_attached",
      "Trailer is already attached to you on this order.",
      "alreadyAttachedToThisOrder",
    );
  return warn(
    "trailer_attached",
    `Trailer is still attached to you from order ${trailer.current_order_number ?? "unknown"}.`,
    "attachedFromPreviousOrder",
  );
}

// 2 trailer_reserved
export function trailerReserved({ trailer, load }: EvaluationInput): Evaluation {
  if (trailer.reservation === null || trailer.reservation === load.order_number)
    return pass("trailer_reserved", "Trailer is not reserved for anyone else.");
  return fail("trailer_reserved", "Trailer is pre-assigned to an asset driver.", "preAssignedToAssetDriver");
}

// 3 trailer_proximity: never fails (GPS drifts); a warning makes the app ask for plate / VIN.
export function trailerProximity({ trailer, location }: EvaluationInput): Evaluation {
  if (location === null)
    return warn("trailer_proximity", "Your location is unavailable: verify the plate or VIN.", "noLocation");
  if (trailer.lat === null || trailer.lng === null)
    return warn(
      "trailer_proximity",
      "The trailer's location is unknown: verify the plate or VIN.",
      "trailerLocationUnknown",
    );
  if (
    (trailer.location_confidence_rating ?? 0) < LOW_LOCATION_CONFIDENCE ||
    (location.accuracy ?? 0) > MAX_LOCATION_ACCURACY_METERS
  )
    return warn(
      "trailer_proximity",
      "The location fix is not precise enough: verify the plate or VIN.",
      "lowLocationConfidence",
    );
  const miles = distanceMiles(
    { lat: location.lat, lng: location.lon },
    { lat: trailer.lat, lng: trailer.lng },
  );
  if (miles > MIN_VERIFICATION_DISTANCE_MILES)
    return warn(
      "trailer_proximity",
      `You are ${miles.toFixed(1)} miles from the trailer's last reported location: verify the plate or VIN.`,
      "notNearTrailer",
    );
  return pass("trailer_proximity", `You are within ${MIN_VERIFICATION_DISTANCE_MILES} mile of the trailer.`);
}

// 4 trailer_type
export function trailerType({ trailer, load }: EvaluationInput): Evaluation {
  if (!HOOKABLE_TRAILER_TYPES.includes(trailer.type))
    return fail("trailer_type", `Invalid trailer type (${trailer.type}).`, "invalidTrailerType");
  const required = COMPANY_TRAILER_REQUIRED[load.equipment_type_id];
  if (required !== undefined && trailer.company !== required)
    return fail(
      "trailer_type",
      `Company trailer required: order ${load.order_number} (${load.equipment_type_id}) needs a ${required} trailer.`,
      "companyTrailerRequired",
    );
  return pass("trailer_type", "Trailer type and owner fit the order.");
}

// 5 equipment_type
export function equipmentType({ trailer, load }: EvaluationInput): Evaluation {
  // An unhookable trailer is already reported by trailer_type; one reason per trailer.
  if (!HOOKABLE_TRAILER_TYPES.includes(trailer.type))
    return pass("equipment_type", "See the trailer type evaluation.");
  const wanted = EQUIPMENT_TRAILER_TYPE[load.equipment_type_id];
  if (trailer.type !== wanted)
    return fail(
      "equipment_type",
      `Mismatching load equipment type: ${load.equipment_type_id} needs a ${wanted}, this trailer is a ${trailer.type}.`,
      "equipmentTypeMismatch",
    );
  if (OUTLANDISH_EQUIPMENT_TYPES.includes(load.equipment_type_id))
    return warn(
      "equipment_type",
      `${load.equipment_type_id} is a rare equipment type: contact your broker if anything looks wrong.`,
      "outlandishEquipmentType",
    );
  return pass("equipment_type", "Trailer matches the load's equipment type.");
}

// 6 loaded_status_type
export function loadedStatusType({ trailer, load, loadTrailerStatus }: EvaluationInput): Evaluation {
  if (trailer.is_loaded === 1 && trailer.loaded_for_order_number !== load.order_number)
    return fail(
      "loaded_status_type",
      "Trailer is loaded with another order's freight.",
      "loadedWithOtherFreight",
    );
  if (loadTrailerStatus === undefined)
    return pass("loaded_status_type", trailer.is_loaded === 1 ? "Trailer is loaded." : "Trailer is empty.");
  if (trailer.is_loaded === 1 && loadTrailerStatus !== "loadedTrailer")
    return fail(
      "loaded_status_type",
      "Trailer is loaded: it cannot be taken as an empty trailer.",
      "loadedNotEmpty",
    );
  if (trailer.is_loaded === 0 && loadTrailerStatus === "loadedTrailer")
    return warn("loaded_status_type", "Trailer is reported empty, not loaded.", "emptyNotLoaded");
  const slotHolder = load[SLOT_COLUMNS[loadTrailerStatus]];
  if (slotHolder !== null && slotHolder !== trailer.id)
    return warn(
      "loaded_status_type",
      `This order's ${loadTrailerStatus} slot already holds trailer ${splitTrailerId(slotHolder)?.trailerNumber ?? slotHolder}; it will be replaced.`,
      "slotFilled",
    );
  return pass("loaded_status_type", "Trailer fits the chosen status.");
}

// 7 critical_repairs_needed (a red tag sets CRITICAL_REPAIRS_NEEDED until the shop clears it)
export function criticalRepairsNeeded({ trailer }: EvaluationInput): Evaluation {
  if (trailer.repairs_needed_level === RepairsNeededLevel.CRITICAL_REPAIRS_NEEDED)
    return fail(
      "critical_repairs_needed",
      "Trailer is damaged and awaiting repairs (critical repairs needed).",
      "criticalRepairsNeeded",
    );
  if (trailer.repairs_needed_level === RepairsNeededLevel.REPAIRS_NEEDED)
    return warn(
      "critical_repairs_needed",
      "Trailer has repairs noted; inspect it carefully.",
      "repairsNeeded",
    );
  return pass("critical_repairs_needed", "No repairs needed.");
}

// 8 is_trailer_moving
export function isTrailerMoving({ trailer }: EvaluationInput): Evaluation {
  if (isMoving(trailer)) return fail("is_trailer_moving", "Trailer is reported moving.", "moving");
  return pass("is_trailer_moving", "Trailer is parked.");
}

// 9 trailer_update_type
export function trailerUpdateType({ trailer, load, driverTrailers }: EvaluationInput): Evaluation {
  const others = driverTrailers.filter((t) => t.id !== trailer.id);
  const onThisOrder = others.find((t) => t.current_load_id === load.id);
  if (onThisOrder)
    return fail(
      "trailer_update_type",
      `You are already attached to trailer ${onThisOrder.trailer_number} on this order: detach it first.`,
      "otherTrailerOnThisOrder",
    );
  if (driverTrailers.some((t) => t.id === trailer.id && t.current_load_id !== load.id))
    return warn(
      "trailer_update_type",
      `Attaching moves this trailer from order ${trailer.current_order_number ?? "unknown"} onto order ${load.order_number}.`,
      "updatesPreviousOrder",
    );
  const previous = others[0];
  if (previous)
    return warn(
      "trailer_update_type",
      `Trailer ${previous.trailer_number} from order ${previous.current_order_number ?? "unknown"} is still attached to you.`,
      "otherTrailerFromPreviousOrder",
    );
  return pass("trailer_update_type", "A new association.");
}

const ATTACH_EVALUATIONS = [
  trailerStatus,
  trailerAttached,
  trailerReserved,
  trailerProximity,
  trailerType,
  equipmentType,
  loadedStatusType,
  criticalRepairsNeeded,
  isTrailerMoving,
  trailerUpdateType,
];

export function evaluateAttachability(input: EvaluationInput): Evaluation[] {
  return ATTACH_EVALUATIONS.map((evaluate) => evaluate(input));
}
