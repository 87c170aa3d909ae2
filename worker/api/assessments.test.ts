import { describe, expect, it, vi } from "vitest";
import { AssessmentNotStoredSchema, AssessmentStoredSchema } from "#shared/api/assessments.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  ELSEWHERE,
  GOOD_TRAILER,
  identityTokenFor,
  LEAKED_UPSTREAM_TEXT,
  newPhone,
  newRedTagTrailer,
  OTHER_CARRIERS_TRAILER,
  UNSTORABLE_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import { call, jsonRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;

const submission = (trailer: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  trailer,
  association: "attach",
  items: [{ type: "tires", subType: "driverBottom", comment: "Llanta ponchada" }],
  redTag: false,
  location: YARD,
  eventTime: "2026-11-24T08:30:00-07:00",
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});
const post = (cookie: string | undefined, body: unknown) =>
  call("/api/assessments", jsonRequest("POST", body, { cookie }));
/**
 * The assessments the mock recorded for this driver (by their identity token): other files send
 * theirs side by side, and the mock keeps only its latest requests.
 */
const assessmentsSent = async (mobileNumber: string) =>
  (await mockRequests()).filter(
    (r) =>
      r.path.endsWith("/trailers/trailerAssessment") &&
      r.headers.authorization === `Bearer ${identityTokenFor(mobileNumber)}`,
  );

/** Checks the trailer from where the phone says it is (a reason to assess it when it is the driver's to take). */
async function checkFrom(cookie: string, trailerId: string, location: typeof YARD | typeof ELSEWHERE) {
  const res = await call(
    "/api/trailers/check",
    jsonRequest("POST", { trailer: { trailerId }, association: "attach", location }, { cookie }),
  );
  expect(res.status).toBe(200);
}

/** Shows the driver is at the trailer: proximity passes on a check at the yard. */
const checkAtYard = (cookie: string, trailerId: string) => checkFrom(cookie, trailerId, YARD);

/** Shows the driver is at the trailer: its plate, read off it, matches. */
async function verifyPlate(cookie: string, trailerId: string, plate: string = GOOD_TRAILER.plate) {
  const res = await call("/api/trailers/verify", jsonRequest("POST", { trailerId, plate }, { cookie }));
  expect(res.status).toBe(200);
}

describe("POST /api/assessments", () => {
  it("sends the assessment for the session's driver and load, with the outbox key, and answers its id", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    await checkAtYard(cookie, goodId);
    const body = submission(
      { trailerId: goodId },
      // A page that names a driver or a load is not listened to.
      { driver: { mobileNumber: newPhone(), dotNumber: "9999999" }, loadId: "load-HT5005-knight" },
    );
    const res = await post(cookie, body);
    expect(res.status).toBe(200);
    const answer = AssessmentStoredSchema.parse(await res.json());
    const sent = JSON.parse((await assessmentsSent(mobileNumber)).at(-1)!.body);
    expect(sent).toEqual({
      trailer: { trailerId: goodId },
      association: "attach",
      items: body.items,
      certified: false,
      redTag: false,
      driver: { mobileNumber, dotNumber: "1234567" },
      loadId: "load-HT1001-knight",
      location: { lat: YARD.lat, lon: YARD.lng, accuracy: YARD.accuracy },
      eventTime: body.eventTime,
      idempotencyKey: body.idempotencyKey,
    });
    // Sent again with its key (the answer was lost): the same assessment, not a second one.
    expect(await (await post(cookie, body)).json()).toEqual(answer);
  });

  it("reason 511 (cache failure) comes back as the failure body, shown rather than thrown", async () => {
    const { cookie } = await signIn();
    const unstorableId = `${UNSTORABLE_TRAILER.number}-knight`;
    await checkAtYard(cookie, unstorableId);
    const res = await post(cookie, submission({ trailerId: unstorableId }));
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(AssessmentNotStoredSchema.parse(body)).toMatchObject({
      isSuccessful: false,
      assessmentId: -1,
      kind: "notStored",
      reasonCode: 511,
    });
    expect(JSON.stringify(body)).not.toContain("Cache failure");
  });

  it("a trailer the API does not know is refused in the failure shape, in the app's words, nothing sent", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const before = (await assessmentsSent(mobileNumber)).length;
    const res = await post(cookie, submission({ trailerId: "5300000-knight" }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      kind: "notYourTrailer",
      isSuccessful: false,
      assessmentId: -1,
    });
    expect((await assessmentsSent(mobileNumber)).length).toBe(before);
  });

  it("refuses what is not an assessment before anything goes upstream", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const before = (await assessmentsSent(mobileNumber)).length;
    const cases = [
      submission({ trailerId: goodId }, { items: [{ type: "Flat tire" }] }),
      submission({ trailerId: goodId }, { items: [{ type: "other", comment: "x".repeat(5000) }] }),
      submission({ trailerId: goodId }, { idempotencyKey: "again" }),
      submission({ trailerId: goodId }, { redTag: "yes" }),
    ];
    for (const body of cases) {
      const res = await post(cookie, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ kind: "validation", isSuccessful: false, assessmentId: -1 });
    }
    expect((await assessmentsSent(mobileNumber)).length).toBe(before);
  });

  it("answers 401 without a session, in the failure shape", async () => {
    const res = await post(undefined, submission({ trailerId: goodId }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ kind: "unauthorized", isSuccessful: false, assessmentId: -1 });
  });

  it("an upstream timeout or outage is the app's error, never the upstream's text", async () => {
    const { cookie } = await signIn();
    await checkAtYard(cookie, goodId);
    const res = await call(
      "/api/assessments",
      jsonRequest("POST", submission({ trailerId: goodId }), { cookie }),
      { EXTERNAL_API_URL: "http://leaky.logistics.test" },
    );
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(await res.text()).not.toContain(LEAKED_UPSTREAM_TEXT);
  });
});

describe("the red-tag gate", () => {
  const redTag = (trailer: Record<string, string>, extra: Record<string, unknown> = {}) =>
    submission(trailer, { redTag: true, ...extra });
  const otherCarriersId = `${OTHER_CARRIERS_TRAILER.number}-${OTHER_CARRIERS_TRAILER.company}`;

  it("refuses a red tag for a trailer the driver has not identified in this flow: 403, nothing sent", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const tag = newRedTagTrailer();
    // Checked from away from it: the driver's to take, but no proof of being at it.
    await checkFrom(cookie, tag.id, ELSEWHERE);
    const before = (await assessmentsSent(mobileNumber)).length;
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    const res = await call(
      "/api/assessments",
      jsonRequest("POST", redTag({ trailerId: tag.id }), { cookie }),
      {
        LOG_LEVEL: "warn",
      },
    );
    expect(res.status).toBe(403);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "notIdentified", statusCode: 403 });
    expect((await assessmentsSent(mobileNumber)).length).toBe(before);
    expect(lines.map((l) => JSON.parse(l)).find((l) => l.event === "redTagRefused")).toMatchObject({
      reason: "notIdentified",
      trailerId: tag.id,
    });
    // The same assessment without the tag needs only the check (decision 118).
    expect((await post(cookie, submission({ trailerId: tag.id }))).status).toBe(200);
  });

  it("a trailer not on the driver's load: a passed proximity check is not proof, the plate read off it is", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const tag = newRedTagTrailer();
    // A position is the phone's to claim: at the yard, from a sofa.
    await checkAtYard(cookie, tag.id);
    expect((await post(cookie, redTag({ trailerId: tag.id }))).status).toBe(403);
    await verifyPlate(cookie, tag.id, tag.plate);
    const res = await post(cookie, redTag({ trailerId: tag.id }));
    expect(res.status).toBe(200);
    expect(JSON.parse((await assessmentsSent(mobileNumber)).at(-1)!.body)).toMatchObject({
      trailer: { trailerId: tag.id },
      redTag: true,
    });
  });

  it("the plate is no proof from far away: a phone with a position must be near where the trailer last reported (decision 125)", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const tag = newRedTagTrailer();
    await checkFrom(cookie, tag.id, ELSEWHERE);
    // The plate, read off a photo of the trailer a hundred miles away.
    await verifyPlate(cookie, tag.id, tag.plate);
    const before = (await assessmentsSent(mobileNumber)).length;
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    const far = await call(
      "/api/assessments",
      jsonRequest("POST", redTag({ trailerId: tag.id }, { location: ELSEWHERE }), { cookie }),
      { LOG_LEVEL: "warn" },
    );
    expect(far.status).toBe(403);
    // The same answer as any other red-tag refusal: it says nothing of where the trailer is.
    expect(ApiErrorSchema.parse(await far.json())).toMatchObject({ kind: "notIdentified", statusCode: 403 });
    expect(lines.map((l) => JSON.parse(l)).find((l) => l.event === "redTagRefused")).toMatchObject({
      reason: "notNear",
      trailerId: tag.id,
    });
    expect((await assessmentsSent(mobileNumber)).length).toBe(before);
    // At the trailer, the same plate red-tags it; with no position, the plate alone does not: a
    // close-up of the damage must come first (red-tag-close-up.test.ts).
    expect((await post(cookie, redTag({ trailerId: tag.id }, { location: YARD }))).status).toBe(200);
    const other = newRedTagTrailer();
    await checkFrom(cookie, other.id, ELSEWHERE);
    await verifyPlate(cookie, other.id, other.plate);
    expect(
      await (await post(cookie, redTag({ trailerId: other.id }, { location: null }))).json(),
    ).toMatchObject({
      kind: "closeUpNeeded",
    });
  });

  it("a trailer on the driver's load: proximity passed on a check is enough", async () => {
    const { cookie } = await signIn();
    const tag = newRedTagTrailer();
    const attach = await call(
      "/api/associations/attach",
      jsonRequest(
        "POST",
        {
          trailer: { trailerId: tag.id },
          location: YARD,
          eventTime: new Date().toISOString(),
          idempotencyKey: crypto.randomUUID(),
          loadTrailerStatus: "inboundEmpty",
        },
        { cookie },
      ),
    );
    expect(attach.status).toBe(200);
    const check = await call(
      "/api/trailers/check",
      jsonRequest(
        "POST",
        { trailer: { trailerId: tag.id }, association: "detach", location: YARD },
        { cookie },
      ),
    );
    expect(check.status).toBe(200);
    expect((await post(cookie, redTag({ trailerId: tag.id }, { association: "detach" }))).status).toBe(200);
  });

  it("the trailer behind a scanned sticker counts as that trailer; an unknown sticker is refused", async () => {
    const { cookie } = await signIn();
    const tag = newRedTagTrailer();
    await checkFrom(cookie, tag.id, ELSEWHERE);
    await verifyPlate(cookie, tag.id, tag.plate);
    expect((await post(cookie, redTag({ scannedId: tag.qrId }))).status).toBe(200);
    expect((await post(cookie, redTag({ scannedId: "QR-0000" }))).status).toBe(403);
  });

  it("another carrier's trailer: refused, after a check from a claimed position or even its plate (decisions 067, 118)", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    await checkAtYard(cookie, otherCarriersId);
    await verifyPlate(cookie, otherCarriersId, OTHER_CARRIERS_TRAILER.plate);
    const refs: Record<string, string>[] = [
      { trailerId: otherCarriersId },
      { scannedId: OTHER_CARRIERS_TRAILER.qrId },
    ];
    for (const trailer of refs) {
      const res = await call("/api/assessments", jsonRequest("POST", redTag(trailer), { cookie }), {
        LOG_LEVEL: "warn",
      });
      expect(res.status).toBe(403);
      // Its check found it not the driver's: no reason to touch it, the same answer as for a free
      // trailer never checked, so it does not say whose the trailer is.
      expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "notYourTrailer" });
    }
    // Nothing reached the system of record for that trailer, by its id or its sticker. (The mock keeps
    // its last requests only, so counting all of them would depend on what ran meanwhile.)
    const sentForIt = (await assessmentsSent(mobileNumber)).filter(
      (r) => r.body.includes(otherCarriersId) || r.body.includes(OTHER_CARRIERS_TRAILER.qrId),
    );
    expect(sentForIt).toEqual([]);
    expect(lines.map((l) => JSON.parse(l)).find((l) => l.event === "trailerWriteRefused")).toMatchObject({
      reason: "noReasonToTouch",
      trailer: otherCarriersId,
    });
  });

  it("what another session identified does not count, even the same driver's", async () => {
    const mobileNumber = newPhone();
    const tag = newRedTagTrailer();
    const first = await signIn(mobileNumber);
    await checkAtYard(first.cookie, tag.id);
    await verifyPlate(first.cookie, tag.id, tag.plate);
    const second = await signIn(mobileNumber);
    expect((await post(second.cookie, redTag({ trailerId: tag.id }))).status).toBe(403);
    // Checked there too, from away: still no proof of being at it in this session.
    await checkFrom(second.cookie, tag.id, ELSEWHERE);
    expect(await (await post(second.cookie, redTag({ trailerId: tag.id }))).json()).toMatchObject({
      kind: "notIdentified",
    });
  });

  it(`is limited to ${RATE_LIMITS.redTagsPerDriver.limit} trailers a day per driver: then 429 with Retry-After`, async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const trailers = Array.from({ length: RATE_LIMITS.redTagsPerDriver.limit + 1 }, newRedTagTrailer);
    for (const tag of trailers) {
      await checkFrom(cookie, tag.id, ELSEWHERE);
      await verifyPlate(cookie, tag.id, tag.plate);
    }
    const sent = [];
    for (const tag of trailers.slice(0, RATE_LIMITS.redTagsPerDriver.limit)) {
      const body = redTag({ trailerId: tag.id });
      sent.push(body);
      expect((await post(cookie, body)).status).toBe(200);
    }
    const overId = trailers.at(-1)!.id;
    const over = await post(cookie, redTag({ trailerId: overId }));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await over.json()).toMatchObject({ kind: "rateLimited", isSuccessful: false, assessmentId: -1 });
    // Nothing reached the system of record for it (the mock keeps its last requests only).
    expect((await assessmentsSent(mobileNumber)).filter((r) => r.body.includes(overId))).toEqual([]);
    // A trailer already counted is not counted again: the outbox resending its red tag still gets
    // through, though the trailer, out of service now, is no longer anyone's to take.
    expect((await post(cookie, sent[0])).status).toBe(200);
  });
});
