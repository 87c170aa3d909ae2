import { describe, expect, it } from "vitest";
import { randomDigits, secretsEqual } from "./crypto.ts";
import { cooldownSeconds } from "./verification-codes.ts";

describe("cooldownSeconds", () => {
  it("doubles from 30 s with each send of the hour, capped at 10 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(cooldownSeconds)).toEqual([30, 60, 120, 240, 480, 600, 600, 600]);
  });
});

describe("randomDigits", () => {
  it("gives six digits, leading zeros kept, and varies", () => {
    const codes = Array.from({ length: 200 }, () => randomDigits(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});

describe("secretsEqual", () => {
  it("compares whole strings of any length", async () => {
    expect(await secretsEqual("test-app-token", "test-app-token")).toBe(true);
    expect(await secretsEqual("test-app-token", "test-app-toke")).toBe(false);
    expect(await secretsEqual("", "x")).toBe(false);
  });
});
