// A detach's evaluations: only what can stop or qualify a drop; the rest pass with a note
// (docs/product.md §4; the attach's are ./attach.ts).
import type { Evaluation } from "#shared/logistics/associations.ts";
import { type EvaluationTypeName, RepairsNeededLevel, TrailerStatusCode } from "#shared/logistics/enums.ts";
import { trailerProximity } from "./attach.ts";
import { type EvaluationInput, fail, heldByOthers, isMoving, pass, warn } from "./evaluation.ts";

function detachAttached({ trailer, load, driverMobile }: EvaluationInput): Evaluation {
  if (trailer.is_attached === 0)
    return fail(
      "trailer_attached",
      "Trailer is not currently attached: contact your broker to correct it.",
      "notAttached",
    );
  const elsewhere = heldByOthers(trailer, driverMobile);
  if (elsewhere) return elsewhere;
  if (trailer.current_load_id !== load.id)
    return warn(
      "trailer_attached",
      `Trailer is attached to you on order ${trailer.current_order_number ?? "unknown"}.`,
      "attachedFromPreviousOrder",
    );
  return pass("trailer_attached", "Trailer is attached to you on this order.");
}

function detachStatus({ trailer }: EvaluationInput): Evaluation {
  if (trailer.status === TrailerStatusCode.stolen)
    return warn("trailer_status", "Trailer is reported stolen: contact security and your broker.", "stolen");
  return pass("trailer_status", "Trailer status does not affect a drop.");
}

function detachRepairs({ trailer }: EvaluationInput): Evaluation {
  if (trailer.repairs_needed_level === RepairsNeededLevel.CRITICAL_REPAIRS_NEEDED)
    return warn(
      "critical_repairs_needed",
      "Trailer needs critical repairs: report the damage when you drop it.",
      "criticalRepairsNeeded",
    );
  return pass("critical_repairs_needed", "No critical repairs recorded.");
}

function detachMoving({ trailer }: EvaluationInput): Evaluation {
  if (isMoving(trailer))
    return warn("is_trailer_moving", "Trailer is reported moving: park before you drop it.", "moving");
  return pass("is_trailer_moving", "Trailer is parked.");
}

const notCheckedOnDetach = (type: EvaluationTypeName) => () => pass(type, "Not checked on detach.");

const DETACH_EVALUATIONS = [
  detachStatus,
  detachAttached,
  notCheckedOnDetach("trailer_reserved"),
  trailerProximity,
  notCheckedOnDetach("trailer_type"),
  notCheckedOnDetach("equipment_type"),
  notCheckedOnDetach("loaded_status_type"),
  detachRepairs,
  detachMoving,
  notCheckedOnDetach("trailer_update_type"),
];

export function evaluateDetachability(input: EvaluationInput): Evaluation[] {
  return DETACH_EVALUATIONS.map((evaluate) => evaluate(input));
}
