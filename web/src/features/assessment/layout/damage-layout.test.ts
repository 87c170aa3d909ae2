// The damage layout's geometry: every place a thumb aims at is at least 48 px on
// the narrowest phone, inside its drawing, and no two places of a drawing overlap
// (a tap lands on exactly one). happy-dom has no layout, so this is checked on the
// numbers the screen is drawn from.
import { describe, expect, it } from "vitest";
import { ASSESSMENT_SUBTYPES } from "#shared/logistics/enums.ts";
import {
  LAYOUTS,
  MIN_TARGET_PX,
  NARROWEST_DRAWING_PX,
  placeLabel,
  type Rect,
  subtypesOf,
  VIEW_HEIGHTS,
  VIEW_WIDTH,
} from "./damage-layout.ts";

const views = Object.entries(LAYOUTS).flatMap(([type, list]) => list.map((view) => ({ type, ...view })));
const places = views.flatMap((view) =>
  view.places.map((place) => ({ ...place, view: view.view, type: view.type })),
);
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("the damage layout", () => {
  it.each(places)("$type $subType is at least 48 px on a 320 px phone", ({ rect }) => {
    const scale = NARROWEST_DRAWING_PX / VIEW_WIDTH;
    expect(rect.w * scale).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(rect.h * scale).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  });

  it.each(views)("$type, $view: places lie inside the drawing and do not overlap", ({ view, places }) => {
    for (const { rect } of places) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.w).toBeLessThanOrEqual(VIEW_WIDTH);
      expect(rect.y + rect.h).toBeLessThanOrEqual(VIEW_HEIGHTS[view]);
    }
    for (const [i, a] of places.entries()) {
      for (const b of places.slice(i + 1))
        expect(overlap(a.rect, b.rect), `${a.subType} / ${b.subType}`).toBe(false);
    }
  });

  it("maps the places to the subtypes of docs/product.md §3, each subtype used, each named", () => {
    const used = new Set([...places.map((p) => p.subType), "other"]);
    expect([...used].sort()).toEqual([...ASSESSMENT_SUBTYPES].sort());
    for (const type of Object.keys(LAYOUTS) as (keyof typeof LAYOUTS)[]) {
      for (const subType of subtypesOf(type)) expect(placeLabel(type, subType)).toBeDefined();
    }
    expect(subtypesOf("other")).toEqual(["other"]);
  });

  it("shows the damage items of docs/product.md §3 where they are on the trailer", () => {
    const label = (type: keyof typeof LAYOUTS, subType: (typeof ASSESSMENT_SUBTYPES)[number]) =>
      placeLabel(type, subType)?.message;
    expect(label("lights", "centerTop")).toBe("Identification lamps");
    expect(label("lights", "centerBottom")).toBe("Rear bumper bar marking");
    expect(label("lights", "driverBottom")).toBe("Driver side rear turn/signal lamp");
    expect(label("lights", "passengerTop")).toBe("Rear clearance lamp, passenger side");
    expect(label("damage", "frontSide")).toBe("Front side damage");
    expect(label("airlinesElectrical", "7way")).toBe("7-way");
    expect(label("airlinesElectrical", "lowerAirlineElectrical")).toBe("Lower air line / electrical");
    expect(label("kingpinLanding", "kingpin")).toBe("Kingpin");
  });
});
