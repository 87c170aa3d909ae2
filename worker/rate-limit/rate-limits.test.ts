import { describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  GOOD_CODE,
  newPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_CARRIER,
  WRONG_CODE,
} from "#tests/mocks/logistics-data.ts";
import {
  anyRequestId,
  call,
  callLocally,
  jsonRequest,
  LOCAL_ORIGIN,
  lastMockRequest,
  mockRequests,
  newClientIp,
} from "#worker/test/helpers.ts";
import { DEV_TOOLS_LIMIT_FACTOR, RATE_LIMITS } from "./limits.ts";

/**
 * The per-network limits are each environment's settings (decision 110), hundreds by default; these
 * tests set them small so that reaching them takes a few dozen requests.
 */
const NETWORK_LIMITS = { SIGN_IN_STARTS_PER_NETWORK_PER_HOUR: "30", CODE_TRIES_PER_NETWORK_PER_15_MIN: "30" };
const PER_NETWORK = 30;
/** Thirty-odd sign-in requests, each a few Durable Object calls: more than the default 5 s on a loaded machine. */
const MANY_REQUESTS_MS = 30_000;

const requestCode = (mobileNumber: string, ip: string, overrides = {}, orderNumber = ORDER_ONE_COMPANY) =>
  call("/api/session/code", jsonRequest("POST", { orderNumber, mobileNumber }, { ip }), {
    ...NETWORK_LIMITS,
    ...overrides,
  });

const verify = (mobileNumber: string, ip: string, code = WRONG_CODE, orderNumber = ORDER_ONE_COMPANY) =>
  call(
    "/api/session",
    jsonRequest("POST", { orderNumber, mobileNumber, company: "knight", code }, { ip }),
    NETWORK_LIMITS,
  );

/** A new address in the same IPv6 /64 each time: one network, as a subscriber picks addresses at will. */
function oneNetwork(): () => string {
  const [a, b] = [...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16));
  let host = 0;
  return () => `2001:db8:${a}:${b}::${(++host).toString(16)}`;
}

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  const error = ApiErrorSchema.parse(await res.json());
  expect(error).toMatchObject({ kind: "rateLimited", retryAfterSeconds: retryAfter });
}

describe("rate limits (RateLimiter Durable Object)", () => {
  it("code requests per phone and order, whatever the client", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.codeRequestsPerPhoneAndOrder;
    for (let i = 0; i < limit; i++) expect((await requestCode(phone, newClientIp())).status).toBe(200);
    await expectRateLimited(await requestCode(phone, newClientIp()));
    // Another phone is untouched, and the repeated failures were reported.
    expect((await requestCode(newPhone(), newClientIp())).status).toBe(200);
    const reports = (await mockRequests()).filter((r) => r.path === "/api/logisticsApp/failedUsageAttempt");
    expect(reports.map((r) => JSON.parse(r.body))).toContainEqual(
      expect.objectContaining({ reason: "codeRequestsPerPhoneAndOrder", mobileNumber: phone }),
    );
  });

  it("logs a refusal by a limit as a warning, which production's LOG_LEVEL keeps", async () => {
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const phone = newPhone();
    for (let i = 0; i < RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit; i++)
      await requestCode(phone, newClientIp());
    await expectRateLimited(await requestCode(phone, newClientIp(), { LOG_LEVEL: "warn" }));
    const lines = warnings.mock.calls.map((args) => JSON.parse(String(args[0])));
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        event: "failedUsageAttempt",
        reason: "codeRequestsPerPhoneAndOrder",
      }),
    );
    vi.restoreAllMocks();
  });

  it(
    "code requests per client, whatever the phone",
    async () => {
      const ip = newClientIp();
      const limit = PER_NETWORK;
      for (let i = 0; i < limit; i++) expect((await requestCode(newPhone(), ip)).status).toBe(200);
      await expectRateLimited(await requestCode(newPhone(), ip));
      expect((await requestCode(newPhone(), newClientIp())).status).toBe(200);
    },
    MANY_REQUESTS_MS,
  );

  it("verification attempts per phone and order, whatever the client", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.verifyAttemptsPerPhoneAndOrder;
    for (let i = 0; i < limit; i++) expect((await verify(phone, newClientIp())).status).toBe(401);
    // Even the right code is refused now: guessing stops here.
    await expectRateLimited(await verify(phone, newClientIp(), GOOD_CODE));
    expect((await verify(newPhone(), newClientIp(), GOOD_CODE)).status).toBe(200);
  });

  it(
    "verification attempts per client, whatever the phone",
    async () => {
      const ip = newClientIp();
      const limit = PER_NETWORK;
      for (let i = 0; i < limit; i++) expect((await verify(newPhone(), ip)).status).toBe(401);
      await expectRateLimited(await verify(newPhone(), ip, GOOD_CODE));
    },
    MANY_REQUESTS_MS,
  );

  it("junk attempts with someone's phone and a made-up order do not lock that driver out", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.verifyAttemptsPerPhoneAndOrder;
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

  it("a stranger with another carrier's real order cannot lock a driver out of their own (decision 066)", async () => {
    // From one network: forty wrong codes and ten code requests for the driver's phone, each with
    // another carrier's order that exists, as the issue tried it.
    const victim = newPhone();
    const attacker = oneNetwork();
    const answers = new Set<number>();
    for (let i = 0; i < 40; i++)
      answers.add((await verify(victim, attacker(), WRONG_CODE, ORDER_OTHER_CARRIER)).status);
    for (let i = 0; i < 10; i++) {
      answers.add((await requestCode(victim, attacker(), {}, ORDER_OTHER_CARRIER)).status);
    }
    // Refused every time: a wrong code, not on file, and the attacker's own network limit.
    expect([...answers].sort()).toEqual([401, 404, 429]);

    // The driver, on their own order from another network, still gets a code and signs in.
    const ip = newClientIp();
    const start = await requestCode(victim, ip);
    expect(start.status).toBe(200);
    expect(await start.json()).toMatchObject({ status: "codeSent" });
    expect((await verify(victim, ip, GOOD_CODE)).status).toBe(200);
  });

  it("counts a code request against the phone and order only when a text was sent", async () => {
    const phone = newPhone();
    const { limit } = RATE_LIMITS.codeRequestsPerPhoneAndOrder;
    // Not on file for another carrier's order: no text, so no cost, however often.
    for (let i = 0; i < limit * 2; i++) {
      expect((await requestCode(phone, newClientIp(), {}, ORDER_OTHER_CARRIER)).status).toBe(404);
    }
    const since = await lastMockRequest();
    for (let i = 0; i < limit; i++) expect((await requestCode(phone, newClientIp())).status).toBe(200);
    await expectRateLimited(await requestCode(phone, newClientIp()));
    const sent = (await mockRequests(since)).filter((r) =>
      r.path.includes(`requestVerificationCode/${phone}`),
    );
    expect(sent).toHaveLength(limit);
  });

  it(
    "counts an IPv6 client's whole /64 as one client, and nothing beyond it",
    async () => {
      const [a, b] = [...crypto.getRandomValues(new Uint16Array(2))].map((n) => n.toString(16));
      const limit = PER_NETWORK;
      // A new address of the same /64 for every request: the subscriber picks them at will.
      for (let i = 1; i <= limit; i++) {
        expect((await requestCode(newPhone(), `2001:db8:${a}:${b}:0:0:0:${i.toString(16)}`)).status).toBe(
          200,
        );
      }
      await expectRateLimited(await requestCode(newPhone(), `2001:db8:${a}:${b}:ffff:ffff:ffff:ffff`));
      const neighbour = (Number.parseInt(b!, 16) ^ 1).toString(16);
      expect((await requestCode(newPhone(), `2001:db8:${a}:${neighbour}::1`)).status).toBe(200);
    },
    MANY_REQUESTS_MS,
  );

  it("counts an IPv4 address whole: its neighbour is another client", async () => {
    const [c, d] = crypto.getRandomValues(new Uint8Array(2));
    const ip = `198.51.${c}.${d}`;
    const limit = PER_NETWORK;
    for (let i = 0; i < limit; i++) expect((await verify(newPhone(), ip)).status).toBe(401);
    await expectRateLimited(await verify(newPhone(), ip));
    await expectRateLimited(await verify(newPhone(), `::ffff:${ip}`));
    expect((await verify(newPhone(), `198.51.${c}.${(d! + 1) % 256}`)).status).toBe(401);
  });

  it(
    "answers the same whichever limit refused: nothing tells which one",
    async () => {
      const phone = newPhone();
      for (let i = 0; i < RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit; i++)
        await requestCode(phone, newClientIp());
      const byPhone = await requestCode(phone, newClientIp());
      const ip = newClientIp();
      for (let i = 0; i < PER_NETWORK; i++) await requestCode(newPhone(), ip);
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
    },
    MANY_REQUESTS_MS,
  );

  it("is looser, but still a limit, with DEV_TOOLS on, on loopback (local dev signs in over and over)", async () => {
    const phone = newPhone();
    const looser = RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit * DEV_TOOLS_LIMIT_FACTOR;
    const locally = () =>
      callLocally(
        "/api/session/code",
        jsonRequest(
          "POST",
          { orderNumber: ORDER_ONE_COMPANY, mobileNumber: phone },
          { ip: newClientIp(), origin: LOCAL_ORIGIN },
        ),
      );
    for (let i = 0; i < looser; i++) expect((await locally()).status, `request ${i + 1}`).toBe(200);
    await expectRateLimited(await locally());
    // A hundred sign-in starts: more than the default 5 s on a loaded machine.
  }, 30_000);

  it("keeps production's limits with DEV_TOOLS on for a peer that is not this machine, whatever its Host", async () => {
    // A phone on the Wi-Fi of a `--lan` run writing `Host: 127.0.0.1` (decision 119).
    const phone = newPhone();
    const forged = () =>
      call(
        `${LOCAL_ORIGIN}/api/session/code`,
        jsonRequest(
          "POST",
          { orderNumber: ORDER_ONE_COMPANY, mobileNumber: phone },
          { ip: "192.168.1.5", origin: LOCAL_ORIGIN },
        ),
        { DEV_TOOLS: "true" },
      );
    for (let i = 0; i < RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit; i++)
      expect((await forged()).status).toBe(200);
    await expectRateLimited(await forged());
  });

  it("keeps production's limits with DEV_TOOLS on for a request that does not arrive on loopback", async () => {
    // As the issue tried it: dev tools switched on in a deployed configuration.
    const phone = newPhone();
    const deployed = { DEV_TOOLS: "true", ROOT_URL: "http://hitch.example.com" };
    for (let i = 0; i < RATE_LIMITS.codeRequestsPerPhoneAndOrder.limit; i++) {
      expect((await requestCode(phone, newClientIp(), deployed)).status).toBe(200);
    }
    await expectRateLimited(await requestCode(phone, newClientIp(), deployed));
  });
});
