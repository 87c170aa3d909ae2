// The session cookie on a local run over plain http (decision 073), both sides:
// a deployed configuration always sets `__Host-hitch_session; Secure`, whatever the
// request; the dev setting gives `hitch_session` without Secure only to a plain-http
// request to this machine or a private network address, and that cookie keeps the
// driver signed in there.
import { describe, expect, it } from "vitest";
import { EXAMPLE_APP_TOKEN, EXAMPLE_FINDER_LINK_KEY } from "#shared/example-keys.ts";
import { GOOD_CODE, newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import { call, type EnvOverrides, getRequest, jsonRequest, newClientIp } from "#worker/test/helpers.ts";
import { LOCAL_HTTP_SESSION_COOKIE, SESSION_COOKIE } from "./session-cookie.ts";

/** What every committed wrangler configuration ships (scripts/wrangler-configs.test.ts holds them to it). */
const DEPLOYED: EnvOverrides = { DEV_TOOLS: "false" };
/** A local run's settings (.dev.vars.example, scripts/lib/preview.ts). */
const LOCAL_RUN: EnvOverrides = { DEV_TOOLS: "true", ROOT_URL: "http://127.0.0.1:4173" };

/** Signs in through the real routes at `origin`; answers the session's Set-Cookie. */
async function signInAt(origin: string, overrides: EnvOverrides): Promise<string> {
  const browser = { ip: newClientIp(), origin };
  const mobileNumber = newPhone("driver");
  const sent = await call(
    `${origin}/api/session/code`,
    jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }, browser),
    overrides,
  );
  expect(sent.status).toBe(200);
  const verified = await call(
    `${origin}/api/session`,
    jsonRequest(
      "POST",
      { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", code: GOOD_CODE },
      browser,
    ),
    overrides,
  );
  expect(verified.status).toBe(200);
  const [cookie] = verified.headers.getSetCookie().filter((c) => /hitch_session=/.test(c));
  return cookie!;
}

const attributes = (cookie: string) => cookie.split(";").map((a) => a.trim());

describe("a deployed configuration", () => {
  it.each([
    "https://hitch.test",
    "http://127.0.0.1:4173",
    "http://localhost:4173",
    "http://192.168.1.20:4173",
  ])("sets __Host-hitch_session; Secure at %s", async (origin) => {
    const cookie = await signInAt(origin, DEPLOYED);
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(attributes(cookie)).toEqual(
      expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Path=/"]),
    );
  });

  it("does not take the local run's cookie for a session", async () => {
    const cookie = await signInAt("http://127.0.0.1:4173", LOCAL_RUN);
    const id = cookie.split(";")[0]!.split("=")[1];
    const res = await call(
      "http://127.0.0.1:4173/api/session",
      getRequest({ cookie: `${LOCAL_HTTP_SESSION_COOKIE}=${id}` }),
      { ...DEPLOYED, ROOT_URL: "http://127.0.0.1:4173" },
    );
    expect(res.status).toBe(401);
  });
});

describe("a local run (the dev setting on)", () => {
  it.each([
    "http://127.0.0.1:4173",
    "http://localhost:5173",
    "http://192.168.1.20:4173",
    "http://10.0.0.7:4173",
    "http://172.20.3.4:4173",
  ])(
    "over plain http at %s: hitch_session without Secure, and it keeps the driver signed in",
    async (origin) => {
      const cookie = await signInAt(origin, LOCAL_RUN);
      const [pair, ...flags] = attributes(cookie);
      expect(pair).toMatch(new RegExp(`^${LOCAL_HTTP_SESSION_COOKIE}=[A-Za-z0-9_-]{22}$`));
      expect(flags).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
      expect(flags).not.toContain("Secure");
      const session = await call(`${origin}/api/session`, getRequest({ cookie: pair }), LOCAL_RUN);
      expect(session.status).toBe(200);
      // Logging out clears the same cookie.
      const out = await call(
        `${origin}/api/session`,
        jsonRequest("DELETE", undefined, { origin, cookie: pair }),
        LOCAL_RUN,
      );
      expect(out.headers.getSetCookie().join()).toContain(`${LOCAL_HTTP_SESSION_COOKIE}=;`);
    },
  );

  it.each([
    "https://127.0.0.1:4173",
    "http://hitch.example.com",
    "http://172.32.0.1:4173",
    "http://192.169.0.1:4173",
    "http://8.8.8.8",
  ])("keeps __Host-hitch_session; Secure at %s (https, or not a local address)", async (origin) => {
    const cookie = await signInAt(origin, LOCAL_RUN);
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(attributes(cookie)).toContain("Secure");
  });
});

describe("a phone on the same network trying a local run", () => {
  const LAN = "http://192.168.1.20:4173";
  /** The keys committed for local runs (.dev.vars.example), which a deployment refuses. */
  const EXAMPLE_KEYS: EnvOverrides = {
    APP_TOKEN: EXAMPLE_APP_TOKEN,
    FINDER_LINK_KEY: EXAMPLE_FINDER_LINK_KEY,
  };

  it("is served with the local run's committed keys, but gets no dev tools", async () => {
    const local = { ...LOCAL_RUN, ...EXAMPLE_KEYS };
    expect((await call(`${LAN}/api/config`, getRequest(), local)).status).toBe(200);
    // The /__dev pages (every texted code) answer only on this machine's own address (decision 045).
    expect((await call(`${LAN}/__dev/outbox`, getRequest(), local)).status).toBe(404);
  });

  it("refuses those keys without the dev setting, as a deployment would (461)", async () => {
    const res = await call(`${LAN}/api/config`, getRequest(), { ...DEPLOYED, ...EXAMPLE_KEYS });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ reasonCode: 461 });
  });
});
