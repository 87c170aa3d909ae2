// Writes about a trailer need a reason to touch it (decision 118, worker/trailers/trailer-gate.ts):
// the attacker's requests first, then the honest driver's next request, still answered.
import { describe, expect, it } from "vitest";
import { AssessmentStoredSchema } from "#shared/api/assessments.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  ELSEWHERE,
  FINDER_TRAILERS,
  GOOD_TRAILER,
  identityTokenFor,
  newPhone,
  newRedTagTrailer,
  ORDER_WITH_TRAILERS,
  OTHER_CARRIERS_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import {
  call,
  getRequest,
  jsonRequest,
  lastMockRequest,
  mockRequests,
  newClientIp,
  ORIGIN,
  signIn,
} from "#worker/test/helpers.ts";
import { jpeg } from "#worker/test/photo-files.ts";

const idOf = (trailer: { number: string; company: string }) => `${trailer.number}-${trailer.company}`;
const otherCarriersId = idOf(OTHER_CARRIERS_TRAILER);
const goodId = idOf(GOOD_TRAILER);

/** A detach assessment as the attacker sent it: a gash, unsafe, from far away. */
const assessment = (trailer: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  trailer,
  association: "detach",
  items: [{ type: "other", comment: "Large gash; unsafe" }],
  redTag: false,
  location: ELSEWHERE,
  eventTime: new Date().toISOString(),
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});
const assess = (cookie: string, body: unknown) =>
  call("/api/assessments", jsonRequest("POST", body, { cookie }));

function photo(cookie: string, assessmentId: number) {
  const form = new FormData();
  form.set("trailerAssessmentId", String(assessmentId));
  form.set("sideName", "trailerFront");
  form.set("photoType", "trailerPhoto");
  form.set("clientUploadId", crypto.randomUUID());
  form.set("file", new File([jpeg(640, 480)], "photo.jpg", { type: "image/jpeg" }));
  const headers = new Headers({
    "sec-fetch-site": "same-origin",
    origin: ORIGIN,
    "cf-connecting-ip": newClientIp(),
    cookie,
  });
  return call("/api/documents", { method: "POST", headers, body: form });
}

async function association(cookie: string, write: "attach" | "detach", trailerId: string) {
  const body = {
    trailer: { trailerId },
    location: YARD,
    eventTime: new Date().toISOString(),
    idempotencyKey: crypto.randomUUID(),
    ...(write === "attach" ? { loadTrailerStatus: "inboundEmpty" } : { certified: true }),
  };
  const res = await call(`/api/associations/${write}`, jsonRequest("POST", body, { cookie }));
  expect(res.status).toBe(200);
}

async function check(cookie: string, trailerId: string, location: typeof YARD | typeof ELSEWHERE) {
  const res = await call(
    "/api/trailers/check",
    jsonRequest("POST", { trailer: { trailerId }, association: "attach", location }, { cookie }),
  );
  expect(res.status).toBe(200);
}

/** The writes about trailers the contract mock got from this driver after `since`. */
async function writesSent(mobileNumber: string, since: number) {
  return (await mockRequests(since)).filter(
    (r) =>
      (r.path.endsWith("/trailers/trailerAssessment") || r.path === "/api/documents") &&
      r.headers.authorization === `Bearer ${identityTokenFor(mobileNumber)}`,
  );
}

async function expectNotYours(res: Response) {
  expect(res.status).toBe(403);
  expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "notYourTrailer", statusCode: 403 });
}

async function stored(res: Response): Promise<number> {
  expect(res.status).toBe(200);
  return AssessmentStoredSchema.parse(await res.json()).assessmentId;
}

describe("an assessment, a photo or a red tag of a trailer the driver has no reason to touch", () => {
  it("another carrier's trailer, never held: refused 403, nothing recorded upstream; the victim's own next write goes", async () => {
    const victim = newPhone();
    const victimSession = await signIn(victim);
    await check(victimSession.cookie, goodId, YARD);
    const victimAssessment = await stored(
      await assess(victimSession.cookie, assessment({ trailerId: goodId })),
    );

    const attacker = newPhone();
    const { cookie } = await signIn(attacker);
    const since = await lastMockRequest();
    await expectNotYours(await assess(cookie, assessment({ trailerId: otherCarriersId })));
    await expectNotYours(await assess(cookie, assessment({ scannedId: OTHER_CARRIERS_TRAILER.qrId })));
    // Its check says it is not the attacker's to take: that is no reason to touch it either.
    await check(cookie, otherCarriersId, ELSEWHERE);
    await expectNotYours(await assess(cookie, assessment({ trailerId: otherCarriersId })));
    await expectNotYours(await assess(cookie, assessment({ trailerId: otherCarriersId }, { redTag: true })));
    // A photo under an assessment the edge never accepted from this driver: the victim's, or made up.
    await expectNotYours(await photo(cookie, victimAssessment));
    await expectNotYours(await photo(cookie, 987654));
    expect(await writesSent(attacker, since)).toEqual([]);

    // The victim's next write is untouched.
    expect((await photo(victimSession.cookie, victimAssessment)).status).toBe(200);
  });

  it("the trailers of the driver's own order and the one still held from a previous order: accepted, photos too", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber, ORDER_WITH_TRAILERS);
    for (const number of [FINDER_TRAILERS.located, FINDER_TRAILERS.fromPreviousOrder]) {
      const id = await stored(await assess(cookie, assessment({ trailerId: `${number}-knight` })));
      expect((await photo(cookie, id)).status).toBe(200);
    }
    // A trailer on no order of theirs is still refused.
    await expectNotYours(
      await assess(cookie, assessment({ trailerId: `${FINDER_TRAILERS.elsewhere}-knight` })),
    );
  });

  it("a trailer checked in this session and found theirs to take: accepted from wherever the phone was", async () => {
    const { cookie } = await signIn();
    const tag = newRedTagTrailer();
    await expectNotYours(await assess(cookie, assessment({ trailerId: tag.id }, { association: "attach" })));
    await check(cookie, tag.id, ELSEWHERE);
    const id = await stored(
      await assess(cookie, assessment({ trailerId: tag.id }, { association: "attach" })),
    );
    expect((await photo(cookie, id)).status).toBe(200);
    // By the sticker it was scanned with, too.
    await stored(await assess(cookie, assessment({ scannedId: tag.qrId }, { association: "attach" })));
  });

  it("a trailer the driver holds: accepted, though the session's list of their trailers is older than the attach", async () => {
    const { cookie } = await signIn();
    const tag = newRedTagTrailer();
    await association(cookie, "attach", tag.id);
    await stored(await assess(cookie, assessment({ trailerId: tag.id })));
  });

  it("an assessment sent again after its reason is gone (its answer was lost, a new session): answered again, not sent", async () => {
    const mobileNumber = newPhone();
    const first = await signIn(mobileNumber);
    const tag = newRedTagTrailer();
    await check(first.cookie, tag.id, ELSEWHERE);
    const body = assessment({ trailerId: tag.id }, { association: "attach" });
    const id = await stored(await assess(first.cookie, body));
    const second = await signIn(mobileNumber);
    const since = await lastMockRequest();
    expect(await stored(await assess(second.cookie, body))).toBe(id);
    expect(await writesSent(mobileNumber, since)).toEqual([]);
    // A new assessment of it, in the session that never checked it, has no reason.
    await expectNotYours(await assess(second.cookie, { ...body, idempotencyKey: crypto.randomUUID() }));
  });

  it("a drop recorded without signal (decision 104): its assessment and photo, sent after the detach and in a new session, still go", async () => {
    const mobileNumber = newPhone();
    const first = await signIn(mobileNumber);
    const tag = newRedTagTrailer();
    await association(first.cookie, "attach", tag.id);
    // Offline, the driver detached it and assessed it; the outbox sends the detach first, the order's
    // state is read again (the trailer is no longer the driver's), and the session ends.
    await association(first.cookie, "detach", tag.id);
    expect((await call("/api/launch-state", getRequest({ cookie: first.cookie }))).status).toBe(200);
    const second = await signIn(mobileNumber);
    const since = await lastMockRequest();
    const id = await stored(
      await assess(second.cookie, assessment({ trailerId: tag.id }, { location: YARD })),
    );
    expect((await photo(second.cookie, id)).status).toBe(200);
    expect((await writesSent(mobileNumber, since)).map((r) => r.path)).toEqual([
      expect.stringMatching(/trailerAssessment$/),
      "/api/documents",
    ]);
  });
});
