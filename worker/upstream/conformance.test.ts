// The conformance suite (decision 061): for every call of docs/product.md §7, fast-check turns
// the reference answer into answers another carrier may give within §3 and §7
// (tests/mocks/spec-variants.ts), and the edge Worker's answer to the route that
// makes the call is checked:
//   - the same facts written otherwise (optional fields left out, null and absent
//     swapped, date-times with offsets, keys the app does not know, a write refused
//     as 200 isSuccessful false rather than an error status): exactly the same answer;
//   - fewer facts (Hitch's extensions left out, enumeration values the app does not
//     know): never a 5xx, and a refusal still a refusal with its reason.
// The calls no route reaches on a short path (validate, the single load, the load's
// attached trailers, the failed-usage report) are checked at their reading.
// A failure prints its seed: FUZZ_SEED=<seed> npx vitest run <this file> replays it.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import { LOGISTICS_CALLS, type LogisticsCallName } from "#shared/logistics/contract.ts";
import { readTolerantly } from "#shared/logistics/tolerant-reading.ts";
import { fuzzSettings } from "#tests/fuzz/settings.ts";
import {
  CONFORMANCE_API_URL,
  ELSEWHERE,
  GOOD_CODE,
  GOOD_QR_ID,
  GOOD_TRAILER,
  newPhone,
  ORDER_ONE_COMPANY,
  ORDER_WITH_TRAILERS,
  STOLEN_TRAILER,
  UNSTORABLE_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { type Answer, fewerFactsAnswer, sameFactsAnswer } from "#tests/mocks/spec-variants.ts";
import { RATE_LIMITS } from "#worker/rate-limit/limits.ts";
import { call, getRequest, jsonRequest, newClientIp, ORIGIN, signIn } from "#worker/test/helpers.ts";
import { jpeg } from "#worker/test/photo-files.ts";

const RUNS = 10;
/** Each run is a request or two through the edge; FUZZ_RUNS may make many. */
const TIMEOUT_MS = 120_000;
/** The conformance host; no cache, so every request reaches the call under test. */
const NO_CACHE = {
  get: async () => null,
  put: async () => undefined,
} as unknown as KVNamespace;
const ENV = { EXTERNAL_API_URL: CONFORMANCE_API_URL, LOG_LEVEL: "silent", CACHE: NO_CACHE };

type EdgeAnswer = { status: number; body: unknown };

async function edgeAnswer(response: Response): Promise<EdgeAnswer> {
  const text = await response.text();
  return { status: response.status, body: text === "" ? undefined : withoutRequestId(JSON.parse(text)) };
}

/** Every request has an id of its own (decision 070): not a fact of the carrier's answer. */
function withoutRequestId(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("requestId" in body)) return body;
  const { requestId: _id, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Has the carrier answer `call` with `answer` (or as the reference scenario does, when undefined). */
async function answerWith(call: LogisticsCallName, answer?: Answer) {
  const res = await fetch(`${CONFORMANCE_API_URL}/__mock/conformance`, {
    method: "POST",
    body: JSON.stringify({ call, answer }),
  });
  await res.body?.cancel();
}

async function capturedAnswer(call: LogisticsCallName): Promise<Answer> {
  const all = (await (await fetch(`${CONFORMANCE_API_URL}/__mock/conformance/captured`)).json()) as Record<
    string,
    Answer
  >;
  const answer = all[call];
  if (!answer) throw new Error(`${call} was not made`);
  return answer;
}

type Scenario = {
  call: LogisticsCallName;
  /** The edge request that makes the call (fresh phones and keys every time). */
  request: () => Promise<Response>;
  /** What of the edge's answer the driver sees, when some of it differs from request to request. */
  outcome?: (answer: EdgeAnswer) => unknown;
  /** What must still hold with fewer facts; by default, the same answer. */
  withFewerFacts?: (answer: EdgeAnswer, reference: EdgeAnswer) => void;
};

/** The reference answer, then both properties; the call answers as the scenario again after. */
async function conforms({ call: name, request, outcome = (a) => a, withFewerFacts }: Scenario) {
  await answerWith(name);
  const reference = await edgeAnswer(await request());
  // Only reason 511 on an assessment is answered 5xx by design (503 notStored: sent again).
  const fiveHundredIsTheAnswer = reference.status === 503;
  if (!fiveHundredIsTheAnswer) expect(reference.status, JSON.stringify(reference.body)).toBeLessThan(500);
  const captured = await capturedAnswer(name);
  try {
    await fc.assert(
      fc.asyncProperty(sameFactsAnswer(name, captured), async (answer) => {
        await answerWith(name, answer);
        expect(outcome(await edgeAnswer(await request()))).toEqual(outcome(reference));
      }),
      fuzzSettings(RUNS),
    );
    await fc.assert(
      fc.asyncProperty(fewerFactsAnswer(name, captured), async (answer) => {
        await answerWith(name, answer);
        const edge = await edgeAnswer(await request());
        if (!fiveHundredIsTheAnswer) expect(edge.status, JSON.stringify(edge.body)).toBeLessThan(500);
        if (withFewerFacts) withFewerFacts(edge, reference);
        else expect(outcome(edge)).toEqual(outcome(reference));
      }),
      fuzzSettings(RUNS),
    );
  } finally {
    await answerWith(name);
  }
  return reference;
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const name of Object.keys(LOGISTICS_CALLS) as LogisticsCallName[]) await answerWith(name);
});

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;
const stolenId = `${STOLEN_TRAILER.number}-${STOLEN_TRAILER.company}`;
const unstorableId = `${UNSTORABLE_TRAILER.number}-${UNSTORABLE_TRAILER.company}`;

async function driver(orderNumber = ORDER_ONE_COMPANY) {
  const { cookie } = await signIn(newPhone(), orderNumber, ENV);
  return {
    get: (path: string) => call(path, getRequest({ cookie }), ENV),
    post: (path: string, body: unknown) => call(path, jsonRequest("POST", body, { cookie }), ENV),
    cookie,
  };
}
type Driver = Awaited<ReturnType<typeof driver>>;

const check = (d: Driver, trailerId: string, association: "attach" | "detach", location: unknown = YARD) =>
  d.post("/api/trailers/check", { trailer: { trailerId }, association, location });

/**
 * Trailer checks by a driver who signs in again every few checks: a session may check only so many
 * trailers (RATE_LIMITS.trailerChecks, decision 067), and each property runs many.
 */
function checker() {
  let current: Promise<Driver> | undefined;
  let used = 0;
  return async (trailerId: string, association: "attach" | "detach", location: unknown = YARD) => {
    if (current === undefined || used >= RATE_LIMITS.trailerChecks.limit / 2) {
      current = driver();
      used = 0;
    }
    used += 1;
    return check(await current, trailerId, association, location);
  };
}
const write = (d: Driver, kind: string, trailerId: string, extra: Record<string, unknown> = {}) =>
  d.post(`/api/associations/${kind}`, {
    trailer: { trailerId },
    location: YARD,
    eventTime: "2026-11-25T21:55:53-07:00",
    idempotencyKey: crypto.randomUUID(),
    ...extra,
  });

/** A check with fewer facts: the same trailer, allowed or not, and a refusal always says why. */
function sameDecision(answer: EdgeAnswer, reference: EdgeAnswer) {
  const body = answer.body as {
    allowed: boolean;
    trailerId: string;
    evaluations: { result: number; reason?: string; message?: string }[];
  };
  const expected = reference.body as typeof body;
  expect({ allowed: body.allowed, trailerId: body.trailerId }).toEqual({
    allowed: expected.allowed,
    trailerId: expected.trailerId,
  });
  if (!body.allowed) {
    const reasons = body.evaluations.filter((e) => e.result === 2 && (e.reason || e.message));
    expect(reasons.length, JSON.stringify(body.evaluations)).toBeGreaterThan(0);
  }
}

/** A refusal is the same refusal: its kind and reason code. */
function sameRefusal(answer: EdgeAnswer, reference: EdgeAnswer) {
  expect(answer.status).toBe(reference.status);
  const { kind, reasonCode } = ApiErrorSchema.parse(answer.body);
  expect({ kind, reasonCode }).toEqual({
    kind: ApiErrorSchema.parse(reference.body).kind,
    reasonCode: ApiErrorSchema.parse(reference.body).reasonCode,
  });
}

describe("the edge reads every answer the spec allows (conformance, fast-check)", () => {
  it(
    "sign-in: loadsByLoadNumber, requestVerificationCode and verifyIdentity",
    async () => {
      const start = (mobileNumber = newPhone()) =>
        call("/api/session/code", jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }), ENV);
      await conforms({ call: "loadsByLoadNumber", request: () => start() });
      await conforms({ call: "requestVerificationCode", request: () => start() });
      await conforms({ call: "requestVerificationCode", request: () => start(newPhone("companyDriver")) });
      await conforms({
        call: "verifyIdentity",
        request: () =>
          call(
            "/api/session",
            jsonRequest("POST", {
              orderNumber: ORDER_ONE_COMPANY,
              mobileNumber: newPhone(),
              company: "knight",
              code: GOOD_CODE,
            }),
            ENV,
          ),
        // The driver's phone is new on every request.
        outcome: ({ status, body }) => ({
          status,
          loadId: (body as { user?: { loadId: string } }).user?.loadId,
        }),
      });
    },
    TIMEOUT_MS,
  );

  it(
    "appLaunchState: the launch state, its load, its trailers and the ones held",
    async () => {
      const d = await driver(ORDER_WITH_TRAILERS);
      await conforms({
        call: "appLaunchState",
        request: () => d.get("/api/launch-state"),
        withFewerFacts: (answer, reference) => {
          type State = {
            orderTrailers: { trailerId: string }[];
            trailerAttachedFromPreviousOrder: unknown;
            currentlyAttachedTrailer: unknown;
          };
          const state = answer.body as State;
          const expected = reference.body as State;
          expect(answer.status).toBe(200);
          // A trailer the app cannot place (a slot it does not know) is left out; nothing else changes.
          const ids = new Set(expected.orderTrailers.map((t) => t.trailerId));
          expect(state.orderTrailers.every((t) => ids.has(t.trailerId))).toBe(true);
          expect(state.trailerAttachedFromPreviousOrder).toEqual(expected.trailerAttachedFromPreviousOrder);
          expect(state.currentlyAttachedTrailer).toEqual(expected.currentlyAttachedTrailer);
        },
      });
    },
    TIMEOUT_MS,
  );

  it(
    "getByQrId: a sticker's trailer from §7's fields alone, and a sticker that maps to none",
    async () => {
      const d = await driver();
      const found = await conforms({
        call: "getByQrId",
        request: () => d.get(`/api/trailers/qr/${GOOD_QR_ID}`),
      });
      expect(found.body).toMatchObject({ isFound: true, trailer: { trailerNumber: GOOD_TRAILER.number } });
      await conforms({ call: "getByQrId", request: () => d.get("/api/trailers/qr/QR-0000") });
    },
    TIMEOUT_MS,
  );

  it(
    "attachability and detachability, allowed and refused; getTrailerById for what to verify",
    async () => {
      const checkAs = checker();
      await conforms({
        call: "attachability",
        request: () => checkAs(goodId, "attach"),
        withFewerFacts: sameDecision,
      });
      const stolen = await conforms({
        call: "attachability",
        request: () => checkAs(stolenId, "attach"),
        withFewerFacts: sameDecision,
      });
      expect(stolen.body).toMatchObject({ allowed: false });
      await conforms({
        call: "detachability",
        request: () => checkAs(goodId, "detach"),
        withFewerFacts: sameDecision,
      });
      // Far from the trailer: what to read off it comes from the trailer's record.
      const away = await conforms({
        call: "getTrailerById",
        request: () => checkAs(goodId, "attach", ELSEWHERE),
      });
      expect(away.body).toMatchObject({ verifyWith: "either" });
    },
    TIMEOUT_MS,
  );

  it(
    "the association writes: a refusal is the same refusal as a 409 or as a 200 isSuccessful false, and a success is one",
    async () => {
      const d = await driver();
      const attach = (trailerId: string) =>
        write(d, "attach", trailerId, { loadTrailerStatus: "inboundEmpty" });
      const refused = await conforms({
        call: "attach",
        request: () => attach(stolenId),
        withFewerFacts: sameRefusal,
      });
      expect(refused).toMatchObject({ status: 409, body: { kind: "refused", reasonCode: 440 } });
      await conforms({
        call: "updateAttachedTrailer",
        request: () => write(d, "update", stolenId),
        withFewerFacts: sameRefusal,
      });
      await conforms({
        call: "detach",
        request: () => write(d, "detach", goodId),
        withFewerFacts: sameRefusal,
      });
      await conforms({
        call: "confirmAttachedTrailer",
        request: () => write(d, "release", goodId),
        withFewerFacts: sameRefusal,
      });

      const done = await conforms({ call: "attach", request: () => attach(goodId) });
      expect(done).toEqual({ status: 200, body: { isSuccessful: true } });
      // Dropped, but the drop spot refused (the carrier still holds it attached): a detach told so.
      await answerWith("detach", { status: 200, body: { isSuccessful: true, reasonCode: null } });
      const mapping = await conforms({
        call: "mapTrailerOnDetach",
        request: () => write(d, "detach", goodId),
      });
      expect(mapping.body).toEqual({ isSuccessful: true, dropSpot: "failed" });
      await answerWith("detach");
      expect((await write(d, "detach", goodId, { location: null })).status).toBe(200);
    },
    TIMEOUT_MS,
  );

  it(
    "trailerAssessment, stored and not (511), and a photo stored under it",
    async () => {
      const d = await driver();
      // Checked in this session: trailers the driver may assess (decision 118).
      for (const id of [goodId, unstorableId]) expect((await check(d, id, "attach")).status).toBe(200);
      const assess = (trailerId: string) =>
        d.post("/api/assessments", {
          trailer: { trailerId },
          association: "attach",
          items: [],
          redTag: false,
          location: YARD,
          eventTime: "2026-11-25T21:55:53-07:00",
          idempotencyKey: crypto.randomUUID(),
        });
      const stored = await conforms({ call: "trailerAssessment", request: () => assess(goodId) });
      const { assessmentId } = stored.body as { assessmentId: number };
      const notStored = await conforms({
        call: "trailerAssessment",
        request: () => assess(unstorableId),
        withFewerFacts: sameRefusal,
      });
      expect(notStored).toMatchObject({ status: 503, body: { kind: "notStored", reasonCode: 511 } });

      const upload = () => {
        const form = new FormData();
        form.set("trailerAssessmentId", String(assessmentId));
        form.set("sideName", "trailerFront");
        form.set("photoType", "trailerPhoto");
        form.set("clientUploadId", crypto.randomUUID());
        form.set("file", new File([jpeg(1920, 1440)], "photo.jpg", { type: "image/jpeg" }));
        const headers = new Headers({ "sec-fetch-site": "same-origin", origin: ORIGIN, cookie: d.cookie });
        headers.set("cf-connecting-ip", newClientIp());
        return call("/api/documents", { method: "POST", headers, body: form }, ENV);
      };
      await conforms({
        call: "uploadDocument",
        request: upload,
        // The stored photo's id changes with every upload; that it is stored, and under what, does not.
        outcome: ({ status, body }) => ({
          status,
          ...(body as object),
          documentId: typeof (body as { documentId?: unknown }).documentId,
        }),
        withFewerFacts: (answer) =>
          expect(answer).toMatchObject({ status: 200, body: { isSuccessful: true, assessmentId } }),
      });
    },
    TIMEOUT_MS,
  );

  it(
    "the unassociated sticker report and the feedback: done, and a feedback 'false' is a refusal",
    async () => {
      const d = await driver();
      await conforms({
        call: "reportUnassociatedQr",
        request: () =>
          d.post("/api/trailers/unassociated-qr", {
            scannedId: "QR-NO-TRAILER",
            location: null,
            eventTime: "2026-11-25T21:55:53-07:00",
            idempotencyKey: crypto.randomUUID(),
          }),
      });
      const feedback = () =>
        d.post("/api/feedback", {
          description: "The landing gear is bent.",
          company: "knight",
          trailerNumber: GOOD_TRAILER.number,
          eventTime: "2026-11-25T21:55:53-07:00",
          idempotencyKey: crypto.randomUUID(),
        });
      await conforms({ call: "submitFeedback", request: feedback });
      await answerWith("submitFeedback", { status: 200, body: false });
      expect(await edgeAnswer(await feedback())).toMatchObject({ status: 409, body: { kind: "refused" } });
    },
    TIMEOUT_MS,
  );

  it(
    "an answer without a field the app needs is one precise error: the call and the field logged, the call's own message",
    async () => {
      const lines: string[] = [];
      vi.spyOn(console, "error").mockImplementation((line: unknown) => void lines.push(String(line)));
      await answerWith("loadsByLoadNumber", {
        status: 200,
        body: [{ id: "load-HT1001-knight", company: "knight", carrier: { name: "Test Carrier" } }],
      });
      const res = await call(
        "/api/session/code",
        jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber: newPhone() }),
        { ...ENV, LOG_LEVEL: "error" },
      );
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        message: "The order could not be read.",
        statusCode: 502,
        reasonCode: -1,
        kind: "unreadableAnswer",
        requestId: expect.any(String),
      });
      expect(lines.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({
          event: "apiUnhandledResponse",
          action: "loadsByLoadNumber",
          fields: "0.carrier.dotNumber",
        }),
      );
    },
    TIMEOUT_MS,
  );

  it(
    "featureFlags and the persistent alert",
    async () => {
      await conforms({ call: "featureFlags", request: () => call("/api/feature-flags", getRequest(), ENV) });
      await conforms({
        call: "persistentAlert",
        request: () => call("/api/alerts/persistent", getRequest(), ENV),
      });
    },
    TIMEOUT_MS,
  );

  it(
    "validate, the single load, the load's attached trailers and the failed-usage report, at their reading",
    async () => {
      const examples: [LogisticsCallName, unknown][] = [
        [
          "validateToken",
          { isValid: true, mobileNumber: "5551000001", expiresAt: "2026-12-01T00:00:00.000Z" },
        ],
        ["validateToken", { isValid: false, responseType: "expired" }],
        [
          "loadByLoadNumber",
          {
            id: "load-HT1001-knight",
            orderNumber: "HT1001",
            company: "knight",
            equipmentTypeId: "KPO",
            carrier: { name: "Test Carrier", dotNumber: "1234567" },
            inboundEmpty: null,
            loadedTrailer: "5301234",
            outboundEmpty: null,
            source: "test",
            sourceLastReported: "2026-11-20T08:00:00.000Z",
            tmsSourceSystem: "mcleod",
          },
        ],
        [
          "trailersAttachedToLoad",
          [
            {
              company: "knight",
              id: goodId,
              isAttached: true,
              sourceLastReported: "2026-11-20T08:00:00.000Z",
              status: "A",
              trailerNumber: GOOD_TRAILER.number,
              licensePlateNumber: null,
              vehicleIdentificationNumber: null,
              currentOrderNumber: ORDER_ONE_COMPANY,
              lastTacEvent: null,
            },
          ],
        ],
        ["failedUsageAttempt", { isSuccessful: true, reasonCode: null }],
      ];
      for (const [name, body] of examples) {
        const read = (raw: unknown) => readTolerantly(LOGISTICS_CALLS[name].read, raw).result;
        const reference = read(body);
        expect(reference.success, name).toBe(true);
        await fc.assert(
          fc.asyncProperty(sameFactsAnswer(name, { status: 200, body }), async (answer) => {
            expect(read(answer.body)).toEqual(reference);
          }),
          fuzzSettings(RUNS),
        );
        await fc.assert(
          fc.asyncProperty(fewerFactsAnswer(name, { status: 200, body }), async (answer) => {
            expect(read(answer.body).success, JSON.stringify(answer.body)).toBe(true);
          }),
          fuzzSettings(RUNS),
        );
      }
    },
    TIMEOUT_MS,
  );
});
