import { describe, expect, it } from "vitest";
import { AppLaunchStateSchema } from "../../shared/logistics/app.ts";
import { GOOD_QR_ID, newPhone, ORDER_ONE_COMPANY } from "../../tests/mocks/logistics-data.ts";
import { call, getRequest, jsonRequest, signIn } from "../test/helpers.ts";

describe("routes that act for the signed-in driver", () => {
  it("GET /api/launch-state answers the launch state of the session's order", async () => {
    const mobileNumber = newPhone();
    const { cookie } = await signIn(mobileNumber);
    const res = await call("/api/launch-state", getRequest({ cookie }));
    expect(res.status).toBe(200);
    const state = AppLaunchStateSchema.parse(await res.json());
    expect(state.load).toMatchObject({ orderNumber: ORDER_ONE_COMPANY, company: "knight" });
  });

  it("GET /api/trailers/qr/:qrId answers found or not found", async () => {
    const { cookie } = await signIn();
    const found = await call(`/api/trailers/qr/${GOOD_QR_ID}`, getRequest({ cookie }));
    expect(await found.json()).toMatchObject({ isFound: true, trailerCompany: "knight" });
    const missing = await call("/api/trailers/qr/QR-0000", getRequest({ cookie }));
    expect(await missing.json()).toMatchObject({ isFound: false, reasonCode: 480 });
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
