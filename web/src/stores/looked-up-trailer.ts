// Where a trailer found by a lookup leads (docs/product.md §4), its sticker scanned or its number
// typed alike: one the driver holds, on the carrier's record or on this phone, to its Trailer action
// (detach it, or scan another); one still attached from a previous order to that question; any
// other into the check for what the driver came to do; a trailer whose detach already waits on
// this phone, back to Manage trailer, which says so (decision 105). The flow in progress, if
// another trailer's, is kept as the last trailer first (trailer-flow.ts).
import type { TrailerId, TrailerIdParts } from "#shared/trailer-id.ts";
import { paths } from "#web/config/paths.ts";
import { heldTrailers } from "./held-trailers.ts";
import { userDetails } from "./session.ts";
import { startLookedUpFlow } from "./trailer-flow.ts";

/**
 * How the driver holds this trailer now, if at all: attached (on the carrier's record, or on this
 * phone, its attach waiting to be sent), or still from a previous order. Apart from the projection
 * itself, which Manage trailer's first screen carries (decision 091).
 */
export function heldAs(trailerId: TrailerId): "attached" | "attachedOnPhone" | "previous" | undefined {
  const { attached, previous } = heldTrailers.peek();
  if (attached?.trailerId === trailerId) return attached.onPhone ? "attachedOnPhone" : "attached";
  return previous?.trailerId === trailerId ? "previous" : undefined;
}

type Found = TrailerIdParts & {
  trailerId: TrailerId;
  /** What the lookup said of it, when it was looked up. */
  isAttached?: boolean;
  currentOrderNumber?: string | null;
};

/** Starts the flow for a trailer a lookup found; answers where the driver goes next. */
export function followLookup(
  found: Found,
  { association, scannedId }: { association: "attach" | "detach"; scannedId?: string },
): string {
  const held = heldAs(found.trailerId);
  const letGo = heldTrailers.peek().letGo.some((write) => write.trailerId === found.trailerId);
  if (association === "detach" && letGo) return paths.manageTrailer.getHref();
  if (held === "previous") {
    if (association === "attach") return paths.attachedFromPreviousOrder.getHref();
    startLookedUpFlow({ association, origin: "previousOrder", trailer: found, scannedId });
    return paths.trailerCheck.getHref();
  }
  const onThisOrder =
    held !== undefined ||
    (found.isAttached === true && found.currentOrderNumber === userDetails.peek()?.orderNumber);
  if (association === "attach" && onThisOrder) {
    startLookedUpFlow({ association: "detach", trailer: found, scannedId });
    return paths.trailerAction.getHref();
  }
  startLookedUpFlow({ association, trailer: found, scannedId });
  return paths.trailerCheck.getHref();
}
