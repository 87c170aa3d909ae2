// An open session whose record KV does not give this time (a read racing the idle clock's write
// of it, a location the write has not reached yet) is an outage, never a sign-out (decision 132):
// the driver is not told "Session expired", nor a scanned sticker sent to Login.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, getRequest, signIn } from "#worker/test/helpers.ts";
import { keptRecords } from "./kept-records.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** KV as the edge binds it, except that its next `misses` reads of a session record find nothing. */
function kvMissingSessions(misses: number): KVNamespace {
  let left = misses;
  return new Proxy(env.SESSIONS, {
    get(target, property) {
      if (property === "get") {
        return (key: string, ...rest: unknown[]) => {
          if (key.startsWith("session:") && left > 0) {
            left--;
            return Promise.resolve(null);
          }
          return (target.get as (...args: unknown[]) => unknown)(key, ...rest);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Signs in, then goes on in a fresh isolate (or another location): nothing kept, the record read from KV. */
async function signInElsewhere() {
  const { cookie } = await signIn();
  keptRecords.clear();
  return cookie;
}

const clearsCookie = (res: Response) =>
  res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`));

describe("an open session whose record is not read", () => {
  it("is signed in when KV misses the record once (a read racing its write)", async () => {
    const cookie = await signInElsewhere();
    const res = await call("/api/session", getRequest({ cookie }), { SESSIONS: kvMissingSessions(1) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { orderNumber: expect.any(String) } });
  });

  it("is an outage, not Session expired, while KV gives nothing; the same cookie works again after", async () => {
    const cookie = await signInElsewhere();
    const missing = { SESSIONS: kvMissingSessions(Number.POSITIVE_INFINITY) };

    for (const path of ["/api/session", "/api/launch-state"]) {
      const res = await call(path, getRequest({ cookie }), missing);
      expect(res.status, path).toBe(503);
      expect(await res.json()).toMatchObject({ kind: "upstream" });
      expect(clearsCookie(res), path).toBe(false);
    }
    // A sticker scanned meanwhile opens the app (which checks the session itself), not Login.
    const scan = await call(
      "/trailers/HQR-400101",
      { ...getRequest({ cookie }), redirect: "manual" },
      missing,
    );
    expect(scan.status).toBe(200);
    expect(scan.headers.get("location")).toBeNull();
    await scan.body?.cancel();

    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(200);
  });

  it("is still ended once its time is up: a record KV let expire reads as no session (401)", async () => {
    const cookie = await signInElsewhere();
    vi.useFakeTimers({ toFake: ["Date"] });
    // Past the idle limit (12 hours by default), where KV's copy expired.
    vi.setSystemTime(Date.now() + 13 * 60 * 60 * 1000);
    const res = await call("/api/session", getRequest({ cookie }), {
      SESSIONS: kvMissingSessions(Number.POSITIVE_INFINITY),
    });
    expect(res.status).toBe(401);
    expect(clearsCookie(res)).toBe(true);
  });
});
