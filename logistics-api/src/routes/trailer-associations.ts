// POST api/trailerAssociations/*: every call acts for a driver (identity token).
// Checks answer evaluations; writes answer { isSuccessful, reasonCode } and,
// when refused, a message too (the body satisfies both schemas).

import { type Context, Hono } from "hono";
import type { z } from "zod/mini";
import { loadAssociationContextAs } from "#logistics-api/src/association-context.ts";
import {
  clearFromLoadSlots,
  eventTimeOf,
  insertAssociation,
  possessionStatements,
  releaseStatement,
  runAssociationBatch,
} from "#logistics-api/src/association-writes.ts";
import { findLoadById, slotHolding } from "#logistics-api/src/db/loads.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import { evaluateAttachability } from "#logistics-api/src/evaluations/attach.ts";
import { evaluateDetachability } from "#logistics-api/src/evaluations/detach.ts";
import { anyFailed, type EvaluationInput } from "#logistics-api/src/evaluations/evaluation.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { type StoredAnswer, writeOnce } from "#logistics-api/src/idempotency.ts";
import { requireDriver } from "#logistics-api/src/middleware/identity.ts";
import { validate } from "#logistics-api/src/validate.ts";
import type {
  AssociationRequest,
  AttachabilityResponseSchema,
  DetachabilityResponseSchema,
} from "#shared/logistics/associations.ts";
import type { AssociationResult } from "#shared/logistics/common.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

const FAILED = { isSuccessful: false } as const;
const SUCCESS: AssociationResult = { isSuccessful: true, reasonCode: null };
const SUCCESS_ANSWER: StoredAnswer = { status: 200, body: SUCCESS };

function refused(reasonCode: number, message: string): LogisticsError {
  return new LogisticsError(409, { ...FAILED, reasonCode, message });
}

/** Whether the driver making the call holds the trailer now (update and confirmation need it). */
function heldByDriver({ trailer, driverMobile }: EvaluationInput): boolean {
  return trailer.is_attached === 1 && trailer.attached_driver_mobile === driverMobile;
}

/** Attach refusals name the trailer type problem (484) apart from every other failing evaluation (440). */
function attachRefusal(input: EvaluationInput): LogisticsError | null {
  const evaluations = evaluateAttachability(input);
  if (!anyFailed(evaluations)) return null;
  const failed = evaluations.filter((e) => e.result === 2);
  const reasonCode = failed.some((e) => e.reason === "invalidTrailerType")
    ? ReasonCode.invalidTrailerType
    : ReasonCode.trailerNotAttachable;
  return refused(reasonCode, failed.map((e) => e.message).join(" "));
}

type AssociationWrite = { db: D1Database; input: EvaluationInput; record: D1PreparedStatement | null };

/**
 * An association write, made once per idempotency key (decision 016): what the call needs is
 * loaded (its refusals in the write's shape), then `write` refuses by throwing, or runs its batch
 * with `record` (the statement that stores the success answer). Answers as the first call with the
 * key was answered.
 */
async function associationWrite(
  c: Context<ApiEnv>,
  call: string,
  request: AssociationRequest,
  write: (ctx: AssociationWrite) => Promise<void>,
) {
  const db = c.env.DB;
  const scope = { driverMobile: c.var.driverMobile, key: request.idempotencyKey, call };
  const answer = await writeOnce(db, scope, SUCCESS_ANSWER, async (record) => {
    const input = await loadAssociationContextAs(FAILED, db, request, c.var.driverMobile);
    await write({ db, input, record });
  });
  return c.json(answer.body, answer.status);
}

const {
  attachability,
  detachability,
  attach,
  detach,
  updateAttachedTrailer,
  confirmAttachedTrailer,
  mapTrailerOnDetach,
} = LOGISTICS_CALLS;

export const trailerAssociations = new Hono<ApiEnv>()
  .post(routePath(attachability), requireDriver, validate("json", attachability.body), async (c) => {
    const input = await loadAssociationContextAs({}, c.env.DB, c.req.valid("json"), c.var.driverMobile);
    const evaluations = evaluateAttachability(input);
    return c.json({
      canAttach: !anyFailed(evaluations),
      trailerCompany: input.trailer.company,
      trailerNumber: input.trailer.trailer_number,
      attachabilityEvaluations: evaluations,
    } satisfies z.infer<typeof AttachabilityResponseSchema>);
  })
  .post(routePath(detachability), requireDriver, validate("json", detachability.body), async (c) => {
    const input = await loadAssociationContextAs({}, c.env.DB, c.req.valid("json"), c.var.driverMobile);
    const evaluations = evaluateDetachability(input);
    return c.json({
      canDetach: !anyFailed(evaluations),
      trailerCompany: input.trailer.company,
      trailerNumber: input.trailer.trailer_number,
      detachabilityEvaluations: evaluations,
    } satisfies z.infer<typeof DetachabilityResponseSchema>);
  })
  .post(routePath(attach), requireDriver, validate("json", attach.body), (c) => {
    const request = c.req.valid("json");
    return associationWrite(c, "attach", request, async ({ db, input, record }) => {
      const refusal = attachRefusal(input);
      if (refusal) throw refusal;
      const eventTime = eventTimeOf(request);
      const guard = { trailer: input.trailer, load: input.load, lostRace: ReasonCode.trailerNotAttachable };
      await runAssociationBatch(
        db,
        guard,
        [
          insertAssociation(db, "attach", input, request, {
            loadId: input.load.id,
            previousLoadId: input.trailer.current_load_id,
            slot: request.loadTrailerStatus,
            statements: { certified: request.certified },
            receivedAt: new Date().toISOString(),
          }),
          ...possessionStatements(db, input, request.loadTrailerStatus, eventTime),
        ],
        record,
      );
    });
  })
  .post(routePath(detach), requireDriver, validate("json", detach.body), (c) => {
    const request = c.req.valid("json");
    return associationWrite(c, "detach", request, async ({ db, input, record }) => {
      const evaluations = evaluateDetachability(input);
      if (anyFailed(evaluations))
        throw refused(
          ReasonCode.trailerNotDetachable,
          evaluations
            .filter((e) => e.result === 2)
            .map((e) => e.message)
            .join(" "),
        );
      await runAssociationBatch(
        db,
        { trailer: input.trailer, lostRace: ReasonCode.trailerNotDetachable },
        [
          insertAssociation(db, "detach", input, request, {
            loadId: input.trailer.current_load_id ?? input.load.id,
            statements: {
              certified: request.certified,
              reportingRuleAcknowledged: request.reportingRuleAcknowledged,
            },
            receivedAt: new Date().toISOString(),
          }),
          releaseStatement(db, input.trailer, eventTimeOf(request), request.location),
        ],
        record,
      );
    });
  })
  .post(
    routePath(updateAttachedTrailer),
    requireDriver,
    validate("json", updateAttachedTrailer.body),
    (c) => {
      const request = c.req.valid("json");
      return associationWrite(c, "updateAttachedTrailer", request, async ({ db, input, record }) => {
        const { trailer } = input;
        if (!heldByDriver(input))
          throw refused(
            ReasonCode.trailerNotAttachable,
            "This trailer is not attached to you: attach it instead.",
          );
        const refusal = attachRefusal(input);
        if (refusal) throw refusal;
        // Keep the slot it held on its previous order unless the driver named one.
        const previousLoad = trailer.current_load_id ? await findLoadById(db, trailer.current_load_id) : null;
        const slot =
          request.loadTrailerStatus ??
          (previousLoad && slotHolding(previousLoad, trailer.id)) ??
          (trailer.is_loaded === 1 ? "loadedTrailer" : "inboundEmpty");
        const guard = { trailer, load: input.load, lostRace: ReasonCode.trailerNotAttachable };
        await runAssociationBatch(
          db,
          guard,
          [
            insertAssociation(db, "update", input, request, {
              loadId: input.load.id,
              previousLoadId: trailer.current_load_id,
              slot,
              statements: { certified: request.certified },
              receivedAt: new Date().toISOString(),
            }),
            ...possessionStatements(db, input, slot, eventTimeOf(request)),
          ],
          record,
        );
      });
    },
  )
  .post(
    routePath(confirmAttachedTrailer),
    requireDriver,
    validate("json", confirmAttachedTrailer.body),
    (c) => {
      const request = c.req.valid("json");
      return associationWrite(
        c,
        "confirmAttachedTrailer",
        request,
        async ({ db, input, record: answerRecord }) => {
          const { trailer } = input;
          if (!heldByDriver(input))
            throw refused(
              ReasonCode.trailerNotDetachable,
              "This trailer is not currently attached to you: contact your broker.",
            );
          const eventTime = eventTimeOf(request);
          const record = insertAssociation(db, "confirmation", input, request, {
            loadId: trailer.current_load_id ?? input.load.id,
            stillAttached: request.stillAttached,
            receivedAt: new Date().toISOString(),
          });
          await runAssociationBatch(
            db,
            // Refused the way this call refuses a trailer the driver does not hold.
            { trailer, lostRace: ReasonCode.trailerNotDetachable },
            request.stillAttached
              ? [
                  record,
                  db
                    .prepare("UPDATE trailers SET source_last_reported = ? WHERE id = ?")
                    .bind(eventTime, trailer.id),
                ]
              : // No longer attached: the trailer is free, its drop spot unknown.
                [record, releaseStatement(db, trailer, eventTime, null)],
            answerRecord,
          );
        },
      );
    },
  )
  .post(routePath(mapTrailerOnDetach), requireDriver, validate("json", mapTrailerOnDetach.body), (c) => {
    const request = c.req.valid("json");
    return associationWrite(c, "mapTrailerOnDetach", request, async ({ db, input, record }) => {
      const last = await db
        .prepare(
          "SELECT kind, driver_mobile, load_id FROM associations WHERE trailer_id = ? ORDER BY id DESC LIMIT 1",
        )
        .bind(input.trailer.id)
        .first<{ kind: string; driver_mobile: string; load_id: string }>();
      if (last?.kind !== "detach" || last.driver_mobile !== input.driverMobile)
        throw refused(
          ReasonCode.trailerNotDetachable,
          "Detach the trailer before pinning where you dropped it.",
        );
      const eventTime = eventTimeOf(request);
      await runAssociationBatch(
        db,
        { trailer: input.trailer, lostRace: ReasonCode.trailerNotDetachable },
        [
          insertAssociation(db, "mapping", input, request, {
            loadId: last.load_id,
            receivedAt: new Date().toISOString(),
          }),
          releaseStatement(db, input.trailer, eventTime, request.location),
          clearFromLoadSlots(db, last.load_id, input.trailer.id),
        ],
        record,
      );
    });
  });
