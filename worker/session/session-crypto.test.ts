import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openRecord, sealRecord, sessionName } from "./session-crypto.ts";
import { newSessionId } from "./session-store.ts";

const RECORD = JSON.stringify({
  identityToken: "idtok-5551000000-secret",
  user: { mobileNumber: "5551000000" },
});

describe("session record sealing", () => {
  it("opens what it sealed, and the sealed text shows nothing of the record", async () => {
    const id = newSessionId();
    const name = await sessionName(id);
    const sealed = await sealRecord(id, name, RECORD);
    expect(sealed).not.toContain("idtok");
    expect(sealed).not.toContain("5551000000");
    expect(await openRecord(id, name, sealed)).toBe(RECORD);
  });

  it("seals the same record differently each time (a fresh IV per write)", async () => {
    const id = newSessionId();
    const name = await sessionName(id);
    expect(await sealRecord(id, name, RECORD)).not.toBe(await sealRecord(id, name, RECORD));
  });

  it("does not open with another id, nor under another session's name", async () => {
    const id = newSessionId();
    const other = newSessionId();
    const name = await sessionName(id);
    const sealed = await sealRecord(id, name, RECORD);
    expect(await openRecord(other, name, sealed)).toBeUndefined();
    expect(await openRecord(id, await sessionName(other), sealed)).toBeUndefined();
  });

  it("names a session by a hash that is neither the id nor its plain SHA-256", async () => {
    const id = newSessionId();
    const plain = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id));
    const plainHex = [...new Uint8Array(plain)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const name = await sessionName(id);
    expect(name).toMatch(/^[0-9a-f]{64}$/);
    expect(name).not.toBe(plainHex);
    expect(name).not.toContain(id);
  });

  it("reads any change to a sealed value, and any text at all, as nothing (never throws)", async () => {
    const id = newSessionId();
    const name = await sessionName(id);
    const sealed = await sealRecord(id, name, RECORD);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: sealed.length - 1 }),
        fc.constantFrom(..."AZaz09-_.x"),
        async (at, ch) => {
          fc.pre(sealed[at] !== ch);
          const changed = sealed.slice(0, at) + ch + sealed.slice(at + 1);
          expect(await openRecord(id, name, changed)).toBeUndefined();
        },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        expect(await openRecord(id, name, text)).toBeUndefined();
        expect(await openRecord(id, name, `v1.${text}`)).toBeUndefined();
      }),
    );
  });
});
