// The six views of docs/product.md §3 in the order the driver walks them (trailer front,
// driver side front, driver side rear, passenger side front, passenger side
// rear, trailer back), each with the side name the system of record stores,
// where the driver stands (for the drawing) and the words that say it. The
// Photos step's subsections are these six plus the roadworthy confirmation.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PhotoSide } from "#shared/logistics/enums.ts";

export type PhotoView = {
  side: PhotoSide;
  /** The view's name (docs/product.md §3 photo views). */
  label: MessageDescriptor;
  /** Where to stand and what to fit in the picture. */
  instruction: MessageDescriptor;
  /** Where the driver stands in the drawing from above (its units: 0–200 × 0–300), and the way they face. */
  stand: { x: number; y: number; facing: number };
};

/** In the order the driver walks around the trailer: front, the driver's side, then the passenger's, back. */
export const PHOTO_VIEWS: readonly PhotoView[] = [
  {
    side: "trailerFront",
    label: msg`Trailer front`,
    instruction: msg`Stand in front of the trailer, a few steps back, and fit its whole front in the picture.`,
    stand: { x: 100, y: 18, facing: 180 },
  },
  {
    side: "driverFront",
    label: msg`Driver side front`,
    instruction: msg`Stand at the front corner on the driver's side and take the front half of that side.`,
    stand: { x: 30, y: 58, facing: 135 },
  },
  {
    side: "driverRear",
    label: msg`Driver side rear`,
    instruction: msg`Stand at the rear corner on the driver's side and take the rear half of that side.`,
    stand: { x: 30, y: 262, facing: 45 },
  },
  {
    side: "passengerFront",
    label: msg`Passenger side front`,
    instruction: msg`Stand at the front corner on the passenger's side and take the front half of that side.`,
    stand: { x: 170, y: 58, facing: 225 },
  },
  {
    side: "passengerRear",
    label: msg`Passenger side rear`,
    instruction: msg`Stand at the rear corner on the passenger's side and take the rear half of that side.`,
    stand: { x: 170, y: 262, facing: 315 },
  },
  {
    side: "trailerBack",
    label: msg`Trailer back`,
    instruction: msg`Stand behind the trailer, a few steps back, and fit its doors and bumper in the picture.`,
    stand: { x: 100, y: 290, facing: 0 },
  },
];

/** The last subsection: the driver confirms the trailer is roadworthy and the photos are sent. */
export const ROADWORTHY = "roadworthy";

export function viewOf(side: string): PhotoView | undefined {
  return PHOTO_VIEWS.find((view) => view.side === side);
}

/** The view after this one, or undefined after the last (the roadworthy confirmation comes next). */
export function viewAfter(side: PhotoSide): PhotoView | undefined {
  const at = PHOTO_VIEWS.findIndex((view) => view.side === side);
  return PHOTO_VIEWS[at + 1];
}
