// How the edge Worker reads the logistics API's answers (decision 061): Fowler's
// Tolerant Reader. Each call's reading schema (LOGISTICS_CALLS' `read`) names only
// what the app needs and lets the rest vary within docs/product.md §3 and §7:
//   - keys it does not name are ignored;
//   - an optional field absent, null or unreadable reads as null (`optional`);
//   - a date-time with any ISO offset, or none (read as UTC), reads as UTC ISO;
//   - an enumeration value the app does not know reads as "unknown" (`openEnum`).
// A field the app cannot work without stays required: when it is missing the parse
// fails with its path, and the client names the call and the field (never the value).
// What was tolerated (an unknown value, an unreadable optional field) is collected
// while a reading runs (`readTolerantly`) so the client can log a warning for each.
import { z } from "zod/mini";

/**
 * What a reading tolerated: the field, and an enumeration value it did not know (cut short; a code,
 * never a person's data) or, for a value it could not read, only that value's type.
 */
type Tolerated = { field: string; value: string };

let tolerated: Tolerated[] | undefined;

function note(field: string, value: string): void {
  tolerated?.push({ field, value: value.slice(0, 40) });
}
const unreadable = (value: unknown) => `unreadable ${Array.isArray(value) ? "array" : typeof value}`;

/** Parses `raw` with a reading schema, and says what it tolerated on the way (parsing is synchronous). */
export function readTolerantly<S extends z.ZodMiniType>(schema: S, raw: unknown) {
  const outer = tolerated;
  tolerated = [];
  try {
    return { result: schema.safeParse(raw), tolerated };
  } finally {
    tolerated = outer;
  }
}

export const UNKNOWN = "unknown";

/** An enumeration the carrier may extend: a known value as itself, any other as "unknown" (noted). */
export function openEnum<const T extends readonly (string | number)[]>(values: T, field: string) {
  const known = new Set<unknown>(values);
  return z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): T[number] | typeof UNKNOWN => {
      if (known.has(value)) return value as T[number];
      note(field, String(value));
      return UNKNOWN;
    }),
  );
}

/** Text the carrier may send as a number too (an id, a DOT number): read as a string. */
export const Text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);

/** A field the app can do without: absent or null reads as null, and so does a value it cannot read (noted). */
export function optional<S extends z.ZodMiniType>(schema: S, field: string) {
  return z.pipe(
    // Optional in, so a key left out runs the transform too.
    z.optional(z.unknown()),
    z.transform((value): z.output<S> | null => {
      if (value === undefined || value === null) return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data as z.output<S>;
      note(field, unreadable(value));
      return null;
    }),
  );
}

/** As `optional`, but a default instead of null. */
export function withDefault<S extends z.ZodMiniType>(schema: S, fallback: z.output<S>, field: string) {
  return z.pipe(
    optional(schema, field),
    z.transform((value) => value ?? fallback),
  );
}

const ANY_ISO_DATE_TIME = z.iso.datetime({ offset: true, local: true });
const HAS_OFFSET = /(Z|[+-]\d{2}(:?\d{2})?)$/i;

/** A date-time with any ISO 8601 offset, or none (read as UTC), as a UTC ISO string. */
export const DateTime = z.pipe(
  z.string().check(z.refine((value) => ANY_ISO_DATE_TIME.safeParse(value).success)),
  z.transform((value) => new Date(HAS_OFFSET.test(value) ? value : `${value}Z`).toISOString()),
);

/**
 * A list the app shows but can do without item by item: an item it cannot read is left out (noted)
 * rather than failing the answer. Absent or null reads as an empty list.
 */
export function listOf<S extends z.ZodMiniType>(item: S, field: string) {
  return z.pipe(
    // Optional in, so a key left out runs the transform too.
    z.optional(z.unknown()),
    z.transform((value): z.output<S>[] => {
      if (value === undefined || value === null) return [];
      if (!Array.isArray(value)) {
        note(field, unreadable(value));
        return [];
      }
      return value.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        if (parsed.success) return [parsed.data as z.output<S>];
        note(field, `${unreadable(entry)} item`);
        return [];
      });
    }),
  );
}

/**
 * A reading that depends on the raw answer (which shape it is), with the chosen schema's issues
 * kept at their paths so a missing field is still named.
 */
export function readAs<S extends z.ZodMiniType>(choose: (raw: Record<string, unknown>) => S) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((raw, ctx): z.output<S> => {
      const parsed = choose(raw).safeParse(raw);
      if (parsed.success) return parsed.data as z.output<S>;
      for (const issue of parsed.error.issues) {
        ctx.issues.push({ code: "custom", message: issue.message, path: issue.path, input: raw });
      }
      return z.NEVER;
    }),
  );
}

/** The paths of a failed reading's issues, e.g. ["carrier.dotNumber"]: what the log names. */
export function missingFields(error: z.core.$ZodError): string[] {
  const paths = error.issues.map((issue) => issue.path.map(String).join(".") || "(answer)");
  return [...new Set(paths)];
}
