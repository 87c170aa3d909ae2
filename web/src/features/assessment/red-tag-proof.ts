// Whether a red tag needs the plate or the VIN read off the trailer first
// (decision 067). The Worker accepts a red tag only with proof of being at the
// trailer that a phone cannot simply claim: a position counts only for a trailer
// on the driver's own order (its slots, the one attached now, one still attached
// from a previous order: worker/trailers/own-trailers.ts); for any other, and
// whenever proximity did not pass, the plate or VIN must have matched.
import { EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import {
  currentlyAttachedTrailer,
  orderTrailers,
  trailerAttachedFromPreviousOrder,
} from "#web/stores/launch-state.ts";
import type { Flow } from "#web/stores/trailer-flow.ts";

/** The trailers on the driver's order, as the launch state last said. */
function ownTrailerIds(): Set<string> {
  const held = [currentlyAttachedTrailer.peek(), trailerAttachedFromPreviousOrder.peek()];
  return new Set([
    ...orderTrailers.peek().map((t) => t.trailerId),
    ...held.flatMap((t) => (t === null ? [] : [t.trailerId])),
  ]);
}

export function redTagNeedsPlateOrVin(current: Flow): boolean {
  if (current.verified) return false;
  const check = current.check;
  if (!check) return true;
  const near = check.evaluations.some(
    (e) => e.type === EvaluationType.trailer_proximity && e.result === EvaluationResult.pass,
  );
  // A detach, or a trailer kept from a previous order, is one the driver holds.
  const own =
    current.association === "detach" ||
    current.origin === "previousOrder" ||
    ownTrailerIds().has(check.trailerId);
  return !(near && own);
}
