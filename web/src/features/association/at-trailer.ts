// A plate or VIN read off the trailer proves the driver is at it (docs/product.md §4, §5): once the
// flow is verified, the check's proximity reason ("You do not seem to be near this trailer.", "Your
// location is unavailable") no longer holds, on the steps after it or after a check run again.
import type { CheckedEvaluation } from "#shared/api/trailers.ts";
import { EvaluationType } from "#shared/logistics/enums.ts";
import type { Flow } from "#web/stores/trailer-flow.ts";

/** The check's evaluations the flow's steps show. */
export function evaluationsShown(
  flow: Pick<Flow, "verified">,
  evaluations: readonly CheckedEvaluation[],
): readonly CheckedEvaluation[] {
  return flow.verified ? evaluations.filter((e) => e.type !== EvaluationType.trailer_proximity) : evaluations;
}
