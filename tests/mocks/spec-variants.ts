// Answers a carrier's API may give within docs/product.md §3 and §7 that differ from the
// reference API's (decision 061), made by fast-check from a reference answer and
// its call's strict schema, for the conformance suite:
//   - the same facts, written otherwise: optional fields left out instead of
//     null, date-times with any offset (or none, when UTC), keys the app does not
//     know added at any level, a write's refusal as a 200 with its success shape
//     false and the same reason code (§5);
//   - fewer facts: Hitch's extensions left out, enumeration values the app does
//     not know (a new equipment type, evaluation type, status ...).
// The edge must answer the same for the same facts, and, with fewer, never a 5xx
// and never a refusal taken for a success.
import fc from "fast-check";
import type { z } from "zod/mini";
import { EvaluationReasonSchema } from "#shared/logistics/associations.ts";
import type { LogisticsCallDefinition } from "#shared/logistics/call-definition.ts";
import { LogisticsErrorBodySchema } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, type LogisticsCallName } from "#shared/logistics/contract.ts";
import {
  AvailabilitySchema,
  EquipmentTypeSchema,
  EvaluationResultSchema,
  EvaluationTypeSchema,
  RepairsNeededLevelSchema,
  TmsSourceSchema,
} from "#shared/logistics/enums.ts";
import { refusedWithSuccessShape, removePath } from "#shared/logistics/spec-dialect.ts";

export type Answer = { status: number; body: unknown };
type Mode = "sameFacts" | "fewerFacts";

/** Enumerations a carrier may extend, which the app reads as "unknown" (decision 061). */
const OPEN_ENUMS = new Set<z.ZodMiniType>([
  EquipmentTypeSchema,
  TmsSourceSchema,
  EvaluationTypeSchema,
  EvaluationResultSchema,
  AvailabilitySchema,
  RepairsNeededLevelSchema,
  EvaluationReasonSchema,
]);

type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
};
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly"]);

/** A schema without its optional / nullable / default wrappers, and whether it may be left out. */
function unwrap(schema: z.ZodMiniType): { inner: z.ZodMiniType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (let def = defOf(inner); WRAPPERS.has(def.type) || def.type === "pipe"; def = defOf(inner)) {
    if (def.type === "optional" || def.type === "nullable") optional = true;
    inner = def.type === "pipe" ? def.in! : def.innerType!;
  }
  return { inner, optional };
}

/** The same UTC instant with an offset of `minutes` (0 and no "Z": the no-offset form, read as UTC). */
function withOffset(utc: string, minutes: number | "none"): string {
  const instant = Date.parse(utc);
  if (minutes === "none") return new Date(instant).toISOString().slice(0, -1);
  const local = new Date(instant + minutes * 60_000).toISOString().slice(0, -1);
  const sign = minutes < 0 ? "-" : "+";
  const hh = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, "0");
  const mm = String(Math.abs(minutes) % 60).padStart(2, "0");
  return `${local}${sign}${hh}:${mm}`;
}

const ABSENT = Symbol("absent");
const offsets = fc.oneof(
  fc.integer({ min: -48, max: 56 }).map((quarters) => quarters * 15),
  fc.constant("none" as const),
);
/** Keys the app does not know, with any JSON value. */
const extraKeys = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((key) => `x_${key}`),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 2 },
);

/** A variant of `value`, which `schema` describes. */
function variant(schema: z.ZodMiniType | undefined, value: unknown, mode: Mode): fc.Arbitrary<unknown> {
  if (schema === undefined) return fc.constant(value);
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (mode === "fewerFacts" && OPEN_ENUMS.has(inner) && value !== null) {
    return fc.constantFrom(value, typeof value === "number" ? 97 : "NEW_VALUE");
  }
  if (Array.isArray(value)) {
    return value.length === 0
      ? fc.constant([])
      : fc.tuple(...value.map((item) => variant(def.element, item, mode)));
  }
  if (def.type === "union") {
    const option = def.options?.find((candidate) => candidate.safeParse(value).success);
    return variant(option, value, mode);
  }
  if (def.type === "string" && def.format === "datetime" && typeof value === "string") {
    return mode === "sameFacts"
      ? fc.oneof(
          fc.constant(value),
          offsets.map((minutes) => withOffset(value, minutes)),
        )
      : fc.constant(value);
  }
  if (def.type !== "object" || value === null || typeof value !== "object") return fc.constant(value);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = def.shape?.[key];
    // The same fact: an optional field null, or left out.
    fields[key] =
      field === null && mode === "sameFacts" && fieldSchema && unwrap(fieldSchema).optional
        ? fc.constantFrom<unknown>(null, ABSENT)
        : variant(fieldSchema, field, mode);
  }
  return fc
    .tuple(fc.record(fields), mode === "sameFacts" ? extraKeys : fc.constant({}))
    .map(([kept, extra]) => ({
      ...extra,
      ...Object.fromEntries(Object.entries(kept).filter(([, field]) => field !== ABSENT)),
    }));
}

/** The same facts as `answer`, written as another carrier within docs/product.md §3 and §7 may write them. */
export function sameFactsAnswer(name: LogisticsCallName, answer: Answer): fc.Arbitrary<Answer> {
  const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name];
  if (answer.status >= 300) {
    const body = variant(definition.failure ?? LogisticsErrorBodySchema, answer.body, "sameFacts");
    const asWritten = body.map((written) => ({ status: answer.status, body: written }));
    const reasonCode = (answer.body as { reasonCode?: unknown } | null)?.reasonCode;
    // A write refused with its reason code is the same refusal as a 200 saying no (§5).
    return definition.success && typeof reasonCode === "number"
      ? fc.oneof(asWritten, fc.constant({ status: 200, body: refusedWithSuccessShape(name, reasonCode) }))
      : asWritten;
  }
  return variant(definition.response, answer.body, "sameFacts").map((body) => ({
    status: answer.status,
    body,
  }));
}

/** `answer` with fewer facts: some of Hitch's extensions left out, values the app does not know. */
export function fewerFactsAnswer(name: LogisticsCallName, answer: Answer): fc.Arbitrary<Answer> {
  const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name];
  if (answer.status >= 300) return fc.constant(answer);
  const extensions = Object.keys(definition.extensions?.answer ?? {});
  return fc
    .tuple(
      variant(definition.response, answer.body, "fewerFacts"),
      fc.array(fc.boolean(), { minLength: extensions.length, maxLength: extensions.length }),
    )
    .map(([body, dropped]) => {
      const fewer = structuredClone(body);
      extensions.forEach((path, i) => {
        if (dropped[i]) removePath(fewer, path);
      });
      return { status: answer.status, body: fewer };
    });
}
