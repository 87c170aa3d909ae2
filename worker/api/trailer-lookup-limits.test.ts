// Trailer lookups and checks are limited per session and per client network (decision 118): an
// enumerating session is refused, and the honest driver beside it (same network) is not.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  ELSEWHERE,
  GOOD_QR_ID,
  GOOD_TRAILER,
  identityTokenFor,
  newPhone,
} from "#tests/mocks/logistics-data.ts";
import { clientNetwork } from "#worker/rate-limit/client-network.ts";
import { RATE_LIMITS, type RateLimitName } from "#worker/rate-limit/limits.ts";
import { sessionName } from "#worker/session/session-crypto.ts";
import {
  call,
  getRequest,
  jsonRequest,
  lastMockRequest,
  mockRequests,
  newClientIp,
  signIn,
} from "#worker/test/helpers.ts";

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;

const byQr = (cookie: string, ip: string, qrId = GOOD_QR_ID) =>
  call(`/api/trailers/qr/${qrId}`, getRequest({ cookie, ip }));
const byNumber = (cookie: string, ip: string, trailerNumber: string = GOOD_TRAILER.number) =>
  call(`/api/trailers/number/${trailerNumber}`, getRequest({ cookie, ip }));
const check = (cookie: string, ip: string) =>
  call(
    "/api/trailers/check",
    jsonRequest(
      "POST",
      { trailer: { trailerId: goodId }, association: "attach", location: ELSEWHERE },
      { cookie, ip },
    ),
  );

/** The limiter of `name` for `subject`, as the Worker names it. */
const limiter = (name: RateLimitName, subject: string) =>
  env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${name}:${subject}`));

/** Uses up all of a limit but `leave` hits, as other drivers (or an earlier part of the day) would have. */
async function useUp(name: RateLimitName, subject: string, leave = 0) {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  const stub = limiter(name, subject);
  for (let i = 0; i < limit - leave; i++) await stub.consume(limit, windowSeconds);
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "rateLimited", statusCode: 429 });
}

/** A busy driver's quarter hour: a row of a yard hunted by sticker, a few numbers typed, a few checks. */
async function busyQuarterHour(cookie: string, ip: string) {
  for (let i = 0; i < 20; i++) expect((await byQr(cookie, ip)).status).toBe(200);
  for (let i = 0; i < 5; i++) expect((await byNumber(cookie, ip)).status).toBe(200);
  for (let i = 0; i < 4; i++) expect((await check(cookie, ip)).status).toBe(200);
}

describe("trailer lookups and checks are limited (decision 118)", () => {
  it(`a session walking through trailers: ${RATE_LIMITS.trailerLookups.limit} lookups a quarter hour, then 429 and the carrier is not asked; a busy driver on the same network is answered`, async () => {
    const ip = newClientIp();
    const attacker = newPhone();
    const { cookie } = await signIn(attacker);
    for (let i = 0; i < RATE_LIMITS.trailerLookups.limit; i++) {
      const res = i % 2 === 0 ? await byQr(cookie, ip) : await byNumber(cookie, ip, `53012${i % 100}`);
      expect(res.status).toBe(200);
    }
    const since = await lastMockRequest();
    await expectTooMany(await byNumber(cookie, ip, "5306666"));
    await expectTooMany(await byQr(cookie, ip, "QR-6666"));
    const asked = (await mockRequests(since)).filter(
      (r) => r.headers.authorization === `Bearer ${identityTokenFor(attacker)}`,
    );
    expect(asked).toEqual([]);
    // The refused lookups used nothing of the network's allowance: the lookups it counted are the 60.
    const network = limiter("trailerLookupsPerClient", clientNetwork(ip));
    expect(await network.consume(1_000, RATE_LIMITS.trailerLookupsPerClient.windowSeconds)).toMatchObject({
      used: RATE_LIMITS.trailerLookups.limit + 1,
    });

    // The driver beside them, on the same network, works a busy quarter hour.
    await busyQuarterHour((await signIn()).cookie, ip);
  }, 60_000);

  it(`a day's lookups in one session: ${RATE_LIMITS.trailerLookupsPerDay.limit}, then 429`, async () => {
    const ip = newClientIp();
    const { cookie } = await signIn();
    expect((await byQr(cookie, ip)).status).toBe(200);
    const session = await sessionName(cookie.split("=")[1]!);
    await useUp("trailerLookupsPerDay", session);
    await expectTooMany(await byQr(cookie, ip));
    // Another session of a driver is answered.
    expect((await byQr((await signIn()).cookie, ip)).status).toBe(200);
  }, 60_000);

  it(`one network: ${RATE_LIMITS.trailerLookupsPerClient.limit} lookups and ${RATE_LIMITS.trailerChecksPerClient.limit} checks a quarter hour across its sessions, then 429; another network is answered`, async () => {
    const crowded = newClientIp();
    const network = clientNetwork(crowded);
    await useUp("trailerLookupsPerClient", network, 1);
    await useUp("trailerChecksPerClient", network, 1);
    const first = await signIn();
    expect((await byQr(first.cookie, crowded)).status).toBe(200);
    expect((await check(first.cookie, crowded)).status).toBe(200);
    // A fresh session on that network is refused: the network, not the session, is at its limit.
    const fresh = await signIn();
    await expectTooMany(await byNumber(fresh.cookie, crowded));
    await expectTooMany(await byQr(fresh.cookie, crowded));
    await expectTooMany(await check(fresh.cookie, crowded));
    // The same driver, on another network, works a busy quarter hour.
    await busyQuarterHour(fresh.cookie, newClientIp());
  }, 60_000);
});
