// /api/associations: the association writes (spec §7), made for the session's
// driver and load. Each carries the phone's event time and its outbox key, passed
// on so that a write sent again is recorded once (decision 016). A refusal comes
// back as kind "refused" with its §8 reason code, and is logged with its action.
import { Hono } from "hono";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import {
  AttachSchema,
  type DetachDone,
  DetachSchema,
  ReleaseSchema,
  UpdateAssociationSchema,
} from "../../shared/api/trailers.ts";
import type { AppEnv } from "../app-env.ts";
import { logsFailedWrite, trailerName } from "../http/failed-write-log.ts";
import { validate } from "../http/validate.ts";
import { requireSession } from "../session/require-session.ts";
import { refusedAssociation } from "../trailers/refusals.ts";
import { sessionDriver } from "../trailers/session-driver.ts";
import { toServerGeopoint } from "../trailers/trailer-view.ts";

const DONE = { isSuccessful: true as const };

/** Spec §8's action text of a failed association, e.g. "Attach trailer 5301234-knight", and its outbox key. */
const association = (verb: string) =>
  logsFailedWrite((body) => `${verb} trailer ${trailerName(body?.trailer)}`);

export const associationRoutes = new Hono<AppEnv>()
  .post("/attach", requireSession, association("Attach"), validate("json", AttachSchema), async (c) => {
    const { location, certified = false, ...write } = c.req.valid("json");
    const { driver, loadId, identityToken } = await sessionDriver(c);
    try {
      await c.var.logistics.call("attach", {
        body: { ...write, certified, driver, loadId, location: toServerGeopoint(location) },
        identityToken,
      });
    } catch (error) {
      const refusal = refusedAssociation(error);
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
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
    try {
      await c.var.logistics.call("detach", {
        body: { ...write, ...statements, driver, loadId, location: position },
        identityToken,
      });
    } catch (error) {
      const refusal = refusedAssociation(error);
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
    if (position === null) return c.json({ ...DONE, dropSpot: "none" } satisfies DetachDone, 200);
    try {
      await c.var.logistics.call("mapTrailerOnDetach", {
        body: { ...write, driver, loadId, location: position, idempotencyKey: `${write.idempotencyKey}:map` },
        identityToken,
      });
    } catch (error) {
      // The detach is recorded; the driver is told the drop spot was not (spec §4: contact the broker).
      c.var.log.warn("dropSpotNotRecorded", {
        trailer: trailerName(write.trailer),
        cause: error instanceof Error ? error.name : "unknown",
      });
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
      try {
        await c.var.logistics.call("updateAttachedTrailer", {
          body: { ...write, certified, driver, loadId, location: toServerGeopoint(location) },
          identityToken,
        });
      } catch (error) {
        const refusal = refusedAssociation(error);
        return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
      }
      return c.json(DONE, 200);
    },
  )

  /** Still attached from a previous order on record, but no longer with the driver: release it. */
  .post("/release", requireSession, association("Release"), validate("json", ReleaseSchema), async (c) => {
    const { location, ...write } = c.req.valid("json");
    const { driver, loadId, identityToken } = await sessionDriver(c);
    try {
      await c.var.logistics.call("confirmAttachedTrailer", {
        body: { ...write, driver, loadId, location: toServerGeopoint(location), stillAttached: false },
        identityToken,
      });
    } catch (error) {
      const refusal = refusedAssociation(error);
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
    return c.json(DONE, 200);
  });
