import { describe, expect, it, vi } from "vitest";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import { logisticsApiMock } from "./logistics-api.ts";

const APP_TOKEN = "mock-app-token";
const headers = { "x-app-token": APP_TOKEN, authorization: "Bearer driver-5550100001" };
const driverOf = (authorization: string | undefined) => authorization?.match(/^Bearer driver-(\d+)$/)?.[1];

describe("the logistics API mock built from the contract", () => {
  it("routes a call at the contract's path and hands the handler validated input and the driver", async () => {
    const handler = vi.fn(() => ({ body: { token: "t" } }));
    const mock = logisticsApiMock({ appToken: APP_TOKEN, driverOf, handlers: { verifyIdentity: handler } });
    const res = await mock.request("/api/fbaauthentication/verifyIdentity", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ mobileNumber: "(555) 010-0001", verificationCode: "123456" }),
    });
    expect(res.status).toBe(200);
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ body: { mobileNumber: "5550100001", verificationCode: "123456" } }),
    );
  });

  it("refuses input outside the contract before any handler runs", async () => {
    const handler = vi.fn(() => ({ body: { token: "t" } }));
    const mock = logisticsApiMock({ appToken: APP_TOKEN, driverOf, handlers: { verifyIdentity: handler } });
    const res = await mock.request("/api/fbaauthentication/verifyIdentity", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ mobileNumber: "5550100001" }),
    });
    expect(res.status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it("needs the identity token on calls that act for a driver", async () => {
    const mock = logisticsApiMock({
      appToken: APP_TOKEN,
      driverOf,
      handlers: { submitFeedback: () => ({ body: true }) },
    });
    const res = await mock.request("/api/drivers/submitThirdPartyFeedback", {
      method: "POST",
      headers: { "x-app-token": APP_TOKEN, "content-type": "application/json" },
      body: JSON.stringify({
        description: "Light out",
        company: "knight",
        phoneNumber: "5550100001",
        trailerNumber: "400101",
        orderNumber: "1001001",
      }),
    });
    expect(res.status).toBe(401);
  });

  it("fails loudly when a scenario answers outside the contract or with an undeclared reason code", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const mock = logisticsApiMock({
      appToken: APP_TOKEN,
      driverOf,
      handlers: {
        featureFlags: () => ({ body: { featureFlags: { photos: "yes" } } }),
        loadByLoadNumber: () => ({
          status: 404,
          body: { message: "nope", reasonCode: ReasonCode.cacheFailure },
        }),
      },
    });
    const flags = await mock.request("/api/featureFlags/hitchApp", { headers });
    expect(flags.status).toBe(500);
    expect(await flags.json()).toMatchObject({ message: expect.stringContaining("outside the contract") });
    const load = await mock.request("/api/loads/logisticsLoadByLoadNumber/1001001", { headers });
    expect(await load.json()).toMatchObject({ message: expect.stringContaining("reason code 511") });
  });

  it("answers 501 for a call the scenario leaves out, and 401 without the app token", async () => {
    const mock = logisticsApiMock({ appToken: APP_TOKEN, driverOf, handlers: {} });
    expect((await mock.request("/api/featureFlags/hitchApp", { headers })).status).toBe(501);
    expect((await mock.request("/api/featureFlags/hitchApp")).status).toBe(401);
  });

  it("in the spec dialect, checks the scenario's answer, then gives it as a carrier keeping to the spec alone would", async () => {
    const attach = vi.fn(() => ({
      status: 409 as const,
      body: { isSuccessful: false, reasonCode: 440, message: "No." },
    }));
    const mock = logisticsApiMock({ appToken: APP_TOKEN, driverOf, dialect: "spec", handlers: { attach } });
    const res = await mock.request("/api/trailerAssociations/attachLogistics", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        trailer: { trailerId: "400101-knight" },
        driver: { mobileNumber: "5550100001", dotNumber: "3012345" },
        loadId: "knight-1001001",
        location: null,
        loadTrailerStatus: "inboundEmpty",
        certified: true,
        eventTime: "2026-11-25T21:55:53-07:00",
        idempotencyKey: "0b6f3c1e-2a4d-4c2b-9a55-1f0e5d7c3b21",
      }),
    });
    // Refused as §5 allows, and the idempotency key never reached the scenario.
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ isSuccessful: false, reasonCode: 440 });
    expect(attach).toHaveBeenCalledWith(
      expect.objectContaining({ body: expect.not.objectContaining({ idempotencyKey: expect.anything() }) }),
    );
  });
});
