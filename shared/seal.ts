// The seal on a loaded trailer (decision 123): its number as the driver typed it off the seal, or
// that the trailer had none. docs/product.md §7 has no seal field and Hitch adds none: the seal is
// written, in English (the record's language), into the comment of one assessment item, the text
// §7 carries; at the drop, beside what was recorded at pickup when the phone holds it. The same
// words are read back for the driver's copy.
import { z } from "zod/mini";
import type { AssessmentItem } from "#shared/assessment-item.ts";

export const SEAL_NUMBER_MAX_LENGTH = 20;

/** What a seal number is once typed: spaces and dashes left out ("12 34-56" is 123456), in capitals. */
function typedSealNumber(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

/** A seal number as the driver types it: letters and digits, at most SEAL_NUMBER_MAX_LENGTH, upper case. */
export const SealNumberSchema = z
  .string()
  .check(
    z.overwrite(typedSealNumber),
    z.minLength(1, { error: "required" }),
    z.maxLength(SEAL_NUMBER_MAX_LENGTH, { error: "maxLength" }),
    z.regex(/^[A-Za-z0-9]+$/, { error: "validation" }),
    z.toUpperCase(),
  );

/** What the driver recorded of a loaded trailer's seal: its number, or that it had none. */
export const SealSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("number"), number: SealNumberSchema }),
  z.object({ kind: z.literal("none") }),
]);
export type Seal = z.infer<typeof SealSchema>;

/** The seal recorded with one assessment, and at a drop what the phone held of the pickup's. */
export const SealRecordSchema = z.object({
  seal: SealSchema,
  pickup: z.optional(SealSchema),
});
export type SealRecord = z.infer<typeof SealRecordSchema>;

export function sealsMatch(a: Seal, b: Seal): boolean {
  return a.kind === "none" ? b.kind === "none" : b.kind === "number" && a.number === b.number;
}

const sealWords = (seal: Seal) => (seal.kind === "none" ? "No seal" : `Seal ${seal.number}`);

/**
 * The record's words (English whatever the screen's language): "Seal 123456", "No seal", and at a
 * drop whose pickup the phone holds "Seal 123456, matches pickup" or "Seal 654321, pickup recorded
 * 123456" ("…, pickup recorded no seal").
 */
export function sealComment({ seal, pickup }: SealRecord): string {
  if (!pickup) return sealWords(seal);
  if (sealsMatch(seal, pickup)) return `${sealWords(seal)}, matches pickup`;
  const recorded = pickup.kind === "none" ? "no seal" : pickup.number;
  return `${sealWords(seal)}, pickup recorded ${recorded}`;
}

const SEAL_COMMENT =
  /^(?:Seal ([A-Z0-9]+)|No seal)(?:, (?:(matches pickup)|pickup recorded (?:([A-Z0-9]+)|no seal)))?$/;

/** The record a sealComment wrote, or null for any other text. */
export function readSealComment(comment: string): SealRecord | null {
  const match = SEAL_COMMENT.exec(comment);
  if (!match) return null;
  const [text, number, matches, pickupNumber] = match;
  const seal: Seal = number === undefined ? { kind: "none" } : { kind: "number", number };
  if (text === sealWords(seal)) return { seal };
  if (matches) return { seal, pickup: seal };
  return {
    seal,
    pickup: pickupNumber === undefined ? { kind: "none" } : { kind: "number", number: pickupNumber },
  };
}

/**
 * The assessment item that carries the seal: type `other` with no place (the driver's own defects
 * always name one, decision 103), the seal's words as its comment.
 */
export function sealItem(record: SealRecord): AssessmentItem {
  return { type: "other", comment: sealComment(record) };
}

/** Whether an assessment item is the one sealItem made. */
export function isSealItem(item: AssessmentItem): boolean {
  return item.type === "other" && item.subType === undefined && readSealComment(item.comment ?? "") !== null;
}
