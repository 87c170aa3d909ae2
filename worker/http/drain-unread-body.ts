// A request body the Worker did not read is read and thrown away before the
// answer goes out (decision 047). The Worker answers many requests without
// reading their body: 401 before a session check, 404, 405, 403 (CSRF), 413.
// workerd then cannot reuse the client's HTTP/1.1 connection and resets it, and a
// client still sending the body, or sending its next request on that connection,
// gets a reset instead of the answer: behind `vite preview` that was undici's
// `fetch failed` and the preview's own 500 page in place of our 401. Draining
// after the answer (waitUntil) is not enough there: the connection is already
// given up by then. A body over the discard limit is cancelled instead of read.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#worker/app-env.ts";

/** Above every body limit the app sets (the photo upload's included); past it the body is cancelled. */
export const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

async function discard(body: ReadableStream<Uint8Array>, declaredBytes: number): Promise<void> {
  const reader = body.getReader();
  try {
    if (declaredBytes > DISCARD_LIMIT_BYTES) return await reader.cancel();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DISCARD_LIMIT_BYTES) return await reader.cancel();
    }
  } catch {
    // The client went away mid-body: nothing left to discard.
  }
}

export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  // The body as it arrived: a later middleware may hand the route a buffered copy (bodyLimit).
  const { body } = c.req.raw;
  await next();
  // Locked: read to the end by the route (or being read by it); nothing to do.
  if (body === null || body.locked) return;
  await discard(body, Number(c.req.header("content-length")));
});
