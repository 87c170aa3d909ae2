// What every evaluation of docs/product.md §4 reads and answers (./attach.ts, ./detach.ts): the
// stored trailer and load, the driver, the phone's location; a pass, a warning or a failure.

import type { LoadRow } from "#logistics-api/src/db/loads.ts";
import type { TrailerRow } from "#logistics-api/src/db/trailers.ts";
import type { Evaluation, EvaluationReason } from "#shared/logistics/associations.ts";
import type { ServerGeopoint } from "#shared/logistics/common.ts";
import {
  EvaluationResult,
  type EvaluationResultValue,
  EvaluationType,
  type EvaluationTypeName,
  type LoadTrailerStatus,
  MovementStatus,
} from "#shared/logistics/enums.ts";

export type EvaluationInput = {
  trailer: TrailerRow;
  load: LoadRow;
  driverMobile: string;
  /** Trailers the driver holds right now (any order), including possibly this one. */
  driverTrailers: readonly TrailerRow[];
  location: ServerGeopoint | null;
  loadTrailerStatus?: LoadTrailerStatus;
};

function evaluation(
  type: EvaluationTypeName,
  result: EvaluationResultValue,
  message: string,
  reason?: EvaluationReason,
): Evaluation {
  return reason === undefined
    ? { type: EvaluationType[type], result, message }
    : { type: EvaluationType[type], result, message, reason };
}

export const pass = (type: EvaluationTypeName, message: string) =>
  evaluation(type, EvaluationResult.pass, message);
export const warn = (type: EvaluationTypeName, message: string, reason: EvaluationReason) =>
  evaluation(type, EvaluationResult.warn, message, reason);
export const fail = (type: EvaluationTypeName, message: string, reason: EvaluationReason) =>
  evaluation(type, EvaluationResult.fail, message, reason);

/** An attached trailer that someone else holds: an asset truck, or another driver's order. */
export function heldByOthers(trailer: TrailerRow, driverMobile: string): Evaluation | null {
  if (trailer.attached_truck_id !== null)
    return fail("trailer_attached", "Trailer is attached to an asset truck.", "attachedToAssetTruck");
  if (trailer.attached_driver_mobile !== driverMobile)
    return fail(
      "trailer_attached",
      `Trailer is attached to another logistics order (${trailer.current_order_number ?? "unknown"}).`,
      "attachedToAnotherOrder",
    );
  return null;
}

/** Parked, or not reported (a trailer found by its QR, docs/product.md §4); any other movementStatus is moving. */
export function isMoving(trailer: TrailerRow): boolean {
  return (
    trailer.movement_status !== MovementStatus.parked &&
    trailer.movement_status !== MovementStatus.notReported
  );
}

export function anyFailed(evaluations: readonly Evaluation[]): boolean {
  return evaluations.some((e) => e.result === EvaluationResult.fail);
}
