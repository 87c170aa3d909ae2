// Field rules shared by the client forms, the edge Worker and the reference
// logistics API, with their limits exported so tests and messages use the same
// numbers. Each schema normalises what a driver types into the stored form.
// zod/mini (functional checks) so the client bundles only the checks it uses.
import { z } from "zod/mini";

export const ORDER_NUMBER_MAX_LENGTH = 12;
export const OrderNumberSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: "required" }),
    z.maxLength(ORDER_NUMBER_MAX_LENGTH, { error: "maxLength" }),
    z.regex(/^[A-Za-z0-9]+$/, { error: "validation" }),
    z.toUpperCase(),
  );

export const MOBILE_NUMBER_DIGITS = 10;

/**
 * The digits of a US number as typed or pasted: the country code 1 in front of ten digits
 * ("+1 555 010 0001", "1-555-010-0001") is left out; any other count is kept as it is, so that a
 * number too long is refused, never cut.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  return digits.length === MOBILE_NUMBER_DIGITS + 1 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * A US mobile number: ten digits once the formatting ((XXX) XXX-XXXX, spaces, dots, a leading +1) is
 * stripped (docs/product.md §5). Letters are refused, not stripped: "555-CALL-NOW" is not a number.
 */
export const MobileNumberSchema = z
  .string()
  .check(
    z.regex(/^[\d\s().+-]*$/, { error: "invalidPhoneNumber", abort: true }),
    z.overwrite(phoneDigits),
    z.regex(/^\d{10}$/, { error: "invalidPhoneNumber" }),
  );

const VERIFICATION_CODE_LENGTH = 6;
export const VerificationCodeSchema = z
  .string()
  .check(z.trim(), z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: "validation" }));

export const TRAILER_NUMBER_MAX_LENGTH = 15;
/** What a trailer number is made of once typed: letters and digits (shared/trailer-id.ts joins it with a company). */
export const TRAILER_NUMBER_CHARACTERS = "A-Za-z0-9";

/** The SWFZ prefix painted before some numbers: not part of the number (docs/product.md §5 hint). */
const SWFZ_PREFIX = /^\s*SWFZ[\s-]*/i;

/** Whether a driver typed the SWFZ prefix (Manual entry says it is left out). */
export function hasSwfzPrefix(typed: string): boolean {
  return SWFZ_PREFIX.test(typed);
}

/** A trailer number as a driver typed it, without the SWFZ prefix, spaces or dashes. */
function typedTrailerNumber(typed: string): string {
  return typed.replace(SWFZ_PREFIX, "").replace(/[\s-]/g, "");
}

const TRAILER_NUMBER_CHECKS = [
  z.minLength(1, { error: "required" }),
  z.maxLength(TRAILER_NUMBER_MAX_LENGTH, { error: "maxLength" }),
  z.regex(new RegExp(`^[${TRAILER_NUMBER_CHARACTERS}]+$`), { error: "validation" }),
  z.toUpperCase(),
];

/** A trailer number as one system names it to another: letters and digits, in upper case. */
export const TrailerNumberSchema = z.string().check(z.trim(), ...TRAILER_NUMBER_CHECKS);

/**
 * A trailer number as a driver types it, on every form (Manual entry, Report issue, Report
 * unassociated QR) and at the edge routes those forms send to: the SWFZ prefix, spaces and dashes
 * left out, then a TrailerNumberSchema.
 */
export const TypedTrailerNumberSchema = z
  .string()
  .check(z.overwrite(typedTrailerNumber), ...TRAILER_NUMBER_CHECKS);

const QR_ID_MAX_LENGTH = 64;
export const QrIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(QR_ID_MAX_LENGTH), z.regex(/^[A-Za-z0-9_-]+$/));

/**
 * A client-made key that names one write (an outbox entry): the server answers a repeat with the
 * first answer and writes nothing again. A UUID, or one with a short suffix for a second call the
 * same write makes (e.g. ":map" for the drop spot after a detach).
 */
export const IdempotencyKeySchema = z.string().check(z.regex(/^[0-9a-f-]{36}(:[a-z]{1,16})?$/i));

/**
 * When something happened on the phone, which may be long before it reached us (offline).
 * Any offset, but the instant must fall in years 0000-9999 once in UTC: it is stored and
 * answered as UTC ISO (e.g. a trailer's sourceLastReported), which has four-digit years.
 */
export const EventTimeSchema = z.iso.datetime({ offset: true }).check(
  z.refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      // Not a date at all is the format check's issue, reported once.
      return Number.isNaN(year) || (year >= 0 && year <= 9999);
    },
    { error: "Out of range: the UTC instant must fall in years 0000-9999" },
  ),
);

const DOT_NUMBER_PATTERN = /^\d{1,8}$/;
export const DotNumberSchema = z.string().check(z.regex(DOT_NUMBER_PATTERN));

export const FREE_TEXT_MAX_LENGTH = 1000;
export const FreeTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: "required" }),
    z.maxLength(FREE_TEXT_MAX_LENGTH, { error: "maxLength" }),
  );

/**
 * Phone numbers shown as (XXX) XXX-XXXX, built from up to 3, 3 and 4 digits (docs/product.md §5), after
 * phoneDigits. More than ten digits are shown as the digits they are, never cut to ten: the field
 * says the number is too long.
 */
export function formatPhoneNumber(input: string): string {
  const d = phoneDigits(input);
  if (d.length > MOBILE_NUMBER_DIGITS) return d;
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
