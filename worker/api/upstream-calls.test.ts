// The carrier API calls each step of a driver's job costs (decision 083),
// counted at the contract mock by the edge request they were made for (its
// x-request-id): one sign-in, a trailer found by number and checked, taken with
// its status, assessed and attached with six photos, then detached. Each step
// makes each call it needs once: nothing sign-in learned is asked again. A trailer found by its
// sticker costs one call where a number costs one per company, and nothing after it differs
// (decision 130: `npm run bench -- --job` counts both, and a job cut by a reload with no signal).
import { describe, expect, it } from "vitest";
import { callNamed } from "#shared/logistics/contract.ts";
import {
  GOOD_CODE,
  newPhone,
  newRedTagTrailer,
  ORDER_ONE_COMPANY,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import {
  call,
  cookiePair,
  getRequest,
  jsonRequest,
  mockRequests,
  newClientIp,
  ORIGIN,
} from "#worker/test/helpers.ts";
import { jpeg } from "#worker/test/photo-files.ts";

/** The calls the mock recorded for one answer of the edge, by the contract's names, in order. */
async function upstreamCallsOf(response: Response): Promise<string[]> {
  const id = response.headers.get("x-request-id");
  expect(id).toBeTruthy();
  return (await mockRequests())
    .filter((r) => r.headers["x-request-id"] === id)
    .map((r) => callNamed(r.method, r.path) ?? `${r.method} ${r.path}`);
}

/** Each step's answer must succeed: a count of a refused step would hold nothing. */
async function step(response: Promise<Response>): Promise<{ response: Response; calls: string[] }> {
  const answered = await response;
  expect(answered.status).toBe(200);
  return { response: answered, calls: await upstreamCallsOf(answered) };
}

const photo = (cookie: string, assessmentId: number, sideName: string) => {
  const data = new FormData();
  data.set("trailerAssessmentId", String(assessmentId));
  data.set("sideName", sideName);
  data.set("photoType", "trailerPhoto");
  data.set("clientUploadId", crypto.randomUUID());
  data.set("takenAt", "2026-11-24T08:35:00-07:00");
  data.set("file", new File([jpeg(1920, 1440)], "photo.jpg", { type: "image/jpeg" }));
  const headers = new Headers({ "sec-fetch-site": "same-origin", origin: ORIGIN, cookie });
  headers.set("cf-connecting-ip", newClientIp());
  return call("/api/documents", { method: "POST", headers, body: data });
};

/** A new driver signed in, each call of the sign-in counted: the session's cookie and the client's address. */
async function signIn(counts: Record<string, string[]>) {
  const mobileNumber = newPhone();
  const ip = newClientIp();
  const browser = { ip };
  const code = await step(
    call("/api/session/code", jsonRequest("POST", { orderNumber: ORDER_ONE_COMPANY, mobileNumber }, browser)),
  );
  counts.code = code.calls;
  const verify = await step(
    call(
      "/api/session",
      jsonRequest(
        "POST",
        { orderNumber: ORDER_ONE_COMPANY, mobileNumber, company: "knight", code: GOOD_CODE },
        browser,
      ),
    ),
  );
  counts.verify = verify.calls;
  return { cookie: cookiePair(verify.response, "__Host-hitch_session")!, ip };
}

/** The check, as the app sends it (`extra`: the status picked at Take possession), counted. */
const checkOf =
  (signedIn: { cookie: string; ip: string }, trailer: Record<string, string>) =>
  async (extra: Record<string, unknown> = {}) =>
    (
      await step(
        call(
          "/api/trailers/check",
          jsonRequest("POST", { trailer, association: "attach", location: YARD, ...extra }, signedIn),
        ),
      )
    ).calls;

const SIDES = ["trailerFront", "driverFront", "driverRear", "passengerFront", "passengerRear", "trailerBack"];

// Six photos, each decoded and encoded anew at the edge (decision 122): seconds when the machine is busy.
describe("carrier API calls per step of a driver's job (decision 083)", { timeout: 60_000 }, () => {
  it("signs in, attaches a trailer found by number with six photos and detaches it, each call once per step", async () => {
    // A healthy trailer at the yard, free to take, of this test alone.
    const trailer = newRedTagTrailer();
    const counts: Record<string, string[]> = {};
    const signedIn = await signIn(counts);
    const { cookie } = signedIn;

    counts.lookup = (await step(call(`/api/trailers/number/${trailer.number}`, getRequest(signedIn)))).calls;
    const check = checkOf(signedIn, { trailerId: trailer.id });
    counts.check = await check();
    counts.takePossession = await check({ loadTrailerStatus: "loadedTrailer" });

    const assessment = await step(
      call(
        "/api/assessments",
        jsonRequest(
          "POST",
          {
            trailer: { trailerId: trailer.id },
            association: "attach",
            items: [],
            redTag: false,
            location: YARD,
            eventTime: "2026-11-24T08:30:00-07:00",
            idempotencyKey: crypto.randomUUID(),
          },
          signedIn,
        ),
      ),
    );
    counts.assessment = assessment.calls;
    const { assessmentId } = (await assessment.response.json()) as { assessmentId: number };
    const write = {
      trailer: { trailerId: trailer.id },
      location: YARD,
      eventTime: "2026-11-24T08:40:00-07:00",
      loadTrailerStatus: "loadedTrailer",
      certified: true,
    };
    counts.attach = (
      await step(
        call(
          "/api/associations/attach",
          jsonRequest("POST", { ...write, idempotencyKey: crypto.randomUUID() }, signedIn),
        ),
      )
    ).calls;
    // The phone reloads the order's state after a write that changed it (launch state alone).
    counts.orderState = (await step(call("/api/launch-state", getRequest(signedIn)))).calls;
    counts.photos = [];
    for (const side of SIDES) counts.photos.push(...(await step(photo(cookie, assessmentId, side))).calls);

    counts.detachCheck = (
      await step(
        call(
          "/api/trailers/check",
          jsonRequest(
            "POST",
            { trailer: { trailerId: trailer.id }, association: "detach", location: YARD },
            signedIn,
          ),
        ),
      )
    ).calls;
    const { loadTrailerStatus: _, ...detach } = write;
    counts.detach = (
      await step(
        call(
          "/api/associations/detach",
          jsonRequest("POST", { ...detach, idempotencyKey: crypto.randomUUID() }, signedIn),
        ),
      )
    ).calls;

    expect(counts).toEqual({
      // The loads found here serve the verification; the launch state read to check that the driver
      // is on file comes back with the answer, and the app starts with it.
      code: ["loadsByLoadNumber", "requestVerificationCode"],
      verify: ["verifyIdentity", "appLaunchState"],
      // Both companies' trailers of that number; the driver's own trailers are the session's.
      lookup: ["getTrailerById", "getTrailerById"],
      check: ["attachability"],
      // Again with the status the driver picked: some reasons depend on it (loaded, a slot filled).
      takePossession: ["attachability"],
      assessment: ["trailerAssessment"],
      attach: ["attach"],
      orderState: ["appLaunchState"],
      photos: Array(6).fill("uploadDocument"),
      detachCheck: ["detachability"],
      detach: ["detach", "mapTrailerOnDetach"],
    });
    const signInAndAttach = [
      "code",
      "verify",
      "lookup",
      "check",
      "takePossession",
      "assessment",
      "attach",
      "orderState",
      "photos",
    ].reduce((sum, name) => sum + counts[name]!.length, 0);
    // Plus the feature flags and the persistent alert at app start, served from the edge's cache
    // (decision 024) for every driver but the first in a minute.
    expect(signInAndAttach).toBe(17);
  });

  it("finds the trailer by its sticker instead: one call for the sticker, then the same check as a number's", async () => {
    const trailer = newRedTagTrailer();
    const counts: Record<string, string[]> = {};
    const signedIn = await signIn(counts);
    counts.sticker = (await step(call(`/api/trailers/qr/${trailer.qrId}`, getRequest(signedIn)))).calls;
    // The app names the trailer by the sticker it scanned (web/src/stores/trailer-flow.ts, trailerRef).
    const check = checkOf(signedIn, { scannedId: trailer.qrId });
    counts.check = await check();
    counts.takePossession = await check({ loadTrailerStatus: "loadedTrailer" });
    expect(counts).toEqual({
      code: ["loadsByLoadNumber", "requestVerificationCode"],
      verify: ["verifyIdentity", "appLaunchState"],
      sticker: ["getByQrId"],
      check: ["attachability"],
      takePossession: ["attachability"],
    });
  });
});
