// The association writes against a carrier that keeps to docs/product.md §3 and §7 alone
// (decision 062): it refuses a write as a 200 whose isSuccessful is false, and it
// ignores idempotency keys. The edge must still report every refusal as one,
// never as done, and record each write once however often it is sent, even when
// the answer to it is lost on the way back.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiErrorSchema } from "#shared/api-error.ts";
import type { Company } from "#shared/logistics/enums.ts";
import { trailerId } from "#shared/trailer-id.ts";
import {
  GOOD_TRAILER,
  LOST_ANSWERS_API_URL,
  newPhone,
  newRedTagTrailer,
  SPEC_API_URL,
  UNSTORABLE_TRAILER,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { call, jsonRequest, lastMockRequest, mockRequests, signIn } from "#worker/test/helpers.ts";

const idOf = (trailer: { number: string; company: Company }) => trailerId(trailer.number, trailer.company);
/** A healthy trailer free to take, of this file's own. */
const FREE_TRAILER = newRedTagTrailer();
const write = (trailerId: string, extra: Record<string, unknown> = {}) => ({
  trailer: { trailerId },
  location: YARD,
  eventTime: "2026-11-22T21:04:00-07:00",
  idempotencyKey: crypto.randomUUID(),
  loadTrailerStatus: "inboundEmpty",
  ...extra,
});

/** Captures the Worker's JSON log lines. */
function captureLogs() {
  const lines: string[] = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
  }
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function driverOn(carrier: string) {
  const overrides = { EXTERNAL_API_URL: carrier, LOG_LEVEL: "info" };
  const phone = newPhone();
  const { cookie } = await signIn(phone, undefined, { ...overrides, LOG_LEVEL: "silent" });
  const post = (path: string, body: unknown) =>
    call(`/api/associations/${path}`, jsonRequest("POST", body, { cookie }), overrides);
  return { phone, post };
}

/** The writes of this driver that reached the carrier since `seq`, by the call's path ending. */
async function sent(seq: number, phone: string, pathEnd: string) {
  return (await mockRequests(seq)).filter((r) => r.path.endsWith(pathEnd) && r.body.includes(phone));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("association writes against a carrier keeping to the spec alone", () => {
  it("an attach refused as 200 isSuccessful false is a refusal with its reason code, logged with its action (§5, §8)", async () => {
    const logs = captureLogs();
    const first = await driverOn(SPEC_API_URL);
    const second = await driverOn(SPEC_API_URL);
    expect((await first.post("attach", write(idOf(FREE_TRAILER)))).status).toBe(200);
    const seq = await lastMockRequest();
    const res = await second.post("attach", write(idOf(FREE_TRAILER)));
    // What the carrier said: 200, with its success shape false.
    const [refused] = await sent(seq, second.phone, "/attachLogistics");
    expect(refused?.status).toBe(200);
    expect(res.status).toBe(409);
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ kind: "refused", reasonCode: 440 });
    expect(logs()).toContainEqual(
      expect.objectContaining({
        event: "writeFailed",
        action: `Attach trailer ${idOf(FREE_TRAILER)}`,
        reasonCode: 440,
        reasonCodeName: "trailerNotAttachable",
      }),
    );
    await first.post("detach", write(idOf(FREE_TRAILER), { location: null }));
  });

  it("an attach whose answer is lost is read from the order's state: done, recorded once, and a resend sends nothing", async () => {
    const logs = captureLogs();
    const driver = await driverOn(LOST_ANSWERS_API_URL);
    const body = write(idOf(UNSTORABLE_TRAILER));
    const seq = await lastMockRequest();
    const res = await driver.post("attach", body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isSuccessful: true });
    expect(logs()).toContainEqual(
      expect.objectContaining({ event: "writeCountedOnce", how: "stateAfterLostAnswer" }),
    );
    // The phone did not hear either, and sends it again with the same key: answered, nothing sent.
    const again = await driver.post("attach", body);
    expect(await again.json()).toEqual({ isSuccessful: true });
    expect(await sent(seq, driver.phone, "/attachLogistics")).toHaveLength(1);

    // The detach's answer is lost too: the state shows the trailer let go, so it is done.
    const detach = await driver.post("detach", write(idOf(UNSTORABLE_TRAILER), { location: null }));
    expect(await detach.json()).toEqual({ isSuccessful: true, dropSpot: "none" });
  });

  it("a write the carrier refuses comes back as a refusal, never taken for a lost answer", async () => {
    captureLogs();
    const holder = await driverOn(SPEC_API_URL);
    const driver = await driverOn(LOST_ANSWERS_API_URL);
    // The carrier refuses it (another driver holds the trailer): a no comes back, never lost.
    expect((await holder.post("attach", write(idOf(GOOD_TRAILER)))).status).toBe(200);
    const refused = await driver.post("attach", write(idOf(GOOD_TRAILER)));
    expect(ApiErrorSchema.parse(await refused.json())).toMatchObject({ kind: "refused", reasonCode: 440 });
    await holder.post("detach", write(idOf(GOOD_TRAILER), { location: null }));
  });
});
