import { describe, expect, it } from "vitest";
import { isDeployedUrl } from "./deployed-url.ts";

describe("isDeployedUrl", () => {
  it("is true for an https site on another host only", () => {
    expect(isDeployedUrl("https://hitch.example.com")).toBe(true);
    expect(isDeployedUrl("https://localhost:5173")).toBe(false);
    expect(isDeployedUrl("https://127.0.0.1")).toBe(false);
    expect(isDeployedUrl("https://[::1]:8788")).toBe(false);
    expect(isDeployedUrl("http://hitch.example.com")).toBe(false);
  });
});
