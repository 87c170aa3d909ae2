// The seal each loaded trailer had when this phone took possession of it (decision 123): kept from
// the attach's assessment until the trailer's drop, so the drop can say whether its seal matches.
// A few trailers at most; the newest pickup of a trailer replaces the one before.
import { z } from "zod/mini";
import { type Seal, SealSchema } from "#shared/seal.ts";
import { type TrailerId, TrailerIdSchema } from "#shared/trailer-id.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { PICKUP_SEALS_ITEM } from "./trailer-flow-item.ts";

const KEPT = 10;

const PickupSealSchema = z.object({ trailerId: TrailerIdSchema, seal: SealSchema });

const pickupSeals = persistedSignal(PICKUP_SEALS_ITEM, z.array(PickupSealSchema), []);

export function pickupSealOf(trailerId: string): Seal | undefined {
  return pickupSeals.value.find((kept) => kept.trailerId === trailerId)?.seal;
}

export function recordPickupSeal(trailerId: TrailerId, seal: Seal): void {
  const others = pickupSeals.peek().filter((kept) => kept.trailerId !== trailerId);
  pickupSeals.value = [...others.slice(-(KEPT - 1)), { trailerId, seal }];
}

/** The trailer is dropped: its pickup's seal has been compared. */
export function forgetPickupSeal(trailerId: string): void {
  const kept = pickupSeals.peek();
  if (kept.some((seal) => seal.trailerId === trailerId)) {
    pickupSeals.value = kept.filter((seal) => seal.trailerId !== trailerId);
  }
}
