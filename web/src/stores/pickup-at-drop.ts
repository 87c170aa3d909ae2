// At a drop, what this phone recorded when it took possession of the trailer (decision 127): the
// defects its assessment sent and its photos' thumbnails, from the driver's copy of the attach. The
// app sets it from the copies as the drop goes (app/drivers-copies.ts), so the assessment and
// photos steps show the pickup beside the drop without knowing the copies. Null when this phone
// holds no pickup of the trailer being dropped: the drop goes on alone. Nothing is downloaded: the
// copies and their thumbnails are on the phone (IndexedDB).
import { signal } from "@preact/signals-react";
import type { AssessmentItem } from "#shared/assessment-item.ts";
import type { PhotoSide } from "#shared/logistics/enums.ts";
import type { AssessmentType } from "./assessment-draft.ts";
import type { Flow } from "./trailer-flow.ts";

export type PickupAtDrop = {
  /** The trailer it was recorded for: the flow's, or it is not shown. */
  trailerId: string;
  /** The defects as the pickup's assessment sent them, the seal's item left out (decision 123). */
  items: readonly AssessmentItem[];
  /** The pickup's photos whose thumbnail this phone kept, one a view (the newest). */
  photos: readonly { id: string; side: PhotoSide }[];
  /** The pickup's close-ups of its damage whose thumbnail this phone kept, each with its category. */
  closeUps: readonly { id: string; type: AssessmentType }[];
  /** A photo's thumbnail (JPEG bytes), read from the phone. */
  thumbnail: (photoId: string) => Promise<ArrayBuffer | undefined>;
};

export const pickupAtDrop = signal<PickupAtDrop | null>(null);

/** The pickup of this flow's trailer, when the flow is a drop and this phone recorded it. */
export function pickupOf(current: Flow | null): PickupAtDrop | undefined {
  const pickup = pickupAtDrop.value;
  return current?.association === "detach" && pickup?.trailerId === current.trailer.trailerId
    ? pickup
    : undefined;
}
