import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { call, jsonRequest } from "#worker/test/helpers.ts";
import { streamedBody } from "#worker/test/streamed-body.ts";
import { DISCARD_LIMIT_BYTES } from "./drain-unread-body.ts";

const KB = 1024;

/** A JSON POST as the app sends it, with `body` as its (streamed) body. */
function post(body: ReadableStream<Uint8Array>, extra: Record<string, string> = {}): RequestInit {
  const headers = new Headers(jsonRequest("POST", undefined).headers);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return { method: "POST", headers, body };
}

describe("a body the Worker answers without reading", () => {
  it("is read to its end before a CSRF refusal goes out, so the client's connection ends cleanly", async () => {
    const body = streamedBody(200 * KB);
    const res = await call("/api/session/code", post(body.stream, { origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    expect(ApiErrorSchema.parse(await res.json()).kind).toBe("csrf");
    expect(body.sentBytes()).toBe(200 * KB);
  });

  it("is read to its end before a 413, and before a 404 off /api", async () => {
    const tooLarge = streamedBody(300 * KB);
    const refused = await call(
      "/api/session/code",
      post(tooLarge.stream, { "content-length": String(300 * KB) }),
    );
    expect(refused.status).toBe(413);
    expect(tooLarge.sentBytes()).toBe(300 * KB);

    const offApi = streamedBody(40 * KB);
    const res = await call("/__dev/outbox", post(offApi.stream));
    expect(res.status).toBe(404);
    expect(offApi.sentBytes()).toBe(40 * KB);
  });

  it("is cancelled past the discard limit instead of being read on", async () => {
    const huge = streamedBody(DISCARD_LIMIT_BYTES + 64 * KB);
    const res = await call("/__dev/outbox", post(huge.stream));
    expect(res.status).toBe(404);
    expect(huge.cancelled()).toBe(true);
    expect(huge.sentBytes()).toBeLessThan(DISCARD_LIMIT_BYTES + 64 * KB);
  });
});
