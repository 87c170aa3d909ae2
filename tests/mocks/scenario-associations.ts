// The logistics scenario's association calls (./logistics-scenario.ts): the two checks, as a
// simple model of the system of record's evaluations, and the writes, each once per key.
import type { Evaluation } from "#shared/logistics/associations.ts";
import { EvaluationType } from "#shared/logistics/enums.ts";
import { PARTLY_RECORDED_REASON_CODES, ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { Trailer } from "#shared/logistics/trailers.ts";
import type { TrailerRef } from "#shared/trailer-id.ts";
import type { MockAnswer, MockHandlers } from "./logistics-api.ts";
import {
  errorBody,
  ORDER_REFUSAL_STATUS,
  type OrderRefusal,
  type ScenarioSettings,
  type WriteCall,
} from "./scenario-settings.ts";
import { findTrailer } from "./scenario-trailers.ts";

/** Farther than this many degrees from the trailer (about a mile), proximity cannot pass. */
const NEAR_DEGREES = 0.015;

/** The carrier's own words for each evaluation the scenario makes (English, as a carrier's API gives them). */
const EVALUATION_MESSAGES = {
  stolen:
    "Trailer is reported stolen: do not move it. Open a police report, then contact security and your broker.",
  criticalRepairsNeeded: "Trailer is damaged and awaiting repairs.",
  attachedToAnotherOrder: "Trailer is attached to another logistics order.",
  notAttached: "Trailer is not attached to this driver.",
  noLocation: "Your location is unavailable: verify the plate or VIN.",
  notNearTrailer: "You are not near the trailer: verify the plate or VIN.",
} as const satisfies Partial<Record<NonNullable<Evaluation["reason"]>, string>>;

type Location = { lat: number; lon: number } | null;

/**
 * The ten evaluations of docs/product.md §4, as the scenario's simple model of the system of record.
 * The reference API's rules (logistics-api/src/evaluations/) are the normative ones (decision 076):
 * where this models a situation it must agree with them, as
 * logistics-api/src/evaluations-mock-agreement.test.ts holds.
 */
function evaluate(
  settings: ScenarioSettings,
  trailer: Trailer,
  driver: string,
  location: Location,
  association: "attach" | "detach",
): Evaluation[] {
  const type = EvaluationType;
  const evaluations: Evaluation[] = Object.values(type).map((t) => ({
    type: t,
    result: 0,
    message: "Passed.",
  }));
  const set = (t: number, result: 1 | 2, reason: keyof typeof EVALUATION_MESSAGES) => {
    evaluations[t] = { type: t, result, message: EVALUATION_MESSAGES[reason], reason };
  };
  const holder = settings.held.get(trailer.id);
  if (association === "attach") {
    if (trailer.status === "T") set(type.trailer_status, 2, "stolen");
    if (settings.redTagged.has(trailer.id)) set(type.critical_repairs_needed, 2, "criticalRepairsNeeded");
    if (holder !== undefined && holder !== driver) set(type.trailer_attached, 2, "attachedToAnotherOrder");
  } else if (holder !== driver) set(type.trailer_attached, 2, "notAttached");
  if (location === null) set(type.trailer_proximity, 1, "noLocation");
  else if (
    Math.abs(location.lat - (trailer.location?.lat ?? 0)) > NEAR_DEGREES ||
    Math.abs(location.lon - (trailer.location?.lng ?? 0)) > NEAR_DEGREES
  ) {
    set(type.trailer_proximity, 1, "notNearTrailer");
  }
  return evaluations;
}

type WriteRequest = {
  trailer: TrailerRef;
  driver: { mobileNumber: string };
  idempotencyKey?: string;
  location: Location;
};

/** An association write: once per key, refused with the call's own reason when an evaluation fails. */
function write(
  settings: ScenarioSettings,
  call: WriteCall,
  request: WriteRequest,
  association: "attach" | "detach",
  apply: (trailerId: string) => void,
): MockAnswer {
  const done = { body: { isSuccessful: true, reasonCode: null } };
  const refused = (reasonCode: number): MockAnswer => ({
    status: 409,
    body: { isSuccessful: false, reasonCode, message: "Refused." },
  });
  if (request.idempotencyKey && settings.writes.has(request.idempotencyKey)) return done;
  const refusal = settings.refusedWrites.get(call);
  const partly = (PARTLY_RECORDED_REASON_CODES as readonly number[]).includes(refusal ?? 0);
  if (refusal !== undefined && !partly) return refused(refusal);
  const trailer = findTrailer(request.trailer);
  if (!trailer)
    return {
      status: 404,
      body: { ...errorBody("Trailer not found", ReasonCode.trailerNotFound), isSuccessful: false },
    };
  const failed = evaluate(settings, trailer, request.driver.mobileNumber, request.location, association).some(
    (e) => e.result === 2,
  );
  if (failed) {
    // Taking a trailer onto an order (attach, or update from a previous order) is refused as not
    // attachable, as the reference API does; letting one go, as not detachable.
    return refused(
      call === "attach" || call === "update"
        ? ReasonCode.trailerNotAttachable
        : ReasonCode.trailerNotDetachable,
    );
  }
  apply(trailer.id);
  if (request.idempotencyKey) settings.writes.set(request.idempotencyKey, { call, trailerId: trailer.id });
  return refusal === undefined ? done : refused(refusal);
}

/** The answer of a call naming an order the system of record refuses now. */
const orderRefused = (reasonCode: OrderRefusal): MockAnswer => ({
  status: ORDER_REFUSAL_STATUS[reasonCode],
  body: errorBody("Refused for the order", reasonCode),
});

/** The trailer a check names, with its evaluations; or the answer when there is none to check. */
function check(
  settings: ScenarioSettings,
  body: { trailer: TrailerRef; location: Location },
  driver: string,
  association: "attach" | "detach",
): { answer: MockAnswer } | { trailer: Trailer; evaluations: Evaluation[]; passed: boolean } {
  if (settings.checkRefusal !== null) return { answer: orderRefused(settings.checkRefusal) };
  const trailer = findTrailer(body.trailer);
  if (!trailer) {
    return { answer: { status: 404, body: errorBody("Trailer not found", ReasonCode.trailerNotFound) } };
  }
  const evaluations = evaluate(settings, trailer, driver, body.location, association);
  return { trailer, evaluations, passed: !evaluations.some((e) => e.result === 2) };
}

export function associationHandlers(settings: ScenarioSettings) {
  const hold = (driver: string) => (id: string) => settings.held.set(id, driver);
  const letGo = (id: string) => settings.held.delete(id);
  return {
    attachability: ({ body, driver = "" }) => {
      const checked = check(settings, body, driver, "attach");
      if ("answer" in checked) return checked.answer;
      const { trailer, evaluations, passed } = checked;
      return {
        body: {
          canAttach: passed,
          trailerCompany: trailer.company,
          trailerNumber: trailer.trailerNumber,
          attachabilityEvaluations: evaluations,
        },
      };
    },
    detachability: ({ body, driver = "" }) => {
      const checked = check(settings, body, driver, "detach");
      if ("answer" in checked) return checked.answer;
      const { trailer, evaluations, passed } = checked;
      return {
        body: {
          canDetach: passed,
          trailerCompany: trailer.company,
          trailerNumber: trailer.trailerNumber,
          detachabilityEvaluations: evaluations,
        },
      };
    },
    attach: ({ body }) => write(settings, "attach", body, "attach", hold(body.driver.mobileNumber)),
    updateAttachedTrailer: ({ body }) =>
      write(settings, "update", body, "detach", hold(body.driver.mobileNumber)),
    detach: ({ body }) => write(settings, "detach", body, "detach", letGo),
    confirmAttachedTrailer: ({ body }) => write(settings, "release", body, "detach", letGo),
    mapTrailerOnDetach: ({ body }) => {
      const refusal = settings.refusedWrites.get("mapping");
      if (refusal !== undefined) {
        return { status: 409, body: { isSuccessful: false, reasonCode: refusal, message: "Refused." } };
      }
      const trailer = findTrailer(body.trailer);
      if (!trailer || settings.held.has(trailer.id)) {
        const reasonCode = ReasonCode.trailerNotDetachable;
        return { status: 409, body: { isSuccessful: false, reasonCode, message: "Detach first." } };
      }
      if (body.idempotencyKey)
        settings.writes.set(body.idempotencyKey, { call: "mapping", trailerId: trailer.id });
      return { body: { isSuccessful: true, reasonCode: null } };
    },
  } satisfies MockHandlers;
}
