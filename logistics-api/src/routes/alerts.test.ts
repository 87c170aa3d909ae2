import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, callWithEnv } from "#logistics-api/test/api.ts";
import { PersistentAlertResponseSchema } from "#shared/logistics/app.ts";

const PATH = "/api/alerts/persistentAlert/hitchLogisticsApp";

async function alert(path = PATH) {
  const res = await call(path);
  expect(res.status).toBe(200);
  return PersistentAlertResponseSchema.parse(await res.json());
}

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const DAY = 86_400_000;

async function onlyAlert(effective: string, keepAlive: string, knxApp: number) {
  await env.DB.exec("DELETE FROM persistent_alerts");
  await env.DB.prepare(
    `INSERT INTO persistent_alerts (alert_message, alert_message_details, effective_date, keep_alive_until_date, knx_app)
     VALUES ('Test alert', NULL, ?, ?, ?)`,
  )
    .bind(effective, keepAlive, knxApp)
    .run();
}

describe("persistentAlert", () => {
  it("answers the seeded active alert for every app (knxApp 1)", async () => {
    expect(await alert()).toMatchObject({
      alertMessage: "Demo yard gate 3 is closed for repaving.",
      knxApp: 1,
    });
  });

  it("is switched off by PERSISTENT_ALERTS_ENABLED=false", async () => {
    const res = await callWithEnv({ PERSISTENT_ALERTS_ENABLED: "false" }, PATH);
    expect(await res.json()).toBeNull();
  });

  it.each([
    ["before its effective date", DAY, 2 * DAY, 1, false],
    ["after its keep-alive-until date", -2 * DAY, -1000, 1, false],
    ["inside its window", -1000, DAY, 1, true],
    ["aimed at this app (knxApp 7)", -1000, DAY, 7, true],
    ["aimed at another app (knxApp 3)", -1000, DAY, 3, false],
  ])("an alert %s is %s", async (_, from, until, knxApp, shown) => {
    await onlyAlert(iso(from), iso(until), knxApp);
    const answer = await alert();
    if (shown) expect(answer).toMatchObject({ alertMessage: "Test alert", knxApp });
    else expect(answer).toBeNull();
  });

  it("answers null for another product and 400 for a malformed one", async () => {
    await onlyAlert(iso(-1000), iso(DAY), 1);
    expect(await alert("/api/alerts/persistentAlert/otherLogisticsApp")).toBeNull();
    expect((await call("/api/alerts/persistentAlert/no-such")).status).toBe(400);
  });

  it.each(["toString", "constructor", "hasOwnProperty", "valueOf"])(
    "answers null, not 500, for a product named like an object's own property (%s)",
    async (product) => {
      await onlyAlert(iso(-1000), iso(DAY), 1);
      expect(await alert(`/api/alerts/persistentAlert/${product}`)).toBeNull();
    },
  );
});
