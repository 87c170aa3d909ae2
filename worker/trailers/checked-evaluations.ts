// What the phone shows of a check's evaluations (decision 061): for each warn or
// fail, the reason in the app's words. docs/product.md §3 gives an evaluation its type,
// result and message; the reason key is Hitch's own extension, which a carrier
// may not send. So the reason is, in order:
//   1. the answer's own reason key, when it is one the app knows;
//   2. the one reason the type names for that result (7 failing is always the
//      critical-repairs reason; 3 with no location is always "no location");
//   3. the carrier's message, as given, when the type names several reasons
//      (0 failing is a wrong status, stolen or in the shop: only its message says);
//   4. the type's general reason, when there is no message either;
//   5. for a refusal with no failing evaluation at all, "notAllowed".
// So the list under "You cannot take trailer X:" is never empty.
import type { CheckedEvaluation, CheckReason } from "#shared/api/trailers.ts";
import type { EvaluationReading } from "#shared/logistics/associations.ts";
import {
  type Association,
  EvaluationResult,
  EvaluationType,
  type EvaluationTypeName,
} from "#shared/logistics/enums.ts";
import { UNKNOWN } from "#shared/logistics/tolerant-reading.ts";

/** The longest carrier message shown; longer ones are cut (it is text on a phone, not a record). */
export const CARRIER_MESSAGE_MAX_LENGTH = 300;

type Context = { association: Association; hadLocation: boolean };
type Rule = { names?: CheckReason; general?: CheckReason };
type Rules = Partial<Record<EvaluationTypeName, Rule | ((context: Context) => Rule)>>;

const FAIL_RULES: Rules = {
  trailer_status: { general: "incorrectStatus" },
  trailer_attached: ({ association }) =>
    association === "detach" ? { names: "notAttached" } : { general: "attachedToAnotherOrder" },
  trailer_reserved: { names: "preAssignedToAssetDriver" },
  trailer_proximity: ({ hadLocation }) =>
    hadLocation ? { names: "notNearTrailer" } : { names: "noLocation" },
  trailer_type: { general: "invalidTrailerType" },
  equipment_type: { names: "equipmentTypeMismatch" },
  loaded_status_type: { general: "loadedWithOtherFreight" },
  critical_repairs_needed: { names: "criticalRepairsNeeded" },
  is_trailer_moving: { names: "moving" },
  trailer_update_type: { names: "otherTrailerOnThisOrder" },
};

const WARN_RULES: Rules = {
  trailer_attached: { general: "attachedFromPreviousOrder" },
  trailer_proximity: ({ hadLocation }) =>
    hadLocation ? { general: "notNearTrailer" } : { names: "noLocation" },
  equipment_type: { names: "outlandishEquipmentType" },
  loaded_status_type: { general: "emptyNotLoaded" },
  critical_repairs_needed: { names: "repairsNeeded" },
  is_trailer_moving: { names: "moving" },
  trailer_update_type: { general: "updatesPreviousOrder" },
};

const TYPE_NAMES = new Map<number, EvaluationTypeName>(
  Object.entries(EvaluationType).map(([name, value]) => [value, name as EvaluationTypeName]),
);

function ruleFor(type: number | typeof UNKNOWN, result: number, context: Context): Rule {
  const name = type === UNKNOWN ? undefined : TYPE_NAMES.get(type);
  const rules = result === EvaluationResult.fail ? FAIL_RULES : WARN_RULES;
  const rule = name === undefined ? undefined : rules[name];
  return (typeof rule === "function" ? rule(context) : rule) ?? {};
}

function messageOf(evaluation: EvaluationReading): string | undefined {
  const text = evaluation.message?.trim();
  return text ? text.slice(0, CARRIER_MESSAGE_MAX_LENGTH) : undefined;
}

function checked(evaluation: EvaluationReading, context: Context): CheckedEvaluation | undefined {
  const { result } = evaluation;
  // A result the app does not know says neither pass nor fail; canAttach/canDetach still decides.
  if (result === UNKNOWN) return undefined;
  const type = evaluation.type === UNKNOWN ? null : evaluation.type;
  if (result === EvaluationResult.pass) return { type, result };
  const ownKey = evaluation.reason === UNKNOWN ? null : evaluation.reason;
  const rule = ruleFor(evaluation.type, result, context);
  const reason = ownKey ?? rule.names;
  if (reason) return { type, result, reason };
  const message = messageOf(evaluation);
  if (message) return { type, result, message };
  if (rule.general) return { type, result, reason: rule.general };
  // A warning that says nothing is not worth a line; a failure still gets one.
  return result === EvaluationResult.fail ? { type, result, reason: "notAllowed" } : undefined;
}

/** The evaluations as the phone shows them; a refusal always carries at least one failing reason. */
export function checkedEvaluations(
  evaluations: EvaluationReading[],
  allowed: boolean,
  context: Context,
): CheckedEvaluation[] {
  const shown = evaluations.flatMap((evaluation) => checked(evaluation, context) ?? []);
  if (!allowed && !shown.some((e) => e.result === EvaluationResult.fail)) {
    shown.push({ type: null, result: EvaluationResult.fail, reason: "notAllowed" });
  }
  return shown;
}
