// A trailer's identity (docs/product.md §3, decision 075): its number and its company joined, e.g.
// "5301234-swift". The logistics API names trailers by it; this module alone builds, splits and
// checks it, with a pattern made from COMPANIES. A call names a trailer by this id, or by the QR
// id scanned from its sticker (TrailerRef, the spec's trailer lookup identifier).
import { z } from "zod/mini";
import { COMPANIES, type Company } from "#shared/logistics/enums.ts";
import { QrIdSchema, TRAILER_NUMBER_CHARACTERS, TRAILER_NUMBER_MAX_LENGTH } from "./validation.ts";

/** What a trailer id joins. */
export type TrailerIdParts = { trailerNumber: string; company: Company };

const TRAILER_ID_PATTERN = new RegExp(
  `^([${TRAILER_NUMBER_CHARACTERS}]{1,${TRAILER_NUMBER_MAX_LENGTH}})-(${COMPANIES.join("|")})$`,
);

/** A trailer id as a request names it: branded, so only this module makes one from a string. */
export const TrailerIdSchema = z.string().check(z.regex(TRAILER_ID_PATTERN)).brand<"TrailerId">();
export type TrailerId = z.infer<typeof TrailerIdSchema>;

/** The id of this company's trailer with this number: "5301234" and "swift" → "5301234-swift". */
export function trailerId(trailerNumber: string, company: Company): TrailerId {
  return `${trailerNumber}-${company}` as TrailerId;
}

/** "5301234-knight" → its number and company; undefined for anything that is not a trailer id. */
export function splitTrailerId(id: string): TrailerIdParts | undefined {
  const [, trailerNumber, company] = TRAILER_ID_PATTERN.exec(id) ?? [];
  const known = COMPANIES.find((c) => c === company);
  return trailerNumber === undefined || known === undefined ? undefined : { trailerNumber, company: known };
}

/** A trailer id read as its number (in upper case, as TrailerNumberSchema has it) and company. */
export const TrailerIdPartsSchema = z.pipe(
  TrailerIdSchema,
  z.transform((id, ctx) => {
    const parts = splitTrailerId(id);
    if (parts) return { trailerNumber: parts.trailerNumber.toUpperCase(), company: parts.company };
    ctx.issues.push({ code: "custom", message: "not a trailer id", input: id });
    return z.NEVER;
  }),
);

/** How a call names a trailer (docs/product.md §3 trailer lookup identifier): its id, or the sticker scanned. */
export const TrailerRefSchema = z.union([
  z.strictObject({ trailerId: TrailerIdSchema }),
  z.strictObject({ scannedId: QrIdSchema }),
]);
export type TrailerRef = z.infer<typeof TrailerRefSchema>;
