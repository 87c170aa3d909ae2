import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { TEST_APP_TOKEN } from "#tests/mocks/logistics-data.ts";
import { call, callLocally, jsonRequest, LOCAL_ORIGIN } from "#worker/test/helpers.ts";

type Echo = { search: string; headers: Record<string, string> };

/** A request to the reference API's dev pages through the Worker, as the echo page saw it. */
async function throughDevProxy(headers: Record<string, string>) {
  const res = await callLocally("/__dev/echo", { headers });
  expect(res.status).toBe(200);
  return { res, echoed: (await res.json()) as Echo };
}

describe("dev proxy: hop-by-hop headers (RFC 9110 §7.6.1)", () => {
  it("drops the fixed hop-by-hop headers and keeps end-to-end ones", async () => {
    const { echoed } = await throughDevProxy({
      "keep-alive": "timeout=5",
      "proxy-connection": "keep-alive",
      te: "trailers",
      trailer: "Expires",
      upgrade: "websocket",
      "proxy-authorization": "Basic abc",
      "content-type": "application/json",
      accept: "application/json",
      "x-correlation": "r-1",
      "x-request-id": "chosen-by-the-browser",
    });
    for (const name of [
      "keep-alive",
      "proxy-connection",
      "te",
      "trailer",
      "upgrade",
      "proxy-authorization",
    ]) {
      expect(echoed.headers[name], name).toBeUndefined();
    }
    expect(echoed.headers).toMatchObject({
      "content-type": "application/json",
      accept: "application/json",
      "x-correlation": "r-1",
    });
    // The request id upstream is the edge's own (decision 070), never one the browser picked.
    expect(echoed.headers["x-request-id"]).toMatch(/^[0-9a-f]{16}$/);
  });

  it("drops Connection and every header Connection names", async () => {
    const { echoed } = await throughDevProxy({
      connection: "close, X-Trace ,x-other",
      "x-trace": "1",
      "x-other": "2",
      "x-kept": "3",
    });
    expect(echoed.headers["x-trace"]).toBeUndefined();
    expect(echoed.headers["x-other"]).toBeUndefined();
    expect(echoed.headers["x-kept"]).toBe("3");
  });

  it("never forwards the browser's cookie or credentials upstream, nor upstream cookies back", async () => {
    const { res, echoed } = await throughDevProxy({
      cookie: "__Host-hitch_session=abc",
      authorization: "Bearer x",
      "x-app-token": "y",
      accept: "*/*",
    });
    expect(echoed.headers.cookie).toBeUndefined();
    expect(echoed.headers.authorization).toBeUndefined();
    // The app token is the Worker's own, never one the browser made up.
    expect(echoed.headers["x-app-token"]).toBe(TEST_APP_TOKEN);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

describe("/__dev/* (the reference API's dev pages)", () => {
  it("is a JSON 404 unless DEV_TOOLS is true", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await call("/__dev/echo", jsonRequest(method, undefined));
      expect(res.status).toBe(404);
      expect(ApiErrorSchema.parse(await res.json()).kind).toBe("notFound");
    }
  });

  it("forwards through the proxy helper when DEV_TOOLS is true", async () => {
    const res = await callLocally("/__dev/echo?phone=5551000000", {
      headers: {
        cookie: "__Host-hitch_session=AAAAAAAAAAAAAAAAAAAAAA",
        "x-hop": "from-browser",
        connection: "x-hop",
        accept: "application/json",
      },
    });
    expect(res.status).toBe(200);
    const echoed = (await res.json()) as { search: string; headers: Record<string, string> };
    expect(echoed.search).toBe("?phone=5551000000");
    expect(echoed.headers.cookie).toBeUndefined();
    expect(echoed.headers["x-hop"]).toBeUndefined();
    expect(echoed.headers.accept).toBe("application/json");
    // The upstream answer's hop-by-hop headers and cookies stop here too.
    expect(res.headers.get("x-hop")).toBeNull();
    expect(res.headers.get("keep-alive")).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("needs this origin for unsafe methods too", async () => {
    const res = await callLocally("/__dev/echo", jsonRequest("POST", {}, { origin: "https://evil.example" }));
    expect(res.status).toBe(403);
    const own = await callLocally("/__dev/echo", jsonRequest("POST", {}, { origin: LOCAL_ORIGIN }));
    expect(own.status).toBe(200);
  });

  it("is a 404 to a request that does not arrive on a loopback host, whatever DEV_TOOLS and ROOT_URL say", async () => {
    // As the issue tried it: dev tools on, a plain-http ROOT_URL on a real host.
    const deployed = { DEV_TOOLS: "true", ROOT_URL: "http://hitch.example.com" };
    for (const url of ["http://hitch.example.com/__dev/outbox", "http://192.168.1.20:5173/__dev/outbox"]) {
      const res = await call(url, {}, deployed);
      expect(res.status, url).toBe(404);
      expect(ApiErrorSchema.parse(await res.json()).kind).toBe("notFound");
    }
    expect((await callLocally("/__dev/echo", {}, { ROOT_URL: "http://hitch.example.com" })).status).toBe(200);
  });

  it("is a 404 to a peer that is not this machine, even one that writes Host: 127.0.0.1 (decision 119)", async () => {
    // As the issue tried it: `npm run preview -- --lan`, and a phone on the Wi-Fi naming this machine.
    for (const peer of ["192.168.1.5", "::ffff:192.168.1.5", "2001:db8::5"]) {
      const forged = await call(
        `${LOCAL_ORIGIN}/__dev/outbox?phone=5550100001`,
        { headers: { "cf-connecting-ip": peer } },
        { DEV_TOOLS: "true" },
      );
      expect(forged.status, peer).toBe(404);
      expect(ApiErrorSchema.parse(await forged.json()).kind).toBe("notFound");
    }
    // The same page from this machine, whatever its Host, is the reference API's.
    expect((await callLocally("/__dev/echo")).status).toBe(200);
    expect((await callLocally("http://192.168.1.5:5173/__dev/echo")).status).toBe(200);
  });
});
