// The logistics API the tests meet: the contract mock (./logistics-api.ts)
// answering with the data of ./logistics-data.ts. The Worker tests put it behind
// Miniflare's outboundService (worker/test/logistics-scenario-host.ts); the web
// tests put the edge Worker itself in front of it (web/src/test/fake-api.ts).
// Settings a test may change are on `settings`.
import type { PersistentAlert } from "../../shared/logistics/app.ts";
import { ALL_APPS, type LogisticsErrorBody } from "../../shared/logistics/common.ts";
import type { Company } from "../../shared/logistics/enums.ts";
import { LoadSchema } from "../../shared/logistics/loads.ts";
import { ReasonCode } from "../../shared/logistics/reason-codes.ts";
import { TrailerSchema } from "../../shared/logistics/trailers.ts";
import { logisticsApiMock } from "./logistics-api.ts";
import {
  GOOD_CODE,
  GOOD_QR_ID,
  identityTokenFor,
  kindOfPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_TYPE,
  ORDER_TWO_COMPANIES,
  TEST_APP_TOKEN,
} from "./logistics-data.ts";

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
  status: "H",
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

export type ScenarioOptions = {
  /** The trailerPhotosWorkflowEnabled flag the API answers. */
  trailerPhotosWorkflowEnabled?: boolean;
  /** When set, a driver's phone gets no new code for this long after one (as the real API). */
  resendCooldownSeconds?: number;
};

export type ScenarioSettings = {
  /** The active alert, or null for none; by default a maintenance notice active today. */
  persistentAlert: PersistentAlert | null;
  feedbackAccepted: boolean;
  trailerPhotosWorkflowEnabled: boolean;
  /** When each phone may have a new code (epoch ms), with resendCooldownSeconds. */
  resendAt: Map<string, number>;
};

function maintenanceNotice(): PersistentAlert {
  const day = 24 * 60 * 60 * 1000;
  return {
    alertMessage: "Scheduled maintenance tonight",
    alertMessageDetails: "Attach and detach still work.",
    effectiveDate: new Date(Date.now() - day).toISOString(),
    keepAliveUntilDate: new Date(Date.now() + day).toISOString(),
    knxApp: ALL_APPS,
  };
}

export function createLogisticsScenario(options: ScenarioOptions = {}) {
  const settings: ScenarioSettings = {
    persistentAlert: maintenanceNotice(),
    feedbackAccepted: true,
    trailerPhotosWorkflowEnabled: options.trailerPhotosWorkflowEnabled ?? false,
    resendAt: new Map(),
  };

  /** A new code for a driver's phone, or the seconds left of its cooldown. */
  function codeFor(mobile: string): { retryAfterSeconds: number; sent: boolean } {
    const cooldown = options.resendCooldownSeconds;
    if (cooldown === undefined) return { sent: true, retryAfterSeconds: 30 };
    const wait = Math.ceil(((settings.resendAt.get(mobile) ?? 0) - Date.now()) / 1000);
    if (wait > 0) return { sent: false, retryAfterSeconds: wait };
    settings.resendAt.set(mobile, Date.now() + cooldown * 1000);
    return { sent: true, retryAfterSeconds: cooldown };
  }

  const app = logisticsApiMock({
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
          case "revoked": {
            const code = codeFor(params.mobile);
            return code.sent
              ? { body: { sent: true, retryAfterSeconds: code.retryAfterSeconds } }
              : {
                  status: 429,
                  body: { sent: false, reason: "cooldown", retryAfterSeconds: code.retryAfterSeconds },
                };
          }
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
      persistentAlert: () => ({ body: settings.persistentAlert }),
      featureFlags: () => ({
        body: { featureFlags: { trailerPhotosWorkflowEnabled: settings.trailerPhotosWorkflowEnabled } },
      }),
      submitFeedback: () => ({ body: settings.feedbackAccepted }),
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

  return { app, settings };
}
