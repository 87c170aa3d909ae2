// A session read that changes nothing reads no KV in an isolate that keeps the
// record's latest write (decision 090), and the guard is still asked every time: a
// write made elsewhere is read from KV, a session closed elsewhere is refused.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { identityTokenFor, newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import { SESSION_IDLE_HOURS_DEFAULT } from "#worker/config.ts";
import { call, getRequest, signIn } from "#worker/test/helpers.ts";
import { KEPT_RECORDS_MAX, keptRecords } from "./kept-records.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { sealedTag, sealRecord, sessionName } from "./session-crypto.ts";
import { newSessionId, type SessionRecord, sessionStore } from "./session-store.ts";

afterEach(() => {
  keptRecords.clear();
});

/** The SESSIONS namespace, each call to it noted as "method key". */
function countedKv(calls: string[]): KVNamespace {
  return new Proxy(env.SESSIONS, {
    get(target, method) {
      const value = Reflect.get(target, method);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        calls.push(`${String(method)} ${String(args[0])}`);
        return value.apply(target, args);
      };
    },
  });
}

/** The SESSION_GUARD namespace, each call to a guard noted by its method's name. */
function countedGuards(calls: string[]): Env["SESSION_GUARD"] {
  const namespace = env.SESSION_GUARD;
  return {
    idFromName: (name: string) => namespace.idFromName(name),
    get(id: DurableObjectId) {
      const stub = namespace.get(id);
      return new Proxy(stub, {
        get(target, method) {
          // Not a thenable: a stub is never awaited itself.
          if (method === "then") return undefined;
          return (...args: unknown[]) => {
            calls.push(String(method));
            return (target as unknown as Record<string, (...a: unknown[]) => unknown>)[String(method)]!(
              ...args,
            );
          };
        },
      });
    },
  } as unknown as Env["SESSION_GUARD"];
}

function newRecord(orderNumber = ORDER_ONE_COMPANY): SessionRecord {
  const now = Date.now();
  const mobileNumber = newPhone();
  return {
    identityToken: identityTokenFor(mobileNumber),
    user: { orderNumber, mobileNumber, company: "knight", loadId: "load-HT1001-knight" },
    createdAt: now,
    lastSeenAt: now,
    lastValidatedAt: now,
  };
}

const LIMITS = { SESSION_IDLE_HOURS: SESSION_IDLE_HOURS_DEFAULT };

const guardOf = async (id: string) =>
  env.SESSION_GUARD.get(env.SESSION_GUARD.idFromName(await sessionName(id)));

describe("the session store with the records this isolate keeps", () => {
  it("reads no KV for a session whose latest write this isolate made", async () => {
    const kv: string[] = [];
    const store = sessionStore({ SESSIONS: countedKv(kv), SESSION_GUARD: env.SESSION_GUARD }, LIMITS);
    const id = newSessionId();
    const record = newRecord();
    await store.open(id, record, Date.now());
    kv.length = 0;

    for (let i = 0; i < 3; i++) {
      const lookup = await store.read(id, Date.now());
      expect(lookup).toEqual({ status: "active", record });
    }
    expect(kv).toEqual([]);
  });

  it("reads KV once in an isolate that keeps nothing, then keeps it", async () => {
    const kv: string[] = [];
    const store = sessionStore({ SESSIONS: countedKv(kv), SESSION_GUARD: env.SESSION_GUARD }, LIMITS);
    const id = newSessionId();
    await store.open(id, newRecord(), Date.now());
    keptRecords.clear();
    kv.length = 0;

    expect((await store.read(id, Date.now())).status).toBe("active");
    expect((await store.read(id, Date.now())).status).toBe("active");
    expect(kv).toEqual([`get session:${await sessionName(id)}`]);
  });

  it("reads a write made by another isolate from KV, not the older copy it keeps", async () => {
    const store = sessionStore(env, LIMITS);
    const id = newSessionId();
    const name = await sessionName(id);
    const record = newRecord();
    await store.open(id, record, Date.now());
    expect((await store.read(id, Date.now())).status).toBe("active");

    // Another isolate's save: the guard notes its write, then KV holds it; this isolate keeps the older one.
    const changed = { ...record, user: { ...record.user, orderNumber: "1002002" } };
    const sealed = await sealRecord(id, name, JSON.stringify(changed));
    expect(await (await guardOf(id)).recordSaved(sealedTag(sealed)!, Date.now() + 60_000)).toBe("open");
    await env.SESSIONS.put(`session:${name}`, sealed);

    expect(await store.read(id, Date.now())).toEqual({ status: "active", record: changed });
  });

  it("refuses a session closed by another isolate though this one keeps its record, and drops it", async () => {
    const store = sessionStore(env, LIMITS);
    const id = newSessionId();
    const name = await sessionName(id);
    await store.open(id, newRecord(), Date.now());
    expect((await store.read(id, Date.now())).status).toBe("active");

    await (await guardOf(id)).close();

    expect((await store.read(id, Date.now())).status).toBe("closed");
    expect(keptRecords.get(name)).toBeUndefined();
    expect(await env.SESSIONS.get(`session:${name}`)).toBeNull();
  });

  it("keeps nothing of a session it closes", async () => {
    const store = sessionStore(env, LIMITS);
    const id = newSessionId();
    await store.open(id, newRecord(), Date.now());
    await store.close(id);
    expect(keptRecords.get(await sessionName(id))).toBeUndefined();
    expect((await store.read(id, Date.now())).status).toBe("closed");
  });
});

describe("the records an isolate keeps", () => {
  it("keeps at most KEPT_RECORDS_MAX, dropping the least recently used", () => {
    for (let i = 0; i < KEPT_RECORDS_MAX; i++) keptRecords.set(`name-${i}`, `sealed-${i}`);
    // Used just now: kept when the next one is added.
    expect(keptRecords.get("name-0")).toBe("sealed-0");
    keptRecords.set("one-more", "sealed");
    expect(keptRecords.get("name-0")).toBe("sealed-0");
    expect(keptRecords.get("name-1")).toBeUndefined();
    expect(keptRecords.get("one-more")).toBe("sealed");
  });
});

describe("GET /api/launch-state for a session that changes nothing", () => {
  it("asks the guard once and neither reads nor writes the session in KV", async () => {
    const { cookie } = await signIn();
    // The first read keeps the driver's own trailers in the session (decision 083).
    expect((await call("/api/launch-state", getRequest({ cookie }))).status).toBe(200);
    const name = await sessionName(cookie.slice(`${SESSION_COOKIE}=`.length));

    const kv: string[] = [];
    const guard: string[] = [];
    const counted = { SESSIONS: countedKv(kv), SESSION_GUARD: countedGuards(guard) };
    for (let i = 0; i < 2; i++) {
      const res = await call("/api/launch-state", getRequest({ cookie }), counted);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(kv.filter((entry) => entry.endsWith(`session:${name}`))).toEqual([]);
    expect(guard).toEqual(["check", "check"]);
  });
});
