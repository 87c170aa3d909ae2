// /trailers/<qrId>: a sticker scanned with the phone's own camera app opens here.
// A signed-in driver gets the SPA (QR landing); a signed-out one signs in first
// and then continues to the same trailer. `next` is built only from a validated
// QR id, so this can never redirect anywhere else.
import { Hono } from "hono";
import { TRAILER_ROUTE_SEGMENTS } from "#shared/trailer-routes.ts";
import { QrIdSchema } from "#shared/validation.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { readSessionCookie } from "#worker/session/session-cookie.ts";
import { sessionStore } from "#worker/session/session-store.ts";
import { serveAsset } from "./assets.ts";

export const trailerLandingRoutes = new Hono<AppEnv>().get("/trailers/:qrId", async (c) => {
  const qrId = c.req.param("qrId");
  if (TRAILER_ROUTE_SEGMENTS.has(qrId)) return serveAsset(c);
  const id = readSessionCookie(c);
  // A session that could not be read (decision 132) is not taken for none: the app, served as to a
  // signed-in driver, checks it itself and sends on only a session that ended.
  const signedIn =
    id !== undefined &&
    (await sessionStore(c.env, c.var.config)
      .read(id, Date.now())
      .then((lookup) => lookup.status === "active")
      .catch(() => true));
  if (signedIn) return serveAsset(c);
  const valid = QrIdSchema.safeParse(qrId);
  const next = valid.success ? `?next=${encodeURIComponent(`/trailers/${valid.data}`)}` : "";
  return c.redirect(`/login${next}`, 302);
});
