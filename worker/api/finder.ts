// /api/finder: the trailer finder maps' narrow endpoint (decision 026).
//   GET  /link   a shared link's trailers; the token comes in the x-finder-link header, no session
//   GET  /mine   a signed-in driver's own trailers: ?trailer=<id> one of them, else the load's
//   POST /links  a signed-in driver makes a link ('Share location' on Manage trailer)
// Every answer is the narrow FinderAnswer: never an order, a driver or a carrier. A bare trailer
// number from an anonymous caller is never answered. All three share one per-client rate limit.
import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  FINDER_LINK_HEADER,
  type FinderAnswer,
  type FinderLinkAnswer,
  FinderLinkRequestSchema,
  type FinderScope,
  finderLinkPath,
  OwnFinderQuerySchema,
} from "#shared/api/finder.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import type { TrailerReading } from "#shared/logistics/trailers.ts";
import { type TrailerIdParts, trailerId } from "#shared/trailer-id.ts";
import type { AppEnv, SessionEnv } from "#worker/app-env.ts";
import { finderLinkKeys } from "#worker/config.ts";
import { getOwnLaunchState, getTrailerById } from "#worker/finder/finder-upstream.ts";
import {
  finderLinkExpiry,
  finderLinkOrderTag,
  readFinderLink,
  type SlottedTrailer,
  signFinderLink,
  stillOnLinkOrder,
} from "#worker/finder/link-token.ts";
import { finderTrailer } from "#worker/finder/narrow.ts";
import { tooMany } from "#worker/http/too-many.ts";
import { validate } from "#worker/http/validate.ts";
import { clientNetworkOf } from "#worker/rate-limit/client-network.ts";
import { consumeRateLimit } from "#worker/rate-limit/limits.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { type OwnTrailer, ownTrailers } from "#worker/trailers/own-trailers.ts";
import type { LogisticsClient } from "#worker/upstream/logistics-client.ts";

/** The links' one per-client limit: the finder's routes and a shared report's (decision 128). */
export const rateLimited = createMiddleware<AppEnv>(async (c, next) => {
  const decision = await consumeRateLimit(
    c.env,
    c.var.config,
    "finderRequestsPerClient",
    clientNetworkOf(c.req.raw),
  );
  if (!decision.allowed) {
    return tooMany(c, decision.retryAfterSeconds, "Too many requests. Please wait and try again.");
  }
  await next();
});

/**
 * Looks each trailer up by its id (app token only) and keeps the finder's fields. `shown`: whether
 * a trailer, as found, may be shown at all (a link's: still on the link's order); one that may not
 * is answered with nothing of where it is or was (no position, no report time).
 */
async function lookUp(
  logistics: LogisticsClient,
  refs: SlottedTrailer[],
  shown: (trailer: TrailerReading) => Promise<boolean> = async () => true,
) {
  const now = Date.now();
  return Promise.all(
    refs.map(async (ref) => {
      const answer = await getTrailerById(logistics, ref.trailerNumber, ref.company);
      if (!answer.isFound) return finderTrailer(ref, null, now);
      if (await shown(answer)) return finderTrailer(ref, answer, now);
      return { ...finderTrailer(ref, null, now), found: true };
    }),
  );
}

const loadTrailers = (own: Map<string, OwnTrailer>) => [...own.values()].filter((o) => o.ref.slot !== null);

function notYours(c: Context<SessionEnv>) {
  // The same answer whether the trailer exists or not: this is no way to probe trailer numbers.
  return c.json(apiErrorBody("notFound", 404, "This trailer is not on your order."), 404);
}

const idOf = (named: TrailerIdParts | undefined) =>
  named ? trailerId(named.trailerNumber, named.company) : undefined;

export const finderRoutes = new Hono<AppEnv>()
  .get("/link", rateLimited, async (c) => {
    const token = c.req.header(FINDER_LINK_HEADER) ?? "";
    const check = await readFinderLink(finderLinkKeys(c.var.config), token, Date.now());
    if (!check.ok) {
      // The reason, never the token.
      c.var.log.warn("finderLinkRefused", { reason: check.reason });
      return check.reason === "expired"
        ? c.json(apiErrorBody("linkExpired", 410, "This link has expired."), 410)
        : c.json(apiErrorBody("linkInvalid", 403, "This link is not valid."), 403);
    }
    const { scope, trailers, expiresAt } = check.claims;
    // A trailer that has left the order that made the link is not shown (decision 120): its
    // current order comes with the same lookup, so this costs no call of its own.
    const keys = finderLinkKeys(c.var.config);
    const onLinkOrder = (trailer: TrailerReading) =>
      stillOnLinkOrder(keys, check.claims, trailer.currentOrderNumber);
    return c.json(
      {
        scope,
        trailers: await lookUp(c.var.logistics, trailers, onLinkOrder),
        linkExpiresAt: new Date(expiresAt * 1000).toISOString(),
      } satisfies FinderAnswer,
      200,
    );
  })
  .get("/mine", rateLimited, requireSession, validate("query", OwnFinderQuerySchema), async (c) => {
    const wanted = idOf(c.req.valid("query").trailer);
    const own = ownTrailers(await getOwnLaunchState(c.var.logistics, c.var.session.record));
    const now = Date.now();
    if (wanted === undefined) {
      const trailers = loadTrailers(own).map((o) => finderTrailer(o.ref, o.trailer, now));
      return c.json({ scope: "load", trailers, linkExpiresAt: null } satisfies FinderAnswer, 200);
    }
    const one = own.get(wanted);
    if (one === undefined) return notYours(c);
    const trailers = one.trailer
      ? [finderTrailer(one.ref, one.trailer, now)]
      : await lookUp(c.var.logistics, [one.ref]);
    return c.json({ scope: "trailer", trailers, linkExpiresAt: null } satisfies FinderAnswer, 200);
  })
  .post("/links", rateLimited, requireSession, validate("json", FinderLinkRequestSchema), async (c) => {
    const wanted = idOf(c.req.valid("json").trailerId);
    const own = ownTrailers(await getOwnLaunchState(c.var.logistics, c.var.session.record));
    const chosen =
      wanted === undefined ? loadTrailers(own) : [own.get(wanted)].filter((o) => o !== undefined);
    if (chosen.length === 0) {
      return wanted === undefined
        ? c.json(apiErrorBody("notFound", 404, "No trailer is on your order yet."), 404)
        : notYours(c);
    }
    const scope: FinderScope = wanted === undefined ? "load" : "trailer";
    const expiresAt = finderLinkExpiry(Date.now());
    const key = c.var.config.FINDER_LINK_KEY;
    const token = await signFinderLink(key, {
      scope,
      trailers: chosen.map((o) => o.ref),
      expiresAt,
      orderTag: await finderLinkOrderTag(key, c.var.session.record.user.orderNumber),
    });
    c.var.log.info("finderLinkMade", { scope, trailers: chosen.length });
    return c.json(
      {
        path: finderLinkPath(scope, token),
        scope,
        expiresAt: new Date(expiresAt * 1000).toISOString(),
      } satisfies FinderLinkAnswer,
      200,
    );
  });
