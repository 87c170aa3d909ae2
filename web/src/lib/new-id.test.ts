import { describe, expect, it } from "vitest";
import { newId } from "./new-id.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newId", () => {
  it("is the browser's random UUID where it has one", () => {
    expect(newId()).toMatch(UUID_V4);
  });

  it("on an http page of the LAN (no randomUUID) is still a random version 4 UUID", () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Pick<
      Crypto,
      "getRandomValues" | "randomUUID"
    >;
    const ids = new Set(Array.from({ length: 200 }, () => newId(insecure)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
