// The side name a close-up of a damage is stored under (decision 126). The documents call
// (docs/product.md §7) names a side for every photo, and §3's sides are the six views: a close-up
// names the view nearest the damage, from the first place marked in its category, else where that
// category's parts are (the air lines and kingpin at the front, the lights at the back, the
// wheels at the rear of each side).
import type { PhotoSide } from "#shared/logistics/enums.ts";
import {
  type AssessmentDraft,
  type AssessmentSubtype,
  type AssessmentType,
  markedPlaces,
} from "#web/stores/assessment-draft.ts";

const SIDE_OF_PLACE: Partial<Record<AssessmentSubtype, PhotoSide>> = {
  kingpin: "trailerFront",
  frontSide: "trailerFront",
  leftAirline: "trailerFront",
  "7way": "trailerFront",
  rightAirline: "trailerFront",
  lowerAirlineElectrical: "trailerFront",
  driverSide: "driverRear",
  passengerSide: "passengerRear",
  rearSide: "trailerBack",
  driverTop: "trailerBack",
  centerTop: "trailerBack",
  passengerTop: "trailerBack",
  driverBottom: "trailerBack",
  centerBottom: "trailerBack",
  passengerBottom: "trailerBack",
};

const SIDE_OF_CATEGORY: Record<AssessmentType, PhotoSide> = {
  airlinesElectrical: "trailerFront",
  kingpinLanding: "trailerFront",
  damage: "trailerFront",
  lights: "trailerBack",
  brakes: "driverRear",
  tires: "driverRear",
  other: "trailerFront",
};

export function closeUpSide(draft: AssessmentDraft, type: AssessmentType): PhotoSide {
  for (const { subType } of markedPlaces(draft, type)) {
    const side = SIDE_OF_PLACE[subType];
    if (side) return side;
  }
  return SIDE_OF_CATEGORY[type];
}
