// The logistics API as the Worker tests meet it: the contract mock
// (tests/mocks/logistics-api.ts) answering with the data of
// tests/mocks/logistics-data.ts. vitest.config.ts routes every outbound fetch of
// the Worker under test here (Miniflare's outboundService), so the Worker's own
// code runs unchanged: only the network is mocked.
//
// The host picks a scenario:
//   logistics.test          the contract, with the test data
//   hang.logistics.test     never answers (until the caller gives up)
//   error.logistics.test    500 with an error body (reason 511) to every call
//   terse.logistics.test    500 with a body holding a reason code (511) and no message
//   garbage.logistics.test  200 with a body that is not JSON to every call
// GET /__mock/requests lists recent requests (method, path, selected headers, body)
// so tests can check what the Worker sent.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { ALL_APPS, type LogisticsErrorBody } from "../../shared/logistics/common.ts";
import type { Company } from "../../shared/logistics/enums.ts";
import { LoadSchema } from "../../shared/logistics/loads.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";
import { TrailerSchema } from "../../shared/logistics/trailers.ts";
import { logisticsApiMock } from "../../tests/mocks/logistics-api.ts";
import {
  GOOD_CODE,
  GOOD_QR_ID,
  identityTokenFor,
  kindOfPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_TYPE,
  ORDER_TWO_COMPANIES,
  TEST_APP_TOKEN,
} from "../../tests/mocks/logistics-data.ts";

/** Longest a hanging answer is held, so no test run is kept alive by it. */
const HANG_CAP_MS = 15_000;

type Recorded = { method: string; path: string; headers: Record<string, string>; body: string };
const recorded: Recorded[] = [];
const RECORD_LIMIT = 500;
const RECORDED_HEADERS = ["x-app-token", "authorization", "cookie", "connection", "x-hop", "content-type"];

const error = (message: string, reasonCode?: number): LogisticsErrorBody => ({ message, reasonCode });

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

/** The driver behind a bearer token, when it is one the mock issued and did not revoke. */
function driverOf(authorization: string | undefined): string | undefined {
  const phone = authorization?.match(/^Bearer idtok-(\d{10})-secret$/)?.[1];
  return phone === undefined || kindOfPhone(phone) === "revoked" ? undefined : phone;
}

const contract = logisticsApiMock({
  appToken: TEST_APP_TOKEN,
  driverOf,
  handlers: {
    loadsByLoadNumber: ({ params }) => ({
      body: (LOADS[params.loadNumber] ?? []).map((company) => load(params.loadNumber, company)),
    }),
    requestVerificationCode: ({ params, query }) => {
      if (query.loadNumber === ORDER_OTHER_TYPE) {
        return { status: 422, body: error("Invalid order type", ReasonCode.invalidOrderType) };
      }
      if (LOADS[query.loadNumber] === undefined) {
        return { status: 404, body: error("Invalid order", ReasonCode.invalidOrder) };
      }
      // Refusals are error answers carrying the answer's own shape, as the reference API sends them.
      switch (kindOfPhone(params.mobile)) {
        case "driver":
        case "revoked":
          return { body: { sent: true, retryAfterSeconds: 30 } };
        case "companyDriver":
          return { status: 403, body: { sent: false, reason: "companyDriver" } };
        case "cooldown":
          return { status: 429, body: { sent: false, reason: "cooldown", retryAfterSeconds: 45 } };
        default:
          return { status: 404, body: { sent: false, reason: "notOnFile" } };
      }
    },
    verifyIdentity: ({ body }) =>
      body.verificationCode === GOOD_CODE
        ? { body: { token: identityTokenFor(body.mobileNumber) } }
        : { status: 401, body: error("Invalid MFA code", ReasonCode.invalidMfaCode) },
    validateToken: ({ body }) => {
      const phone = driverOf(`Bearer ${body.token}`);
      return phone === undefined
        ? { status: 401, body: { isValid: false, responseType: "expired" } }
        : { body: { isValid: true, mobileNumber: phone, expiresAt: "2099-01-01T00:00:00.000Z" } };
    },
    appLaunchState: ({ body }) => {
      const [, orderNumber, company] = body.loadId.match(/^load-(\w+)-(knight|swift)$/) ?? [];
      if (orderNumber === undefined) {
        return { status: 404, body: error("Invalid order", ReasonCode.invalidOrder) };
      }
      return {
        body: {
          load: load(orderNumber, company as Company),
          orderTrailers: [],
          trailerAttachedFromPreviousOrder: null,
          currentlyAttachedTrailer: null,
        },
      };
    },
    failedUsageAttempt: () => ({ body: { isSuccessful: true, reasonCode: null } }),
    persistentAlert: () => {
      const day = 24 * 60 * 60 * 1000;
      return {
        body: {
          alertMessage: "Scheduled maintenance tonight",
          alertMessageDetails: "Attach and detach still work.",
          effectiveDate: new Date(Date.now() - day).toISOString(),
          keepAliveUntilDate: new Date(Date.now() + day).toISOString(),
          knxApp: ALL_APPS,
        },
      };
    },
    // Photos off, so a test can tell the real answer from the Worker's default (on).
    featureFlags: () => ({ body: { featureFlags: { trailerPhotosWorkflowEnabled: false } } }),
    submitFeedback: () => ({ body: true }),
    getByQrId: ({ params, query }) => {
      if (!query.dryVansOnly) return { status: 400, body: error("dryVansOnly expected") };
      return {
        body:
          params.qrId === GOOD_QR_ID
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
      };
    },
  },
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

export const logisticsScenario = new Hono()
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
  // The reference API's dev pages; this one echoes what reached it, and answers with
  // hop-by-hop headers of its own, so the Worker's proxy can be checked both ways.
  .all("/__dev/echo", async (c) => {
    const headers = Object.fromEntries(c.req.raw.headers);
    return c.json(
      { method: c.req.method, search: new URL(c.req.url).search, headers, body: await c.req.text() },
      200,
      { "x-hop": "dropped", connection: "x-hop", "keep-alive": "timeout=5", "set-cookie": "upstream=1" },
    );
  })
  .route("/", contract);
