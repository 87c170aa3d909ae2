import { describe, expect, it } from "vitest";
import { ALEX, call, countRows, rowOf, SAM, tokenFor, YARD } from "#logistics-api/test/api.ts";
import { LogisticsErrorBodySchema } from "#shared/logistics/common.ts";
import { GetByQrIdResponseSchema, GetTrailerByIdResponseSchema } from "#shared/logistics/trailers.ts";

describe("getTrailerById", () => {
  it("answers every Trailer field of a known trailer", async () => {
    const res = await call("/api/trailers/getTrailerById/400101/knight");
    expect(res.status).toBe(200);
    const trailer = GetTrailerByIdResponseSchema.parse(await res.json());
    expect(trailer).toMatchObject({
      isFound: true,
      id: "400101-knight",
      trailerNumber: "400101",
      company: "knight",
      availability: 0,
      repairsNeededLevel: 0,
      isAttached: false,
      status: "A",
      movementStatus: 0,
      currentOrderNumber: null,
      reservation: null,
      location: { lat: 33.4258, lng: -112.0203 },
      locationConfidenceRating: 95,
      licensePlateNumber: "KX40101",
      vehicleIdentificationNumber: "1JJV532D8KL400101",
      trailerQr: "HQR-400101",
      type: "DRY_VAN",
    });
  });

  it("normalises the typed number (case, spaces)", async () => {
    const res = await call("/api/trailers/getTrailerById/%20400301%20/knight");
    expect(await res.json()).toMatchObject({
      isFound: true,
      isAttached: true,
      currentOrderNumber: "1001007",
    });
  });

  it("answers isFound false with 480 for an unknown trailer or the other company's number", async () => {
    for (const path of [
      "/api/trailers/getTrailerById/999999/knight",
      "/api/trailers/getTrailerById/400101/swift",
    ]) {
      const res = await call(path);
      expect(res.status).toBe(200);
      expect(GetTrailerByIdResponseSchema.parse(await res.json())).toMatchObject({
        isFound: false,
        reasonCode: 480,
      });
    }
  });

  it("answers 400 for a malformed number or company", async () => {
    expect((await call("/api/trailers/getTrailerById/40-01/knight")).status).toBe(400);
    const res = await call("/api/trailers/getTrailerById/400101/acme");
    expect(LogisticsErrorBodySchema.parse(await res.json()).validationErrors?.[0]?.path).toBe("company");
  });
});

describe("getByQrId", () => {
  it("answers the trailer behind a QR sticker", async () => {
    const res = await call("/api/trailers/getByQrId/HQR-400205?dryVansOnly=true");
    expect(GetByQrIdResponseSchema.parse(await res.json())).toEqual({
      isFound: true,
      trailerId: "400205-knight",
      trailerNumber: "400205",
      trailerCompany: "knight",
      isAttached: true,
      trailerStatus: "H",
      currentOrderNumber: "1001009",
    });
  });

  it("does not find a reefer when asked for dry vans only (484: a trailer of another type), and finds it otherwise", async () => {
    const dry = GetByQrIdResponseSchema.parse(
      await (await call("/api/trailers/getByQrId/HQR-500203?dryVansOnly=true")).json(),
    );
    expect(dry).toMatchObject({ isFound: false, reasonCode: 484 });
    const any = GetByQrIdResponseSchema.parse(
      await (await call("/api/trailers/getByQrId/HQR-500203")).json(),
    );
    expect(any).toMatchObject({ isFound: true, trailerId: "500203-swift" });
  });

  it("answers isFound false with a reason code and message for a QR id that maps to no trailer", async () => {
    const answer = GetByQrIdResponseSchema.parse(
      await (await call("/api/trailers/getByQrId/HQR-NOTRAILER?dryVansOnly=true")).json(),
    );
    expect(answer).toEqual({ isFound: false, reasonCode: 480, message: "No trailer has this QR code" });
  });

  it("answers 400 for a malformed QR id or flag", async () => {
    expect((await call("/api/trailers/getByQrId/has%20space")).status).toBe(400);
    expect((await call("/api/trailers/getByQrId/HQR-400101?dryVansOnly=yes")).status).toBe(400);
  });
});

describe("trailersAttachedToLogisticsByLoadNumber", () => {
  it("lists the trailers attached on an order, with the last event", async () => {
    const res = await call("/api/trailers/trailersAttachedToLogisticsByLoadNumber/1001007");
    expect(await res.json()).toEqual([
      expect.objectContaining({
        id: "400301-knight",
        isAttached: true,
        status: "H",
        licensePlateNumber: "KX40301",
        lastTacEvent: expect.objectContaining({
          loadNumber: "1001007",
          isAttached: true,
          mcLeodSourceSystem: "mcleod",
        }),
      }),
    ]);
  });

  it("answers an empty list when none is attached", async () => {
    expect(
      await (await call("/api/trailers/trailersAttachedToLogisticsByLoadNumber/1001002")).json(),
    ).toEqual([]);
  });
});

describe("reportQrUnassociatedThirdParty", () => {
  const report = {
    scannedId: "HQR-NOTRAILER",
    trailerNumber: "400102",
    trailerCompany: "knight",
    mobileNumber: ALEX.mobileNumber,
    loadNumber: "1001001",
    location: YARD,
    eventTime: "2026-11-21T03:00:00-07:00",
  };

  it("records the report with the event time and the time received", async () => {
    const res = await call("/api/trailers/reportQrUnassociatedThirdParty", {
      token: await tokenFor(ALEX.mobileNumber),
      body: report,
    });
    expect(await res.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(
      await rowOf(
        "SELECT scanned_id, trailer_number, mobile_number, event_time FROM unassociated_qr_reports",
      ),
    ).toEqual({
      scanned_id: "HQR-NOTRAILER",
      trailer_number: "400102",
      mobile_number: ALEX.mobileNumber,
      event_time: "2026-11-21T10:00:00.000Z",
    });
  });

  it("refuses without an identity token, for another driver, or with bad input, storing nothing", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const before = await countRows("unassociated_qr_reports");
    expect((await call("/api/trailers/reportQrUnassociatedThirdParty", { body: report })).status).toBe(401);
    expect(
      (
        await call("/api/trailers/reportQrUnassociatedThirdParty", {
          token,
          body: { ...report, mobileNumber: SAM.mobileNumber },
        })
      ).status,
    ).toBe(403);
    const bad = await call("/api/trailers/reportQrUnassociatedThirdParty", {
      token,
      body: { ...report, scannedId: "" },
    });
    expect(bad.status).toBe(400);
    expect(await countRows("unassociated_qr_reports")).toBe(before);
  });
});
