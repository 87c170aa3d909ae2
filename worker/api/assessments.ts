// POST /api/assessments: the trailer's assessment (and a virtual red tag with it)
// for the session's driver and load (docs/product.md §7 trailerAssessment). The browser
// says which trailer and what it found; the driver and the load come from the
// session. Sent by the outbox with its entry's id as the idempotency key, passed
// on so a resend is stored once (decision 016). It must pass the gate of
// trailer-gate.ts first: a trailer the driver has a reason to touch (decision 118),
// and for a red tag proof of being at it (decision 067). Reason 511 (cache failure) comes back as its failure
// body, shown rather than thrown: 503, kind notStored, which the outbox resends.
// Any other no (isSuccessful false, whatever the status) is a refusal with its
// reason code; a resend the edge has the answer to is answered again (decision 062).
import { Hono } from "hono";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import {
  type AssessmentNotStored,
  type AssessmentStored,
  AssessmentSubmissionSchema,
} from "#shared/api/assessments.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { logsFailedWrite, trailerName } from "#worker/http/failed-write-log.ts";
import { withFailureShape } from "#worker/http/failure-shape.ts";
import { validate } from "#worker/http/validate.ts";
import { keepAssessment } from "#worker/reports/evidence.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { refusalOf } from "#worker/trailers/refusals.ts";
import { sessionDriver } from "#worker/trailers/session-driver.ts";
import { trailerGate } from "#worker/trailers/trailer-gate.ts";
import { toServerGeopoint } from "#worker/trailers/trailer-view.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { writeOnce } from "#worker/writes/write-once.ts";

/** docs/product.md §7's failure shape, on every error answer of this route. */
const NOT_STORED = { isSuccessful: false, assessmentId: -1 } as const;

function notStored(reasonCode: number): AssessmentNotStored {
  return {
    ...apiErrorBody("notStored", 503, "The assessment could not be stored; nothing was saved.", {
      reasonCode,
    }),
    ...NOT_STORED,
  };
}

export const assessmentRoutes = new Hono<AppEnv>().post(
  "/",
  withFailureShape(NOT_STORED),
  requireSession,
  logsFailedWrite(
    (body) => `${body?.redTag === true ? "Red-tag" : "Assess"} trailer ${trailerName(body?.trailer)}`,
  ),
  validate("json", AssessmentSubmissionSchema),
  async (c) => {
    // closeUpOf is the edge's proof of presence for a red tag (decision 125), not the carrier's.
    const { location, certified, closeUpOf, ...submission } = c.req.valid("json");
    const gate = await trailerGate(c, { ...submission, location, closeUpOf });
    if (gate.refusal) return c.json(gate.refusal, gate.refusal.statusCode as ClientErrorStatusCode);
    const { driver, loadId, identityToken } = await sessionDriver(c);
    let answer: { assessmentId: number | null };
    try {
      answer = await writeOnce(c, {
        idempotencyKey: submission.idempotencyKey,
        action: "trailerAssessment",
        send: () =>
          c.var.logistics.call("trailerAssessment", {
            body: {
              ...submission,
              certified: certified ?? false,
              driver,
              loadId,
              location: toServerGeopoint(location),
            },
            identityToken,
          }),
      });
    } catch (error) {
      if (
        error instanceof UpstreamError &&
        error.kind === "upstream" &&
        error.failure.reasonCode === ReasonCode.cacheFailure
      ) {
        return c.json(notStored(error.failure.reasonCode), 503);
      }
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
    // Stored, with the id its photos go under (the reading refuses a success without one).
    if (answer.assessmentId === null) return c.json(notStored(ReasonCode.cacheFailure), 503);
    await gate.stored(answer.assessmentId);
    // The edge's own copy, for a report the driver may share later (decision 128).
    await keepAssessment(c, { ...submission, location }, answer.assessmentId);
    return c.json({ isSuccessful: true, assessmentId: answer.assessmentId } satisfies AssessmentStored, 200);
  },
);
