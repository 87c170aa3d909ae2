// docs/product.md §7 gives some calls a failure shape of their own: a photo that is not
// stored answers isSuccessful false with assessmentId -1. This middleware puts
// those fields into every JSON error answer of a route, whoever made it (the
// session guard's 401, the body limit's 413, a validation 400, the route's own
// refusals, the app's error handler), so the browser reads one shape.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#worker/app-env.ts";

export function withFailureShape(shape: Record<string, unknown>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const res = c.res;
    if (res.status < 400 || !(res.headers.get("content-type") ?? "").includes("application/json")) return;
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => undefined);
    if (typeof body !== "object" || body === null) return;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    c.res = undefined;
    c.res = new Response(JSON.stringify({ ...body, ...shape }), { status: res.status, headers });
  });
}
