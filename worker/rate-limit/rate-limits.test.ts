import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "../../shared/api-error.ts";
import { GOOD_CODE, newPhone, ORDER_ONE_COMPANY, WRONG_CODE } from "../../tests/mocks/logistics-data.ts";
import { call, jsonRequest, mockRequests, newClientIp } from "../test/helpers.ts";
import { DEV_TOOLS_LIMIT_FACTOR, RATE_LIMITS } from "./limits.ts";

const requestCode = (mobileNumber: string, ip: string, overrides = {}) =>
  call(
    "/api/session/code",
    jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }, { ip }),
    overrides,
  );

const verify = (mobileNumber: string, ip: string, code = WRONG_CODE) =>
  call(
    "/api/session",
    jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", code }, { ip }),
  );

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  const error = ApiErrorSchema.parse(await res.json());
  expect(error).toMatchObject({ kind: "rateLimited", retryAfterSeconds: retryAfter });
}

describe("rate limits (RateLimiter Durable Object)", () => {
  it("code requests per phone, whatever the client", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.codeRequestsPerPhone;
    for (let i = 0; i < limit; i++) expect((await requestCode(phone, newClientIp())).status).toBe(200);
    await expectRateLimited(await requestCode(phone, newClientIp()));
    // Another phone is untouched, and the repeated failures were reported.
    expect((await requestCode(newPhone(), newClientIp())).status).toBe(200);
    const reports = (await mockRequests()).filter((r) => r.path === "/api/logisticsApp/failedUsageAttempt");
    expect(reports.map((r) => JSON.parse(r.body))).toContainEqual(
      expect.objectContaining({ reason: "codeRequestsPerPhone", mobileNumber: phone }),
    );
  });

  it("code requests per client, whatever the phone", async () => {
    const ip = newClientIp();
    const { limit } = RATE_LIMITS.codeRequestsPerClient;
    for (let i = 0; i < limit; i++) expect((await requestCode(newPhone(), ip)).status).toBe(200);
    await expectRateLimited(await requestCode(newPhone(), ip));
    expect((await requestCode(newPhone(), newClientIp())).status).toBe(200);
  });

  it("verification attempts per phone, whatever the client", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.verifyAttemptsPerPhone;
    for (let i = 0; i < limit; i++) expect((await verify(phone, newClientIp())).status).toBe(401);
    // Even the right code is refused now: guessing stops here.
    await expectRateLimited(await verify(phone, newClientIp(), GOOD_CODE));
    expect((await verify(newPhone(), newClientIp(), GOOD_CODE)).status).toBe(200);
  });

  it("verification attempts per client, whatever the phone", async () => {
    const ip = newClientIp();
    const { limit } = RATE_LIMITS.verifyAttemptsPerClient;
    for (let i = 0; i < limit; i++) expect((await verify(newPhone(), ip)).status).toBe(401);
    await expectRateLimited(await verify(newPhone(), ip, GOOD_CODE));
  });

  it("is looser, but still a limit, with DEV_TOOLS on (local dev signs in over and over)", async () => {
    const phone = newPhone();
    const devTools = { DEV_TOOLS: "true" };
    const looser = RATE_LIMITS.codeRequestsPerPhone.limit * DEV_TOOLS_LIMIT_FACTOR;
    for (let i = 0; i < looser; i++) {
      expect((await requestCode(phone, newClientIp(), devTools)).status, `request ${i + 1}`).toBe(200);
    }
    await expectRateLimited(await requestCode(phone, newClientIp(), devTools));
  });
});
