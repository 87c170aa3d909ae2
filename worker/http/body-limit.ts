// A ceiling on request bodies (decision 047): JSON for /api/* at 64 KB; the photo
// upload sets its own with bodyLimit(). A Content-Length over the limit is refused
// before a byte is read. A body without one (chunked), or longer than it declared,
// is counted as it streams and refused as soon as it passes the limit, so no more
// than the limit and one chunk is ever held, and nothing refused is parsed. A body
// within the limit is handed on whole, and the route reads it as usual. The rest
// of a refused body is discarded (read, never kept) by drainUnreadBody. Not Hono's
// bodyLimit, which trusts a Content-Length and keeps a refused body locked (decision 112).
import { createMiddleware } from "hono/factory";
import { apiErrorBody } from "#shared/api-error.ts";
import type { AppEnv } from "#worker/app-env.ts";

/** The largest JSON body /api/* takes: the app's own bodies are a few hundred bytes. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** The body's bytes, or null once it passes `maxBytes` (its reader released, the rest unread). */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Left to drainUnreadBody, which throws the rest away after the answer is sent.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/** Refuses a request body over `maxBytes` with 413, kind `payloadTooLarge`. */
export function bodyLimit(maxBytes: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { body } = c.req.raw;
    if (body === null) return next();
    const refuse = () => {
      c.var.log.warn("bodyTooLarge", { limitBytes: maxBytes });
      return c.json(apiErrorBody("payloadTooLarge", 413, `The request body is over ${maxBytes} bytes.`), 413);
    };
    // Absent or unreadable, Content-Length is NaN here and the stream is counted instead.
    if (Number(c.req.header("content-length")) > maxBytes) return refuse();
    const whole = await readAtMost(body, maxBytes);
    if (whole === null) return refuse();
    c.req.raw = new Request(c.req.raw, { body: whole });
    await next();
  });
}
