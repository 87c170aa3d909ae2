import { describe, expect, it } from "vitest";
import { ConfigSchema } from "#logistics-api/src/config.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import {
  createFakeSmsProvider,
  FAKE_SMS_API_KEY,
  FAKE_SMS_API_URL,
  FAKE_SMS_FROM,
  UNDELIVERABLE_NUMBER,
} from "#logistics-api/test/fake-sms-provider.ts";
import { createSmsSender } from "./create-sms-sender.ts";
import { HttpSmsSender } from "./http-sender.ts";
import { OutboxSmsSender } from "./outbox-sender.ts";
import { SmsDeliveryError } from "./sms-sender.ts";

const settings = { url: FAKE_SMS_API_URL, apiKey: FAKE_SMS_API_KEY, from: FAKE_SMS_FROM };

describe("HttpSmsSender against the fake provider", () => {
  it("sends the message the provider's contract asks for", async () => {
    const provider = createFakeSmsProvider();
    await new HttpSmsSender(settings, provider.fetch).send({ to: "5550100001", body: "Hitch: code 123456" });
    expect(provider.received).toEqual([
      { from: FAKE_SMS_FROM, to: "+15550100001", body: "Hitch: code 123456" },
    ]);
  });

  it.each([
    ["a wrong API key", { ...settings, apiKey: "wrong" }, "5550100001", /401/],
    ["a provider error", settings, UNDELIVERABLE_NUMBER, /503/],
    ["a wrong URL", { ...settings, url: "https://sms-provider.test/elsewhere" }, "5550100001", /404/],
  ])("fails with SmsDeliveryError on %s, without the message text", async (_, s, to, status) => {
    const provider = createFakeSmsProvider();
    const error = await new HttpSmsSender(s, provider.fetch)
      .send({ to, body: "code 654321" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.message).toMatch(status);
    expect(error.message).not.toContain("654321");
    expect(provider.received).toEqual([]);
  });

  it("fails when the provider is unreachable or answers something unexpected", async () => {
    const unreachable = new HttpSmsSender(settings, () => Promise.reject(new TypeError("fetch failed")));
    await expect(unreachable.send({ to: "5550100001", body: "x" })).rejects.toThrow(/unreachable/);
    const odd = new HttpSmsSender(settings, async () => new Response("<html>", { status: 200 }));
    await expect(odd.send({ to: "5550100001", body: "x" })).rejects.toThrow(/unexpected/);
  });
});

describe("createSmsSender", () => {
  const base = {
    APP_TOKEN: "t",
    DEV_OUTBOX: "true",
    SMS_PROVIDER: "outbox",
    SMS_API_URL: "",
    SMS_FROM: "",
    PERSISTENT_ALERTS_ENABLED: "true",
  };
  const db = {} as D1Database;

  it("picks the outbox only when the dev outbox is on", () => {
    expect(createSmsSender(ConfigSchema.parse(base), db)).toBeInstanceOf(OutboxSmsSender);
    const off = () => createSmsSender(ConfigSchema.parse({ ...base, DEV_OUTBOX: "false" }), db);
    expect(off).toThrow(LogisticsError);
    expect(() => off()).toThrow(/DEV_OUTBOX/);
  });

  it("picks the HTTP provider when configured, and refuses it half-configured (461)", () => {
    const http = {
      ...base,
      SMS_PROVIDER: "http",
      SMS_API_URL: FAKE_SMS_API_URL,
      SMS_API_KEY: "k",
      SMS_FROM: "+1",
    };
    expect(createSmsSender(ConfigSchema.parse(http), db)).toBeInstanceOf(HttpSmsSender);
    try {
      createSmsSender(ConfigSchema.parse({ ...http, SMS_API_KEY: "" }), db);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LogisticsError);
      expect((error as LogisticsError).body.reasonCode).toBe(461);
    }
  });
});
