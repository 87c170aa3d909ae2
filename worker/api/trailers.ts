// /api/trailers: find the trailer (by its sticker or its number), check whether
// the signed-in driver can take or drop it, prove being at it, and report a
// sticker that points at no trailer. Every call acts for the session's driver and
// order; the browser never names either. Another carrier's trailer stays theirs
// (decision 067): its order number, sticker id and position are never answered.
// Lookups and checks are limited per session and per client network (decision 118).
import type { Context } from "hono";
import { Hono } from "hono";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import {
  type StickerNotFound,
  type TrailerByQr,
  type TrailerCheckResult,
  TrailerCheckSchema,
  TrailerNumberParamsSchema,
  TrailerVerificationSchema,
  UnassociatedQrReportSchema,
} from "#shared/api/trailers.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import type { EvaluationReading } from "#shared/logistics/associations.ts";
import { COMPANIES, type Company, EvaluationResult, EvaluationType } from "#shared/logistics/enums.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { UNKNOWN } from "#shared/logistics/tolerant-reading.ts";
import { GetByQrIdParamsSchema } from "#shared/logistics/trailers.ts";
import { splitTrailerId, trailerId } from "#shared/trailer-id.ts";
import type { AppEnv, SessionEnv } from "#worker/app-env.ts";
import { tooMany } from "#worker/http/too-many.ts";
import { validate } from "#worker/http/validate.ts";
import { clientNetworkOf } from "#worker/rate-limit/client-network.ts";
import { consumeInTurn, consumeSessionRateLimit, type RateLimitName } from "#worker/rate-limit/limits.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { sessionName } from "#worker/session/session-crypto.ts";
import { checkedEvaluations } from "#worker/trailers/checked-evaluations.ts";
import { markIdentified } from "#worker/trailers/identified-trailers.ts";
import { knownOwnTrailerIds } from "#worker/trailers/known-own-trailers.ts";
import { refusalOf } from "#worker/trailers/refusals.ts";
import { sessionDriver } from "#worker/trailers/session-driver.ts";
import { onlyDistanceInTheWay } from "#worker/trailers/standing.ts";
import { touchKey } from "#worker/trailers/trailer-gate.ts";
import {
  toServerGeopoint,
  trailerFromQr,
  trailerView,
  verifyWithFor,
} from "#worker/trailers/trailer-view.ts";
import { plateMatches, vinEndsWith } from "#worker/trailers/verification.ts";
import { unreadableAnswer } from "#worker/upstream/logistics-client.ts";
import { writeOnce } from "#worker/writes/write-once.ts";

/**
 * The limits a lookup or a check is counted against (decision 118): the session's own first, then
 * its network's. Past one: 429 with Retry-After, nothing asked of the carrier.
 */
async function limited(c: Context<SessionEnv>, what: "lookup" | "check") {
  const session = await sessionName(c.var.session.id);
  const network = clientNetworkOf(c.req.raw);
  const limits: readonly (readonly [RateLimitName, string])[] =
    what === "lookup"
      ? [
          ["trailerLookups", session],
          ["trailerLookupsPerDay", session],
          ["trailerLookupsPerClient", network],
        ]
      : [
          ["trailerChecks", session],
          ["trailerChecksPerClient", network],
        ];
  const refused = await consumeInTurn(c.env, c.var.config, limits);
  if (refused === undefined) return undefined;
  c.var.log.warn("rateLimitRefused", { limit: refused.name });
  return tooMany(c, refused.retryAfterSeconds);
}

type Checked = {
  allowed: boolean;
  trailerNumber: string;
  trailerCompany: Company | typeof UNKNOWN;
  evaluations: EvaluationReading[];
};

export const trailerRoutes = new Hono<AppEnv>()
  /** The trailer behind a scanned sticker, dry vans only (docs/product.md §5). */
  .get("/qr/:qrId", requireSession, validate("param", GetByQrIdParamsSchema), async (c) => {
    const { qrId } = c.req.valid("param");
    const refused = await limited(c, "lookup");
    if (refused) return refused;
    const { identityToken, user } = c.var.session.record;
    const answer = await c.var.logistics.call("getByQrId", {
      params: { qrId },
      query: { dryVansOnly: "true" },
      identityToken,
    });
    const found: TrailerByQr = answer.isFound
      ? { isFound: true, trailer: trailerFromQr(qrId, answer, user.orderNumber) }
      : { isFound: false, why: stickerNotFound(answer.reasonCode) };
    return c.json(found, 200);
  })

  /** Manual entry: the trailers with this number, one per company that has one (none: not found). */
  .get("/number/:trailerNumber", requireSession, validate("param", TrailerNumberParamsSchema), async (c) => {
    const { trailerNumber } = c.req.valid("param");
    const refused = await limited(c, "lookup");
    if (refused) return refused;
    const { identityToken, user } = c.var.session.record;
    const answers = await Promise.all(
      COMPANIES.map((company) =>
        c.var.logistics.call("getTrailerById", { params: { id: trailerNumber, company }, identityToken }),
      ),
    );
    const found = COMPANIES.flatMap((company, i) => {
      const answer = answers[i]!;
      return answer.isFound ? [{ answer, named: { trailerNumber, company } }] : [];
    });
    // A sticker's id is named only for the driver's own trailer, as the session knows them (decision
    // 083): telling a takeable one apart would cost the attachability call the check makes next.
    const hasQr = found.some(({ answer }) => answer.trailerQr !== null);
    const own = hasQr ? await knownOwnTrailerIds(c) : new Set<string>();
    const trailers = found.map(({ answer, named }) => {
      const showQr = answer.trailerQr !== null && own.has(trailerId(named.trailerNumber, named.company));
      return trailerView(answer, named, user.orderNumber, showQr);
    });
    return c.json({ trailers }, 200);
  })

  /**
   * Attachability or detachability (docs/product.md §7) for the session's driver and load, with the phone's
   * position. When proximity cannot pass, says what to ask for instead (plate, VIN, either).
   */
  .post("/check", requireSession, validate("json", TrailerCheckSchema), async (c) => {
    const body = c.req.valid("json");
    const refused = await limited(c, "check");
    if (refused) return refused;
    const session = await sessionDriver(c);
    const { identityToken } = session;
    const request = {
      trailer: body.trailer,
      driver: session.driver,
      loadId: session.loadId,
      location: toServerGeopoint(body.location),
      loadTrailerStatus: body.loadTrailerStatus,
      eventTime: new Date().toISOString(),
    };
    let checked: Checked;
    try {
      if (body.association === "attach") {
        const a = await c.var.logistics.call("attachability", { body: request, identityToken });
        checked = { ...a, allowed: a.canAttach, evaluations: a.attachabilityEvaluations };
      } else {
        const d = await c.var.logistics.call("detachability", { body: request, identityToken });
        checked = { ...d, allowed: d.canDetach, evaluations: d.detachabilityEvaluations };
      }
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
    // The company the answer names, or the one of the trailer the driver named (a sticker names none).
    const company =
      checked.trailerCompany !== UNKNOWN
        ? checked.trailerCompany
        : "trailerId" in body.trailer
          ? splitTrailerId(body.trailer.trailerId)?.company
          : undefined;
    const action = body.association === "attach" ? "attachability" : "detachability";
    if (company === undefined) throw unreadableAnswer(c.var.log, action, 200, ["trailerCompany"]);
    const id = trailerId(checked.trailerNumber, company);
    // Where the trailer is, relative to the phone, is answered only for a trailer the driver may
    // take or holds; for any other the answer is the same wherever the phone claims to be.
    const theirs = onlyDistanceInTheWay(checked.evaluations);
    // A reason to assess it (decision 118), by its id and by the sticker the driver named it with;
    // kept while the rest of the answer is made.
    const named = theirs ? new Set([touchKey({ trailerId: id }), touchKey(body.trailer)]) : new Set<string>();
    const marked = Promise.all(
      [...named].map((key) => markIdentified(c.env.SESSIONS, c.var.session.id, key, "checked")),
    );
    const evaluations = theirs
      ? checked.evaluations
      : checked.evaluations.filter((e) => e.type !== EvaluationType.trailer_proximity);
    const proximity = evaluations.find((e) => e.type === EvaluationType.trailer_proximity);
    let verifyWith: TrailerCheckResult["verifyWith"] = "none";
    if (proximity?.result === EvaluationResult.pass) {
      await markIdentified(c.env.SESSIONS, c.var.session.id, id, "proximity");
    } else if (theirs) {
      verifyWith = await verifyWithOnRecord(
        c,
        { trailerNumber: checked.trailerNumber, company },
        identityToken,
      );
    }
    await marked;
    return c.json(
      {
        allowed: checked.allowed,
        trailerId: id,
        trailerNumber: checked.trailerNumber,
        company,
        evaluations: checkedEvaluations(evaluations, checked.allowed, {
          association: body.association,
          hadLocation: body.location !== null,
        }),
        verifyWith,
      } satisfies TrailerCheckResult,
      200,
    );
  })

  /** docs/product.md §5: the plate or the VIN's last 6 read off the trailer; 'Not found!' when they do not match. */
  .post("/verify", requireSession, validate("json", TrailerVerificationSchema), async (c) => {
    const { trailerId: id, plate, vinLast6 } = c.req.valid("json");
    const limit = await consumeSessionRateLimit(
      c.env,
      c.var.config,
      "trailerVerifications",
      c.var.session.id,
    );
    if (!limit.allowed) return tooMany(c, limit.retryAfterSeconds);
    const named = splitTrailerId(id);
    const trailer = named
      ? await c.var.logistics.call("getTrailerById", {
          params: { id: named.trailerNumber, company: named.company },
          identityToken: c.var.session.record.identityToken,
        })
      : null;
    const matches =
      trailer?.isFound === true &&
      ((plate !== undefined && plateMatches(plate, trailer.licensePlateNumber)) ||
        (vinLast6 !== undefined && vinEndsWith(trailer.vehicleIdentificationNumber, vinLast6)));
    if (!matches) {
      c.var.log.info("trailerVerificationFailed", {
        trailerId: id,
        by: plate !== undefined ? "plate" : "vin",
      });
      return c.json(apiErrorBody("notVerified", 422, "Not found!"), 422);
    }
    await markIdentified(c.env.SESSIONS, c.var.session.id, id, "verified");
    return c.json({ verified: true as const }, 200);
  })

  /** Report unassociated QR (docs/product.md §2): a sticker that points at no trailer, with what the driver typed. */
  .post("/unassociated-qr", requireSession, validate("json", UnassociatedQrReportSchema), async (c) => {
    const report = c.req.valid("json");
    const { user, identityToken } = c.var.session.record;
    try {
      await writeOnce(c, {
        idempotencyKey: report.idempotencyKey,
        action: "reportUnassociatedQr",
        send: () =>
          c.var.logistics.call("reportUnassociatedQr", {
            body: {
              ...report,
              location: toServerGeopoint(report.location),
              mobileNumber: user.mobileNumber,
              loadNumber: user.orderNumber,
            },
            identityToken,
          }),
      });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
    }
    return c.json({ reported: true as const }, 200);
  });

/**
 * Why a sticker leads to no trailer, from the carrier's reason code (docs/product.md §7, §8): 480 no
 * trailer has it, 484 its trailer is not a dry van; no code, or another, is not said (decision 061).
 */
function stickerNotFound(reasonCode: number | null): StickerNotFound {
  if (reasonCode === ReasonCode.trailerNotFound) return "noTrailer";
  return reasonCode === ReasonCode.invalidTrailerType ? "notDryVan" : "unsaid";
}

/** What verification asks for when proximity did not pass: what the trailer has on record. */
async function verifyWithOnRecord(
  c: Context<SessionEnv>,
  named: { trailerNumber: string; company: Company },
  identityToken: string,
): Promise<TrailerCheckResult["verifyWith"]> {
  const trailer = await c.var.logistics.call("getTrailerById", {
    params: { id: named.trailerNumber, company: named.company },
    identityToken,
  });
  return trailer.isFound ? verifyWithFor(trailer) : "none";
}
