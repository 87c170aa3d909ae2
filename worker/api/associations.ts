// /api/associations: the association writes (docs/product.md §7), made for the session's
// driver and load. Each carries the phone's event time and its outbox key, passed
// on so that a write sent again is recorded once (decision 016), and made at most
// once by the edge itself whatever the carrier does with the key (decision 062):
// a resend the edge has an answer for is answered again, and one whose answer was
// lost is checked against the order's state first. A write is done only when its
// answer's success shape says so (§5); a refusal comes back as kind "refused" with
// its §8 reason code whatever its HTTP status, and every write answered as failed
// is one `writeFailed` log line with docs/product.md §8's action text (http/failed-write-log.ts).
import type { Context } from "hono";
import { Hono } from "hono";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import {
  AttachSchema,
  type DetachDone,
  DetachSchema,
  ReleaseSchema,
  UpdateAssociationSchema,
} from "#shared/api/trailers.ts";
import type { AssociationResultReading } from "#shared/logistics/common.ts";
import type { TrailerRef } from "#shared/trailer-id.ts";
import type { AppEnv, SessionEnv } from "#worker/app-env.ts";
import { logsFailedWrite, trailerName } from "#worker/http/failed-write-log.ts";
import { validate } from "#worker/http/validate.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { refusedAssociation } from "#worker/trailers/refusals.ts";
import { sessionDriver } from "#worker/trailers/session-driver.ts";
import { rememberHeld } from "#worker/trailers/touched-lately.ts";
import { touchKey } from "#worker/trailers/trailer-gate.ts";
import { toServerGeopoint } from "#worker/trailers/trailer-view.ts";
import { logFailedAssociation } from "#worker/upstream/association-log.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { type HeldTrailers, heldTrailers, writtenTrailer } from "#worker/writes/held-trailers.ts";
import { writeOnce } from "#worker/writes/write-once.ts";

const DONE = { isSuccessful: true as const };

/** docs/product.md §8's action text of an association, e.g. "Attach trailer 5301234-knight". */
const actionText = (verb: string, trailer: unknown) => `${verb} trailer ${trailerName(trailer)}`;
/** The route's `writeFailed` line, named with the action text (http/failed-write-log.ts). */
const association = (verb: string) => logsFailedWrite((body) => actionText(verb, body?.trailer));

/** How each write shows in the order's state once it is made. */
type Effect = (held: HeldTrailers, trailer: string) => boolean;
const HOLDS_IT: Effect = (held, trailer) => held.now === trailer;
const LET_GO: Effect = (held, trailer) => held.now !== trailer && held.previous !== trailer;

/**
 * Makes the write once (write-once.ts), its effect on the order's state telling a lost answer's
 * fate. Undefined when it is done; else the refusal to answer (anything else is thrown).
 */
async function record(
  c: Context<SessionEnv>,
  write: { action: string; trailer: TrailerRef; idempotencyKey: string; effect: Effect },
  send: () => Promise<AssociationResultReading>,
) {
  try {
    await writeOnce(c, {
      idempotencyKey: write.idempotencyKey,
      action: write.action,
      send,
      reconcile: {
        answer: { isSuccessful: true, reasonCode: null },
        isDone: async () => {
          const trailer = await writtenTrailer(c, write.trailer);
          return trailer !== undefined && write.effect(await heldTrailers(c), trailer);
        },
      },
    });
  } catch (error) {
    return refusedAssociation(error);
  }
  // The carrier took it: the driver holds or held this trailer, a reason to assess it when the
  // assessment comes later (decision 118), whatever the order's state says by then.
  await rememberHeld(c, touchKey(write.trailer));
  return undefined;
}

export const associationRoutes = new Hono<AppEnv>()
  .post("/attach", requireSession, association("Attach"), validate("json", AttachSchema), async (c) => {
    const { location, certified = false, ...write } = c.req.valid("json");
    const { driver, loadId, identityToken } = await sessionDriver(c);
    const action = actionText("Attach", write.trailer);
    const refusal = await record(c, { ...write, action, effect: HOLDS_IT }, () =>
      c.var.logistics.call("attach", {
        body: { ...write, certified, driver, loadId, location: toServerGeopoint(location) },
        identityToken,
      }),
    );
    if (refusal) return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    return c.json(DONE, 200);
  })

  /** Detach, then pin the drop spot (mapping on detach) when the phone knew where it was. */
  .post("/detach", requireSession, association("Detach"), validate("json", DetachSchema), async (c) => {
    const { location, certified = true, reportingRuleAcknowledged, ...write } = c.req.valid("json");
    const { driver, loadId, identityToken } = await sessionDriver(c);
    const position = toServerGeopoint(location);
    const statements = {
      certified,
      ...(reportingRuleAcknowledged === undefined ? {} : { reportingRuleAcknowledged }),
    };
    const action = actionText("Detach", write.trailer);
    const refusal = await record(c, { ...write, action, effect: LET_GO }, () =>
      c.var.logistics.call("detach", {
        body: { ...write, ...statements, driver, loadId, location: position },
        identityToken,
      }),
    );
    if (refusal) return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    if (position === null) return c.json({ ...DONE, dropSpot: "none" } satisfies DetachDone, 200);
    const mapping = { ...write, idempotencyKey: `${write.idempotencyKey}:map` };
    const mappingAction = `Map trailer ${trailerName(write.trailer)} on detach`;
    try {
      await writeOnce(c, {
        idempotencyKey: mapping.idempotencyKey,
        action: mappingAction,
        send: () =>
          c.var.logistics.call("mapTrailerOnDetach", {
            body: { ...mapping, driver, loadId, location: position },
            identityToken,
          }),
      });
    } catch (error) {
      // The detach is recorded; the driver is told the drop spot was not (docs/product.md §4: contact the broker).
      const reasonCode = error instanceof UpstreamError ? error.failure.reasonCode : null;
      logFailedAssociation(c.var.log, mappingAction, reasonCode);
      return c.json({ ...DONE, dropSpot: "failed" } satisfies DetachDone, 200);
    }
    return c.json({ ...DONE, dropSpot: "recorded" } satisfies DetachDone, 200);
  })

  /** Still attached from a previous order and still using it: move it onto this order. */
  .post(
    "/update",
    requireSession,
    association("Update"),
    validate("json", UpdateAssociationSchema),
    async (c) => {
      const { location, certified = false, ...write } = c.req.valid("json");
      const { driver, loadId, identityToken } = await sessionDriver(c);
      const action = actionText("Update", write.trailer);
      const refusal = await record(c, { ...write, action, effect: HOLDS_IT }, () =>
        c.var.logistics.call("updateAttachedTrailer", {
          body: { ...write, certified, driver, loadId, location: toServerGeopoint(location) },
          identityToken,
        }),
      );
      if (refusal) return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
      return c.json(DONE, 200);
    },
  )

  /** Still attached from a previous order on record, but no longer with the driver: release it. */
  .post("/release", requireSession, association("Release"), validate("json", ReleaseSchema), async (c) => {
    const { location, ...write } = c.req.valid("json");
    const { driver, loadId, identityToken } = await sessionDriver(c);
    const action = actionText("Release", write.trailer);
    const refusal = await record(c, { ...write, action, effect: LET_GO }, () =>
      c.var.logistics.call("confirmAttachedTrailer", {
        body: { ...write, driver, loadId, location: toServerGeopoint(location), stillAttached: false },
        identityToken,
      }),
    );
    if (refusal) return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    return c.json(DONE, 200);
  });
