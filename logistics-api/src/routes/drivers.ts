// POST api/drivers/requestVerificationCode/{mobile}?loadNumber= (app token only)
// and POST api/drivers/submitThirdPartyFeedback (identity token).

import { Hono } from "hono";
import type { z } from "zod/mini";
import { findLoadsByOrderNumber } from "#logistics-api/src/db/loads.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { writeOnce } from "#logistics-api/src/idempotency.ts";
import { assertSameDriver, requireDriver } from "#logistics-api/src/middleware/identity.ts";
import { createSmsSender } from "#logistics-api/src/sms/create-sms-sender.ts";
import { validate } from "#logistics-api/src/validate.ts";
import { cooldownRemaining, createCode, deleteCode, smsText } from "#logistics-api/src/verification-codes.ts";
import type { RequestVerificationCodeResponseSchema } from "#shared/logistics/auth.ts";
import type { LogisticsErrorBody } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

type CodeAnswer = z.infer<typeof RequestVerificationCodeResponseSchema>;
/** A refusal in the answer's own shape, with the message every error answer carries (errors.ts). */
type CodeRefusal = CodeAnswer & LogisticsErrorBody;

type DriverOnFile = { is_company_driver: 0 | 1; on_file: 0 | 1 };

const { requestVerificationCode, submitFeedback } = LOGISTICS_CALLS;

export const drivers = new Hono<ApiEnv>()
  .post(
    routePath(requestVerificationCode),
    validate("param", requestVerificationCode.params),
    validate("query", requestVerificationCode.query),
    async (c) => {
      const { mobile } = c.req.valid("param");
      const { loadNumber } = c.req.valid("query");
      const db = c.env.DB;
      const sender = createSmsSender(c.var.config, db);

      const loads = (await findLoadsByOrderNumber(db, loadNumber)).filter(
        (l) => l.order_type === "logistics",
      );
      if (loads.length === 0) {
        const any = await findLoadsByOrderNumber(db, loadNumber);
        if (any.length > 0)
          throw new LogisticsError(422, {
            message: "Invalid order type",
            reasonCode: ReasonCode.invalidOrderType,
          });
        throw new LogisticsError(404, { message: "Invalid order", reasonCode: ReasonCode.invalidOrder });
      }
      // On file for the order: a driver of one of its carriers, or the driver assigned to it.
      const driver = await db
        .prepare(
          `SELECT d.is_company_driver, EXISTS (
             SELECT 1 FROM loads l WHERE l.order_number = ? AND l.order_type = 'logistics'
               AND (l.carrier_id = d.carrier_id OR l.assigned_driver_mobile = d.mobile_number)
           ) AS on_file
           FROM drivers d WHERE d.mobile_number = ?`,
        )
        .bind(loadNumber, mobile)
        .first<DriverOnFile>();
      if (driver?.is_company_driver === 1) {
        return c.json(
          {
            sent: false,
            reason: "companyDriver",
            message: "Company drivers use the company apps",
          } satisfies CodeRefusal,
          403,
        );
      }
      if (!driver || driver.on_file === 0) {
        return c.json(
          {
            sent: false,
            reason: "notOnFile",
            message: "Driver not on file for this order",
          } satisfies CodeRefusal,
          404,
        );
      }

      const now = Date.now();
      const cooldown = (wait: number) => {
        c.header("Retry-After", String(wait));
        return c.json(
          {
            sent: false,
            reason: "cooldown",
            retryAfterSeconds: wait,
            message: "A code was sent recently; wait before asking for another",
          } satisfies CodeRefusal,
          429,
        );
      };
      const wait = await cooldownRemaining(db, mobile, loadNumber, now);
      if (wait > 0) return cooldown(wait);
      const created = await createCode(db, mobile, loadNumber, now);
      // Another request for this number and order stored its code first: this one is inside that cooldown.
      if (!created) return cooldown(Math.max(1, await cooldownRemaining(db, mobile, loadNumber, now)));
      const { id, code } = created;
      try {
        await sender.send({ to: mobile, body: smsText(code) });
      } catch (error) {
        await deleteCode(db, id);
        console.error("verification code not delivered:", error instanceof Error ? error.message : "unknown");
        throw new LogisticsError(502, { message: "The verification code could not be sent" });
      }
      // The cooldown that now runs from this send.
      const retryAfterSeconds = await cooldownRemaining(db, mobile, loadNumber, now);
      return c.json({ sent: true, retryAfterSeconds } satisfies CodeAnswer);
    },
  )
  .post(routePath(submitFeedback), requireDriver, validate("json", submitFeedback.body), async (c) => {
    const feedback = c.req.valid("json");
    assertSameDriver(c.var.driverMobile, feedback.phoneNumber);
    const db = c.env.DB;
    // Sent from the phone's outbox, perhaps more than once: stored once per key (decision 016).
    const scope = { driverMobile: c.var.driverMobile, key: feedback.idempotencyKey, call: "submitFeedback" };
    const answer = await writeOnce(db, scope, { status: 200, body: { submitted: true } }, async (record) => {
      const insert = db
        .prepare(
          `INSERT INTO feedback (description, company, phone_number, trailer_number, order_number, event_time,
             request_id, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          feedback.description,
          feedback.company,
          feedback.phoneNumber,
          feedback.trailerNumber,
          feedback.orderNumber,
          feedback.eventTime ?? null,
          feedback.requestId ?? null,
          new Date().toISOString(),
        );
      await db.batch(record ? [insert, record] : [insert]);
    });
    // The contract's answer is a bare boolean (docs/product.md §7); the stored answer wraps it as an object.
    if (answer.status !== 200) return c.json(answer.body, answer.status);
    return c.json(answer.body.submitted === true);
  });
