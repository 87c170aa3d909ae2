// The damage layout (decision 051): for each damage category, the drawings of the
// trailer it shows (from above, from behind, from the front, from either side)
// and the places on them a driver taps, each a subtype of docs/product.md §3 named by its
// damage item. Places are rectangles in the drawing's own units; the screen
// lays a real checkbox over each, so every place is a labelled control, and
// drawings are sized so that each place is at least 48 px on the narrowest phone.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AssessmentSubtype, AssessmentType } from "#web/stores/assessment-draft.ts";

export type ViewName = "above" | "rear" | "front" | "driverSide" | "passengerSide";

/** A drawing's size in its own units (its SVG viewBox). All drawings are 300 units wide. */
export const VIEW_WIDTH = 300;
export const VIEW_HEIGHTS: Record<ViewName, number> = {
  above: 440,
  rear: 320,
  front: 300,
  driverSide: 180,
  passengerSide: 180,
};

/** The narrowest content a drawing is shown at: a 320 px phone less the page's margins (2 × 18 px). */
export const NARROWEST_DRAWING_PX = 284;
export const MIN_TARGET_PX = 48;

export type Rect = { x: number; y: number; w: number; h: number };
type Place = { subType: AssessmentSubtype; label: MessageDescriptor; rect: Rect };
export type LayoutView = { view: ViewName; caption: MessageDescriptor; places: readonly Place[] };

const CAPTIONS: Record<ViewName, MessageDescriptor> = {
  above: msg`From above, front at the top`,
  rear: msg`From behind: the driver side is on your left`,
  front: msg`From the front, as you face it: the driver side is on your right`,
  driverSide: msg`Driver side`,
  passengerSide: msg`Passenger side`,
};

const view = (name: ViewName, places: readonly Place[]): LayoutView => ({
  view: name,
  caption: CAPTIONS[name],
  places,
});

/** The wheels on a side view: the tandem at the rear (left on the passenger side, where the front is right). */
const WHEELS = {
  driverSide: { x: 190, y: 96, w: 110, h: 84 },
  passengerSide: { x: 0, y: 96, w: 110, h: 84 },
};

export const LAYOUTS: Record<Exclude<AssessmentType, "other">, readonly LayoutView[]> = {
  damage: [
    view("above", [
      { subType: "frontSide", label: msg`Front side damage`, rect: { x: 60, y: 0, w: 180, h: 64 } },
      { subType: "driverSide", label: msg`Driver side damage`, rect: { x: 0, y: 72, w: 100, h: 296 } },
      {
        subType: "passengerSide",
        label: msg`Passenger side damage`,
        rect: { x: 200, y: 72, w: 100, h: 296 },
      },
      { subType: "rearSide", label: msg`Rear side damage`, rect: { x: 60, y: 376, w: 180, h: 64 } },
    ]),
  ],
  lights: [
    view("rear", [
      {
        subType: "driverTop",
        label: msg`Rear clearance lamp, driver side`,
        rect: { x: 0, y: 0, w: 100, h: 110 },
      },
      { subType: "centerTop", label: msg`Identification lamps`, rect: { x: 100, y: 0, w: 100, h: 110 } },
      {
        subType: "passengerTop",
        label: msg`Rear clearance lamp, passenger side`,
        rect: { x: 200, y: 0, w: 100, h: 110 },
      },
      {
        subType: "driverBottom",
        label: msg`Driver side rear turn/signal lamp`,
        rect: { x: 0, y: 180, w: 100, h: 140 },
      },
      {
        subType: "centerBottom",
        label: msg`Rear bumper bar marking`,
        rect: { x: 100, y: 180, w: 100, h: 140 },
      },
      {
        subType: "passengerBottom",
        label: msg`Passenger side rear turn/signal lamp`,
        rect: { x: 200, y: 180, w: 100, h: 140 },
      },
    ]),
  ],
  brakes: [
    view("driverSide", [{ subType: "driverSide", label: msg`Driver side brakes`, rect: WHEELS.driverSide }]),
    view("passengerSide", [
      { subType: "passengerSide", label: msg`Passenger side brakes`, rect: WHEELS.passengerSide },
    ]),
  ],
  tires: [
    view("driverSide", [
      { subType: "driverSide", label: msg`Driver side tires and wheels`, rect: WHEELS.driverSide },
    ]),
    view("passengerSide", [
      { subType: "passengerSide", label: msg`Passenger side tires and wheels`, rect: WHEELS.passengerSide },
    ]),
  ],
  kingpinLanding: [
    view("driverSide", [{ subType: "kingpin", label: msg`Kingpin`, rect: { x: 0, y: 96, w: 72, h: 84 } }]),
  ],
  airlinesElectrical: [
    view("front", [
      { subType: "leftAirline", label: msg`Left air line`, rect: { x: 8, y: 96, w: 100, h: 112 } },
      { subType: "7way", label: msg`7-way`, rect: { x: 108, y: 64, w: 84, h: 144 } },
      { subType: "rightAirline", label: msg`Right air line`, rect: { x: 192, y: 96, w: 100, h: 112 } },
      {
        subType: "lowerAirlineElectrical",
        label: msg`Lower air line / electrical`,
        rect: { x: 40, y: 220, w: 220, h: 80 },
      },
    ]),
  ],
};

/** Every category has Other, for damage the drawings do not show. */
export const OTHER_PLACE_LABEL: Record<AssessmentType, MessageDescriptor> = {
  damage: msg`Other body damage (add damage)`,
  lights: msg`Other lights (add damage)`,
  brakes: msg`Other brakes (add damage)`,
  tires: msg`Other tires or wheels (add damage)`,
  kingpinLanding: msg`Landing gear or other (add damage)`,
  airlinesElectrical: msg`Other air lines or electrical (add damage)`,
  other: msg`Other (add damage)`,
};

/** The subtypes a category's places offer, Other included. */
export function subtypesOf(type: AssessmentType): AssessmentSubtype[] {
  if (type === "other") return ["other"];
  return [...LAYOUTS[type].flatMap((v) => v.places.map((p) => p.subType)), "other"];
}

/** A place's name (its damage item), for its control, its comment screen and the summary. */
export function placeLabel(type: AssessmentType, subType: AssessmentSubtype): MessageDescriptor | undefined {
  if (subType === "other") return OTHER_PLACE_LABEL[type];
  if (type === "other") return undefined;
  for (const v of LAYOUTS[type]) {
    const place = v.places.find((p) => p.subType === subType);
    if (place) return place.label;
  }
  return undefined;
}
