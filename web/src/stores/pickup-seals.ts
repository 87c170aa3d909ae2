// The seal each loaded trailer had when this phone took possession of it (decision 123): kept from
// the attach's assessment until the trailer's drop, so the drop can say whether its seal matches.
// A few trailers at most, each under the driver who recorded it; the newest pickup of a trailer
// replaces the one before. Like the driver's copies, it outlives a session that ended (the drop
// may come after a new sign-in) and goes at log out (decision 120: every stored item does).
import { z } from "zod/mini";
import { type Seal, SealSchema } from "#shared/seal.ts";
import { type TrailerId, TrailerIdSchema } from "#shared/trailer-id.ts";
import { persistedSignal } from "#web/lib/storage.ts";
import { userDetails } from "./session.ts";

const KEPT = 10;

const PickupSealSchema = z.object({ mobileNumber: z.string(), trailerId: TrailerIdSchema, seal: SealSchema });

const pickupSeals = persistedSignal("pickupSeals", z.array(PickupSealSchema), []);

const isOf = (trailerId: string) => (kept: z.infer<typeof PickupSealSchema>) =>
  kept.trailerId === trailerId && kept.mobileNumber === userDetails.value?.mobileNumber;

/** The seal the signed-in driver recorded when taking possession of this trailer on this phone. */
export function pickupSealOf(trailerId: string): Seal | undefined {
  return pickupSeals.value.find(isOf(trailerId))?.seal;
}

export function recordPickupSeal(trailerId: TrailerId, seal: Seal): void {
  const mobileNumber = userDetails.peek()?.mobileNumber;
  if (mobileNumber === undefined) return;
  const others = pickupSeals.peek().filter((kept) => !isOf(trailerId)(kept));
  pickupSeals.value = [...others.slice(-(KEPT - 1)), { mobileNumber, trailerId, seal }];
}

/** The trailer is dropped: its pickup's seal has been compared. */
export function forgetPickupSeal(trailerId: string): void {
  const kept = pickupSeals.peek();
  if (kept.some(isOf(trailerId))) pickupSeals.value = kept.filter((seal) => !isOf(trailerId)(seal));
}
