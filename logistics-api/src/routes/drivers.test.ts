import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ALEX,
  ageCodes,
  COMPANY_DRIVER,
  call,
  callWithEnv,
  countRows,
  newDriver,
  rowOf,
  SAM,
  tokenFor,
} from "#logistics-api/test/api.ts";
import {
  FAKE_SMS_API_URL,
  FAKE_SMS_FROM,
  UNDELIVERABLE_NUMBER,
} from "#logistics-api/test/fake-sms-provider.ts";
import { RequestVerificationCodeResponseSchema } from "#shared/logistics/auth.ts";
import { LogisticsErrorBodySchema } from "#shared/logistics/common.ts";

const requestPath = (mobile: string, loadNumber: string) =>
  `/api/drivers/requestVerificationCode/${mobile}?loadNumber=${loadNumber}`;

async function requestCode(mobile: string, loadNumber: string) {
  const res = await call(requestPath(mobile, loadNumber), { method: "POST" });
  return { status: res.status, res, body: await res.json() };
}

describe("requestVerificationCode", () => {
  it("texts a six-digit code to a driver on file for the order and stores only its salted hash", async () => {
    const { status, body } = await requestCode(ALEX.mobileNumber, "1001001");
    expect(status).toBe(200);
    expect(RequestVerificationCodeResponseSchema.parse(body)).toEqual({ sent: true, retryAfterSeconds: 30 });
    const message = await rowOf<{ to_number: string; body: string }>(
      "SELECT to_number, body FROM sms_outbox WHERE to_number = ? ORDER BY id DESC",
      ALEX.mobileNumber,
    );
    const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const stored = await rowOf<Record<string, unknown>>(
      "SELECT * FROM verification_codes WHERE mobile_number = ? ORDER BY id DESC",
      ALEX.mobileNumber,
    );
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(stored ?? {}).map(String)).not.toContain(code);
    expect(Number(stored?.expires_at) - Number(stored?.created_at)).toBe(5 * 60 * 1000);
  });

  it("accepts the phone number in any format (digits are what count)", async () => {
    await ageCodes(ALEX.mobileNumber, 3600);
    const { status } = await requestCode(encodeURIComponent("(555) 010-0001"), "1001001");
    expect(status).toBe(200);
  });

  it("refuses another code during the cooldown, with Retry-After", async () => {
    const { status, res, body } = await requestCode(ALEX.mobileNumber, "1001001");
    expect(status).toBe(429);
    const answer = RequestVerificationCodeResponseSchema.parse(body);
    expect(answer).toMatchObject({ sent: false, reason: "cooldown" });
    // Also an error body like every other (errors.ts): the message says why.
    expect(LogisticsErrorBodySchema.parse(body).message).toMatch(/wait/);
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    expect(answer.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(res.headers.get("retry-after")).toBe(String(answer.retryAfterSeconds));
  });

  it("backs the cooldown off with each send in the hour: 30, 60, 120 … up to 600 seconds", async () => {
    const mobile = "5550100004";
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { status, body } = await requestCode(mobile, "1001004");
      expect(status).toBe(200);
      waits.push(RequestVerificationCodeResponseSchema.parse(body).retryAfterSeconds ?? -1);
      await ageCodes(mobile, waits.at(-1)!);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 600, 600]);
    // Sends older than the hour window no longer count.
    await ageCodes(mobile, 3600);
    expect((await requestCode(mobile, "1001004")).body).toEqual({ sent: true, retryAfterSeconds: 30 });
  });

  it("sends one code when requests for a number arrive at once, and that code verifies", async () => {
    const mobile = "5550100011";
    const answers = await Promise.all([1, 2, 3].map(() => requestCode(mobile, "1001001")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    const texts = await env.DB.prepare("SELECT body FROM sms_outbox WHERE to_number = ?")
      .bind(mobile)
      .all<{ body: string }>();
    expect(texts.results).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(texts.results[0]?.body ?? "")?.[1];
    const verified = await call("/api/fbaauthentication/verifyIdentity", {
      body: { mobileNumber: mobile, verificationCode: code },
    });
    expect(verified.status).toBe(200);
  });

  describe("a code for one order and the driver's codes for their other orders (decision 119)", () => {
    /** Other orders of Desert Haul, the carrier the driver drives for: on file for each of them. */
    const OTHER_ORDERS = ["1001003", "1001005", "1001008", "1001031", "1001032"];
    const OWN_ORDER = "1001001";

    const lastCodeTo = async (mobile: string) => {
      const text = await rowOf<{ body: string }>(
        "SELECT body FROM sms_outbox WHERE to_number = ? ORDER BY id DESC",
        mobile,
      );
      return /\b(\d{6})\b/.exec(text?.body ?? "")?.[1];
    };
    const verify = (mobileNumber: string, verificationCode: string | undefined, loadNumber: string) =>
      call("/api/fbaauthentication/verifyIdentity", { body: { mobileNumber, verificationCode, loadNumber } });

    it("texts for five other orders leave the code the driver holds for their own order live", async () => {
      const { mobileNumber } = await newDriver();
      expect((await requestCode(mobileNumber, OWN_ORDER)).status).toBe(200);
      const held = await lastCodeTo(mobileNumber);
      // A stranger asks for codes for the driver's phone with the carrier's other orders: all texted.
      for (const order of OTHER_ORDERS) expect((await requestCode(mobileNumber, order)).status).toBe(200);
      expect(await countRows("sms_outbox", "to_number = ?", mobileNumber)).toBe(1 + OTHER_ORDERS.length);
      expect((await verify(mobileNumber, held, OWN_ORDER)).status).toBe(200);
    });

    it("texts for other orders do not hold back the driver's next code for their own order", async () => {
      const { mobileNumber } = await newDriver();
      for (const order of OTHER_ORDERS) expect((await requestCode(mobileNumber, order)).status).toBe(200);
      const own = await requestCode(mobileNumber, OWN_ORDER);
      expect(own.body).toEqual({ sent: true, retryAfterSeconds: 30 });
      expect((await verify(mobileNumber, await lastCodeTo(mobileNumber), OWN_ORDER)).status).toBe(200);
    });

    it("a new code for the same order voids the earlier one", async () => {
      const { mobileNumber } = await newDriver();
      expect((await requestCode(mobileNumber, OWN_ORDER)).status).toBe(200);
      const earlier = await lastCodeTo(mobileNumber);
      await ageCodes(mobileNumber, 30);
      expect((await requestCode(mobileNumber, OWN_ORDER)).status).toBe(200);
      const newer = await lastCodeTo(mobileNumber);
      expect(newer).not.toBe(earlier);
      expect((await verify(mobileNumber, earlier, OWN_ORDER)).status).toBe(401);
      expect((await verify(mobileNumber, newer, OWN_ORDER)).status).toBe(200);
    });
  });

  it("refuses a company driver (Welcome notice path) without texting", async () => {
    const { status, body } = await requestCode(COMPANY_DRIVER, "1001001");
    expect(status).toBe(403);
    expect(body).toEqual({
      sent: false,
      reason: "companyDriver",
      message: "Company drivers use the company apps",
    });
    expect(await countRows("sms_outbox", "to_number = ?", COMPANY_DRIVER)).toBe(0);
  });

  it.each([
    ["an unknown number", "5550199999", "1001001"],
    ["a driver of another carrier, not assigned to the order", SAM.mobileNumber, "1001001"],
  ])("refuses %s as not on file, without texting", async (_, mobile, order) => {
    const { status, body } = await requestCode(mobile, order);
    expect(status).toBe(404);
    expect(body).toEqual({ sent: false, reason: "notOnFile", message: "Driver not on file for this order" });
    expect(await countRows("sms_outbox", "to_number = ?", mobile)).toBe(0);
    expect(await countRows("verification_codes", "mobile_number = ?", mobile)).toBe(0);
  });

  it("counts the driver assigned to an order as on file, whatever their carrier", async () => {
    await env.DB.prepare("UPDATE loads SET assigned_driver_mobile = ? WHERE id = 'knight-1001003'")
      .bind(SAM.mobileNumber)
      .run();
    expect((await requestCode(SAM.mobileNumber, "1001003")).status).toBe(200);
  });

  it("answers 474 for an unknown order and 475 for an order this app does not serve", async () => {
    const unknown = await requestCode(ALEX.mobileNumber, "999999");
    expect(unknown.status).toBe(404);
    expect(LogisticsErrorBodySchema.parse(unknown.body).reasonCode).toBe(474);
    const asset = await requestCode(ALEX.mobileNumber, "1001010");
    expect(asset.status).toBe(422);
    expect(LogisticsErrorBodySchema.parse(asset.body).reasonCode).toBe(475);
  });

  it.each([
    ["/api/drivers/requestVerificationCode/12345?loadNumber=1001001", "mobile"],
    ["/api/drivers/requestVerificationCode/5550100001", "loadNumber"],
    ["/api/drivers/requestVerificationCode/5550100001?loadNumber=10%2001", "loadNumber"],
  ])("answers 400 with the issues for %s", async (path, field) => {
    const res = await call(path, { method: "POST" });
    expect(res.status).toBe(400);
    expect(LogisticsErrorBodySchema.parse(await res.json()).validationErrors?.map((e) => e.path)).toContain(
      field,
    );
  });

  it("answers a configuration error (461) when the outbox is chosen but the dev outbox is off, storing nothing", async () => {
    const before = await countRows("verification_codes");
    const res = await callWithEnv({ DEV_OUTBOX: "false" }, requestPath("5550100002", "1001008"), {
      method: "POST",
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ reasonCode: 461 });
    expect(await countRows("verification_codes")).toBe(before);
  });

  it("answers 461 when the HTTP provider is chosen without its settings", async () => {
    const res = await callWithEnv(
      { SMS_PROVIDER: "http", SMS_API_URL: "" },
      requestPath("5550100002", "1001008"),
      {
        method: "POST",
      },
    );
    expect(await res.json()).toMatchObject({ reasonCode: 461 });
  });

  describe("through the HTTP SMS provider (a local fake of its API)", () => {
    const http = { SMS_PROVIDER: "http", SMS_API_URL: FAKE_SMS_API_URL, SMS_FROM: FAKE_SMS_FROM };

    it("sends the code through the provider", async () => {
      const res = await callWithEnv(http, requestPath("5550100002", "1001008"), { method: "POST" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: true, retryAfterSeconds: 30 });
      expect(await countRows("sms_outbox", "to_number = '5550100002'")).toBe(0);
    });

    it("answers 502 and forgets the code when the provider cannot deliver it", async () => {
      await env.DB.prepare(
        "INSERT INTO drivers (mobile_number, name, carrier_id, is_company_driver) VALUES (?, 'Unreachable', 1, 0)",
      )
        .bind(UNDELIVERABLE_NUMBER)
        .run();
      const res = await callWithEnv(http, requestPath(UNDELIVERABLE_NUMBER, "1001001"), { method: "POST" });
      expect(res.status).toBe(502);
      expect(await countRows("verification_codes", "mobile_number = ?", UNDELIVERABLE_NUMBER)).toBe(0);
    });
  });
});

describe("submitThirdPartyFeedback", () => {
  const feedback = {
    description: "Landing gear crank is bent on 400213.",
    company: "knight",
    phoneNumber: ALEX.mobileNumber,
    trailerNumber: "400213",
    orderNumber: "1001001",
  };

  it("stores the report and answers true", async () => {
    const res = await call("/api/drivers/submitThirdPartyFeedback", {
      token: await tokenFor(ALEX.mobileNumber),
      body: feedback,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
    expect(await rowOf("SELECT description, trailer_number FROM feedback ORDER BY id DESC")).toEqual({
      description: feedback.description,
      trailer_number: "400213",
    });
  });

  it("stores the request id of the failure the driver reports, so it meets the edge's log lines", async () => {
    const res = await call("/api/drivers/submitThirdPartyFeedback", {
      token: await tokenFor(ALEX.mobileNumber),
      body: { ...feedback, idempotencyKey: crypto.randomUUID(), requestId: "8f1e2d3c4b5a6978-DFW" },
    });
    expect(res.status).toBe(200);
    expect(await rowOf("SELECT request_id FROM feedback ORDER BY id DESC")).toEqual({
      request_id: "8f1e2d3c4b5a6978-DFW",
    });
  });

  it("stores a report sent again with the same key once, with the time the driver sent it", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const idempotencyKey = crypto.randomUUID();
    const report = { ...feedback, eventTime: "2026-11-24T08:30:00-07:00", idempotencyKey };
    const before = await countRows("feedback");
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/drivers/submitThirdPartyFeedback", { token, body: report });
      expect(res.status).toBe(200);
      expect(await res.json()).toBe(true);
    }
    expect(await countRows("feedback")).toBe(before + 1);
    expect(await rowOf("SELECT event_time FROM feedback ORDER BY id DESC")).toEqual({
      event_time: "2026-11-24T08:30:00-07:00",
    });
    // Another key is another report.
    await call("/api/drivers/submitThirdPartyFeedback", {
      token,
      body: { ...report, idempotencyKey: crypto.randomUUID() },
    });
    expect(await countRows("feedback")).toBe(before + 2);
  });

  it("requires every field, the identity token, and the token's own phone number", async () => {
    const before = await countRows("feedback");
    const token = await tokenFor(ALEX.mobileNumber);
    const missing = await call("/api/drivers/submitThirdPartyFeedback", {
      token,
      body: { ...feedback, description: " " },
    });
    expect(missing.status).toBe(400);
    expect((await call("/api/drivers/submitThirdPartyFeedback", { body: feedback })).status).toBe(401);
    const other = await call("/api/drivers/submitThirdPartyFeedback", {
      token,
      body: { ...feedback, phoneNumber: SAM.mobileNumber },
    });
    expect(other.status).toBe(403);
    expect(await countRows("feedback")).toBe(before);
  });
});
