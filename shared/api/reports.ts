// The shared condition report's browser <-> Worker contract (decision 128). The driver asks for a
// report of records from their copy (the outbox ids their assessments were sent under); the edge
// builds it from what it kept itself as it forwarded those writes, stores it signed, and answers a
// link that anyone can open, signed and expiring as the finder's are. The report names the trailer,
// the order, each record's time, place, answers, seal and photos: never the driver's phone, the
// session or the carrier's ids.
import { z } from "zod/mini";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { AssessmentItemSchema } from "#shared/assessment-item.ts";
import { LOCALES } from "#shared/languages.ts";
import {
  AssociationSchema,
  CompanySchema,
  PhotoSideSchema,
  PhotoTypeSchema,
} from "#shared/logistics/enums.ts";
import { EventTimeSchema } from "#shared/validation.ts";
import { GeopointSchema } from "./trailers.ts";

/** A report puts a pickup beside its drop: two records at most. */
const REPORT_RECORDS_MAX = 2;
/** How long a report's link works: a week, the longest a finder link may (decision 026). */
export const REPORT_LINK_HOURS = 7 * 24;

/** POST /api/reports: the driver's copy's records to report on, and the driver's language. */
export const ReportRequestSchema = z.object({
  /** The idempotency keys the records' assessments were sent under (their outbox entries' ids). */
  assessments: z.array(z.uuid()).check(z.minLength(1), z.maxLength(REPORT_RECORDS_MAX)),
  /** The driver's language: the report is in English with this one beside it where it differs. */
  language: z.enum(LOCALES),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** The link to the report: its path and query, and until when it works. */
export const ReportLinkSchema = z.object({
  path: z.string(),
  expiresAt: z.iso.datetime(),
});
export type ReportLink = z.infer<typeof ReportLinkSchema>;

/** The link's query parameters: its expiry (unix seconds) and its signature. */
export const REPORT_LINK_EXPIRY = "e";
export const REPORT_LINK_SIGNATURE = "sig";

export const ReportLinkQuerySchema = z.object({
  [REPORT_LINK_EXPIRY]: z.string().check(z.regex(/^\d{1,12}$/)),
  [REPORT_LINK_SIGNATURE]: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});
export type ReportLinkQuery = z.infer<typeof ReportLinkQuerySchema>;

const ReportPhotoSchema = z.object({
  side: PhotoSideSchema,
  photoType: PhotoTypeSchema,
  takenAt: z.nullable(EventTimeSchema),
  location: z.nullable(GeopointSchema),
  /** SHA-256 of the photo's bytes as the edge sent them upstream, hex: the signature covers the photo. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export type ReportPhoto = z.infer<typeof ReportPhotoSchema>;

const ReportRecordSchema = z.object({
  association: AssociationSchema,
  eventTime: EventTimeSchema,
  location: z.nullable(GeopointSchema),
  /** The answers as sent to the carrier: codes, comments as typed (the seal's item among them). */
  items: z.array(AssessmentItemSchema),
  redTag: z.boolean(),
  photos: z.array(ReportPhotoSchema),
});
export type ReportRecord = z.infer<typeof ReportRecordSchema>;

/** What a report says: the snapshot the edge signed when the driver shared it. */
export const ReportContentSchema = z.object({
  v: z.literal(1),
  /** The trailer's number as the records named it (a sticker's id when scanned only), and its company. */
  trailerNumber: z.string(),
  company: z.nullable(CompanySchema),
  orderNumber: z.string(),
  language: z.enum(LOCALES),
  sharedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Oldest first: the pickup, then the drop. */
  records: z.array(ReportRecordSchema).check(z.minLength(1), z.maxLength(REPORT_RECORDS_MAX)),
});
export type ReportContent = z.infer<typeof ReportContentSchema>;

/**
 * GET /api/reports/<id>: the verdict, and the report when it is authentic. `altered`: the stored
 * report (or one of its photos) is not what the edge signed (kind linkInvalid, status 409);
 * `invalid`: the link was changed or is no report's (linkInvalid, 403); `expired`: the link's time
 * is over (linkExpired, 410).
 */
/** The status of an altered report's answer: its kind is a link's that is not valid (decision 128). */
export const ALTERED_STATUS = 409;

export const ReportAnswerSchema = z.discriminatedUnion("verdict", [
  z.object({ verdict: z.literal("authentic"), report: ReportContentSchema }),
  z.extend(ApiErrorSchema, { verdict: z.enum(["altered", "invalid", "expired"]) }),
]);
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;
export type ReportVerdict = ReportAnswer["verdict"];
export type ReportRefusal = Exclude<ReportAnswer, { verdict: "authentic" }>;

/**
 * The report's page as the edge serves it (decision 142): at the end of the document, what GET
 * /api/reports/<id> answers for the link, so the page draws the report without asking for it.
 */
export const SERVED_REPORT_ID = "hitch-report";
export const ServedReportSchema = z.object({
  id: z.string(),
  [REPORT_LINK_EXPIRY]: z.string(),
  [REPORT_LINK_SIGNATURE]: z.string(),
  answer: ReportAnswerSchema,
});
export type ServedReport = z.infer<typeof ServedReportSchema>;

/** The report page's path: `/reports/<id>?e=<expiry>&sig=<signature>`. */
export function reportPath(id: string, expiresAt: number, signature: string): string {
  return `/reports/${id}?${REPORT_LINK_EXPIRY}=${expiresAt}&${REPORT_LINK_SIGNATURE}=${signature}`;
}
