// The session cookie (decision 020): __Host- (Secure, Path=/, no Domain), HttpOnly,
// SameSite=Lax so a QR sticker opened from the camera app still finds the session.
// On a local run over plain http with the dev setting on (decision 073) it is
// `hitch_session` without Secure, since a browser keeps no Secure cookie from an
// http page (WebKit not even on localhost); a deployed build never gets there.
// Built as header values so a handler or middleware can append them to any response.
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import type { AppEnv } from "#worker/app-env.ts";

export const SESSION_COOKIE = "__Host-hitch_session";
/** The session cookie's name on a local run over plain http (decision 073). */
export const LOCAL_HTTP_SESSION_COOKIE = "hitch_session";

const OPTIONS: Parameters<typeof generateCookie>[2] = {
  httpOnly: true,
  secure: true,
  sameSite: "Lax",
  path: "/",
};

/** The cookie's name and attributes for this request (every route's context went through loadConfig). */
function cookieFor<E extends AppEnv>(c: Context<E>) {
  return c.var.localHttpRun
    ? { name: LOCAL_HTTP_SESSION_COOKIE, options: { ...OPTIONS, secure: false } }
    : { name: SESSION_COOKIE, options: OPTIONS };
}

export function readSessionCookie<E extends AppEnv>(c: Context<E>): string | undefined {
  return getCookie(c, cookieFor(c).name);
}

/** Set-Cookie value that keeps the session for `maxAgeSeconds` more. */
export function sessionCookie<E extends AppEnv>(c: Context<E>, id: string, maxAgeSeconds: number): string {
  const { name, options } = cookieFor(c);
  return generateCookie(name, id, { ...options, maxAge: Math.max(0, maxAgeSeconds) });
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie<E extends AppEnv>(c: Context<E>): string {
  const { name, options } = cookieFor(c);
  return generateCookie(name, "", { ...options, maxAge: 0 });
}
