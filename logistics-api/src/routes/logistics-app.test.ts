import { describe, expect, it } from "vitest";
import {
  ALEX,
  associationBody,
  call,
  countRows,
  MARIA,
  rowOf,
  SAM,
  tokenFor,
} from "#logistics-api/test/api.ts";
import { AppLaunchStateSchema } from "#shared/logistics/app.ts";

describe("appLaunchState", () => {
  it("refuses a load the driver is not on file for (another carrier's order): 403, nothing of it", async () => {
    // Sam drives for Red Rock Freight; 1001001 is Desert Haul's.
    const res = await call("/api/logisticsApp/appLaunchState", {
      token: await tokenFor(SAM.mobileNumber),
      body: { loadId: "knight-1001001", driverMobileNumber: SAM.mobileNumber },
    });
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).toMatchObject({ reasonCode: 494, message: "Driver is not on file for this order" });
    expect(JSON.stringify(body)).not.toMatch(/3012345|Desert Haul|KX4/);
  });

  it("answers the driver assigned to a load of another carrier", async () => {
    // 1001009 is a load of Sam's own carrier, Red Rock Freight, assigned to him.
    const res = await call("/api/logisticsApp/appLaunchState", {
      token: await tokenFor(SAM.mobileNumber),
      body: { loadId: "knight-1001009", driverMobileNumber: SAM.mobileNumber },
    });
    expect(res.status).toBe(200);
  });

  it("shows Maria's trailer still attached from her previous order", async () => {
    const res = await call("/api/logisticsApp/appLaunchState", {
      token: await tokenFor(MARIA.mobileNumber),
      body: { loadId: "knight-1001008", driverMobileNumber: MARIA.mobileNumber },
    });
    expect(res.status).toBe(200);
    const state = AppLaunchStateSchema.parse(await res.json());
    expect(state.load).toMatchObject({ id: "knight-1001008", orderNumber: "1001008" });
    expect(state.orderTrailers).toEqual([]);
    expect(state.currentlyAttachedTrailer).toBeNull();
    expect(state.trailerAttachedFromPreviousOrder).toMatchObject({
      id: "400301-knight",
      currentOrderNumber: "1001007",
      lastTacEvent: { loadNumber: "1001007", driverMobileNumber: MARIA.mobileNumber, isAttached: true },
    });
  });

  it("after an attach, shows the trailer on the order and as currently attached", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    await call("/api/trailerAssociations/attachLogistics", {
      token,
      body: associationBody("400102-knight", { loadTrailerStatus: "outboundEmpty" }),
    });
    const state = AppLaunchStateSchema.parse(
      await (
        await call("/api/logisticsApp/appLaunchState", {
          token,
          body: { loadId: "knight-1001001", driverMobileNumber: ALEX.mobileNumber },
        })
      ).json(),
    );
    expect(state.orderTrailers).toMatchObject([
      { trailerId: "400102-knight", isCurrentlyAttachedToOrder: true, trailerFieldType: "outboundEmpty" },
    ]);
    expect(state.load.outboundEmpty).toBe("400102");
    expect(state.currentlyAttachedTrailer).toMatchObject({ id: "400102-knight", isAttached: true });
    expect(state.trailerAttachedFromPreviousOrder).toBeNull();
  });

  it("refuses an order of a type the app does not serve (an asset order) with 475, as the code request does", async () => {
    // 1001010 is Desert Haul's, Alex's carrier, but an asset order.
    const res = await call("/api/logisticsApp/appLaunchState", {
      token: await tokenFor(ALEX.mobileNumber),
      body: { loadId: "knight-1001010", driverMobileNumber: ALEX.mobileNumber },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ reasonCode: 475 });
    expect(JSON.stringify(body)).not.toMatch(/3012345|Desert Haul/);
  });

  it("answers 474 for an unknown load, 403 for another driver's number, 401 without a token", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const unknown = await call("/api/logisticsApp/appLaunchState", {
      token,
      body: { loadId: "knight-0", driverMobileNumber: ALEX.mobileNumber },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ reasonCode: 474 });
    const other = await call("/api/logisticsApp/appLaunchState", {
      token,
      body: { loadId: "knight-1001008", driverMobileNumber: MARIA.mobileNumber },
    });
    expect(other.status).toBe(403);
    const none = await call("/api/logisticsApp/appLaunchState", {
      body: { loadId: "knight-1001001", driverMobileNumber: ALEX.mobileNumber },
    });
    expect(none.status).toBe(401);
  });
});

describe("failedUsageAttempt", () => {
  it("records an attempt with only the app token", async () => {
    const res = await call("/api/logisticsApp/failedUsageAttempt", {
      body: {
        mobileNumber: "5550100009",
        orderNumber: "1001001",
        reason: "companyDriver",
        eventTime: "2026-11-21T05:00:00Z",
      },
    });
    expect(await res.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(await rowOf("SELECT mobile_number, reason FROM failed_usage_attempts")).toEqual({
      mobile_number: "5550100009",
      reason: "companyDriver",
    });
  });

  it("refuses bad input and a missing app token, storing nothing", async () => {
    const before = await countRows("failed_usage_attempts");
    expect(
      (await call("/api/logisticsApp/failedUsageAttempt", { body: { reason: "", eventTime: "x" } })).status,
    ).toBe(400);
    expect(
      (
        await call("/api/logisticsApp/failedUsageAttempt", {
          body: { reason: "x", eventTime: "2026-11-21T05:00:00Z" },
          appToken: null,
        })
      ).status,
    ).toBe(401);
    expect(await countRows("failed_usage_attempts")).toBe(before);
  });
});
