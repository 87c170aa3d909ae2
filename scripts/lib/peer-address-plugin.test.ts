// The local dev server's CF-Connecting-IP (decision 119): the socket's peer, over
// whatever the client wrote, on a real Node server and socket.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stampPeerAddress } from "./peer-address-plugin.ts";

/** Echoes the headers as the Cloudflare plugin reads them (rawHeaders) after the stamp. */
const server = createServer((req, res) => {
  stampPeerAddress(req);
  const raw: [string, string][] = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) raw.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
  res.end(JSON.stringify({ raw, header: req.headers["cf-connecting-ip"] }));
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  headers: Record<string, string | string[]>,
): Promise<{ raw: [string, string][]; header: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/__dev/outbox", headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
    req.end();
  });
}

const peerHeaders = (raw: [string, string][]) =>
  raw.filter(([name]) => name.toLowerCase() === "cf-connecting-ip").map(([, value]) => value);

describe("the dev server's CF-Connecting-IP", () => {
  it("is the socket's peer when the client sends none", async () => {
    const { raw, header } = await send({});
    expect(peerHeaders(raw)).toEqual(["127.0.0.1"]);
    expect(header).toBe("127.0.0.1");
  });

  it("replaces what a client wrote, in any spelling and however often", async () => {
    const { raw, header } = await send({
      "CF-Connecting-IP": "192.168.1.5",
      "cf-connecting-ip": ["203.0.113.9", "10.0.0.2"],
      Host: "127.0.0.1",
      "X-Other": "kept",
    });
    expect(peerHeaders(raw)).toEqual(["127.0.0.1"]);
    expect(header).toBe("127.0.0.1");
    expect(raw).toContainEqual(["X-Other", "kept"]);
  });
});
