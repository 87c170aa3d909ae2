import { describe, expect, it } from "vitest";
import { call, getRequest, jsonRequest } from "../test/helpers.ts";
import { forwardedRequestHeaders, forwardedResponseHeaders, withoutHopByHopHeaders } from "./proxy.ts";

describe("proxy helper: hop-by-hop headers (RFC 9110 §7.6.1)", () => {
  it("drops the fixed hop-by-hop headers and keeps end-to-end ones", () => {
    const headers = new Headers({
      "keep-alive": "timeout=5",
      "proxy-connection": "keep-alive",
      te: "trailers",
      trailer: "Expires",
      upgrade: "websocket",
      "proxy-authenticate": "Basic",
      "proxy-authorization": "Basic abc",
      "content-type": "application/json",
      accept: "application/json",
      "x-request-id": "r-1",
    });
    const out = withoutHopByHopHeaders(headers);
    expect([...out.keys()].sort()).toEqual(["accept", "content-type", "x-request-id"]);
  });

  it("drops Connection and every header Connection names", () => {
    const headers = new Headers({
      connection: "close, X-Trace ,x-other",
      "x-trace": "1",
      "x-other": "2",
      "x-kept": "3",
    });
    expect([...withoutHopByHopHeaders(headers).keys()]).toEqual(["x-kept"]);
  });

  it("does not change the headers it was given", () => {
    const headers = new Headers({ connection: "x-a", "x-a": "1" });
    withoutHopByHopHeaders(headers);
    expect(headers.get("x-a")).toBe("1");
  });

  it("never forwards the browser's cookie or credentials upstream, nor upstream cookies or a stale encoding back", () => {
    const request = forwardedRequestHeaders(
      new Headers({
        cookie: "__Host-hitch_session=abc",
        authorization: "Bearer x",
        "x-app-token": "y",
        accept: "*/*",
      }),
    );
    expect([...request.keys()]).toEqual(["accept"]);
    const response = forwardedResponseHeaders(
      new Headers({ "set-cookie": "a=1", "content-type": "text/html" }),
    );
    expect([...response.keys()]).toEqual(["content-type"]);
  });
});

describe("/__dev/* (the reference API's dev pages)", () => {
  it("is 404 unless DEV_TOOLS is true", async () => {
    const res = await call("/__dev/echo", getRequest());
    expect(res.status).toBe(404);
  });

  it("forwards through the proxy helper when DEV_TOOLS is true", async () => {
    const res = await call(
      "/__dev/echo?phone=5551000000",
      {
        headers: {
          cookie: "__Host-hitch_session=AAAAAAAAAAAAAAAAAAAAAA",
          "x-hop": "from-browser",
          connection: "x-hop",
          accept: "application/json",
        },
      },
      { DEV_TOOLS: "true" },
    );
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
    const res = await call("/__dev/echo", jsonRequest("POST", {}, { origin: "https://evil.example" }), {
      DEV_TOOLS: "true",
    });
    expect(res.status).toBe(403);
  });
});
