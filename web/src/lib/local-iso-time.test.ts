import { describe, expect, it } from "vitest";
import { localIsoTime } from "./local-iso-time.ts";

describe("event times", () => {
  it("carry the phone's own offset", () => {
    const text = localIsoTime(new Date("2026-11-23T04:04:05Z"));
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(new Date(text).toISOString()).toBe("2026-11-23T04:04:05.000Z");
  });
});
