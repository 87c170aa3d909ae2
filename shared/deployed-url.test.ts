import { describe, expect, it } from "vitest";
import { isDeployedUrl, isLoopbackUrl } from "./deployed-url.ts";

describe("isDeployedUrl", () => {
  it("is true for an https site on another host only", () => {
    expect(isDeployedUrl("https://hitch.example.com")).toBe(true);
    expect(isDeployedUrl("https://localhost:5173")).toBe(false);
    expect(isDeployedUrl("https://127.0.0.1")).toBe(false);
    expect(isDeployedUrl("https://[::1]:8788")).toBe(false);
    expect(isDeployedUrl("http://hitch.example.com")).toBe(false);
  });
});

describe("isLoopbackUrl", () => {
  it("is true for this machine's own names and addresses, whatever the scheme or port", () => {
    for (const url of [
      "http://127.0.0.1:5173/__dev/outbox",
      "https://localhost/",
      "http://app.localhost:8080/",
      "http://127.8.9.10/",
      "http://[::1]:8788/api",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
  });

  it("is false for any other host: plain http, private networks and look-alikes included", () => {
    for (const url of [
      "http://hitch.example.com/__dev/outbox",
      "https://hitch.test/",
      "http://192.168.1.20:5173/",
      "http://10.0.0.2/",
      "http://[::2]/",
      "http://127.0.0.1.example.com/",
      "http://localhost.example.com/",
      "http://0.0.0.0/",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});
