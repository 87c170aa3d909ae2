// One request, one id (decision 070): Cloudflare's cf-ray when there is one (the id
// Cloudflare's own logs and traces carry), else 16 random hex digits (local runs).
// Every log line of the request carries it (http/load-config.ts), every call to the
// logistics API sends it (x-request-id), and every /api answer returns it, in the
// x-request-id header and in the body of an error, so the phone can show it and a
// driver's call to the broker finds the log line.
import { createMiddleware } from "hono/factory";
import { requestId } from "hono/request-id";
import type { AppEnv } from "#worker/app-env.ts";
import { REQUEST_ID_HEADER } from "#worker/upstream/logistics-client.ts";

/** cf-ray is hex digits, a dash and the data centre's code; anything else is not Cloudflare's. */
const CF_RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

function requestIdOf(request: Request): string {
  const ray = request.headers.get("cf-ray") ?? "";
  if (CF_RAY.test(ray)) return ray;
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The id, set first: Hono's requestId with ours as its generator, and no header name, so an
 * x-request-id the browser sends is neither read nor trusted (decision 070).
 */
export const requestIdentity = requestId({ headerName: "", generator: (c) => requestIdOf(c.req.raw) });

/** Every /api answer returns the id: in x-request-id, and as `requestId` in an error's body. */
export const requestIdInAnswers = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!new URL(c.req.url).pathname.startsWith("/api/")) return;
  const id = c.var.requestId;
  const res = c.res;
  let body: BodyInit | null = res.body;
  if (res.status >= 400 && (res.headers.get("content-type") ?? "").includes("application/json")) {
    const error: unknown = await res
      .clone()
      .json()
      .catch(() => undefined);
    if (typeof error === "object" && error !== null && !Array.isArray(error)) {
      body = JSON.stringify({ ...error, requestId: id });
    }
  }
  // Responses from fetch() have immutable headers: a new one either way.
  const answer = new Response(body, res);
  if (body !== res.body) answer.headers.delete("content-length");
  answer.headers.set(REQUEST_ID_HEADER, id);
  c.res = undefined;
  c.res = answer;
});
