// Everything that is not /api or a Worker-owned page: the built client, with
// the single-page fallback configured in wrangler.jsonc.
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";

export async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  // A missing hashed file must not come back as the SPA's HTML (and then be cached as immutable).
  if (
    new URL(c.req.url).pathname.startsWith("/assets/") &&
    res.headers.get("content-type")?.startsWith("text/html")
  ) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return res;
}
