import { describe, expect, it } from "vitest";
import { arrivesFromThisMachine, isDeployedUrl } from "./deployed-url.ts";

describe("isDeployedUrl", () => {
  it("is true for an https site on another host only", () => {
    expect(isDeployedUrl("https://hitch.example.com")).toBe(true);
    expect(isDeployedUrl("https://localhost:5173")).toBe(false);
    expect(isDeployedUrl("https://127.0.0.1")).toBe(false);
    expect(isDeployedUrl("https://[::1]:8788")).toBe(false);
    expect(isDeployedUrl("http://hitch.example.com")).toBe(false);
  });
});

describe("arrivesFromThisMachine", () => {
  const from = (peer: string | undefined, url = "http://127.0.0.1:5173/__dev/outbox") =>
    arrivesFromThisMachine(
      new Request(url, { headers: peer === undefined ? {} : { "cf-connecting-ip": peer } }),
    );

  it("is true for a peer of this machine, whatever the URL or Host says", () => {
    for (const peer of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) {
      expect(from(peer), peer).toBe(true);
      expect(from(peer, "http://192.168.1.5:5173/__dev/outbox"), peer).toBe(true);
    }
  });

  it("is false for any other peer, or none, even when the URL is this machine's (a forged Host)", () => {
    for (const peer of [
      "192.168.1.5",
      "::ffff:192.168.1.5",
      "10.0.0.2",
      "203.0.113.9",
      "2001:db8::1",
      "::2",
      "127.0.0.256",
      "localhost",
      "127.0.0.1.example.com",
      "0.0.0.0",
      "",
    ]) {
      expect(from(peer), peer).toBe(false);
    }
    expect(from(undefined)).toBe(false);
  });
});
