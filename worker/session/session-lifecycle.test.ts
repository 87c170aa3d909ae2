// A closed session stays closed everywhere (decision 046): whatever KV still holds
// or is written back, the session's guard refuses it.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOD_CODE, identityTokenFor, newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { SESSION_IDLE_HOURS_DEFAULT } from "#worker/config.ts";
import { loadConfig } from "#worker/http/load-config.ts";
import { call, cookiePair, getRequest, jsonRequest, ORIGIN, signIn } from "#worker/test/helpers.ts";
import { keptRecords } from "./kept-records.ts";
import { requireSession } from "./require-session.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { sealRecord, sessionName } from "./session-crypto.ts";
import {
  newSessionId,
  SESSION_REVALIDATE_SECONDS,
  type SessionRecord,
  sessionStore,
} from "./session-store.ts";

afterEach(() => {
  vi.useRealTimers();
});

const idOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
const kvKeyOf = async (cookie: string) => `session:${await sessionName(idOf(cookie))}`;
/** What KV holds for the session, as a copy elsewhere would. */
const rawRecord = async (cookie: string) => env.SESSIONS.get(await kvKeyOf(cookie));
const putBack = async (cookie: string, value: string) => env.SESSIONS.put(await kvKeyOf(cookie), value);
const statusWith = async (cookie: string) => (await call("/api/session", getRequest({ cookie }))).status;
const logout = (cookie: string) => call("/api/session", jsonRequest("DELETE", undefined, { cookie }));

describe("logout ends a session for good", () => {
  it("refuses the old cookie at once", async () => {
    const { cookie } = await signIn();
    expect(await statusWith(cookie)).toBe(200);
    expect((await logout(cookie)).status).toBe(204);
    expect(await statusWith(cookie)).toBe(401);
  });

  it("refuses a record that comes back into KV after the logout (a stale copy), and deletes it", async () => {
    const { cookie } = await signIn();
    const copy = await rawRecord(cookie);
    expect(copy).not.toBeNull();
    await logout(cookie);
    expect(await rawRecord(cookie)).toBeNull();

    await putBack(cookie, copy!);
    expect(await statusWith(cookie)).toBe(401);
    // Not resurrected: the refused copy is gone, and stays refused.
    expect(await rawRecord(cookie)).toBeNull();
    await putBack(cookie, copy!);
    expect(await statusWith(cookie)).toBe(401);
    expect((await call("/api/launch-state", getRequest({ cookie }))).status).toBe(401);
  });

  it("a request in flight during the logout cannot write the session back, nor hand its cookie out again", async () => {
    const { cookie } = await signIn();
    // Past the revalidation interval, so this request writes the record after its handler.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_REVALIDATE_SECONDS + 1) * 1000);

    let reached!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = new Hono<AppEnv>().use(loadConfig).get("/held", requireSession, async (c) => {
      reached();
      await released;
      return c.json({ done: true });
    });
    const ctx = createExecutionContext();
    const inFlight = held.fetch(new Request(`${ORIGIN}/held`, getRequest({ cookie })), env, ctx);

    await arrived; // the session was read, and found open
    expect((await logout(cookie)).status).toBe(204);
    release();
    const res = await inFlight;
    await waitOnExecutionContext(ctx);

    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).not.toContain(idOf(cookie));
    expect(await rawRecord(cookie)).toBeNull();
    expect(await statusWith(cookie)).toBe(401);
  });

  it("a change of order saved after the logout is refused, and nothing is written", async () => {
    const { cookie } = await signIn();
    const id = idOf(cookie);
    const store = sessionStore(env, { SESSION_IDLE_HOURS: SESSION_IDLE_HOURS_DEFAULT });
    const lookup = await store.read(id, Date.now());
    expect(lookup.status).toBe("active");
    await logout(cookie);
    const record = (lookup as { record: SessionRecord }).record;
    expect(await store.save(id, record, Date.now())).toBe(false);
    // Nor is a new id opened for it (decision 120): the logout wins.
    expect(await store.rotate(id, record, Date.now())).toBeUndefined();
    expect(await rawRecord(cookie)).toBeNull();
    expect((await store.read(id, Date.now())).status).toBe("closed");
  });

  it("a sign-in from the same browser ends the previous session for good", async () => {
    const mobileNumber = newPhone();
    const { cookie: first } = await signIn(mobileNumber);
    const copy = await rawRecord(first);
    await call("/api/session/code", jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }));
    const again = await call(
      "/api/session",
      jsonRequest(
        "POST",
        { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", code: GOOD_CODE },
        { cookie: first },
      ),
    );
    const second = cookiePair(again, SESSION_COOKIE)!;
    expect(second).not.toBe(first);

    await putBack(first, copy!);
    expect(await statusWith(first)).toBe(401);
    expect(await statusWith(second)).toBe(200);
  });

  it("a token the API rejects ends the session for good, even with its record back in KV", async () => {
    const { cookie } = await signIn(newPhone("revoked"));
    const copy = await rawRecord(cookie);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_REVALIDATE_SECONDS + 1) * 1000);
    expect(await statusWith(cookie)).toBe(401);
    vi.useRealTimers();
    // Within the copy's own revalidation interval, so only the guard can refuse it.
    await putBack(cookie, copy!);
    expect(await statusWith(cookie)).toBe(401);
  });

  it("refuses a record for a session that was never opened, even one sealed as the Worker seals", async () => {
    const id = newSessionId();
    const name = await sessionName(id);
    const now = Date.now();
    const mobileNumber = newPhone();
    const record: SessionRecord = {
      identityToken: identityTokenFor(mobileNumber),
      user: { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", loadId: "load-HT1001-knight" },
      createdAt: now,
      lastSeenAt: now,
      lastValidatedAt: now,
    };
    await env.SESSIONS.put(`session:${name}`, await sealRecord(id, name, JSON.stringify(record)));
    expect(await statusWith(`${SESSION_COOKIE}=${id}`)).toBe(401);
  });

  it("a logout with a made-up cookie stores nothing", async () => {
    const id = newSessionId();
    expect((await logout(`${SESSION_COOKIE}=${id}`)).status).toBe(204);
    const guard = env.SESSION_GUARD.get(env.SESSION_GUARD.idFromName(await sessionName(id)));
    expect(await guard.status()).toBe("unknown");
  });
});

describe("the session record at rest", () => {
  it("holds neither the identity token nor the driver's phone in KV", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const raw = await rawRecord(cookie);
    expect(raw).not.toBeNull();
    expect(raw).not.toContain(identityTokenFor(mobileNumber));
    expect(raw).not.toContain(mobileNumber);
    expect(raw).not.toContain(ORDER_ONE_COMPANY);
  });

  it("cannot be read with another session's id: a record moved under another key reads as unknown", async () => {
    const { cookie: alice } = await signIn();
    const { cookie: bob } = await signIn();
    await putBack(bob, (await rawRecord(alice))!);
    // The isolate that wrote Bob's record keeps it, as the guard names it (decision 090): KV's
    // copy is not read there. Another isolate reads KV's.
    expect(await statusWith(bob)).toBe(200);
    keptRecords.clear();
    expect(await statusWith(bob)).toBe(401);
    expect(await statusWith(alice)).toBe(200);
  });

  it("reads a tampered record as unknown", async () => {
    const { cookie } = await signIn();
    const raw = (await rawRecord(cookie))!;
    const at = raw.length - 10;
    await putBack(cookie, raw.slice(0, at) + (raw[at] === "A" ? "B" : "A") + raw.slice(at + 1));
    // As an isolate that keeps no copy of the record reads it (decision 090).
    keptRecords.clear();
    expect(await statusWith(cookie)).toBe(401);
  });
});
