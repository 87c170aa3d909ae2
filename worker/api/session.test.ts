import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SessionAnswerSchema, SignedInAnswerSchema, SignInStartResultSchema } from "#shared/api/session.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import {
  GOOD_CODE,
  identityTokenFor,
  newPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_CARRIER,
  ORDER_OTHER_TYPE,
  ORDER_SPLIT_CARRIERS,
  ORDER_TWO_COMPANIES,
  UNLISTED_REFUSAL,
  WRONG_CODE,
} from "#tests/mocks/logistics-data.ts";
import { SESSION_IDLE_HOURS_DEFAULT } from "#worker/config.ts";
import { SESSION_COOKIE } from "#worker/session/session-cookie.ts";
import { SESSION_ABSOLUTE_SECONDS, SESSION_REVALIDATE_SECONDS } from "#worker/session/session-store.ts";
import {
  anyRequestId,
  call,
  cookiePair,
  getRequest,
  jsonRequest,
  mockRequests,
  newClientIp,
  signIn,
} from "#worker/test/helpers.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A session's idle limit as the Worker's settings give it (decision 120). */
const SESSION_IDLE_SECONDS = SESSION_IDLE_HOURS_DEFAULT * 60 * 60;

async function errorOf(response: Response) {
  return ApiErrorSchema.parse(await response.json());
}

describe("POST /api/session/code", () => {
  it("texts a code for an order booked with one company", async () => {
    const mobileNumber = newPhone();
    const res = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }),
    );
    expect(res.status).toBe(200);
    expect(SignInStartResultSchema.parse(await res.json())).toEqual({
      status: "codeSent",
      company: "knight",
      retryAfterSeconds: 30,
    });
    const sent = (await mockRequests()).filter((r) =>
      r.path.includes(`requestVerificationCode/${mobileNumber}`),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(
      `/api/drivers/requestVerificationCode/${mobileNumber}?loadNumber=${ORDER_ONE_COMPANY}`,
    );
  });

  it("accepts the phone as the driver types it, formatted", async () => {
    const digits = newPhone();
    const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const res = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY.toLowerCase(), mobileNumber: formatted }),
    );
    expect(res.status).toBe(200);
  });

  it("asks which company when the order exists for both, and texts once one is chosen", async () => {
    const mobileNumber = newPhone();
    const ip = newClientIp();
    const first = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_TWO_COMPANIES, mobileNumber }, { ip }),
    );
    expect(await first.json()).toEqual({ status: "chooseCompany", companies: ["knight", "swift"] });
    const second = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_TWO_COMPANIES, mobileNumber, company: "swift" }, { ip }),
    );
    expect(await second.json()).toMatchObject({ status: "codeSent", company: "swift" });
  });

  it("answers 404 invalidOrder (474) for an unknown order", async () => {
    const res = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: "NOSUCH1", mobileNumber: newPhone() }),
    );
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ kind: "invalidOrder", reasonCode: ReasonCode.invalidOrder });
  });

  it("answers 422 invalidOrderType (475) for an order that is not a logistics order", async () => {
    const res = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_OTHER_TYPE, mobileNumber: newPhone() }),
    );
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({
      kind: "invalidOrderType",
      reasonCode: ReasonCode.invalidOrderType,
    });
  });

  it("maps the API's refusals: not on file, company driver, cooldown", async () => {
    const notOnFile = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone("unknown") }),
    );
    expect(notOnFile.status).toBe(404);
    expect((await errorOf(notOnFile)).kind).toBe("notOnFile");

    const companyPhone = newPhone("companyDriver");
    const company = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: companyPhone }),
    );
    expect(company.status).toBe(403);
    expect((await errorOf(company)).kind).toBe("companyDriver");
    const reports = (await mockRequests()).filter((r) => r.path === "/api/logisticsApp/failedUsageAttempt");
    expect(reports.map((r) => JSON.parse(r.body))).toContainEqual(
      expect.objectContaining({
        reason: "companyDriver",
        mobileNumber: companyPhone,
        orderNumber: ORDER_ONE_COMPANY,
      }),
    );

    const cooldown = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone("cooldown") }),
    );
    expect(cooldown.status).toBe(429);
    expect(cooldown.headers.get("retry-after")).toBe("45");
    expect(await errorOf(cooldown)).toMatchObject({ kind: "cooldown", retryAfterSeconds: 45 });
  });
});

describe("POST /api/session (verify)", () => {
  it("opens a session: __Host- cookie, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, Max-Age", async () => {
    const { response } = await signIn();
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    const attributes = setCookie.split(";").map((a) => a.trim());
    const [pair, ...flags] = attributes;
    expect(pair).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{22}$`));
    expect(flags).toEqual(
      expect.arrayContaining([
        "Secure",
        "HttpOnly",
        "SameSite=Lax",
        "Path=/",
        `Max-Age=${SESSION_IDLE_SECONDS}`,
      ]),
    );
    expect(flags.some((f) => /^domain=/i.test(f))).toBe(false);
  });

  it("answers the user and the order's state, and never the identity token", async () => {
    const mobileNumber = newPhone();
    const { response } = await signIn(mobileNumber);
    const text = await response.text();
    expect(SignedInAnswerSchema.parse(JSON.parse(text))).toMatchObject({
      user: {
        orderNumber: ORDER_ONE_COMPANY,
        mobileNumber,
        company: "knight",
        loadId: `load-${ORDER_ONE_COMPANY}-knight`,
      },
      // Read to check that the driver is on file for the load; the app starts with it (decision 083).
      launchState: { load: { orderNumber: ORDER_ONE_COMPANY }, currentlyAttachedTrailer: null },
    });
    expect(text).not.toContain(identityTokenFor(mobileNumber));
    expect(response.headers.getSetCookie().join()).not.toContain(identityTokenFor(mobileNumber));
  });

  it("keeps the identity token in KV under a hash of the session id, not the id", async () => {
    const { cookie } = await signIn();
    const id = cookie.split("=")[1]!;
    const keys = (await env.SESSIONS.list()).keys.map((k) => k.name);
    expect(keys.some((k) => k.includes(id))).toBe(false);
    expect(keys.every((k) => /^session:[0-9a-f]{64}$/.test(k))).toBe(true);
  });

  it("answers 401 invalidCode (462) for a wrong code and opens no session", async () => {
    const res = await call(
      "/api/session",
      jsonRequest("POST", {
        orderNumber: ORDER_ONE_COMPANY,
        mobileNumber: newPhone(),
        company: "knight",
        code: WRONG_CODE,
      }),
    );
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ kind: "invalidCode", reasonCode: 462 });
    expect(cookiePair(res, SESSION_COOKIE)).toBeUndefined();
  });

  it("checks that the driver is on file for the company the browser picked, as a change of order does", async () => {
    const mobileNumber = newPhone();
    const ip = newClientIp();
    const start = await call(
      "/api/session/code",
      jsonRequest("POST", { orderNumber: ORDER_SPLIT_CARRIERS, mobileNumber, company: "knight" }, { ip }),
    );
    expect(start.status).toBe(200);
    const verify = (company: "knight" | "swift") =>
      call(
        "/api/session",
        jsonRequest(
          "POST",
          { orderNumber: ORDER_SPLIT_CARRIERS, mobileNumber, company, code: GOOD_CODE },
          { ip },
        ),
      );
    // The code is right for the order, but the swift load is another carrier's: no session.
    const otherCarrier = await verify("swift");
    expect(otherCarrier.status).toBe(404);
    expect(await errorOf(otherCarrier)).toMatchObject({ kind: "notOnFile", reasonCode: 494 });
    expect(cookiePair(otherCarrier, SESSION_COOKIE)).toBeUndefined();
    const own = await verify("knight");
    expect(own.status).toBe(200);
    expect(SessionAnswerSchema.parse(await own.json()).user).toMatchObject({ company: "knight" });
  });

  it("does not spend the code on an order that does not exist", async () => {
    const mobileNumber = newPhone();
    const res = await call(
      "/api/session",
      jsonRequest("POST", { orderNumber: "NOSUCH2", mobileNumber, company: "knight", code: GOOD_CODE }),
    );
    expect(res.status).toBe(404);
    const verified = (await mockRequests()).filter(
      (r) => r.path === "/api/fbaauthentication/verifyIdentity" && r.body.includes(mobileNumber),
    );
    expect(verified).toHaveLength(0);
  });
});

describe("sign-in answers reveal nothing beyond docs/product.md §8's messages", () => {
  const start = (mobileNumber: string, orderNumber = ORDER_ONE_COMPANY) =>
    call("/api/session/code", jsonRequest("POST", { orderNumber, mobileNumber }));
  const verify = (mobileNumber: string, code: string, orderNumber = ORDER_ONE_COMPANY) =>
    call("/api/session", jsonRequest("POST", { orderNumber, mobileNumber, company: "knight", code }));
  /** The answer, less its request id (each answer has its own, decision 070). */
  const answer = async (res: Response) => {
    const { requestId, ...body } = (await res.json()) as Record<string, unknown>;
    expect(requestId).toEqual(anyRequestId());
    return { status: res.status, body };
  };

  it("verify: a phone the API does not know is answered exactly as a wrong code", async () => {
    const wrongCode = await answer(await verify(newPhone(), WRONG_CODE));
    const notOnFile = await answer(await verify(newPhone("unknown"), GOOD_CODE));
    expect(wrongCode).toEqual({
      status: 401,
      body: {
        kind: "invalidCode",
        statusCode: 401,
        reasonCode: ReasonCode.invalidMfaCode,
        message: "Invalid code. Please try again.",
      },
    });
    expect(notOnFile).toEqual(wrongCode);
  });

  it("code: a refusal the contract does not list is answered as 'not on file', in none of the API's words", async () => {
    const res = await start(newPhone("unlistedRefusal"));
    const text = await res.clone().text();
    expect(text).not.toContain(UNLISTED_REFUSAL.message);
    expect(await answer(res)).toEqual(await answer(await start(newPhone("unknown"))));
  });

  it("every refusal carries only §8's fields, with the app's own message", async () => {
    const refusals = [
      await start(newPhone(), "NOSUCH4"),
      await start(newPhone(), ORDER_OTHER_TYPE),
      await start(newPhone("unknown")),
      await start(newPhone("unlistedRefusal")),
      await start(newPhone("companyDriver")),
      await start(newPhone("cooldown")),
      await verify(newPhone(), WRONG_CODE),
      await verify(newPhone("unknown"), GOOD_CODE),
      await verify(newPhone(), GOOD_CODE, "NOSUCH5"),
    ];
    const allowed = ["kind", "message", "reasonCode", "statusCode", "retryAfterSeconds", "requestId"];
    for (const res of refusals) {
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).filter((key) => !allowed.includes(key))).toEqual([]);
      expect(body.statusCode).toBe(res.status);
      // The mock API's own texts ("Invalid MFA code", "Driver not found", "Invalid order type").
      expect(String(body.message)).not.toMatch(/MFA|Driver not found|Invalid order/);
    }
  });
});

describe("GET /api/session", () => {
  it("answers the user for a valid session", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await call("/api/session", getRequest({ cookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { mobileNumber, orderNumber: ORDER_ONE_COMPANY } });
  });

  it("answers 401 unauthorized with no cookie, a tampered cookie, or an unknown one", async () => {
    const { cookie } = await signIn();
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith("A") ? "B" : "A"}x`;
    const unknown = `${SESSION_COOKIE}=${"A".repeat(22)}`;
    for (const sent of [undefined, tampered, unknown, `${SESSION_COOKIE}=../../etc`]) {
      const res = await call("/api/session", getRequest({ cookie: sent }));
      expect(res.status).toBe(401);
      expect((await errorOf(res)).kind).toBe("unauthorized");
      expect(res.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=;`);
    }
  });

  it("re-validates the identity token at most every few minutes", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const token = identityTokenFor(mobileNumber);
    const validations = async () =>
      (await mockRequests()).filter(
        (r) => r.path === "/api/fbaauthentication/validate" && r.body.includes(token),
      ).length;

    await call("/api/session", getRequest({ cookie }));
    await call("/api/session", getRequest({ cookie }));
    expect(await validations()).toBe(0);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_REVALIDATE_SECONDS + 1) * 1000);
    const res = await call("/api/session", getRequest({ cookie }));
    expect(res.status).toBe(200);
    expect(await validations()).toBe(1);
    // A refreshed cookie carries the idle limit again.
    expect(res.headers.getSetCookie().join()).toContain(`Max-Age=${SESSION_IDLE_SECONDS}`);
  });

  it("clears the session when the API says the token is no longer valid", async () => {
    const { cookie } = await signIn(newPhone("revoked"));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_REVALIDATE_SECONDS + 1) * 1000);
    const res = await call("/api/session", getRequest({ cookie }));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=;`);
    vi.useRealTimers();
    // Deleted, not only refused: even within the validation interval it is gone.
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(401);
  });

  it("ends a session on a phone left idle for 12 hours, and keeps one in use", async () => {
    expect(SESSION_IDLE_SECONDS).toBe(12 * 60 * 60);
    const active = await signIn();
    const idle = await signIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    // The driver in a shift uses the app every few hours: the idle clock restarts each time.
    for (let hours = 4; hours <= 20; hours += 4) {
      vi.setSystemTime(start + hours * 60 * 60 * 1000);
      expect((await call("/api/session", getRequest({ cookie: active.cookie }))).status).toBe(200);
    }
    // The phone left overnight: 12 hours without a request, and the next one is refused.
    const res = await call("/api/session", getRequest({ cookie: idle.cookie }));
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join()).toContain(`${SESSION_COOKIE}=;`);
    // Once ended, it stays ended.
    vi.setSystemTime(start);
    expect((await call("/api/session", getRequest({ cookie: idle.cookie }))).status).toBe(401);
  });

  it("ends a session just past the idle limit, not before", async () => {
    const { cookie } = await signIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (SESSION_IDLE_SECONDS - 60) * 1000);
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(200);
    vi.setSystemTime(Date.now() + (SESSION_IDLE_SECONDS + 1) * 1000);
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(401);
  });

  it("takes the idle limit from the Worker's SESSION_IDLE_HOURS", async () => {
    const settings = { SESSION_IDLE_HOURS: "2" };
    const { cookie, response } = await signIn(newPhone(), ORDER_ONE_COMPANY, settings);
    expect(response.headers.getSetCookie().join()).toContain(`Max-Age=${2 * 60 * 60}`);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (2 * 60 * 60 + 1) * 1000);
    expect((await call("/api/session", getRequest({ cookie }), settings)).status).toBe(401);
  });

  it("ends a session at the absolute limit however busy it is", async () => {
    const { cookie } = await signIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    // Used every 11 hours: within the idle limit each time (decision 120).
    const step = 11 * 60 * 60 * 1000;
    let res: Response | undefined;
    for (let t = step; t < SESSION_ABSOLUTE_SECONDS * 1000; t += step) {
      vi.setSystemTime(start + t);
      res = await call("/api/session", getRequest({ cookie }));
      expect(res.status).toBe(200);
    }
    // Near the end the cookie's Max-Age counts down to the absolute limit, not the idle one.
    const maxAge = Number(
      res!.headers
        .getSetCookie()
        .join()
        .match(/Max-Age=(\d+)/)?.[1],
    );
    expect(maxAge).toBeLessThan(11 * 60 * 60);
    vi.setSystemTime(start + SESSION_ABSOLUTE_SECONDS * 1000 + 1000);
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(401);
  });
});

describe("DELETE /api/session (logout)", () => {
  it("deletes the session and clears the cookie", async () => {
    const { cookie } = await signIn();
    const res = await call("/api/session", jsonRequest("DELETE", undefined, { cookie }));
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cleared).toMatch(/^__Host-hitch_session=;/);
    expect(cleared).toContain("Max-Age=0");
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(401);
  });

  it("is harmless without a session", async () => {
    const res = await call("/api/session", jsonRequest("DELETE", undefined));
    expect(res.status).toBe(204);
  });
});

describe("PUT /api/session/order (edit order number)", () => {
  it("asks for the company when needed, then moves the session to the new order", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const choose = await call(
      "/api/session/order",
      jsonRequest("PUT", { orderNumber: ORDER_TWO_COMPANIES }, { cookie }),
    );
    expect(await choose.json()).toEqual({ status: "chooseCompany", companies: ["knight", "swift"] });

    const changed = await call(
      "/api/session/order",
      jsonRequest("PUT", { orderNumber: ORDER_TWO_COMPANIES, company: "swift" }, { cookie }),
    );
    // The new order's state comes with the answer (decision 083), read for the on-file check.
    expect(SignedInAnswerSchema.parse(await changed.json())).toMatchObject({
      user: {
        orderNumber: ORDER_TWO_COMPANIES,
        mobileNumber,
        company: "swift",
        loadId: `load-${ORDER_TWO_COMPANIES}-swift`,
      },
      launchState: { load: { orderNumber: ORDER_TWO_COMPANIES } },
    });
    // The session goes on under a new id (decision 120).
    const rotated = cookiePair(changed, SESSION_COOKIE);
    expect(rotated).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{22}$`));
    const session = await call("/api/session", getRequest({ cookie: rotated }));
    expect(await session.json()).toMatchObject({
      user: { orderNumber: ORDER_TWO_COMPANIES, company: "swift" },
    });
  });

  it("gives the session a new id on a change of order: the old id opens nothing any more", async () => {
    const { cookie } = await signIn();
    const changed = await call(
      "/api/session/order",
      jsonRequest("PUT", { orderNumber: ORDER_TWO_COMPANIES, company: "knight" }, { cookie }),
    );
    expect(changed.status).toBe(200);
    const rotated = cookiePair(changed, SESSION_COOKIE)!;
    expect(rotated).not.toBe(cookie);
    // A copy of the old cookie (another tab, the next driver on a shared phone) is refused everywhere.
    const old = await call("/api/session", getRequest({ cookie }));
    expect(old.status).toBe(401);
    expect((await call("/api/launch-state", getRequest({ cookie }))).status).toBe(401);
    const again = await call(
      "/api/session/order",
      jsonRequest("PUT", { orderNumber: ORDER_ONE_COMPANY }, { cookie }),
    );
    expect(again.status).toBe(401);
    // The new one works, on the new order, and changing again rotates it again.
    expect((await call("/api/session", getRequest({ cookie: rotated }))).status).toBe(200);
    const back = await call(
      "/api/session/order",
      jsonRequest("PUT", { orderNumber: ORDER_ONE_COMPANY }, { cookie: rotated }),
    );
    const third = cookiePair(back, SESSION_COOKIE)!;
    expect(third).not.toBe(rotated);
    expect((await call("/api/session", getRequest({ cookie: rotated }))).status).toBe(401);
    expect(await (await call("/api/session", getRequest({ cookie: third }))).json()).toMatchObject({
      user: { orderNumber: ORDER_ONE_COMPANY },
    });
  });

  it("keeps the id when the change is refused", async () => {
    const { cookie } = await signIn();
    const res = await call("/api/session/order", jsonRequest("PUT", { orderNumber: "NOSUCH9" }, { cookie }));
    expect(res.status).toBe(404);
    expect(cookiePair(res, SESSION_COOKIE)).toBeUndefined();
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(200);
  });

  /** The session's order (and its state) after a refused change: still the one signed in to. */
  async function expectStillOn(cookie: string, refused: string) {
    const session = await call("/api/session", getRequest({ cookie }));
    expect(await session.json()).toMatchObject({ user: { orderNumber: ORDER_ONE_COMPANY } });
    const state = await call("/api/launch-state", getRequest({ cookie }));
    expect(state.status).toBe(200);
    expect(JSON.stringify(await state.json())).not.toContain(refused);
  }

  // The same answers sign-in gives for the same orders (decision 106), never a session moved onto them.
  it.each([
    ["an unknown order", "NOSUCH3", 404, "invalidOrder", ReasonCode.invalidOrder],
    [
      "an order of a type the app does not serve",
      ORDER_OTHER_TYPE,
      422,
      "invalidOrderType",
      ReasonCode.invalidOrderType,
    ],
    [
      "another carrier's order (not on file)",
      ORDER_OTHER_CARRIER,
      404,
      "notOnFile",
      ReasonCode.driverNotFound,
    ],
  ] as const)(
    "refuses %s as sign-in does, and keeps the current order",
    async (_, orderNumber, status, kind, reasonCode) => {
      const { cookie } = await signIn();
      const res = await call("/api/session/order", jsonRequest("PUT", { orderNumber }, { cookie }));
      expect(res.status).toBe(status);
      expect(await errorOf(res)).toMatchObject({ kind, reasonCode });
      // Sign-in refuses the same order with the same answer.
      const start = await call(
        "/api/session/code",
        jsonRequest("POST", { orderNumber, mobileNumber: newPhone() }, { ip: newClientIp() }),
      );
      expect({ status: start.status, ...(await errorOf(start)) }).toMatchObject({ status, kind, reasonCode });
      await expectStillOn(cookie, orderNumber);
    },
  );

  it("refuses the company of a split order that is another carrier's, as sign-in's verification does", async () => {
    const { cookie } = await signIn();
    const res = await call(
      "/api/session/order",
      jsonRequest("PUT", { orderNumber: ORDER_SPLIT_CARRIERS, company: "swift" }, { cookie }),
    );
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ kind: "notOnFile", reasonCode: ReasonCode.driverNotFound });
    await expectStillOn(cookie, ORDER_SPLIT_CARRIERS);
  });

  it("is rate limited per driver: probing order numbers soon stops", async () => {
    const { cookie } = await signIn();
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call(
        "/api/session/order",
        jsonRequest("PUT", { orderNumber: `NOSUCH${i}` }, { cookie }),
      );
      answers.push(res.status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers.slice(10)).toEqual([429, 429]);
  });
});
