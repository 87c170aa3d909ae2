// Authenticated routes: the session cookie must name an open session (its guard
// says so, decision 046), and the identity token behind it is re-checked upstream
// (fbaauthentication/validate) at most every SESSION_REVALIDATE_SECONDS. Any
// failure closes the session and answers 401 kind unauthorized; the client then
// shows Unauthorized (spec §2).
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "../../shared/api-error.ts";
import type { AppEnv, SessionEnv } from "../app-env.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { clearedSessionCookie, readSessionCookie, sessionCookie } from "./session-cookie.ts";
import { remainingSeconds, SESSION_REVALIDATE_SECONDS, sessionStore } from "./session-store.ts";

/** Logs the unauthorized-user event (spec §4) and answers 401, clearing the cookie. */
export function unauthorized<E extends AppEnv>(c: Context<E>, reason: string) {
  c.var.log.warn("unauthorizedUser", { reason, path: new URL(c.req.url).pathname });
  const res = c.json(apiErrorBody("unauthorized", 401, "Session Expired"), 401);
  res.headers.append("Set-Cookie", clearedSessionCookie(c));
  return res;
}

/** An upstream 401 while acting for the driver: the identity token is no longer accepted. */
function tokenRejected(error: unknown): boolean {
  return error instanceof UpstreamError && error.failure.statusCode === 401;
}

export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const id = readSessionCookie(c);
  if (id === undefined) return unauthorized(c, "noSession");
  const store = sessionStore(c.env);
  const now = Date.now();
  const lookup = await store.read(id, now);
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
      if (!tokenRejected(error)) {
        // The API could not say (timeout, outage): keep the driver signed in and ask again next time.
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

  if (tokenRejected(c.error)) {
    await store.close(id);
    c.res = undefined;
    c.res = unauthorized(c, "token:rejected");
    return;
  }
  // The idle clock (lastSeenAt) is written at most every few minutes, not on every request. A
  // session closed while this request ran (a logout in another tab) is not written back, and its
  // cookie is not handed out again.
  if (validated || now - record.lastSeenAt >= SESSION_REVALIDATE_SECONDS * 1000) {
    record.lastSeenAt = now;
    if (await store.save(id, c.var.session.record, now)) {
      c.res.headers.append("Set-Cookie", sessionCookie(c, id, remainingSeconds(record, now)));
    }
  }
});
