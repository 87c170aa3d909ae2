// fast-check values built from the shared zod schemas, so the fuzz tests send
// bodies that look like the real ones (and get past validation into the
// handlers) as well as ones that are wrong in a field. Walks zod's own
// definition objects (`_zod.def`), the kinds the shared schemas use; anything
// else gets arbitrary JSON. Wrong values go only in the top two levels (the body
// and its fields): deeper, they would make almost every body invalid.
import fc from "fast-check";
import type { z } from "zod/mini";

type Def = { type: string; [key: string]: unknown };
type Check = { _zod: { def: { check: string; [key: string]: unknown } } };

export type SchemaValueOptions = {
  /** Known good values by field name (an order on file, a seeded trailer): deeper paths get taken. */
  hints?: Record<string, readonly unknown[]>;
  /** Wrong values (types, missing and extra fields) mixed in, at about one field in this many; 0 = never. */
  junkOneIn?: number;
};
type Settled = Required<SchemaValueOptions> & { depth: number };

/** Levels below the body that get wrong values: the body itself and its fields. */
const JUNK_DEPTH = 1;

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => ((def.checks as Check[] | undefined) ?? []).map((c) => c._zod.def);

/** Any JSON value: the wrong type for almost every field. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constant(""),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

function stringValue(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const patterns = [def.pattern, ...checks.map((c) => c.pattern)].filter((p) => p instanceof RegExp);
  const min = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => Number(c.minimum)));
  const max = Math.min(200, ...checks.filter((c) => c.check === "max_length").map((c) => Number(c.maximum)));
  if (def.format === "datetime") {
    // This century, as a phone would say it; with an offset where the schema takes one.
    const instant = fc.date({
      min: new Date("2000-01-01"),
      max: new Date("2100-01-01"),
      noInvalidDate: true,
    });
    const zone = def.offset === true ? fc.constantFrom("Z", "-07:00", "+05:30") : fc.constant("Z");
    return fc.tuple(instant, zone).map(([d, z]) => d.toISOString().replace("Z", z));
  }
  if (def.format === "uuid" || def.format === "guid") return fc.uuid();
  // The last pattern is the strictest (a phone number is loose formatting, then exactly ten digits).
  const last = patterns.at(-1);
  // fast-check reads no flags; a pattern's lower-case matches still match it case-insensitively.
  const base = last
    ? fc.stringMatching(new RegExp(last.source), { size: "small" })
    : fc.string({ minLength: min, maxLength: max });
  return base.filter((s) => s.length >= min && s.length <= Math.max(max, min));
}

function numberValue(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const low = checks.find((c) => c.check === "greater_than");
  const high = checks.find((c) => c.check === "less_than");
  const integer = def.format === "safeint" || checks.some((c) => c.check === "number_format");
  const min = low ? Number(low.value) + (low.inclusive ? 0 : integer ? 1 : Number.EPSILON) : undefined;
  const max = high ? Number(high.value) - (high.inclusive ? 0 : integer ? 1 : Number.EPSILON) : undefined;
  if (integer) {
    return fc.integer({ min: Math.max(min ?? -1e9, -1e9), max: Math.min(max ?? 1e9, 1e9) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectValue(def: Def, options: Settled): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, z.core.$ZodType>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const value = values(field, { ...options, depth: options.depth + 1 });
    const hint = options.hints[key];
    fields[key] = hint && hint.length > 0 ? fc.oneof(fc.constantFrom(...hint), value) : value;
    if (!["optional", "default"].includes(defOf(field).type)) required.push(key);
  }
  const record = fc.record(fields, { requiredKeys: required });
  if (options.junkOneIn === 0 || options.depth > 0) return record;
  // Now and then a field missing or one nobody asked for.
  return fc.oneof(
    { weight: options.junkOneIn, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...Object.keys(shape), "__proto__", "constructor", "extra"), junkJson)
        .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record, fc.constantFrom(...Object.keys(shape)))
        .map(([value, key]) =>
          Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== key)),
        ),
    },
  );
}

function validValue(schema: z.core.$ZodType, options: Settled): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  // Wrappers (optional, nullable, pipe …) keep the level; an array's items or a record's go one down.
  const inner = (key: string) => values(def[key] as z.core.$ZodType, options);
  const below = (schema: z.core.$ZodType) => values(schema, { ...options, depth: options.depth + 1 });
  switch (def.type) {
    case "string":
      return stringValue(def);
    case "number":
      return numberValue(def);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case "object":
      return objectValue(def, options);
    case "array": {
      const checks = checksOf(def);
      const maxLength = Math.min(
        5,
        ...checks.filter((c) => c.check === "max_length").map((c) => Number(c.maximum)),
      );
      return fc.array(below(def.element as z.core.$ZodType), { maxLength });
    }
    case "record":
      return fc.dictionary(fc.string({ maxLength: 8 }), below(def.valueType as z.core.$ZodType), {
        maxKeys: 3,
      });
    case "tuple":
      return fc.tuple(...(def.items as z.core.$ZodType[]).map(below));
    case "union":
      return fc.oneof(...(def.options as z.core.$ZodType[]).map((option) => values(option, options)));
    case "optional":
      return fc.option(inner("innerType"), { nil: undefined });
    case "nullable":
      return fc.option(inner("innerType"), { nil: null });
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return inner("innerType");
    case "pipe":
      return inner("in");
    case "lazy":
      return values((def.getter as () => z.core.$ZodType)(), options);
    default:
      return junkJson;
  }
}

function values(schema: z.core.$ZodType, options: Settled): fc.Arbitrary<unknown> {
  const valid = validValue(schema, options);
  if (options.junkOneIn === 0 || options.depth > JUNK_DEPTH) return valid;
  return fc.oneof({ weight: options.junkOneIn, arbitrary: valid }, { weight: 1, arbitrary: junkJson });
}

/** Values for `schema`: valid ones, with a wrong field in about one in `junkOneIn`. */
export function schemaValues(
  schema: z.core.$ZodType,
  options: SchemaValueOptions = {},
): fc.Arbitrary<unknown> {
  return values(schema, { hints: options.hints ?? {}, junkOneIn: options.junkOneIn ?? 0, depth: 0 });
}
