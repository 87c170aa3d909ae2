import type { PhotoSide } from "#shared/logistics/enums.ts";
import type { PickupViewPhoto } from "#web/components/pickup-photo.tsx";
import { pickupOf } from "#web/stores/pickup-at-drop.ts";
import type { Flow } from "#web/stores/trailer-flow.ts";

/** At a drop, the pickup's photo of this view whose thumbnail this phone kept (decision 127). */
export function pickupPhotoOf(flow: Flow, side: PhotoSide): PickupViewPhoto | undefined {
  const pickup = pickupOf(flow);
  const photo = pickup?.photos.find((p) => p.side === side);
  return pickup && photo ? { id: photo.id, read: () => pickup.thumbnail(photo.id) } : undefined;
}
