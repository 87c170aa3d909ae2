// A red tag sent without the phone's position needs a close-up of the damage sent first
// (decision 125, worker/trailers/trailer-gate.ts): the plate alone is painted on the trailer and
// readable off any photo of it. The attacker's requests first, then the honest driver's next ones.
import { describe, expect, it, vi } from "vitest";
import { AssessmentStoredSchema } from "#shared/api/assessments.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  ELSEWHERE,
  identityTokenFor,
  newPhone,
  newRedTagTrailer,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { call, jsonRequest, mockRequests, newClientIp, ORIGIN, signIn } from "#worker/test/helpers.ts";
import { jpeg } from "#worker/test/photo-files.ts";

type Trailer = ReturnType<typeof newRedTagTrailer>;

const submission = (trailer: Trailer, extra: Record<string, unknown> = {}) => ({
  trailer: { trailerId: trailer.id },
  association: "attach",
  items: [{ type: "tires", subType: "driverSide", comment: "Flat tire" }],
  redTag: false,
  location: null,
  eventTime: new Date().toISOString(),
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});
const assess = (cookie: string, body: unknown) =>
  call("/api/assessments", jsonRequest("POST", body, { cookie }));

/** Stores the trailer's assessment (no red tag, no position: only a reason to touch it) and answers its id. */
async function assessmentOf(cookie: string, trailer: Trailer): Promise<number> {
  const res = await assess(cookie, submission(trailer));
  expect(res.status).toBe(200);
  return AssessmentStoredSchema.parse(await res.json()).assessmentId;
}

function upload(cookie: string, assessmentId: number, photoType: "trailerPhoto" | "assessmentPhoto") {
  const form = new FormData();
  form.set("trailerAssessmentId", String(assessmentId));
  form.set("sideName", "driverRear");
  form.set("photoType", photoType);
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

/** Checks the trailer from `location`, then reads its plate: its to take, and the plate as proof. */
async function checkAndReadPlate(cookie: string, trailer: Trailer, location: typeof YARD | typeof ELSEWHERE) {
  const check = await call(
    "/api/trailers/check",
    jsonRequest("POST", { trailer: { trailerId: trailer.id }, association: "attach", location }, { cookie }),
  );
  expect(check.status).toBe(200);
  const verify = await call(
    "/api/trailers/verify",
    jsonRequest("POST", { trailerId: trailer.id, plate: trailer.plate }, { cookie }),
  );
  expect(verify.status).toBe(200);
}

/** The red tags the mock recorded for this driver (by their identity token). */
const redTagsSent = async (mobileNumber: string) =>
  (await mockRequests())
    .filter(
      (r) =>
        r.path.endsWith("/trailers/trailerAssessment") &&
        r.headers.authorization === `Bearer ${identityTokenFor(mobileNumber)}`,
    )
    .map((r) => JSON.parse(r.body) as Record<string, unknown>)
    .filter((body) => body.redTag === true);

async function expectCloseUpNeeded(res: Response) {
  expect(res.status).toBe(403);
  const body = await res.json();
  expect(ApiErrorSchema.parse(body)).toMatchObject({ kind: "closeUpNeeded", statusCode: 403 });
  expect(body).toMatchObject({ isSuccessful: false, assessmentId: -1 });
}

describe("a red tag without the phone's position (decision 125)", { timeout: 30_000 }, () => {
  it("the plate read off a photo is not enough: refused until a close-up of the damage reached the edge", async () => {
    const attacker = newPhone();
    const { cookie } = await signIn(attacker);
    const tag = newRedTagTrailer();
    // From another town: the trailer checked, its plate read off a picture of it, no position sent.
    await checkAndReadPlate(cookie, tag, ELSEWHERE);
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    const bare = await call(
      "/api/assessments",
      jsonRequest("POST", submission(tag, { redTag: true }), { cookie }),
      { LOG_LEVEL: "warn" },
    );
    await expectCloseUpNeeded(bare);
    expect(lines.map((l) => JSON.parse(l)).find((l) => l.event === "redTagRefused")).toMatchObject({
      reason: "noCloseUp",
    });
    // Its own assessment (which needs only the check), named as the close-up's, with no close-up under it.
    const assessmentId = await assessmentOf(cookie, tag);
    await expectCloseUpNeeded(
      await assess(cookie, submission(tag, { redTag: true, closeUpOf: assessmentId })),
    );
    // A view's photo under it is not a close-up of the damage.
    expect((await upload(cookie, assessmentId, "trailerPhoto")).status).toBe(200);
    await expectCloseUpNeeded(
      await assess(cookie, submission(tag, { redTag: true, closeUpOf: assessmentId })),
    );
    // A close-up of another trailer's damage does not stand for this one.
    const other = newRedTagTrailer();
    await checkAndReadPlate(cookie, other, ELSEWHERE);
    const otherAssessment = await assessmentOf(cookie, other);
    expect((await upload(cookie, otherAssessment, "assessmentPhoto")).status).toBe(200);
    await expectCloseUpNeeded(
      await assess(cookie, submission(tag, { redTag: true, closeUpOf: otherAssessment })),
    );
    expect((await redTagsSent(attacker)).filter((body) => JSON.stringify(body).includes(tag.id))).toEqual([]);
  });

  it("another driver's close-up does not count; the driver's own, sent first, red-tags the trailer", async () => {
    const driver = newPhone();
    const tag = newRedTagTrailer();
    const { cookie } = await signIn(driver);
    await checkAndReadPlate(cookie, tag, YARD);
    const assessmentId = await assessmentOf(cookie, tag);
    expect((await upload(cookie, assessmentId, "assessmentPhoto")).status).toBe(200);

    // The attacker names the driver's assessment, close-up and all, from their own phone.
    const attacker = newPhone();
    const intruder = await signIn(attacker);
    await checkAndReadPlate(intruder.cookie, tag, ELSEWHERE);
    await expectCloseUpNeeded(
      await assess(intruder.cookie, submission(tag, { redTag: true, closeUpOf: assessmentId })),
    );
    expect(await redTagsSent(attacker)).toEqual([]);

    // The driver's red tag, queued after the close-up, goes through; the carrier never sees closeUpOf.
    const redTag = submission(tag, { redTag: true, closeUpOf: assessmentId });
    const res = await assess(cookie, redTag);
    expect(res.status).toBe(200);
    const sent = (await redTagsSent(driver)).at(-1);
    expect(sent).toMatchObject({
      trailer: { trailerId: tag.id },
      redTag: true,
      idempotencyKey: redTag.idempotencyKey,
    });
    expect(sent).not.toHaveProperty("closeUpOf");
    // Its resend (the outbox after a lost answer) is answered again, not refused.
    expect((await assess(cookie, redTag)).status).toBe(200);
  });

  it("with a position, no close-up is asked: the distance is the proof (decision 125)", async () => {
    const driver = newPhone();
    const { cookie } = await signIn(driver);
    const tag = newRedTagTrailer();
    await checkAndReadPlate(cookie, tag, YARD);
    expect((await assess(cookie, submission(tag, { redTag: true, location: YARD }))).status).toBe(200);
  });
});
