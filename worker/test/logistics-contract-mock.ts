// A mock of the logistics API contract (spec §7) for the Worker tests: it checks
// every input with the shared request schemas and builds every answer with the
// shared response schemas, so a drift in the contract fails here. vitest.config.ts
// routes every outbound fetch of the Worker under test to it (Miniflare's
// outboundService), so the Worker's own code runs unchanged: only the network is mocked.
//
// The host picks a scenario:
//   logistics.test          the contract, with the data of contract-data.ts
//   hang.logistics.test     never answers (until the caller gives up)
//   error.logistics.test    500 with an ApiError body (reason 511) to every call
//   terse.logistics.test    500 with a body holding a reason code (511) and no message
//   garbage.logistics.test  200 with a body that is not JSON to every call
// GET /__mock/requests lists recent requests (method, path, selected headers, body)
// so tests can check what the Worker sent.
import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod/mini";
import {
  AppLaunchStateRequestSchema,
  AppLaunchStateSchema,
  FailedUsageAttemptRequestSchema,
  FeatureFlagsSchema,
  FeedbackRequestSchema,
  PersistentAlertResponseSchema,
} from "../../shared/logistics/app.ts";
import {
  RequestVerificationCodeParamsSchema,
  RequestVerificationCodeQuerySchema,
  RequestVerificationCodeResponseSchema,
  ValidateTokenRequestSchema,
  ValidateTokenResponseSchema,
  VerifyIdentityRequestSchema,
  VerifyIdentityResponseSchema,
} from "../../shared/logistics/auth.ts";
import { ALL_APPS, APP_TOKEN_HEADER, type ApiErrorBody } from "../../shared/logistics/common.ts";
import type { Company } from "../../shared/logistics/enums.ts";
import { LoadNumberParamsSchema, LoadSchema, LoadsResponseSchema } from "../../shared/logistics/loads.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";
import {
  GetByQrIdParamsSchema,
  GetByQrIdResponseSchema,
  GetTrailerByIdParamsSchema,
  GetTrailerByIdResponseSchema,
  type Trailer,
  TrailerSchema,
  trailerId,
} from "../../shared/logistics/trailers.ts";
import {
  FINDER_TRAILERS,
  GOOD_CODE,
  GOOD_QR_ID,
  identityTokenFor,
  kindOfPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_TYPE,
  ORDER_TWO_COMPANIES,
  ORDER_WITH_TRAILERS,
  TEST_APP_TOKEN,
} from "./contract-data.ts";

/** Longest a hanging answer is held, so no test run is kept alive by it. */
const HANG_CAP_MS = 15_000;

type Recorded = { method: string; path: string; headers: Record<string, string>; body: string };
const recorded: Recorded[] = [];
const RECORD_LIMIT = 500;
const RECORDED_HEADERS = ["x-app-token", "authorization", "cookie", "connection", "x-hop", "content-type"];

const error = (message: string, reasonCode?: number): ApiErrorBody => ({ message, reasonCode });

function load(orderNumber: string, company: Company) {
  return LoadSchema.parse({
    id: `load-${orderNumber}-${company}`,
    orderNumber,
    company,
    equipmentTypeId: "KPO",
    carrier: { name: "Test Carrier", dotNumber: "1234567" },
    inboundEmpty: null,
    loadedTrailer: null,
    outboundEmpty: null,
    source: "test",
    sourceLastReported: "2026-11-20T08:00:00.000Z",
    tmsSourceSystem: "mcleod",
  });
}

const LOADS: Record<string, Company[]> = {
  [ORDER_ONE_COMPANY]: ["knight"],
  [ORDER_TWO_COMPANIES]: ["knight", "swift"],
  [ORDER_OTHER_TYPE]: ["swift"],
  [ORDER_WITH_TRAILERS]: ["knight"],
};

const TRAILER = TrailerSchema.parse({
  id: "5301234-knight",
  trailerNumber: "5301234",
  company: "knight",
  availability: 0,
  repairsNeededLevel: 0,
  isAttached: false,
  sourceLastReported: "2026-11-20T08:00:00.000Z",
  status: "A",
  movementStatus: 0,
  currentOrderNumber: null,
  reservation: null,
  location: { lat: 33.45, lng: -112.07 },
  locationConfidenceRating: 90,
  licensePlateNumber: "AZ12345",
  vehicleIdentificationNumber: "1JJV532D4KL123456",
  trailerQr: GOOD_QR_ID,
  type: "DRY_VAN",
});

/** A knight trailer the finder's tests look at; it carries order, driver and plate data that must never leak. */
function finderTrailer(trailerNumber: string, located: boolean): Trailer {
  return TrailerSchema.parse({
    ...TRAILER,
    id: trailerId(trailerNumber, "knight"),
    trailerNumber,
    isAttached: true,
    currentOrderNumber: ORDER_WITH_TRAILERS,
    reservation: "ADRV042",
    sourceLastReported: located ? new Date(Date.now() - 10 * 60_000).toISOString() : null,
    location: located ? { lat: 33.4258, lng: -112.0203 } : null,
    locationConfidenceRating: located ? 90 : null,
    trailerQr: `QR-${trailerNumber}`,
  });
}

const FINDER_TRAILER_DATA: Record<string, { located: boolean }> = {
  [FINDER_TRAILERS.located]: { located: true },
  [FINDER_TRAILERS.noPosition]: { located: false },
  [FINDER_TRAILERS.fromPreviousOrder]: { located: true },
  [FINDER_TRAILERS.elsewhere]: { located: true },
};

/** ORDER_WITH_TRAILERS' launch state: two slots filled, and a trailer still held from a previous order. */
function launchStateWithTrailers(orderNumber: string) {
  const orderTrailer = (trailerNumber: string, slot: "inboundEmpty" | "loadedTrailer") => ({
    trailerId: trailerId(trailerNumber, "knight"),
    isCurrentlyAttachedToOrder: false,
    trailer: finderTrailer(trailerNumber, FINDER_TRAILER_DATA[trailerNumber]!.located),
    trailerFieldType: slot,
  });
  const previous = finderTrailer(FINDER_TRAILERS.fromPreviousOrder, true);
  return {
    load: { ...load(orderNumber, "knight"), inboundEmpty: trailerId(FINDER_TRAILERS.located, "knight") },
    orderTrailers: [
      orderTrailer(FINDER_TRAILERS.located, "inboundEmpty"),
      orderTrailer(FINDER_TRAILERS.noPosition, "loadedTrailer"),
    ],
    trailerAttachedFromPreviousOrder: {
      company: previous.company,
      id: previous.id,
      isAttached: true,
      sourceLastReported: previous.sourceLastReported,
      status: previous.status,
      trailerNumber: previous.trailerNumber,
      licensePlateNumber: previous.licensePlateNumber,
      vehicleIdentificationNumber: previous.vehicleIdentificationNumber,
      currentOrderNumber: "HT0001",
      lastTacEvent: null,
    },
    currentlyAttachedTrailer: null,
  };
}

/** The driver behind a bearer token, when it is one the mock issued and did not revoke. */
function driverOf(authorization: string | undefined): string | undefined {
  const phone = authorization?.match(/^Bearer idtok-(\d{10})-secret$/)?.[1];
  return phone === undefined || kindOfPhone(phone) === "revoked" ? undefined : phone;
}

const contract = new Hono()
  .use(async (c, next) => {
    if (c.req.header(APP_TOKEN_HEADER) !== TEST_APP_TOKEN) return c.json(error("Invalid app token"), 401);
    await next();
  })
  .get(
    "/api/loads/logisticsLoadsByLoadNumber/:loadNumber",
    zValidator("param", LoadNumberParamsSchema),
    (c) => {
      const { loadNumber } = c.req.valid("param");
      const companies = LOADS[loadNumber] ?? [];
      return c.json(LoadsResponseSchema.parse(companies.map((company) => load(loadNumber, company))));
    },
  )
  .post(
    "/api/drivers/requestVerificationCode/:mobile",
    zValidator("param", RequestVerificationCodeParamsSchema),
    zValidator("query", RequestVerificationCodeQuerySchema),
    (c) => {
      const { mobile } = c.req.valid("param");
      const { loadNumber } = c.req.valid("query");
      if (loadNumber === ORDER_OTHER_TYPE) {
        return c.json(error("Invalid order type", ReasonCode.invalidOrderType), 422);
      }
      if (LOADS[loadNumber] === undefined)
        return c.json(error("Invalid order", ReasonCode.invalidOrder), 404);
      // Refusals are error answers carrying the same body shape, as the reference API sends them.
      const answer = (
        body: z.input<typeof RequestVerificationCodeResponseSchema>,
        status: 200 | 403 | 404 | 429,
      ) => c.json(RequestVerificationCodeResponseSchema.parse(body), status);
      switch (kindOfPhone(mobile)) {
        case "driver":
        case "revoked":
          return answer({ sent: true, retryAfterSeconds: 30 }, 200);
        case "companyDriver":
          return answer({ sent: false, reason: "companyDriver" }, 403);
        case "cooldown":
          return answer({ sent: false, reason: "cooldown", retryAfterSeconds: 45 }, 429);
        default:
          return answer({ sent: false, reason: "notOnFile" }, 404);
      }
    },
  )
  .post("/api/fbaauthentication/verifyIdentity", zValidator("json", VerifyIdentityRequestSchema), (c) => {
    const { mobileNumber, verificationCode } = c.req.valid("json");
    if (verificationCode !== GOOD_CODE) {
      return c.json(error("Invalid MFA code", ReasonCode.invalidMfaCode), 401);
    }
    return c.json(VerifyIdentityResponseSchema.parse({ token: identityTokenFor(mobileNumber) }));
  })
  .post("/api/fbaauthentication/validate", zValidator("json", ValidateTokenRequestSchema), (c) => {
    const { token } = c.req.valid("json");
    const phone = driverOf(`Bearer ${token}`);
    if (phone === undefined) {
      return c.json(ValidateTokenResponseSchema.parse({ isValid: false, responseType: "expired" }), 401);
    }
    return c.json(
      ValidateTokenResponseSchema.parse({
        isValid: true,
        mobileNumber: phone,
        expiresAt: "2099-01-01T00:00:00.000Z",
      }),
    );
  })
  .post("/api/logisticsApp/appLaunchState", zValidator("json", AppLaunchStateRequestSchema), (c) => {
    if (driverOf(c.req.header("authorization")) === undefined) return c.json(error("Unauthorized"), 401);
    const { loadId } = c.req.valid("json");
    const [, orderNumber, company] = loadId.match(/^load-(\w+)-(knight|swift)$/) ?? [];
    if (orderNumber === undefined) return c.json(error("Invalid order", ReasonCode.invalidOrder), 404);
    if (orderNumber === ORDER_WITH_TRAILERS)
      return c.json(AppLaunchStateSchema.parse(launchStateWithTrailers(orderNumber)));
    return c.json(
      AppLaunchStateSchema.parse({
        load: load(orderNumber, company as Company),
        orderTrailers: [],
        trailerAttachedFromPreviousOrder: null,
        currentlyAttachedTrailer: null,
      }),
    );
  })
  .post("/api/logisticsApp/failedUsageAttempt", zValidator("json", FailedUsageAttemptRequestSchema), (c) =>
    c.json({ recorded: true }),
  )
  .get("/api/alerts/persistentAlert/hitchLogisticsApp", (c) => {
    const day = 24 * 60 * 60 * 1000;
    return c.json(
      PersistentAlertResponseSchema.parse({
        alertMessage: "Scheduled maintenance tonight",
        alertMessageDetails: "Attach and detach still work.",
        effectiveDate: new Date(Date.now() - day).toISOString(),
        keepAliveUntilDate: new Date(Date.now() + day).toISOString(),
        knxApp: ALL_APPS,
      }),
    );
  })
  // Photos off, so a test can tell the real answer from the Worker's default (on).
  .get("/api/featureFlags/hitchApp", (c) =>
    c.json(FeatureFlagsSchema.parse({ featureFlags: { trailerPhotosWorkflowEnabled: false } })),
  )
  .post("/api/drivers/submitThirdPartyFeedback", zValidator("json", FeedbackRequestSchema), (c) => {
    if (driverOf(c.req.header("authorization")) === undefined) return c.json(error("Unauthorized"), 401);
    return c.json(true);
  })
  // App token only (spec §7), as the finder's link views call it.
  .get("/api/trailers/getTrailerById/:id/:company", zValidator("param", GetTrailerByIdParamsSchema), (c) => {
    const { id, company } = c.req.valid("param");
    const known = company === "knight" ? FINDER_TRAILER_DATA[id] : undefined;
    return c.json(
      GetTrailerByIdResponseSchema.parse(
        known
          ? { ...finderTrailer(id, known.located), isFound: true }
          : { isFound: false, reasonCode: ReasonCode.trailerNotFound, message: "Trailer not found" },
      ),
    );
  })
  .get("/api/trailers/getByQrId/:qrId", zValidator("param", GetByQrIdParamsSchema), (c) => {
    if (driverOf(c.req.header("authorization")) === undefined) return c.json(error("Unauthorized"), 401);
    if (c.req.query("dryVansOnly") !== "true") return c.json(error("dryVansOnly expected"), 400);
    const { qrId } = c.req.valid("param");
    return c.json(
      GetByQrIdResponseSchema.parse(
        qrId === GOOD_QR_ID
          ? {
              isFound: true,
              trailerId: TRAILER.id,
              trailerNumber: TRAILER.trailerNumber,
              trailerCompany: TRAILER.company,
              isAttached: false,
              trailerStatus: TRAILER.status,
              currentOrderNumber: null,
            }
          : { isFound: false, reasonCode: ReasonCode.trailerNotFound, message: "Trailer not found" },
      ),
    );
  })
  // The reference API's dev pages; this one echoes what reached it, and answers with
  // hop-by-hop headers of its own, so the Worker's proxy can be checked both ways.
  .all("/__dev/echo", async (c) => {
    const headers = Object.fromEntries(c.req.raw.headers);
    return c.json(
      { method: c.req.method, search: new URL(c.req.url).search, headers, body: await c.req.text() },
      200,
      { "x-hop": "dropped", connection: "x-hop", "keep-alive": "timeout=5", "set-cookie": "upstream=1" },
    );
  });

const record = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url);
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers[name] = value;
  }
  recorded.push({
    method: c.req.method,
    path: url.pathname + url.search,
    headers,
    body: await c.req.raw.clone().text(),
  });
  if (recorded.length > RECORD_LIMIT) recorded.shift();
  await next();
});

export const logisticsContractMock = new Hono()
  .get("/__mock/requests", (c) => c.json(recorded))
  .use(record)
  .all("*", async (c, next) => {
    const host = new URL(c.req.url).hostname;
    if (host === "hang.logistics.test") {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HANG_CAP_MS);
        // Node: do not keep the test process alive for it.
        (timer as unknown as { unref?: () => void }).unref?.();
        c.req.raw.signal.addEventListener("abort", () => resolve());
      });
      return c.json(error("Answered too late"), 504);
    }
    if (host === "error.logistics.test") {
      return c.json(error("Cache failure", ReasonCode.cacheFailure), 500);
    }
    if (host === "terse.logistics.test") {
      return c.json({ reasonCode: ReasonCode.cacheFailure }, 500);
    }
    if (host === "garbage.logistics.test") {
      return c.body("<html><body>Bad gateway</body></html>", 200, { "content-type": "application/json" });
    }
    await next();
  })
  .route("/", contract);
