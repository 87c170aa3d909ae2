// Authenticated routes: the session cookie must name an open session (its guard
// says so, decision 046), and the identity token behind it is re-checked upstream
// (fbaauthentication/validate) at most every SESSION_REVALIDATE_SECONDS. Only a
// refused identity token closes the session and answers 401 kind unauthorized (the
// client then shows Unauthorized, docs/product.md §2); a refused app token is an outage
// (decision 071): the session is kept.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppEnv, SessionEnv } from "#worker/app-env.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "./session-cookie.ts";
import {
  idleClockDue,
  remainingSeconds,
  SESSION_REVALIDATE_SECONDS,
  type SessionLookup,
  SessionUnreadableError,
  sessionStore,
} from "./session-store.ts";

/** Logs the unauthorized-user event (docs/product.md §4) and answers 401, clearing the cookie. */
export function unauthorized<E extends AppEnv>(c: Context<E>, reason: string) {
  c.var.log.warn("unauthorizedUser", { reason, path: new URL(c.req.url).pathname });
  const res = c.json(apiErrorBody("unauthorized", 401, "Session Expired"), 401);
  res.headers.append("Set-Cookie", clearedSessionCookie(c));
  return res;
}

/** An upstream 401 that is not the app token refused (the client tells that one apart). */
function unauthorizedAnswer(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && error.kind === "upstream" && error.failure.statusCode === 401;
}

/**
 * A call made for the driver answered 401: was it the identity token the carrier refused, or the
 * app's own token? Only `validate` says (decision 071): a refusal of the token (isValid false, or
 * its 401 in that shape) ends the session; a valid token means the 401 was about the app, and no
 * answer means we cannot tell, so the session is kept either way.
 */
async function identityRefused(c: Context<SessionEnv>, identityToken: string): Promise<boolean> {
  try {
    const answer = await c.var.logistics.call("validateToken", { body: { token: identityToken } });
    if (!answer.isValid) return true;
  } catch (error) {
    return unauthorizedAnswer(error);
  }
  c.var.log.error("appTokenRejected", { check: "identityTokenValid" });
  return false;
}

export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const id = readSessionCookie(c);
  if (id === undefined) return unauthorized(c, "noSession");
  const store = sessionStore(c.env, c.var.config);
  const now = Date.now();
  let lookup: SessionLookup;
  try {
    lookup = await store.read(id, now);
  } catch (error) {
    if (!(error instanceof SessionUnreadableError)) throw error;
    // Open, but its record not read this time (decision 132): an outage, the driver kept signed in.
    c.var.log.warn("sessionUnreadable", { path: new URL(c.req.url).pathname });
    return c.json(apiErrorBody("upstream", 503, "Service Unavailable", { reasonCode: -1 }), 503);
  }
  if (lookup.status !== "active") return unauthorized(c, lookup.status);
  const record = lookup.record;

  let validated = false;
  if (now - record.lastValidatedAt >= SESSION_REVALIDATE_SECONDS * 1000) {
    try {
      const answer = await c.var.logistics.call("validateToken", { body: { token: record.identityToken } });
      if (!answer.isValid) {
        await store.close(id);
        return unauthorized(c, `token:${answer.responseType}`);
      }
      record.lastValidatedAt = now;
      validated = true;
    } catch (error) {
      if (!unauthorizedAnswer(error)) {
        // The API could not say (timeout, outage, our app token refused): keep the driver signed in
        // and ask again next time.
        c.var.log.warn("sessionValidationSkipped", {
          cause: error instanceof UpstreamError ? error.kind : "unknown",
        });
      } else {
        await store.close(id);
        return unauthorized(c, "token:rejected");
      }
    }
  }

  c.set("session", { id, record });
  await next();

  if (unauthorizedAnswer(c.error)) {
    c.res = undefined;
    if (await identityRefused(c, record.identityToken)) {
      await store.close(id);
      c.res = unauthorized(c, "token:rejected");
    } else {
      c.res = c.json(apiErrorBody("upstream", 503, "Service Unavailable", { reasonCode: -1 }), 503);
    }
    return;
  }
  // The idle clock (lastSeenAt) is written at most every few minutes, not on every request. A
  // session closed while this request ran (a logout in another tab) is not written back, and its
  // cookie is not handed out again.
  if (validated || idleClockDue(record, now)) {
    record.lastSeenAt = now;
    if (await store.save(id, c.var.session.record, now)) {
      c.res.headers.append("Set-Cookie", sessionCookie(c, id, remainingSeconds(record, now, c.var.config)));
    }
  }
});
