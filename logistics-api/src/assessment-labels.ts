// English wording of assessment codes, kept on the record whatever language the
// driver used on screen (49 CFR 396.11: entries on the report in English).
import type { z } from "zod/mini";
import type { AssessmentItemSchema } from "#shared/assessment-item.ts";

type Item = z.infer<typeof AssessmentItemSchema>;

const TYPE_LABELS: Record<Item["type"], string> = {
  brakes: "Brakes",
  tires: "Tires and wheels",
  lights: "Lights",
  damage: "Body damage",
  kingpinLanding: "Kingpin and support gear (landing gear)",
  airlinesElectrical: "Air lines and electrical",
  other: "Other",
};

const SUBTYPE_LABELS: Record<NonNullable<Item["subType"]>, string> = {
  kingpin: "kingpin",
  driverSide: "driver side",
  passengerSide: "passenger side",
  frontSide: "front side",
  rearSide: "rear side",
  driverTop: "driver side top",
  centerTop: "center top",
  passengerTop: "passenger side top",
  driverBottom: "driver side bottom",
  centerBottom: "center bottom",
  passengerBottom: "passenger side bottom",
  leftAirline: "left air line",
  "7way": "7-way connector",
  rightAirline: "right air line",
  lowerAirlineElectrical: "lower air line / electrical",
  other: "other",
};

export function describeItem(item: Item): string {
  const type = TYPE_LABELS[item.type];
  return item.subType ? `${type}: ${SUBTYPE_LABELS[item.subType]}` : type;
}
