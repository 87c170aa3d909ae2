import { env } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { call, jsonRequest, mockRequests } from "#worker/test/helpers.ts";
import { streamedBody } from "#worker/test/streamed-body.ts";
import { bodyLimit, JSON_BODY_LIMIT_BYTES } from "./body-limit.ts";
import { DISCARD_LIMIT_BYTES } from "./drain-unread-body.ts";
import { loadConfig } from "./load-config.ts";

const KB = 1024;

/** A sign-in start whose JSON is padded with spaces to `size` bytes (still valid JSON). */
function paddedSignIn(mobileNumber: string, size: number): string {
  const json = JSON.stringify({ orderNumber: ORDER_ONE_COMPANY, mobileNumber });
  return json.slice(0, -1) + " ".repeat(size - json.length) + json.slice(-1);
}

/** Headers of a same-origin JSON request, with no Content-Length unless given. */
function headers(extra: Record<string, string> = {}): Headers {
  const h = new Headers(jsonRequest("POST", undefined).headers);
  for (const [name, value] of Object.entries(extra)) h.set(name, value);
  return h;
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(413);
  const error = ApiErrorSchema.parse(await res.json());
  expect(error.kind).toBe("payloadTooLarge");
  expect(error.statusCode).toBe(413);
}

/** Whether the Worker asked the logistics API for a code for this phone. */
async function codeRequestedFor(mobileNumber: string) {
  return (await mockRequests()).some((r) =>
    r.path.startsWith(`/api/drivers/requestVerificationCode/${mobileNumber}`),
  );
}

describe("JSON bodies over 64 KB on /api/*", () => {
  it("are refused with 413 by their Content-Length, and the route never runs", async () => {
    const mobileNumber = newPhone();
    const body = paddedSignIn(mobileNumber, JSON_BODY_LIMIT_BYTES + 1);
    const res = await call("/api/session/code", {
      method: "POST",
      headers: headers({ "content-length": String(body.length) }),
      body,
    });
    await expectTooLarge(res);
    expect(await codeRequestedFor(mobileNumber)).toBe(false);
  });

  it("are refused while they stream when there is no Content-Length", async () => {
    const mobileNumber = newPhone();
    const res = await call("/api/session/code", {
      method: "POST",
      headers: headers(),
      body: new Blob([paddedSignIn(mobileNumber, 1024 * KB)]).stream(),
    });
    await expectTooLarge(res);
    expect(await codeRequestedFor(mobileNumber)).toBe(false);
  });

  it("a huge body is refused without being read in full, with or without a Content-Length", async () => {
    const total = DISCARD_LIMIT_BYTES * 2;
    const declared = streamedBody(total);
    await expectTooLarge(
      await call("/api/session/code", {
        method: "POST",
        headers: headers({ "content-length": String(total) }),
        body: declared.stream,
      }),
    );
    expect(declared.cancelled()).toBe(true);
    expect(declared.sentBytes()).toBeLessThan(JSON_BODY_LIMIT_BYTES);
    const chunked = streamedBody(total);
    await expectTooLarge(
      await call("/api/session/code", { method: "POST", headers: headers(), body: chunked.stream }),
    );
    expect(chunked.cancelled()).toBe(true);
    expect(chunked.sentBytes()).toBeLessThan(total);
  });

  it("are refused when the Content-Length understates them", async () => {
    const mobileNumber = newPhone();
    const body = paddedSignIn(mobileNumber, 200 * KB);
    const res = await call("/api/session/code", {
      method: "POST",
      headers: headers({ "content-length": "80" }),
      body: new Blob([body]).stream(),
    });
    await expectTooLarge(res);
    expect(await codeRequestedFor(mobileNumber)).toBe(false);
  });

  it("a body at the limit reaches the route whole, with or without a Content-Length", async () => {
    const declared = paddedSignIn(newPhone(), JSON_BODY_LIMIT_BYTES);
    const sized = await call("/api/session/code", {
      method: "POST",
      headers: headers({ "content-length": String(declared.length) }),
      body: declared,
    });
    expect(sized.status).toBe(200);
    const streamed = await call("/api/session/code", {
      method: "POST",
      headers: headers(),
      body: new Blob([paddedSignIn(newPhone(), JSON_BODY_LIMIT_BYTES)]).stream(),
    });
    expect(streamed.status).toBe(200);
  });

  it("are refused on any /api route, even one that does not exist", async () => {
    const body = "x".repeat(100 * KB);
    await expectTooLarge(await call("/api/feedback", { method: "POST", headers: headers(), body }));
    await expectTooLarge(await call("/api/no-such-route", { method: "PUT", headers: headers(), body }));
  });

  it("the photo upload is left to its own limit", async () => {
    const res = await call("/api/documents", {
      method: "POST",
      headers: headers({ "content-type": "multipart/form-data; boundary=x" }),
      body: "x".repeat(100 * KB),
    });
    expect(res.status).not.toBe(413);
  });
});

describe("bodyLimit() for a route with its own size", () => {
  const app = new Hono<AppEnv>()
    .use(loadConfig)
    .post("/upload", bodyLimit(10 * KB), async (c) =>
      c.json({ received: (await c.req.arrayBuffer()).byteLength }),
    );
  const post = (body: BodyInit, extra: Record<string, string> = {}) =>
    app.request("/upload", { method: "POST", body, headers: extra }, { ...env, LOG_LEVEL: "silent" });

  it("takes a body up to its size and refuses one byte more", async () => {
    expect(await (await post(new Uint8Array(10 * KB))).json()).toEqual({ received: 10 * KB });
    await expectTooLarge(await post(new Uint8Array(10 * KB + 1)));
    await expectTooLarge(await post(new Blob([new Uint8Array(10 * KB + 1)]).stream()));
  });
});
