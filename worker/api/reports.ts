// /api/reports: a condition report the driver shares (decision 128).
//   POST /                    the session's driver asks for a report of their own records
//   GET  /:id?e&sig           anyone with the link: the verdict, and the report when authentic
//   GET  /:id/photos/:n?e&sig anyone with the link: one of its photos, as signed
// The report is a snapshot built from what the edge kept as it forwarded the driver's writes
// (reports/evidence.ts): a record the edge did not forward for this driver is refused, the same
// whether it exists or not. It names no phone, session or carrier id. Making and opening a report
// count in the finder's per-network limit (a report copies its photos; a bad link counts too); a
// photo, one of many on a page, does not, and is served only on a link that checks out.
import { type Context, Hono } from "hono";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import {
  ALTERED_STATUS,
  REPORT_LINK_HOURS,
  type ReportAnswer,
  type ReportContent,
  type ReportLink,
  type ReportLinkQuery,
  ReportLinkQuerySchema,
  type ReportRecord,
  type ReportRefusal,
  ReportRequestSchema,
  type ReportVerdict,
} from "#shared/api/reports.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import { splitTrailerId } from "#shared/trailer-id.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { finderLinkKeys } from "#worker/config.ts";
import { validate } from "#worker/http/validate.ts";
import { type Evidence, ownAssessment, ownPhotos } from "#worker/reports/evidence.ts";
import { checkReport, reportPhoto, sha256Hex, storeReport } from "#worker/reports/signed-report.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { rateLimited } from "./finder.ts";

/** Each verdict but authentic as an error answer; the body says the verdict too. */
const REFUSALS = {
  // Status 409 tells it from a link that is not valid (shared/api/reports.ts ReportAnswerSchema).
  altered: apiErrorBody("linkInvalid", ALTERED_STATUS, "This report was changed after it was signed."),
  invalid: apiErrorBody("linkInvalid", 403, "This link is not valid."),
  expired: apiErrorBody("linkExpired", 410, "This link has expired."),
} as const satisfies Record<Exclude<ReportVerdict, "authentic">, { statusCode: number }>;

const NO_STORE = { "cache-control": "no-store" };

/** The same trailer, however the records spelled its number. */
const sameTrailer = (records: readonly Evidence[]) =>
  new Set(records.map((record) => record.trailer.toUpperCase())).size === 1;

/**
 * What opening a report's link answers (GET /api/reports/<id>, and inline in the report's page:
 * worker/pages/shared-report.ts): the report when authentic, else the refusal, with its status.
 */
export async function openReport(
  c: Context<AppEnv>,
  id: string,
  { e, sig }: ReportLinkQuery,
): Promise<{ status: 200 | ClientErrorStatusCode; answer: ReportAnswer }> {
  const link = { id, expiresAt: e, signature: sig };
  const { answer } = await checkReport(c.env.EVIDENCE, finderLinkKeys(c.var.config), link, Date.now());
  if (answer.verdict === "authentic") return { status: 200, answer };
  // The verdict, never the link.
  c.var.log.warn("reportRefused", { reason: answer.verdict });
  const refusal = { ...REFUSALS[answer.verdict], verdict: answer.verdict } satisfies ReportRefusal;
  return { status: refusal.statusCode as ClientErrorStatusCode, answer: refusal };
}

export const reportRoutes = new Hono<AppEnv>()
  .post("/", rateLimited, requireSession, validate("json", ReportRequestSchema), async (c) => {
    const { assessments, language } = c.req.valid("json");
    const records: Evidence[] = [];
    for (const key of new Set(assessments)) {
      const evidence = await ownAssessment(c, key);
      if (!evidence) {
        c.var.log.warn("reportRefused", { reason: "notOwnRecord" });
        return c.json(
          apiErrorBody("notFound", 404, "This record is not one the driver sent through Hitch."),
          404,
        );
      }
      records.push(evidence);
    }
    if (!sameTrailer(records)) {
      return c.json(apiErrorBody("validation", 400, "A report is of one trailer."), 400);
    }
    // The carrier's times are to the second: a pickup and its drop in the same second still read
    // pickup first, so the report's "What changed" compares them (decision 128).
    const dropLast = (record: Evidence) => Number(record.association === "detach");
    records.sort((a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime) || dropLast(a) - dropLast(b));
    const photoBytes: Uint8Array<ArrayBuffer>[] = [];
    const reported: ReportRecord[] = [];
    for (const record of records) {
      const photos: ReportRecord["photos"] = [];
      for (const photo of await ownPhotos(c, record.assessmentId)) {
        const stored = await c.env.EVIDENCE.get(photo.key);
        if (!stored) continue;
        const bytes = new Uint8Array(await stored.arrayBuffer());
        photoBytes.push(bytes);
        const { key: _, ...shown } = photo;
        photos.push({ ...shown, sha256: await sha256Hex(bytes) });
      }
      reported.push({
        association: record.association,
        eventTime: record.eventTime,
        location: record.location,
        items: record.items,
        redTag: record.redTag,
        photos,
      });
    }
    const first = records[0]!;
    const named = splitTrailerId(first.trailer);
    const now = Date.now();
    const expiresAt = new Date(Math.floor(now / 1000 + REPORT_LINK_HOURS * 3600) * 1000).toISOString();
    const content: ReportContent = {
      v: 1,
      trailerNumber: named?.trailerNumber ?? first.trailer,
      company: named?.company ?? null,
      orderNumber: first.orderNumber,
      language,
      sharedAt: new Date(now).toISOString(),
      expiresAt,
      records: reported,
    };
    const path = await storeReport(c.env.EVIDENCE, c.var.config.FINDER_LINK_KEY, content, photoBytes);
    c.var.log.info("reportShared", { records: reported.length, photos: photoBytes.length });
    return c.json({ path, expiresAt } satisfies ReportLink, 200);
  })
  .get("/:id", rateLimited, validate("query", ReportLinkQuerySchema), async (c) => {
    const { status, answer } = await openReport(c, c.req.param("id"), c.req.valid("query"));
    return c.json(answer, status, NO_STORE);
  })
  .get("/:id/photos/:n{[0-9]{1,3}}", validate("query", ReportLinkQuerySchema), async (c) => {
    const { e, sig } = c.req.valid("query");
    const link = { id: c.req.param("id"), expiresAt: e, signature: sig };
    const n = Number(c.req.param("n"));
    const bytes = await reportPhoto(c.env.EVIDENCE, finderLinkKeys(c.var.config), link, n, Date.now());
    if (bytes === null) return c.json(apiErrorBody("notFound", 404, "No such photo on a valid report."), 404);
    return c.body(bytes, 200, { "content-type": "image/jpeg", ...NO_STORE });
  });
