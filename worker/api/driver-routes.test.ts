import { describe, expect, it } from "vitest";
import { LaunchStateSchema } from "#shared/api/launch-state.ts";
import { TrailerByQrSchema } from "#shared/api/trailers.ts";
import { GOOD_QR_ID, newPhone, ORDER_ONE_COMPANY } from "#tests/mocks/logistics-data.ts";
import { call, getRequest, jsonRequest, signIn } from "#worker/test/helpers.ts";

describe("routes that act for the signed-in driver", () => {
  it("GET /api/launch-state answers the launch state of the session's order", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await call("/api/launch-state", getRequest({ cookie }));
    expect(res.status).toBe(200);
    // The browser's own shape (decision 063): what the screens use, not the carrier's answer.
    const state = LaunchStateSchema.parse(await res.json());
    expect(state.load).toEqual({
      orderNumber: ORDER_ONE_COMPANY,
      equipmentTypeId: "KPO",
      inboundEmpty: null,
      loadedTrailer: null,
      outboundEmpty: null,
    });
  });

  it("GET /api/trailers/qr/:qrId answers found or not found", async () => {
    const { cookie } = await signIn();
    const found = await call(`/api/trailers/qr/${GOOD_QR_ID}`, getRequest({ cookie }));
    // Mapped as docs/product.md §4 says (availability noTag, movementStatus 2, the sticker as its trailerQr).
    expect(TrailerByQrSchema.parse(await found.json())).toEqual({
      isFound: true,
      trailer: expect.objectContaining({
        trailerId: "5301234-knight",
        trailerNumber: "5301234",
        company: "knight",
        availability: 3,
        movementStatus: 2,
        trailerQr: GOOD_QR_ID,
        scannedFromQr: true,
      }),
    });
    const missing = await call("/api/trailers/qr/QR-0000", getRequest({ cookie }));
    expect(await missing.json()).toEqual({ isFound: false, why: "noTrailer" });
  });

  it("all of them answer 401 without a session", async () => {
    expect((await call("/api/launch-state", getRequest())).status).toBe(401);
    expect((await call(`/api/trailers/qr/${GOOD_QR_ID}`, getRequest())).status).toBe(401);
    expect((await call("/api/feedback", jsonRequest("POST", {}))).status).toBe(401);
  });

  it("a token the API stops accepting ends the session (and the client shows Unauthorized)", async () => {
    // The mock's "revoked" drivers verify, but their token is refused on every driver call.
    const { cookie } = await signIn(newPhone("revoked"));
    const res = await call("/api/launch-state", getRequest({ cookie }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ kind: "unauthorized" });
    expect(res.headers.getSetCookie().join()).toContain("__Host-hitch_session=;");
    expect((await call("/api/session", getRequest({ cookie }))).status).toBe(401);
  });
});
