// GET api/trailers/{getTrailerById,getByQrId,trailersAttachedToLogisticsByLoadNumber}
// (app token) and POST api/trailers/reportQrUnassociatedThirdParty (identity token).
// Unknown trailers answer 200 with isFound false: the lookup itself succeeded.

import { Hono } from "hono";
import type { z } from "zod/mini";
import {
  findTrailerById,
  findTrailerByQr,
  type TrailerRow,
  toAttachedTrailer,
  toTrailer,
} from "#logistics-api/src/db/trailers.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { writeOnce } from "#logistics-api/src/idempotency.ts";
import { assertSameDriver, requireDriver } from "#logistics-api/src/middleware/identity.ts";
import { validate } from "#logistics-api/src/validate.ts";
import type { AssociationResult } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import { TrailerType } from "#shared/logistics/enums.ts";
import type { AttachedTrailer } from "#shared/logistics/loads.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { GetByQrIdResponseSchema, GetTrailerByIdResponseSchema } from "#shared/logistics/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";

type ByIdAnswer = z.infer<typeof GetTrailerByIdResponseSchema>;
type ByQrAnswer = z.infer<typeof GetByQrIdResponseSchema>;

const { getTrailerById, getByQrId, trailersAttachedToLoad, reportUnassociatedQr } = LOGISTICS_CALLS;

export const trailers = new Hono<ApiEnv>()
  .get(routePath(getTrailerById), validate("param", getTrailerById.params), async (c) => {
    const { id, company } = c.req.valid("param");
    const row = await findTrailerById(c.env.DB, trailerId(id, company));
    if (!row)
      return c.json({
        isFound: false,
        reasonCode: ReasonCode.trailerNotFound,
        message: `Trailer ${id} (${company}) not found`,
      } satisfies ByIdAnswer);
    return c.json({ ...toTrailer(row), isFound: true } satisfies ByIdAnswer);
  })
  .get(
    routePath(getByQrId),
    validate("param", getByQrId.params),
    validate("query", getByQrId.query),
    async (c) => {
      const { qrId } = c.req.valid("param");
      const { dryVansOnly } = c.req.valid("query");
      const row = await findTrailerByQr(c.env.DB, qrId);
      // A sticker of a trailer not asked for (a reefer, when dry vans only) is no unassociated QR (§8: 484).
      if (!row || (dryVansOnly && row.type !== TrailerType.dryVan))
        return c.json({
          isFound: false,
          reasonCode: row ? ReasonCode.invalidTrailerType : ReasonCode.trailerNotFound,
          message: row
            ? "The QR code belongs to a trailer that is not a dry van"
            : "No trailer has this QR code",
        } satisfies ByQrAnswer);
      return c.json({
        isFound: true,
        trailerId: row.id,
        trailerNumber: row.trailer_number,
        trailerCompany: row.company,
        isAttached: row.is_attached === 1,
        trailerStatus: row.status,
        currentOrderNumber: row.current_order_number,
      } satisfies ByQrAnswer);
    },
  )
  .get(routePath(trailersAttachedToLoad), validate("param", trailersAttachedToLoad.params), async (c) => {
    const db = c.env.DB;
    const { results } = await db
      .prepare(
        `SELECT t.* FROM trailers t JOIN loads l ON l.id = t.current_load_id
           WHERE l.order_number = ? AND t.is_attached = 1 ORDER BY t.id`,
      )
      .bind(c.req.valid("param").loadNumber)
      .all<TrailerRow>();
    const answer: AttachedTrailer[] = await Promise.all(results.map((row) => toAttachedTrailer(db, row)));
    return c.json(answer);
  })
  .post(
    routePath(reportUnassociatedQr),
    requireDriver,
    validate("json", reportUnassociatedQr.body),
    async (c) => {
      const report = c.req.valid("json");
      assertSameDriver(c.var.driverMobile, report.mobileNumber);
      const db = c.env.DB;
      const scope = {
        driverMobile: c.var.driverMobile,
        key: report.idempotencyKey,
        call: "reportUnassociatedQr",
      };
      const success = {
        status: 200,
        body: { isSuccessful: true, reasonCode: null } satisfies AssociationResult,
      } as const;
      const answer = await writeOnce(db, scope, success, async (record) => {
        const insert = db
          .prepare(
            `INSERT INTO unassociated_qr_reports
           (scanned_id, trailer_number, trailer_company, mobile_number, load_number, lat, lon, event_time, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            report.scannedId,
            report.trailerNumber ?? null,
            report.trailerCompany ?? null,
            report.mobileNumber,
            report.loadNumber,
            report.location?.lat ?? null,
            report.location?.lon ?? null,
            new Date(report.eventTime).toISOString(),
            new Date().toISOString(),
          );
        await db.batch(record ? [insert, record] : [insert]);
      });
      return c.json(answer.body, answer.status);
    },
  );
