// /__dev/*: the reference API's dev pages (SMS outbox, printable QR codes) on
// the app's own origin, only when DEV_TOOLS is "true" and the request arrives on
// a loopback host (load-config.ts turns dev tools off for any other); a JSON 404 otherwise.
import { Hono } from "hono";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppEnv } from "#worker/app-env.ts";

export const devProxyRoutes = new Hono<AppEnv>().all("/__dev/*", async (c) => {
  if (!c.var.config.DEV_TOOLS) return c.json(apiErrorBody("notFound", 404, "No such page."), 404);
  return c.var.logistics.proxy(c.req.raw, new URL(c.req.url).pathname.slice(1));
});
