// A write sent again with the same idempotency key (an outbox resending after a
// lost answer) gets the first answer and writes nothing again (decision 016).
import { describe, expect, it } from "vitest";
import {
  ALEX,
  associationBody,
  call,
  countRows,
  newDriver,
  SAM,
  tokenFor,
  YARD,
} from "#logistics-api/test/api.ts";

const key = () => crypto.randomUUID();

// A driver holds one trailer per order: each test that attaches makes a driver of its own (newDriver).

async function post(path: string, token: string, body: unknown) {
  const res = await call(`/api/trailerAssociations/${path}`, { token, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const attachBody = (trailerId: string, idempotencyKey: string, driver = ALEX) =>
  associationBody(trailerId, { loadTrailerStatus: "inboundEmpty", idempotencyKey }, driver);

describe("association writes with an idempotency key", () => {
  it("attach sent twice: both answered as the first, one association stored", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const k = key();
    const first = await post("attachLogistics", token, attachBody("400101-knight", k));
    const again = await post("attachLogistics", token, attachBody("400101-knight", k));
    expect(first).toEqual({ status: 200, body: { isSuccessful: true, reasonCode: null } });
    expect(again).toEqual(first);
    expect(await countRows("associations", "trailer_id = ? AND kind = 'attach'", "400101-knight")).toBe(1);
  });

  it("two copies racing: both succeed as one, one association stored", async () => {
    const driver = await newDriver();
    const token = await tokenFor(driver.mobileNumber);
    const k = key();
    const answers = await Promise.all([
      post("attachLogistics", token, attachBody("400102-knight", k, driver)),
      post("attachLogistics", token, attachBody("400102-knight", k, driver)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.isSuccessful)).toEqual([true, true]);
    expect(await countRows("associations", "trailer_id = ?", "400102-knight")).toBe(1);
  });

  it("a refusal sent again is answered with the same refusal", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const k = key();
    const stolen = await post("attachLogistics", token, attachBody("400203-knight", k));
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ isSuccessful: false, reasonCode: 440 });
    expect(await post("attachLogistics", token, attachBody("400203-knight", k))).toEqual(stolen);
  });

  it("keys are the driver's own: another driver's write with the same key is its own write", async () => {
    const k = key();
    const driver = await newDriver();
    const token = await tokenFor(driver.mobileNumber);
    expect((await post("attachLogistics", token, attachBody("400103-knight", k, driver))).status).toBe(200);
    const samBody = associationBody(
      "400103-knight",
      { loadId: "knight-1001009", loadTrailerStatus: "inboundEmpty", idempotencyKey: k },
      SAM,
    );
    const sam = await post("attachLogistics", await tokenFor(SAM.mobileNumber), samBody);
    // Refused on its own merits (the first driver holds the trailer now), not answered with its success.
    expect(sam.body).toMatchObject({ isSuccessful: false, reasonCode: 440 });
  });

  it("detach and the drop spot sent twice each are stored once each", async () => {
    const driver = await newDriver();
    const token = await tokenFor(driver.mobileNumber);
    expect((await post("attachLogistics", token, attachBody("400213-knight", key(), driver))).status).toBe(
      200,
    );
    const detachKey = key();
    const detach = associationBody("400213-knight", { idempotencyKey: detachKey }, driver);
    expect((await post("detachLogistics", token, detach)).status).toBe(200);
    expect((await post("detachLogistics", token, detach)).body).toEqual({
      isSuccessful: true,
      reasonCode: null,
    });
    const pin = associationBody(
      "400213-knight",
      { location: YARD, idempotencyKey: `${detachKey}:map` },
      driver,
    );
    expect((await post("updateLogisticsTrailerMappingOnDetach", token, pin)).status).toBe(200);
    expect((await post("updateLogisticsTrailerMappingOnDetach", token, pin)).status).toBe(200);
    expect(await countRows("associations", "trailer_id = ? AND kind = 'detach'", "400213-knight")).toBe(1);
    expect(await countRows("associations", "trailer_id = ? AND kind = 'mapping'", "400213-knight")).toBe(1);
  });

  it("an unassociated QR report sent twice is stored once", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const body = {
      scannedId: "HQR-NOTRAILER",
      trailerNumber: "400101",
      mobileNumber: ALEX.mobileNumber,
      loadNumber: "1001001",
      location: YARD,
      eventTime: "2026-11-20T22:15:00-07:00",
      idempotencyKey: key(),
    };
    const before = await countRows("unassociated_qr_reports");
    for (let i = 0; i < 2; i++) {
      const res = await call("/api/trailers/reportQrUnassociatedThirdParty", { token, body });
      expect(res.status).toBe(200);
    }
    expect(await countRows("unassociated_qr_reports")).toBe(before + 1);
  });

  it("refuses a key that is not one", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const res = await post("attachLogistics", token, attachBody("400101-knight", "not a key"));
    expect(res.status).toBe(400);
  });
});
