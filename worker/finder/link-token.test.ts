import { describe, expect, it } from "vitest";
import {
  DEFAULT_FINDER_LINK_HOURS,
  type FinderLinkClaims,
  finderLinkExpiry,
  finderLinkOrderTag,
  MAX_FINDER_LINK_HOURS,
  readFinderLink,
  signFinderLink,
  stillOnLinkOrder,
} from "./link-token.ts";

const KEY = "unit-test-finder-link-key-0123456789";
const NOW = Date.parse("2026-11-21T12:00:00Z");
const claims: FinderLinkClaims = {
  scope: "load",
  trailers: [
    { trailerNumber: "400101", company: "knight", slot: "inboundEmpty" },
    { trailerNumber: "500201", company: "swift", slot: null },
  ],
  expiresAt: NOW / 1000 + 3600,
};

const base64url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const decode = (part: string) => atob(part.replace(/-/g, "+").replace(/_/g, "/"));

describe("finder link tokens", () => {
  it("read with any of the keys given (a rotation's current and previous), and with no other", async () => {
    const previous = await signFinderLink(KEY, claims);
    const next = `${KEY}-next`;
    expect(await readFinderLink([next, KEY], previous, NOW)).toEqual({ ok: true, claims });
    expect(await readFinderLink([next], previous, NOW)).toEqual({ ok: false, reason: "forged" });
    expect(await readFinderLink([next, KEY], await signFinderLink(next, claims), NOW)).toMatchObject({
      ok: true,
    });
  });

  it("read back what was signed, until they expire", async () => {
    const token = await signFinderLink(KEY, claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(await readFinderLink([KEY], token, NOW)).toEqual({ ok: true, claims });
    expect(await readFinderLink([KEY], token, claims.expiresAt * 1000 - 1)).toMatchObject({ ok: true });
    expect(await readFinderLink([KEY], token, claims.expiresAt * 1000)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("carry a short versioned payload naming trailers only", async () => {
    const token = await signFinderLink(KEY, claims);
    const payload = JSON.parse(decode(token.split(".")[0]!));
    expect(payload).toEqual({
      v: 2,
      s: "l",
      t: [
        ["400101", "knight", "inboundEmpty"],
        ["500201", "swift", null],
      ],
      e: claims.expiresAt,
    });
    expect(token.length).toBeLessThan(200);
  });

  it("refuse a token signed with another key", async () => {
    const token = await signFinderLink("another-key-of-the-same-size-0123456", claims);
    expect(await readFinderLink([KEY], token, NOW)).toEqual({ ok: false, reason: "forged" });
  });

  it("refuse a tampered payload: another trailer, a later expiry, another scope", async () => {
    const token = await signFinderLink(KEY, claims);
    const [, signature] = token.split(".");
    const payload = JSON.parse(decode(token.split(".")[0]!));
    for (const changed of [
      { ...payload, t: [["400203", "knight", null]] },
      { ...payload, e: payload.e + 7 * 24 * 3600 },
      { ...payload, s: "t" },
    ]) {
      const forged = `${base64url(JSON.stringify(changed))}.${signature}`;
      expect(await readFinderLink([KEY], forged, NOW)).toEqual({ ok: false, reason: "forged" });
    }
  });

  it("refuse a tampered signature, and anything that is not a token at all", async () => {
    const token = await signFinderLink(KEY, claims);
    const flipped = `${token.slice(0, -2)}${token.endsWith("AA") ? "BA" : "AA"}`;
    expect(await readFinderLink([KEY], flipped, NOW)).toEqual({ ok: false, reason: "forged" });
    for (const junk of [
      "",
      "400101",
      "abc.def",
      `${token}.x`,
      `${token.replace(".", "")}`,
      "a".repeat(5000),
    ]) {
      expect(await readFinderLink([KEY], junk, NOW)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuse a genuinely signed payload this version cannot read", async () => {
    const body = base64url(
      JSON.stringify({ v: 3, s: "t", t: [["400101", "knight", null]], e: NOW / 1000 + 60 }),
    );
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(KEY),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    const token = `${body}.${base64url(String.fromCharCode(...signature))}`;
    expect(await readFinderLink([KEY], token, NOW)).toEqual({ ok: false, reason: "malformed" });
  });

  it("carry the order that made them only as a tag its holder cannot read (decision 120)", async () => {
    const orderTag = await finderLinkOrderTag(KEY, "HT4004");
    const token = await signFinderLink(KEY, { ...claims, orderTag });
    expect(await readFinderLink([KEY], token, NOW)).toEqual({ ok: true, claims: { ...claims, orderTag } });
    expect(decode(token.split(".")[0]!)).not.toContain("HT4004");
    // A trailer is shown while it is on that order, under the key that tagged it (a rotation too).
    expect(await stillOnLinkOrder([KEY], { orderTag }, "HT4004")).toBe(true);
    expect(await stillOnLinkOrder([`${KEY}-next`, KEY], { orderTag }, "HT4004")).toBe(true);
    expect(await stillOnLinkOrder([`${KEY}-next`], { orderTag }, "HT4004")).toBe(false);
    // Once it has left it: on another order, or on none.
    expect(await stillOnLinkOrder([KEY], { orderTag }, "HT4005")).toBe(false);
    expect(await stillOnLinkOrder([KEY], { orderTag }, null)).toBe(false);
    // A link made by hand for dispatch names no order: its trailers are shown wherever they are.
    expect(await stillOnLinkOrder([KEY], {}, "HT4005")).toBe(true);
  });

  it("refuse a link of the version before orders were tagged", async () => {
    const body = base64url(
      JSON.stringify({ v: 1, s: "t", t: [["400101", "knight", null]], e: NOW / 1000 + 60 }),
    );
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(KEY),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body)));
    const token = `${body}.${base64url(String.fromCharCode(...signature))}`;
    expect(await readFinderLink([KEY], token, NOW)).toEqual({ ok: false, reason: "malformed" });
  });

  it("will not sign what it could not read back", async () => {
    await expect(
      signFinderLink(KEY, { ...claims, trailers: [...claims.trailers, ...claims.trailers] }),
    ).rejects.toThrow();
    await expect(
      signFinderLink(KEY, {
        ...claims,
        trailers: [{ trailerNumber: "no spaces", company: "knight", slot: null }],
      }),
    ).rejects.toThrow();
  });

  it("expire after 24 hours by default, and never later than a week", () => {
    expect(finderLinkExpiry(NOW)).toBe(NOW / 1000 + DEFAULT_FINDER_LINK_HOURS * 3600);
    expect(finderLinkExpiry(NOW, 2)).toBe(NOW / 1000 + 2 * 3600);
    expect(finderLinkExpiry(NOW, 10_000)).toBe(NOW / 1000 + MAX_FINDER_LINK_HOURS * 3600);
  });
});
