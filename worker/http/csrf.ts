// CSRF (decision 023): an unsafe request must come from a page of this origin,
// whatever its content type — JSON and multipart included, which a form-only
// check would let through. Browsers send Origin on every cross-origin and every
// same-origin non-GET fetch, and Sec-Fetch-Site on all of them.
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppEnv } from "#worker/app-env.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if (site === "cross-site" || origin !== new URL(c.req.url).origin) {
      c.var.log.warn("csrfRejected", {
        method: c.req.method,
        hasOrigin: origin !== undefined,
        secFetchSite: site ?? null,
      });
      return c.json(apiErrorBody("csrf", 403, "Request refused: it did not come from this app."), 403);
    }
  }
  await next();
});
