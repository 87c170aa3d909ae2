// The ceiling on texts across all phones, an environment's setting (TEXTS_PER_HOUR,
// decision 110), here a small one. Filling the one counter for everyone here cannot refuse
// another file's sign-ins: they run with the default ceiling, far above this one.
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { newPhone, ORDER_ONE_COMPANY, ORDER_TWO_COMPANIES } from "#tests/mocks/logistics-data.ts";
import { anyRequestId, call, jsonRequest, mockRequests, newClientIp } from "#worker/test/helpers.ts";
import { EVERYONE, RATE_LIMITS } from "./limits.ts";

const { windowSeconds } = RATE_LIMITS.codesTextedAcrossPhones;
const limit = 10;

/** The alert webhook of this file: the ceiling is alerted at 80% and at 100% (decision 109). */
const WEBHOOK = `http://monitoring.test/alerts/${crypto.randomUUID()}`;

const requestCode = (mobileNumber: string, orderNumber = ORDER_ONE_COMPANY) =>
  call("/api/session/code", jsonRequest("POST", { orderNumber, mobileNumber }, { ip: newClientIp() }), {
    TEXTS_PER_HOUR: String(limit),
    MONITORING_ENABLED: "true",
    MONITORING_URL: WEBHOOK,
  });

const textsTo = async (phone: string) =>
  (await mockRequests()).filter((r) => r.path.includes(`requestVerificationCode/${phone}`)).length;

describe("the ceiling on texts sent across all phones", () => {
  beforeAll(async () => {
    // An hour's texts but one, as if sent to other drivers; counted from none, whatever texts the
    // files before this one in the same runtime sent (decision 139).
    const ceiling = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`codesTextedAcrossPhones:${EVERYONE}`));
    await runInDurableObject(ceiling, (_, state) => state.storage.deleteAll());
    for (let i = 0; i < limit - 1; i++) await ceiling.consume(limit, windowSeconds);
  });

  it("counts only texts: refusals, company choices and unknown orders leave the last one free", async () => {
    expect((await requestCode(newPhone("unknown"))).status).toBe(404);
    expect((await requestCode(newPhone("companyDriver"))).status).toBe(403);
    expect((await requestCode(newPhone("cooldown"))).status).toBe(429);
    expect(await (await requestCode(newPhone(), ORDER_TWO_COMPANIES)).json()).toMatchObject({
      status: "chooseCompany",
    });
    expect((await requestCode(newPhone(), "NOSUCH9")).status).toBe(404);

    const last = newPhone();
    expect(await (await requestCode(last)).json()).toMatchObject({ status: "codeSent" });
    expect(await textsTo(last)).toBe(1);
  });

  it("then refuses with the same rateLimited answer as any limit, and texts nothing", async () => {
    const phone = newPhone();
    const res = await requestCode(phone);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    const body: unknown = await res.json();
    expect(Object.keys(body as object).sort()).toEqual(
      ["kind", "message", "reasonCode", "requestId", "retryAfterSeconds", "statusCode"].sort(),
    );
    expect(ApiErrorSchema.parse(body)).toEqual({
      kind: "rateLimited",
      statusCode: 429,
      reasonCode: -1,
      message: "Too many attempts. Please wait and try again.",
      retryAfterSeconds: retryAfter,
      requestId: anyRequestId(),
    });
    expect(await textsTo(phone)).toBe(0);
    // Choosing a company sends nothing, so it is still answered.
    expect((await requestCode(newPhone(), ORDER_TWO_COMPANIES)).status).toBe(200);
  });

  it("is alerted once as it passes 80%, and once when it refuses, however many drivers it refuses", async () => {
    for (let i = 0; i < 3; i++) expect((await requestCode(newPhone())).status).toBe(429);
    const alerts = (await mockRequests())
      .filter((r) => r.path === new URL(WEBHOOK).pathname)
      .map((r) => JSON.parse(r.body));
    expect(alerts).toEqual([
      expect.objectContaining({ rule: "textCeilingNear", used: limit, limit }),
      expect.objectContaining({ rule: "textCeilingReached", limit }),
    ]);
  });
});
