import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { TrailerByQrSchema, TrailerCheckResultSchema, TrailersByNumberSchema } from "#shared/api/trailers.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  CONFORMANCE_API_URL,
  ELSEWHERE,
  FINDER_TRAILERS,
  GOOD_QR_ID,
  GOOD_TRAILER,
  newPhone,
  newRedTagTrailer,
  ORDER_WITH_TRAILERS,
  OTHER_CARRIERS_TRAILER,
  REEFER_QR_ID,
  STOLEN_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import { sessionName } from "#worker/session/session-crypto.ts";
import { call, getRequest, jsonRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;
const otherCarriersId = `${OTHER_CARRIERS_TRAILER.number}-${OTHER_CARRIERS_TRAILER.company}`;

async function check(cookie: string, body: unknown) {
  return call("/api/trailers/check", jsonRequest("POST", body, { cookie }));
}

describe("GET /api/trailers/number/:trailerNumber (manual entry)", () => {
  it("answers the trailer of each company with that number, without plate, VIN or position", async () => {
    const { cookie } = await signIn();
    const res = await call(`/api/trailers/number/${GOOD_TRAILER.number}`, getRequest({ cookie }));
    expect(res.status).toBe(200);
    const raw = await res.json();
    const { trailers } = TrailersByNumberSchema.parse(raw);
    expect(trailers.map((t) => t.trailerId)).toEqual([goodId]);
    expect(trailers[0]).toMatchObject({ verifyWith: "either", company: "knight" });
    const text = JSON.stringify(raw);
    expect(text).not.toContain("AZ12345");
    expect(text).not.toContain("123456");
    expect(text).not.toContain("location");
  });

  it("answers none for a number no company has, and 400 for one that is not a trailer number", async () => {
    const { cookie } = await signIn();
    const none = await call("/api/trailers/number/1234567", getRequest({ cookie }));
    expect(await none.json()).toEqual({ trailers: [] });
    const bad = await call(`/api/trailers/number/${"9".repeat(41)}`, getRequest({ cookie }));
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(await bad.json()).issues?.[0]?.message).toBe("maxLength");
  });
});

describe("another carrier's trailer stays another carrier's (decision 067)", () => {
  it("the QR lookup names an order only when it is the driver's own", async () => {
    const { cookie } = await signIn();
    const res = await call(`/api/trailers/qr/${OTHER_CARRIERS_TRAILER.qrId}`, getRequest({ cookie }));
    expect(res.status).toBe(200);
    const text = await res.text();
    // The system of record answered the other carrier's order number; the phone never sees it.
    const upstream = (await mockRequests()).findLast((r) =>
      r.path.includes(`getByQrId/${OTHER_CARRIERS_TRAILER.qrId}`),
    );
    expect(upstream).toBeDefined();
    expect(JSON.parse(text)).toMatchObject({
      isFound: true,
      trailer: { isAttached: true, currentOrderNumber: null },
    });
    expect(text).not.toContain(OTHER_CARRIERS_TRAILER.orderNumber);
  });

  it("the number lookup names neither its order nor its sticker's QR id; only the driver's own trailer keeps its QR id", async () => {
    const { cookie } = await signIn();
    const other = await call(`/api/trailers/number/${OTHER_CARRIERS_TRAILER.number}`, getRequest({ cookie }));
    const text = await other.text();
    expect(TrailersByNumberSchema.parse(JSON.parse(text)).trailers).toEqual([
      expect.objectContaining({ trailerId: otherCarriersId, currentOrderNumber: null, trailerQr: null }),
    ]);
    expect(text).not.toContain(OTHER_CARRIERS_TRAILER.orderNumber);
    expect(text).not.toContain(OTHER_CARRIERS_TRAILER.qrId);
    // Free to take, but not the driver's: telling it apart would cost the check's own call (decision 083).
    const free = await call(`/api/trailers/number/${GOOD_TRAILER.number}`, getRequest({ cookie }));
    expect(TrailersByNumberSchema.parse(await free.json()).trailers[0]?.trailerQr).toBeNull();
  });

  it("knows the driver's own trailers from the session: sign-in's launch state, then each launch-state read", async () => {
    // A driver whose load has trailers in its slots: their stickers are named, with no call to learn whose.
    const { cookie } = await signIn(newPhone(), ORDER_WITH_TRAILERS);
    const inSlot = await call(`/api/trailers/number/${FINDER_TRAILERS.located}`, getRequest({ cookie }));
    expect(TrailersByNumberSchema.parse(await inSlot.clone().json()).trailers[0]?.trailerQr).toBe(
      `QR-${FINDER_TRAILERS.located}`,
    );
    const asked = (await mockRequests()).filter(
      (r) => r.headers["x-request-id"] === inSlot.headers.get("x-request-id"),
    );
    expect(asked.map((r) => r.path)).not.toContain("/api/logisticsApp/appLaunchState");

    // A trailer the driver attaches becomes theirs once the phone reads the order's state again.
    const { cookie: taker } = await signIn();
    const trailer = newRedTagTrailer();
    const lookUp = async () =>
      TrailersByNumberSchema.parse(
        await (await call(`/api/trailers/number/${trailer.number}`, getRequest({ cookie: taker }))).json(),
      ).trailers[0]?.trailerQr;
    expect(await lookUp()).toBeNull();
    const attach = await call(
      "/api/associations/attach",
      jsonRequest(
        "POST",
        {
          trailer: { trailerId: trailer.id },
          location: YARD,
          eventTime: "2026-11-24T08:40:00-07:00",
          loadTrailerStatus: "loadedTrailer",
          idempotencyKey: crypto.randomUUID(),
        },
        { cookie: taker },
      ),
    );
    expect(attach.status).toBe(200);
    expect((await call("/api/launch-state", getRequest({ cookie: taker }))).status).toBe(200);
    expect(await lookUp()).toBe(trailer.qrId);
  });

  it("the check answers the same wherever the phone claims to be: no proximity, nothing to verify", async () => {
    const { cookie } = await signIn();
    const answers = [];
    for (const location of [YARD, ELSEWHERE, null]) {
      for (const association of ["attach", "detach"]) {
        const res = await check(cookie, { trailer: { trailerId: otherCarriersId }, association, location });
        expect(res.status).toBe(200);
        const result = TrailerCheckResultSchema.parse(await res.json());
        expect(result).toMatchObject({ allowed: false, verifyWith: "none" });
        expect(result.evaluations.some((e) => e.type === 3)).toBe(false);
        answers.push({ association, result });
      }
    }
    const attach = answers.filter((a) => a.association === "attach").map((a) => a.result);
    expect(new Set(attach.map((r) => JSON.stringify(r))).size).toBe(1);
    // Its reason is still told: attached to another order.
    expect(attach[0]?.evaluations.find((e) => e.type === 1)).toMatchObject({ result: 2 });
  });
});

describe("GET /api/trailers/qr/:qrId: a sticker that leads to no trailer to work with", () => {
  const lookUp = async (qrId: string, overrides = {}) => {
    const { cookie } = await signIn(undefined, undefined, overrides);
    const res = await call(`/api/trailers/qr/${qrId}`, getRequest({ cookie }), overrides);
    expect(res.status).toBe(200);
    return TrailerByQrSchema.parse(await res.json());
  };

  it("says why from the carrier's reason code: 480 no trailer has it, 484 its trailer is not a dry van", async () => {
    expect(await lookUp("QR-NOBODY")).toEqual({ isFound: false, why: "noTrailer" });
    expect(await lookUp(REEFER_QR_ID)).toEqual({ isFound: false, why: "notDryVan" });
  });

  it("reads a carrier that gives no reason code (or one it does not know) as not said (decision 061)", async () => {
    const answerWith = (answer?: unknown) =>
      fetch(`${CONFORMANCE_API_URL}/__mock/conformance`, {
        method: "POST",
        body: JSON.stringify({ call: "getByQrId", answer }),
      }).then((res) => res.body?.cancel());
    const carrier = { EXTERNAL_API_URL: CONFORMANCE_API_URL };
    try {
      await answerWith({ status: 200, body: { isFound: false, message: "Not found" } });
      expect(await lookUp("QR-ANY", carrier)).toEqual({ isFound: false, why: "unsaid" });
      await answerWith({
        status: 200,
        body: { isFound: false, reasonCode: "484", message: "Not a dry van" },
      });
      expect(await lookUp("QR-ANY", carrier)).toEqual({ isFound: false, why: "notDryVan" });
      await answerWith({ status: 200, body: { isFound: false, reasonCode: 499 } });
      expect(await lookUp("QR-ANY", carrier)).toEqual({ isFound: false, why: "unsaid" });
    } finally {
      await answerWith();
    }
  });
});

describe("POST /api/trailers/check", () => {
  it(`is rate limited per session: ${RATE_LIMITS.trailerChecks.limit} a quarter of an hour, then 429`, async () => {
    const { cookie } = await signIn();
    const body = { trailer: { trailerId: goodId }, association: "attach", location: ELSEWHERE };
    for (let i = 0; i < RATE_LIMITS.trailerChecks.limit; i++)
      expect((await check(cookie, body)).status).toBe(200);
    const over = await check(cookie, body);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(await over.json()).kind).toBe("rateLimited");
    // Another session is untouched.
    expect((await check((await signIn()).cookie, body)).status).toBe(200);
  }, 30_000);

  it("acts for the session's driver, DOT number and load, whatever the page sends", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await check(cookie, {
      trailer: { trailerId: goodId },
      association: "attach",
      location: YARD,
      driver: { mobileNumber: "5550000000", dotNumber: "1" },
      loadId: "someone-elses-load",
    });
    expect(res.status).toBe(200);
    const sent = (await mockRequests()).findLast((r) => r.path.endsWith("/driverTrailerAttachability"))!;
    expect(JSON.parse(sent.body)).toMatchObject({
      driver: { mobileNumber, dotNumber: "1234567" },
      loadId: "load-HT1001-knight",
      location: { lat: YARD.lat, lon: YARD.lng, accuracy: YARD.accuracy },
    });
  });

  it("near the trailer: allowed, nothing to verify, reasons as keys without the English messages", async () => {
    const { cookie } = await signIn();
    const res = await check(cookie, {
      trailer: { trailerId: goodId },
      association: "attach",
      location: YARD,
    });
    const result = TrailerCheckResultSchema.parse(await res.json());
    expect(result).toMatchObject({ allowed: true, trailerId: goodId, verifyWith: "none" });
    expect(result.evaluations).toHaveLength(10);
    expect(JSON.stringify(result)).not.toContain("message");
  });

  it("far from it, or with no position: asks for the plate or the VIN the trailer has on record", async () => {
    const { cookie } = await signIn();
    for (const location of [ELSEWHERE, null]) {
      const res = await check(cookie, { trailer: { trailerId: goodId }, association: "attach", location });
      const result = TrailerCheckResultSchema.parse(await res.json());
      expect(result.verifyWith).toBe("either");
      expect(result.evaluations.find((e) => e.type === 3)).toMatchObject({ result: 1 });
    }
  });

  it("a stolen trailer is not allowed, with its reason; a scanned sticker is checked by its QR id", async () => {
    const { cookie } = await signIn();
    const stolen = await check(cookie, {
      trailer: { trailerId: `${STOLEN_TRAILER.number}-${STOLEN_TRAILER.company}` },
      association: "attach",
      location: YARD,
    });
    const result = TrailerCheckResultSchema.parse(await stolen.json());
    expect(result.allowed).toBe(false);
    expect(result.evaluations.find((e) => e.type === 0)).toMatchObject({ result: 2, reason: "stolen" });
    const scanned = await check(cookie, {
      trailer: { scannedId: GOOD_QR_ID },
      association: "attach",
      location: YARD,
    });
    expect(TrailerCheckResultSchema.parse(await scanned.json()).trailerId).toBe(goodId);
  });

  it("an unknown trailer is kind notFound (480); a body of the wrong shape is 400", async () => {
    const { cookie } = await signIn();
    const unknown = await check(cookie, {
      trailer: { trailerId: "1-knight" },
      association: "attach",
      location: null,
    });
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(await unknown.json())).toMatchObject({ kind: "notFound", reasonCode: 480 });
    const bad = await check(cookie, {
      trailer: { trailerId: goodId, scannedId: GOOD_QR_ID },
      association: "hitch",
    });
    expect(bad.status).toBe(400);
  });
});

describe("POST /api/trailers/verify (docs/product.md §5)", () => {
  const verify = (cookie: string, body: unknown) =>
    call("/api/trailers/verify", jsonRequest("POST", body, { cookie }));

  it("accepts the plate however it is spaced and cased, or the VIN's last 6", async () => {
    const { cookie } = await signIn();
    expect((await verify(cookie, { trailerId: goodId, plate: " az-12 345 " })).status).toBe(200);
    expect(
      await (await verify(cookie, { trailerId: goodId, vinLast6: GOOD_TRAILER.vinLast6 })).json(),
    ).toEqual({
      verified: true,
    });
  });

  it("answers 'Not found!' (kind notVerified) when they do not match", async () => {
    const { cookie } = await signIn();
    for (const body of [
      { trailerId: goodId, plate: "AZ12346" },
      { trailerId: goodId, vinLast6: "654321" },
      { trailerId: "999999-knight", plate: "AZ12345" },
    ]) {
      const res = await verify(cookie, body);
      expect(res.status).toBe(422);
      expect(ApiErrorSchema.parse(await res.json())).toMatchObject({
        kind: "notVerified",
        message: "Not found!",
      });
    }
  });

  it("counts a session's tries under its hashed name, never under the id (the cookie's secret)", async () => {
    const { cookie } = await signIn();
    const id = cookie.split("=")[1]!;
    await verify(cookie, { trailerId: goodId, plate: "WRONG" });
    const limiter = (subject: string) =>
      env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`trailerVerifications:${subject}`));
    // A limit of one: refused when that object already holds the try.
    expect(await limiter(id).consume(1, 60)).toMatchObject({ allowed: true });
    expect(await limiter(await sessionName(id)).consume(1, 60)).toMatchObject({ allowed: false });
  });

  it("stops a guesser: at most 20 tries a quarter of an hour in one session", async () => {
    const { cookie } = await signIn();
    for (let i = 0; i < 20; i++) await verify(cookie, { trailerId: goodId, plate: `WRONG${i}` });
    const res = await verify(cookie, { trailerId: goodId, plate: "AZ12345" });
    expect(res.status).toBe(429);
    expect(ApiErrorSchema.parse(await res.json()).kind).toBe("rateLimited");
  });
});

describe("POST /api/trailers/unassociated-qr", () => {
  it("reports the sticker with the session's phone and order", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const idempotencyKey = crypto.randomUUID();
    const res = await call(
      "/api/trailers/unassociated-qr",
      jsonRequest(
        "POST",
        {
          scannedId: "QR-NOBODY",
          trailerNumber: "5301234",
          location: null,
          eventTime: new Date().toISOString(),
          idempotencyKey,
        },
        { cookie },
      ),
    );
    expect(res.status).toBe(200);
    const sent = (await mockRequests()).findLast((r) => r.path.endsWith("/reportQrUnassociatedThirdParty"))!;
    expect(JSON.parse(sent.body)).toMatchObject({ mobileNumber, loadNumber: "HT1001", idempotencyKey });
  });
});

describe("the workflow routes", () => {
  it("all answer 401 without a session", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await call("/api/trailers/number/5301234", getRequest())).status).toBe(401);
    for (const path of ["/api/trailers/check", "/api/trailers/verify", "/api/trailers/unassociated-qr"]) {
      expect((await call(path, jsonRequest("POST", {}))).status).toBe(401);
    }
  });
});
