// POST api/trailers/trailerAssessment (identity token): the assessment, its
// items and comments, and a virtual red tag, written in one batch. A storage
// failure answers reason 511 (cache failure) in the answer's own shape rather
// than an exception (docs/product.md §7). Made once per idempotency key (decision 016): an
// assessment sent again is answered with the first one's id and stored once.

import { Hono } from "hono";
import type { z } from "zod/mini";
import { describeItem } from "#logistics-api/src/assessment-labels.ts";
import { loadAssociationContextAs } from "#logistics-api/src/association-context.ts";
import { eventTimeOf } from "#logistics-api/src/association-writes.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { AlreadyWritten, isAlreadyWritten, writeOnceAnswering } from "#logistics-api/src/idempotency.ts";
import { requireDriver } from "#logistics-api/src/middleware/identity.ts";
import { validate } from "#logistics-api/src/validate.ts";
import type { TrailerAssessmentResponseSchema } from "#shared/logistics/assessments.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import { RepairsNeededLevel } from "#shared/logistics/enums.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

type AssessmentAnswer = z.infer<typeof TrailerAssessmentResponseSchema>;
const FAILED = { isSuccessful: false, assessmentId: -1 } as const;

// Inside the batch (one transaction on a single-writer database) the newest
// assessment row is the one this batch inserted.
const THIS_ASSESSMENT = "(SELECT MAX(id) FROM assessments)";

const call = LOGISTICS_CALLS.trailerAssessment;

export const trailerAssessment = new Hono<ApiEnv>().post(
  routePath(call),
  requireDriver,
  validate("json", call.body),
  async (c) => {
    const db = c.env.DB;
    const request = c.req.valid("json");
    const scope = {
      driverMobile: c.var.driverMobile,
      key: request.idempotencyKey,
      call: "trailerAssessment",
    };
    const answer = await writeOnceAnswering(db, scope, async (record) => {
      const input = await loadAssociationContextAs(FAILED, db, request, c.var.driverMobile);
      const eventTime = eventTimeOf(request);
      const receivedAt = new Date().toISOString();
      const statements = [
        db
          .prepare(
            `INSERT INTO assessments (association, trailer_id, load_id, driver_mobile, dot_number, certified, red_tag,
             lat, lon, event_time, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(
            request.association,
            input.trailer.id,
            input.load.id,
            input.driverMobile,
            request.driver.dotNumber,
            request.certified ? 1 : 0,
            request.redTag ? 1 : 0,
            request.location?.lat ?? null,
            request.location?.lon ?? null,
            eventTime,
            receivedAt,
          ),
        ...request.items.map((item) =>
          db
            .prepare(
              `INSERT INTO assessment_items (assessment_id, type, sub_type, description_en, comment)
             VALUES (${THIS_ASSESSMENT}, ?, ?, ?, ?)`,
            )
            .bind(item.type, item.subType ?? null, describeItem(item), item.comment || null),
        ),
      ];
      if (request.redTag)
        statements.push(
          db
            .prepare(
              `INSERT INTO red_tags (trailer_id, assessment_id, driver_mobile, event_time, received_at)
             VALUES (?, ${THIS_ASSESSMENT}, ?, ?, ?)`,
            )
            .bind(input.trailer.id, input.driverMobile, eventTime, receivedAt),
          // Until the shop clears the tag, attachability fails critical_repairs_needed. The version
          // bump makes an attach that was checked before the tag landed lose its race (decision 014).
          db
            .prepare("UPDATE trailers SET repairs_needed_level = ?, version = version + 1 WHERE id = ?")
            .bind(RepairsNeededLevel.CRITICAL_REPAIRS_NEEDED, input.trailer.id),
        );
      if (record)
        statements.push(
          record(
            `json_object('isSuccessful', json('true'), 'reasonCode', NULL, 'assessmentId', ${THIS_ASSESSMENT})`,
          ),
        );
      try {
        const [inserted] = await db.batch<{ id: number }>(statements);
        const assessmentId = inserted!.results[0]!.id;
        return {
          status: 200,
          body: { isSuccessful: true, reasonCode: null, assessmentId } satisfies AssessmentAnswer,
        };
      } catch (error) {
        const message = error instanceof Error ? error.message : "unknown";
        // A twin with the same key stored first: writeOnceAnswering answers with its answer.
        if (isAlreadyWritten(message)) throw new AlreadyWritten();
        console.error("assessment batch failed:", message);
        // Not recorded under the key (it is not a refusal): a retry may still be stored.
        return {
          status: 503,
          body: {
            ...FAILED,
            reasonCode: ReasonCode.cacheFailure,
            message: "The assessment could not be stored; nothing was saved",
          } satisfies AssessmentAnswer & { message: string },
        };
      }
    });
    return c.json(answer.body, answer.status);
  },
);
