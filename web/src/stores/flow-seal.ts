// A loaded trailer's seal (decision 123): asked at Take possession for the attach, on the
// assessment for the drop; sent as one item of the assessment, its words in its comment. A quick
// drop, with no assessment, asks it on the Detach step and keeps it on the phone (decision 141).
import type { Seal, SealRecord } from "#shared/seal.ts";
import { heldTrailers } from "#web/stores/held-trailers.ts";
import { load } from "#web/stores/launch-state.ts";
import { pickupSealOf } from "#web/stores/pickup-seals.ts";
import { sealOfDraft } from "#web/stores/seal-draft.ts";
import type { Flow } from "#web/stores/trailer-flow.ts";

/** Whether this flow's trailer is a loaded one, whose seal its assessment records. */
export function sealAsked(flow: Flow): boolean {
  if (flow.association === "attach")
    return flow.origin === "new" && flow.loadTrailerStatus === "loadedTrailer";
  // At the drop: loaded when this phone recorded its pickup as loaded, or the order names it so.
  const { trailerId, trailerNumber } = flow.trailer;
  return (
    pickupSealOf(trailerId) !== undefined ||
    load.value?.loadedTrailer === trailerNumber ||
    heldTrailers.value.slots.loadedTrailer === trailerNumber
  );
}

/** At a drop, the seal this phone recorded when it took possession of the trailer. */
export function pickupSealFor(flow: Flow): Seal | undefined {
  return flow.association === "detach" ? pickupSealOf(flow.trailer.trailerId) : undefined;
}

/** The seal the assessment records: undefined when it is not asked, or not answered (yet). */
export function sealToSend(flow: Flow): SealRecord | undefined {
  if (!sealAsked(flow)) return undefined;
  const answered = sealOfDraft(flow.seal);
  if (!("seal" in answered)) return undefined;
  const pickup = pickupSealFor(flow);
  return pickup ? { seal: answered.seal, pickup } : { seal: answered.seal };
}
