import { describe, expect, it } from "vitest";
import { ALEX, call, callWithEnv, tokenFor } from "#logistics-api/test/api.ts";
import { LogisticsErrorBodySchema } from "#shared/logistics/common.ts";

// One representative of every call of docs/product.md §7 (method, path).
const CALLS: [string, string][] = [
  ["POST", "/api/fbaauthentication/validate"],
  ["POST", "/api/fbaauthentication/verifyIdentity"],
  ["POST", "/api/drivers/requestVerificationCode/5550100001?loadNumber=1001001"],
  ["GET", "/api/loads/logisticsLoadByLoadNumber/1001001"],
  ["GET", "/api/loads/logisticsLoadsByLoadNumber/1001001"],
  ["GET", "/api/trailers/getTrailerById/400101/knight"],
  ["GET", "/api/trailers/getByQrId/HQR-400101?dryVansOnly=true"],
  ["GET", "/api/trailers/trailersAttachedToLogisticsByLoadNumber/1001001"],
  ["POST", "/api/trailerAssociations/driverTrailerAttachability"],
  ["POST", "/api/trailerAssociations/driverTrailerDetachability"],
  ["POST", "/api/trailerAssociations/attachLogistics"],
  ["POST", "/api/trailerAssociations/detachLogistics"],
  ["POST", "/api/trailerAssociations/updateThirdPartyLoadForAttachedTrailer"],
  ["POST", "/api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation"],
  ["POST", "/api/trailerAssociations/updateLogisticsTrailerMappingOnDetach"],
  ["POST", "/api/trailers/trailerAssessment"],
  ["POST", "/api/trailers/reportQrUnassociatedThirdParty"],
  ["POST", "/api/logisticsApp/appLaunchState"],
  ["POST", "/api/logisticsApp/failedUsageAttempt"],
  ["POST", "/api/documents"],
  ["POST", "/api/drivers/submitThirdPartyFeedback"],
  ["GET", "/api/featureFlags/hitchApp"],
  ["GET", "/api/alerts/persistentAlert/hitchLogisticsApp"],
];

describe("app token guard", () => {
  it.each(CALLS)(
    "%s %s answers 401 JSON without the app token, and with a wrong one",
    async (method, path) => {
      for (const appToken of [null, "wrong-token", "test-app-token-but-longer"]) {
        const res = await call(path, { method, appToken, token: await tokenFor(ALEX.mobileNumber) });
        expect(res.status).toBe(401);
        expect(LogisticsErrorBodySchema.parse(await res.json()).message).toBe("Missing or invalid app token");
      }
    },
  );
});

describe("unknown paths and bad requests", () => {
  it.each([
    ["GET", "/"],
    ["GET", "/api/nothing"],
    ["GET", "/api/trailerAssociations/attachLogistics"],
    ["DELETE", "/api/loads/logisticsLoadByLoadNumber/1001001"],
  ])("%s %s answers 404 JSON", async (method, path) => {
    const res = await call(path, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("answers 413 for a JSON body over 64 KiB", async () => {
    const res = await call("/api/fbaauthentication/validate", { body: { token: "x".repeat(70 * 1024) } });
    expect(res.status).toBe(413);
    expect(LogisticsErrorBodySchema.parse(await res.json()).message).toMatch(/too large/);
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await call("/api/fbaauthentication/validate", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: undefined,
    });
    // No body at all is a validation problem, not a media type one.
    expect(res.status).toBe(400);
    const text = await call("/api/fbaauthentication/validate", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "token=x",
    });
    expect(text.status).toBe(415);
  });

  it("answers 400 (not 500) for malformed JSON", async () => {
    const res = await call("/api/fbaauthentication/validate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(LogisticsErrorBodySchema.safeParse(await res.json()).success).toBe(true);
  });
});

describe("configuration", () => {
  it("answers 461 naming what is wrong when a setting is missing or malformed", async () => {
    const res = await callWithEnv({ APP_TOKEN: "", SMS_PROVIDER: "pigeon" }, "/api/featureFlags/hitchApp");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      message: "Invalid environment variables: APP_TOKEN, SMS_PROVIDER",
      reasonCode: 461,
    });
  });
});
