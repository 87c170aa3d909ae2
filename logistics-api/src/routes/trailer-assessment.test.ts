import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ALEX, associationBody, call, countRows, rowOf, SAM, tokenFor } from "#logistics-api/test/api.ts";
import { TrailerAssessmentResponseSchema } from "#shared/logistics/assessments.ts";
import { AttachabilityResponseSchema } from "#shared/logistics/associations.ts";

let token: string;
beforeAll(async () => {
  token = await tokenFor(ALEX.mobileNumber);
});

const assessment = (trailerId: string, overrides: Record<string, unknown> = {}) => ({
  ...associationBody(trailerId),
  association: "attach",
  items: [
    { type: "lights", subType: "7way", comment: "La luz no funciona" },
    { type: "tires", comment: "Low tread, passenger rear" },
  ],
  certified: true,
  redTag: false,
  ...overrides,
});

describe("trailerAssessment", () => {
  it("stores the assessment with its items as codes and English wording", async () => {
    const res = await call("/api/trailers/trailerAssessment", { token, body: assessment("400102-knight") });
    expect(res.status).toBe(200);
    const answer = TrailerAssessmentResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({ isSuccessful: true, reasonCode: null });
    expect(answer.assessmentId).toBeGreaterThan(0);
    expect(
      await rowOf(
        "SELECT trailer_id, certified, red_tag, event_time FROM assessments WHERE id = ?",
        answer.assessmentId,
      ),
    ).toEqual({
      trailer_id: "400102-knight",
      certified: 1,
      red_tag: 0,
      event_time: "2026-11-21T05:15:00.000Z",
    });
    const { results } = await env.DB.prepare(
      "SELECT type, sub_type, description_en, comment FROM assessment_items WHERE assessment_id = ? ORDER BY id",
    )
      .bind(answer.assessmentId)
      .all();
    expect(results).toEqual([
      {
        type: "lights",
        sub_type: "7way",
        description_en: "Lights: 7-way connector",
        comment: "La luz no funciona",
      },
      {
        type: "tires",
        sub_type: null,
        description_en: "Tires and wheels",
        comment: "Low tread, passenger rear",
      },
    ]);
  });

  it("a red tag marks the trailer critical until the shop clears it", async () => {
    const res = await call("/api/trailers/trailerAssessment", {
      token,
      body: assessment("400103-knight", { redTag: true, items: [{ type: "brakes", comment: "No air" }] }),
    });
    const { assessmentId } = TrailerAssessmentResponseSchema.parse(await res.json());
    expect(
      await rowOf("SELECT assessment_id, cleared_at FROM red_tags WHERE trailer_id = '400103-knight'"),
    ).toEqual({
      assessment_id: assessmentId,
      cleared_at: null,
    });
    // The version moves too, so an attach checked before the tag landed loses its race (decision 014).
    expect(
      await rowOf("SELECT repairs_needed_level, version FROM trailers WHERE id = '400103-knight'"),
    ).toEqual({ repairs_needed_level: 2, version: 1 });
    const check = AttachabilityResponseSchema.parse(
      await (
        await call("/api/trailerAssociations/driverTrailerAttachability", {
          token,
          body: associationBody("400103-knight"),
        })
      ).json(),
    );
    expect(check.canAttach).toBe(false);
    expect(check.attachabilityEvaluations.find((e) => e.type === 7)).toMatchObject({
      result: 2,
      reason: "criticalRepairsNeeded",
    });
  });

  it("answers 511 (cache failure) in its own shape, storing nothing, when the write fails", async () => {
    const before = await Promise.all([
      countRows("assessments"),
      countRows("assessment_items"),
      countRows("red_tags"),
    ]);
    await env.DB.exec(
      "CREATE TRIGGER fail_items BEFORE INSERT ON assessment_items BEGIN SELECT RAISE(ABORT, 'forced'); END;",
    );
    try {
      const res = await call("/api/trailers/trailerAssessment", {
        token,
        body: assessment("400101-knight", { redTag: true }),
      });
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(TrailerAssessmentResponseSchema.parse(body)).toEqual({
        isSuccessful: false,
        reasonCode: 511,
        assessmentId: -1,
      });
      expect(body).toHaveProperty("message");
    } finally {
      await env.DB.exec("DROP TRIGGER fail_items;");
    }
    expect(
      await Promise.all([countRows("assessments"), countRows("assessment_items"), countRows("red_tags")]),
    ).toEqual(before);
    expect(await rowOf("SELECT repairs_needed_level FROM trailers WHERE id = '400101-knight'")).toEqual({
      repairs_needed_level: 0,
    });
  });

  it("answers the association reason codes in its shape (480 unknown trailer)", async () => {
    const res = await call("/api/trailers/trailerAssessment", { token, body: assessment("777777-knight") });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ isSuccessful: false, reasonCode: 480, assessmentId: -1 });
  });

  it("refuses bad input and a missing identity token, storing nothing", async () => {
    const before = await countRows("assessments");
    const bad = await call("/api/trailers/trailerAssessment", {
      token,
      body: assessment("400101-knight", { items: [{ type: "paint" }] }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ validationErrors: [{ path: "items.0.type" }] });
    expect(
      (await call("/api/trailers/trailerAssessment", { body: assessment("400101-knight") })).status,
    ).toBe(401);
    expect(await countRows("assessments")).toBe(before);
  });

  it("refuses a load the driver is not on file for (403, reason 494), storing nothing", async () => {
    const before = await countRows("assessments");
    const samsToken = await tokenFor(SAM.mobileNumber);
    const res = await call("/api/trailers/trailerAssessment", {
      token: samsToken,
      body: { ...assessment("400102-knight", { redTag: true }), driver: SAM },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ isSuccessful: false, reasonCode: 494, assessmentId: -1 });
    expect(await countRows("assessments")).toBe(before);
    expect(await countRows("red_tags", "trailer_id = '400102-knight'")).toBe(0);
  });
});

describe("trailerAssessment with an idempotency key (decision 016)", () => {
  const keyed = (idempotencyKey: string, overrides: Record<string, unknown> = {}) =>
    assessment("400102-knight", { idempotencyKey, ...overrides });
  const post = async (body: unknown) => {
    const res = await call("/api/trailers/trailerAssessment", { token, body });
    return { status: res.status, body: await res.json() };
  };

  it("sent twice: both answered with the first one's id, one assessment and its items stored", async () => {
    const key = crypto.randomUUID();
    const before = await Promise.all([countRows("assessments"), countRows("assessment_items")]);
    const first = await post(keyed(key));
    const again = await post(keyed(key));
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await Promise.all([countRows("assessments"), countRows("assessment_items")])).toEqual([
      before[0]! + 1,
      before[1]! + 2,
    ]);
  });

  it("two copies racing: both answered as one, one assessment stored", async () => {
    const key = crypto.randomUUID();
    const before = await countRows("assessments");
    const [a, b] = await Promise.all([post(keyed(key)), post(keyed(key))]);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(await countRows("assessments")).toBe(before + 1);
  });

  it("a refusal sent again is refused the same way; a cache failure is not kept, so a retry is stored", async () => {
    const refusedKey = crypto.randomUUID();
    const refused = await post(assessment("777777-knight", { idempotencyKey: refusedKey }));
    expect(refused.status).toBe(404);
    expect(await post(assessment("777777-knight", { idempotencyKey: refusedKey }))).toEqual(refused);

    const key = crypto.randomUUID();
    await env.DB.exec(
      "CREATE TRIGGER fail_items BEFORE INSERT ON assessment_items BEGIN SELECT RAISE(ABORT, 'forced'); END;",
    );
    try {
      expect(await post(keyed(key))).toMatchObject({ status: 503, body: { reasonCode: 511 } });
    } finally {
      await env.DB.exec("DROP TRIGGER fail_items;");
    }
    const retried = await post(keyed(key));
    expect(retried).toMatchObject({ status: 200, body: { isSuccessful: true } });
    expect(await post(keyed(key))).toEqual(retried);
  });
});
