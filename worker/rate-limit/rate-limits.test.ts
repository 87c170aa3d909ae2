import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "../../shared/api-error.ts";
import { GOOD_CODE, newPhone, ORDER_ONE_COMPANY, WRONG_CODE } from "../../tests/mocks/logistics-data.ts";
import { anyRequestId, call, jsonRequest, mockRequests, newClientIp } from "../test/helpers.ts";
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

  it("junk attempts with someone's phone and a made-up order do not lock that driver out", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.verifyAttemptsPerPhone;
    for (let i = 0; i <= limit + 2; i++) {
      const junk = await call(
        "/api/session",
        jsonRequest(
          "POST",
          { orderNumber: `NOSUCH${i}`, mobileNumber: phone, company: "knight", code: WRONG_CODE },
          { ip: newClientIp() },
        ),
      );
      expect(junk.status).toBe(404);
    }
    const ip = newClientIp();
    expect((await requestCode(phone, ip)).status).toBe(200);
    expect((await verify(phone, ip, GOOD_CODE)).status).toBe(200);
  });

  it("counts an IPv6 client's whole /64 as one client, and nothing beyond it", async () => {
    const [a, b] = [...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16));
    const { limit } = RATE_LIMITS.codeRequestsPerClient;
    // A new address of the same /64 for every request: the subscriber picks them at will.
    for (let i = 1; i <= limit; i++) {
      expect((await requestCode(newPhone(), `2001:db8:${a}:${b}:0:0:0:${i.toString(16)}`)).status).toBe(200);
    }
    await expectRateLimited(await requestCode(newPhone(), `2001:db8:${a}:${b}:ffff:ffff:ffff:ffff`));
    const neighbour = (Number.parseInt(b!, 16) ^ 1).toString(16);
    expect((await requestCode(newPhone(), `2001:db8:${a}:${neighbour}::1`)).status).toBe(200);
  });

  it("counts an IPv4 address whole: its neighbour is another client", async () => {
    const [c, d] = crypto.getRandomValues(new Uint8Array(2));
    const ip = `198.51.${c}.${d}`;
    const { limit } = RATE_LIMITS.verifyAttemptsPerClient;
    for (let i = 0; i < limit; i++) expect((await verify(newPhone(), ip)).status).toBe(401);
    await expectRateLimited(await verify(newPhone(), ip));
    await expectRateLimited(await verify(newPhone(), `::ffff:${ip}`));
    expect((await verify(newPhone(), `198.51.${c}.${(d! + 1) % 256}`)).status).toBe(401);
  });

  it("answers the same whichever limit refused: nothing tells which one", async () => {
    const phone = newPhone();
    for (let i = 0; i < RATE_LIMITS.codeRequestsPerPhone.limit; i++) await requestCode(phone, newClientIp());
    const byPhone = await requestCode(phone, newClientIp());
    const ip = newClientIp();
    for (let i = 0; i < RATE_LIMITS.codeRequestsPerClient.limit; i++) await requestCode(newPhone(), ip);
    const byClient = await requestCode(newPhone(), ip);
    expect([byPhone.status, byClient.status]).toEqual([429, 429]);
    const withoutWait = async (res: Response) => {
      // Each answer has a request id of its own (decision 070); nothing else may differ.
      const { retryAfterSeconds, requestId, ...rest } = (await res.json()) as Record<string, unknown>;
      expect(retryAfterSeconds).toEqual(expect.any(Number));
      expect(requestId).toEqual(anyRequestId());
      return rest;
    };
    expect(await withoutWait(byPhone)).toEqual(await withoutWait(byClient));
  });

  it("is looser, but still a limit, with DEV_TOOLS on (local dev signs in over and over)", async () => {
    const phone = newPhone();
    const devTools = { DEV_TOOLS: "true" };
    const looser = RATE_LIMITS.codeRequestsPerPhone.limit * DEV_TOOLS_LIMIT_FACTOR;
    for (let i = 0; i < looser; i++) {
      expect((await requestCode(phone, newClientIp(), devTools)).status, `request ${i + 1}`).toBe(200);
    }
    await expectRateLimited(await requestCode(phone, newClientIp(), devTools));
    // A hundred sign-in starts: more than the default 5 s on a loaded machine.
  }, 30_000);
});
