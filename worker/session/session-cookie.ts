// The session cookie (decision 020): __Host- (Secure, Path=/, no Domain), HttpOnly,
// SameSite=Lax so a QR sticker opened from the camera app still finds the session.
// Built as header values so a handler or middleware can append them to any response.
import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";

export const SESSION_COOKIE = "__Host-hitch_session";

const OPTIONS: Parameters<typeof generateCookie>[2] = {
  httpOnly: true,
  secure: true,
  sameSite: "Lax",
  path: "/",
};

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** Set-Cookie value that keeps the session for `maxAgeSeconds` more. */
export function sessionCookie(id: string, maxAgeSeconds: number): string {
  return generateCookie(SESSION_COOKIE, id, { ...OPTIONS, maxAge: Math.max(0, maxAgeSeconds) });
}

/** Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  return generateCookie(SESSION_COOKIE, "", { ...OPTIONS, maxAge: 0 });
}
