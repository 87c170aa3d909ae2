import { describe, expect, it, vi } from "vitest";
import { DetachDoneSchema } from "#shared/api/trailers.ts";
import { ApiErrorSchema } from "#shared/api-error.ts";
import {
  GOOD_TRAILER,
  identityTokenFor,
  newPhone,
  STOLEN_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { call, jsonRequest, lastMockRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;
const write = (trailerId: string, extra: Record<string, unknown> = {}) => ({
  trailer: { trailerId },
  location: YARD,
  eventTime: "2026-11-22T21:04:00-07:00",
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});
const post = (path: string, cookie: string, body: unknown, overrides = {}) =>
  call(`/api/associations/${path}`, jsonRequest("POST", body, { cookie }), overrides);
/**
 * The writes to `call` the mock recorded for this driver (by their identity token): other files
 * write side by side, and the mock keeps only its latest requests, so a count of everyone's can go down.
 */
const sentFor = async (mobileNumber: string, call: string) =>
  (await mockRequests()).filter(
    (r) => r.path.endsWith(call) && r.headers.authorization === `Bearer ${identityTokenFor(mobileNumber)}`,
  );
/** The body of this driver's latest request to `call`. */
const lastSentFor = async (mobileNumber: string, call: string): Promise<unknown> =>
  JSON.parse((await sentFor(mobileNumber, call)).at(-1)!.body);

describe("association writes", () => {
  it("attach: sent for the session's driver and load, with the phone's event time and the outbox key", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const body = write(goodId, { loadTrailerStatus: "inboundEmpty" });
    const res = await post("attach", cookie, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isSuccessful: true });
    expect(await lastSentFor(mobileNumber, "/attachLogistics")).toMatchObject({
      trailer: { trailerId: goodId },
      driver: { mobileNumber, dotNumber: "1234567" },
      loadId: "load-HT1001-knight",
      loadTrailerStatus: "inboundEmpty",
      eventTime: body.eventTime,
      idempotencyKey: body.idempotencyKey,
    });
    // Sent again (the answer was lost on the way): the same answer, recorded once.
    expect(await (await post("attach", cookie, body)).json()).toEqual({ isSuccessful: true });
    await post("detach", cookie, write(goodId, { location: null }));
  });

  it("a refusal is kind refused with its reason code, in the app's words, and logged with its action", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    const init = jsonRequest(
      "POST",
      write(`${STOLEN_TRAILER.number}-knight`, { loadTrailerStatus: "inboundEmpty" }),
      { cookie },
    );
    (init.headers as Headers).set("cf-ray", "7a6b5c4d3e2f1a0b-PHX");
    const body = JSON.parse(String(init.body));
    const res = await call("/api/associations/attach", init, { LOG_LEVEL: "warn" });
    expect(res.status).toBe(409);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({
      kind: "refused",
      reasonCode: 440,
      message: "Failed to update trailer association.",
      requestId: "7a6b5c4d3e2f1a0b-PHX",
    });
    expect(res.headers.get("x-request-id")).toBe("7a6b5c4d3e2f1a0b-PHX");
    // One line says it all (decision 070): docs/product.md §8's action text, reason code and name, and what a
    // broker needs to find it from the driver's call: the request id the phone shows, the load, the
    // order, the outbox key and the phone, masked.
    const failed = lines.map((l) => JSON.parse(l)).filter((l) => l.event === "writeFailed");
    expect(failed).toEqual([
      {
        time: expect.any(String),
        level: "warn",
        event: "writeFailed",
        requestId: "7a6b5c4d3e2f1a0b-PHX",
        action: `Attach trailer ${STOLEN_TRAILER.number}-knight`,
        loadId: "load-HT1001-knight",
        orderNumber: "HT1001",
        idempotencyKey: body.idempotencyKey,
        mobile: `***${mobileNumber.slice(-4)}`,
        status: 409,
        kind: "refused",
        statusCode: 409,
        reasonCode: 440,
        reasonCodeName: "trailerNotAttachable",
      },
    ]);
    expect(lines.join("\n")).not.toContain(mobileNumber);
  });

  it("a write the carrier does not answer is logged as failed too, with its key", async () => {
    const { cookie } = await signIn();
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const body = write(goodId, { loadTrailerStatus: "inboundEmpty" });
    const res = await post("attach", cookie, body, {
      EXTERNAL_API_URL: "http://hang.logistics.test",
      REQUEST_TIMEOUT_MS: "50",
      LOG_LEVEL: "warn",
    });
    expect(res.status).toBe(504);
    expect(lines.map((l) => JSON.parse(l)).filter((l) => l.event === "writeFailed")).toEqual([
      expect.objectContaining({
        action: `Attach trailer ${goodId}`,
        idempotencyKey: body.idempotencyKey,
        kind: "timeout",
      }),
    ]);
  });

  it("a write the carrier lets time out is answered at that timeout: the order's state is read at the resend, not at once", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const hung = {
      EXTERNAL_API_URL: "http://hang.logistics.test",
      REQUEST_TIMEOUT_MS: "50",
      LOG_LEVEL: "warn",
    };
    const seq = await lastMockRequest();
    const body = write(goodId, { loadTrailerStatus: "inboundEmpty" });
    expect((await post("attach", cookie, body, hung)).status).toBe(504);
    const mine = (await mockRequests(seq)).filter(
      (r) => r.headers.authorization === `Bearer ${identityTokenFor(mobileNumber)}`,
    );
    // One call, the write: no read of the order's state behind it (another timeout to wait out).
    expect(mine.map((r) => `${r.method} ${r.path}`)).toEqual([
      expect.stringMatching(/^POST .*\/attachLogistics$/),
    ]);
    expect(lines.map((l) => JSON.parse(l).event)).not.toContain("writeStateUnread");

    // The phone sends it again once the carrier answers: the state shows it not made, so it is sent.
    const again = await post("attach", cookie, body);
    expect(await again.json()).toEqual({ isSuccessful: true });
    await post("detach", cookie, write(goodId, { location: null }));
  });

  it("detach pins the drop spot with a key of its own; with no position there is none to pin", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    await post("attach", cookie, write(goodId, { loadTrailerStatus: "loadedTrailer" }));
    const body = write(goodId);
    const res = await post("detach", cookie, body);
    expect(DetachDoneSchema.parse(await res.json())).toEqual({ isSuccessful: true, dropSpot: "recorded" });
    expect(await lastSentFor(mobileNumber, "/updateLogisticsTrailerMappingOnDetach")).toMatchObject({
      idempotencyKey: `${body.idempotencyKey}:map`,
      location: { lat: YARD.lat, lon: YARD.lng },
    });

    await post("attach", cookie, write(goodId, { loadTrailerStatus: "loadedTrailer" }));
    const blind = await post("detach", cookie, write(goodId, { location: null }));
    expect(await blind.json()).toEqual({ isSuccessful: true, dropSpot: "none" });
  });

  it("detaching a trailer the system does not show attached is refused (441): contact the broker", async () => {
    const { cookie } = await signIn();
    const res = await post("detach", cookie, write(goodId));
    expect(res.status).toBe(409);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "refused", reasonCode: 441 });
  });

  it("moving a trailer the driver does not hold onto this order is refused (440), as the reference API does", async () => {
    const { cookie } = await signIn();
    const res = await post("update", cookie, write(goodId));
    expect(res.status).toBe(409);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "refused", reasonCode: 440 });
  });

  it("refuses a write without its key or event time, before anything is sent", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    for (const missing of ["idempotencyKey", "eventTime"]) {
      const body: Record<string, unknown> = write(goodId, { loadTrailerStatus: "inboundEmpty" });
      delete body[missing];
      expect((await post("attach", cookie, body)).status).toBe(400);
    }
    expect(await sentFor(mobileNumber, "/attachLogistics")).toHaveLength(0);
  });

  it("passes on what the driver certified: roadworthy on attach, damage reported and the reporting rule on detach", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const lastSent = (call: string) => lastSentFor(mobileNumber, call);
    await post("attach", cookie, write(goodId, { loadTrailerStatus: "loadedTrailer", certified: true }));
    expect(await lastSent("/attachLogistics")).toMatchObject({ certified: true });
    await post("detach", cookie, write(goodId, { certified: true, reportingRuleAcknowledged: true }));
    expect(await lastSent("/detachLogistics")).toMatchObject({
      certified: true,
      reportingRuleAcknowledged: true,
    });
    // The drop spot's call states nothing: the statements stay on the detach.
    expect(await lastSent("/updateLogisticsTrailerMappingOnDetach")).not.toHaveProperty("certified");

    // Writes queued on a phone before the statements were sent: an attach states nothing; a detach
    // could only be made with the damage certification ticked.
    await post("attach", cookie, write(goodId, { loadTrailerStatus: "loadedTrailer" }));
    expect(await lastSent("/attachLogistics")).toMatchObject({ certified: false });
    await post("detach", cookie, write(goodId));
    const detach = await lastSent("/detachLogistics");
    expect(detach).toMatchObject({ certified: true });
    expect(detach).not.toHaveProperty("reportingRuleAcknowledged");
  });

  it("refuses a detach that says the damage was not reported, before anything is sent", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await post("detach", cookie, write(goodId, { certified: false }));
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "validation" });
    expect(await sentFor(mobileNumber, "/detachLogistics")).toHaveLength(0);
  });
});
