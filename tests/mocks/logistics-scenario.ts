// The logistics API the tests meet: the contract mock (./logistics-api.ts)
// answering with the data of ./logistics-data.ts. The Worker tests put it behind
// Miniflare's outboundService (worker/test/logistics-scenario.ts); the web
// tests put the edge Worker itself in front of it (web/src/test/in-memory-worker.ts).
// Settings a test may change are on `settings`.
import type { OrderTrailer, PersistentAlert } from "#shared/logistics/app.ts";
import type { Evaluation } from "#shared/logistics/associations.ts";
import { ALL_APPS, type LogisticsErrorBody } from "#shared/logistics/common.ts";
import type { Company } from "#shared/logistics/enums.ts";
import { EvaluationType } from "#shared/logistics/enums.ts";
import { LoadSchema } from "#shared/logistics/loads.ts";
import { PARTLY_RECORDED_REASON_CODES, ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { LogisticsDialect } from "#shared/logistics/spec-dialect.ts";
import { type Trailer, TrailerSchema } from "#shared/logistics/trailers.ts";
import { splitTrailerId, type TrailerRef, trailerId } from "#shared/trailer-id.ts";
import { logisticsApiMock, type MockAnswer } from "./logistics-api.ts";
import {
  FINDER_TRAILERS,
  GOOD_CODE,
  GOOD_QR_ID,
  identityTokenFor,
  kindOfPhone,
  ORDER_ONE_COMPANY,
  ORDER_OTHER_CARRIER,
  ORDER_OTHER_TYPE,
  ORDER_SPLIT_CARRIERS,
  ORDER_TWO_COMPANIES,
  ORDER_WITH_TRAILERS,
  OTHER_CARRIERS_TRAILER,
  RED_TAG_TRAILERS,
  REEFER_QR_ID,
  STOLEN_TRAILER,
  TEST_APP_TOKEN,
  UNLISTED_REFUSAL,
  UNSTORABLE_TRAILER,
  UNSTORABLE_UPLOAD_ID,
  YARD,
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
  [ORDER_WITH_TRAILERS]: ["knight"],
  [ORDER_OTHER_CARRIER]: ["knight"],
  [ORDER_SPLIT_CARRIERS]: ["knight", "swift"],
};

/** Loads no test driver is on file for: their launch state is refused. */
const OTHER_CARRIERS_LOADS = new Set([
  `load-${ORDER_OTHER_CARRIER}-knight`,
  `load-${ORDER_SPLIT_CARRIERS}-swift`,
]);

const TRAILER_BASE = {
  availability: 0,
  repairsNeededLevel: 0,
  isAttached: false,
  sourceLastReported: "2026-11-20T08:00:00.000Z",
  movementStatus: 0,
  currentOrderNumber: null,
  reservation: null,
  location: { lat: YARD.lat, lng: YARD.lng },
  locationConfidenceRating: 90,
  type: "DRY_VAN",
} as const;

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
  location: { lat: YARD.lat, lng: YARD.lng },
  locationConfidenceRating: 90,
  licensePlateNumber: "AZ12345",
  vehicleIdentificationNumber: "1JJV532D4KL123456",
  trailerQr: GOOD_QR_ID,
  type: "DRY_VAN",
});

const STOLEN = TrailerSchema.parse({
  ...TRAILER_BASE,
  id: trailerId(STOLEN_TRAILER.number, STOLEN_TRAILER.company),
  trailerNumber: STOLEN_TRAILER.number,
  company: STOLEN_TRAILER.company,
  status: "T",
  licensePlateNumber: "AZ99999",
  vehicleIdentificationNumber: null,
  trailerQr: null,
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

const UNSTORABLE = TrailerSchema.parse({
  ...TRAILER_BASE,
  id: trailerId(UNSTORABLE_TRAILER.number, UNSTORABLE_TRAILER.company),
  trailerNumber: UNSTORABLE_TRAILER.number,
  company: UNSTORABLE_TRAILER.company,
  status: "H",
  licensePlateNumber: "AZ88888",
  vehicleIdentificationNumber: null,
  trailerQr: null,
});

/** One of the red-tag tests' own trailers (RED_TAG_TRAILERS), by its number. */
function redTagTrailer(number: string): Trailer | undefined {
  if (!new RegExp(`^${RED_TAG_TRAILERS.prefix}\\d{5}$`).test(number)) return undefined;
  return TrailerSchema.parse({
    ...TRAILER_BASE,
    id: trailerId(number, RED_TAG_TRAILERS.company),
    trailerNumber: number,
    company: RED_TAG_TRAILERS.company,
    status: "H",
    licensePlateNumber: `RT${number}`,
    vehicleIdentificationNumber: null,
    trailerQr: `QR-${number}`,
  });
}

const OTHER_CARRIERS = TrailerSchema.parse({
  ...TRAILER_BASE,
  id: trailerId(OTHER_CARRIERS_TRAILER.number, OTHER_CARRIERS_TRAILER.company),
  trailerNumber: OTHER_CARRIERS_TRAILER.number,
  company: OTHER_CARRIERS_TRAILER.company,
  status: "H",
  currentOrderNumber: OTHER_CARRIERS_TRAILER.orderNumber,
  licensePlateNumber: OTHER_CARRIERS_TRAILER.plate,
  vehicleIdentificationNumber: "1JJV532D4KL666666",
  trailerQr: OTHER_CARRIERS_TRAILER.qrId,
});

const TRAILERS = new Map([TRAILER, STOLEN, UNSTORABLE, OTHER_CARRIERS].map((t) => [t.id, t]));

/** A trailer the mock knows, by its id. */
function knownTrailer(id: string): Trailer | undefined {
  const named = splitTrailerId(id);
  return (
    TRAILERS.get(id) ??
    (named?.company === RED_TAG_TRAILERS.company ? redTagTrailer(named.trailerNumber) : undefined)
  );
}

/** Farther than this many degrees from the trailer (about a mile), proximity cannot pass. */
const NEAR_DEGREES = 0.015;

/** The carrier's own words for each evaluation the scenario makes (English, as a carrier's API gives them). */
export const EVALUATION_MESSAGES = {
  stolen:
    "Trailer is reported stolen: do not move it. Open a police report, then contact security and your broker.",
  criticalRepairsNeeded: "Trailer is damaged and awaiting repairs.",
  attachedToAnotherOrder: "Trailer is attached to another logistics order.",
  notAttached: "Trailer is not attached to this driver.",
  noLocation: "Your location is unavailable: verify the plate or VIN.",
  notNearTrailer: "You are not near the trailer: verify the plate or VIN.",
} as const satisfies Partial<Record<NonNullable<Evaluation["reason"]>, string>>;

export type ScenarioOptions = {
  /** How the API answers: as the reference API (the default), or as a carrier keeping to the spec alone. */
  dialect?: LogisticsDialect;
  /** The trailerPhotosWorkflowEnabled flag the API answers. */
  trailerPhotosWorkflowEnabled?: boolean;
  /** When set, a driver's phone gets no new code for this long after one (as the real API). */
  resendCooldownSeconds?: number;
};

/** The association writes, as the scenario names them. */
export type WriteCall = "attach" | "update" | "detach" | "release";

/** How each §8 order refusal is answered (the reference API's statuses). */
const ORDER_REFUSAL_STATUS = {
  [ReasonCode.invalidOrder]: 404,
  [ReasonCode.invalidOrderType]: 422,
  [ReasonCode.driverNotFound]: 403,
} as const;
export type OrderRefusal = keyof typeof ORDER_REFUSAL_STATUS;

export type ScenarioSettings = {
  /** The active alert, or null for none; by default a maintenance notice active today. */
  persistentAlert: PersistentAlert | null;
  feedbackAccepted: boolean;
  trailerPhotosWorkflowEnabled: boolean;
  /** When each phone may have a new code (epoch ms), with resendCooldownSeconds. */
  resendAt: Map<string, number>;
  /** Who holds each attached trailer (trailer id → driver's phone). */
  held: Map<string, string>;
  /** Writes recorded, per idempotency key: a repeat is answered as the first (decision 016). */
  writes: Map<string, { call: string; trailerId: string }>;
  /** The load's trailers every launch state answers (ORDER_WITH_TRAILERS has its own). */
  orderTrailers: OrderTrailer[];
  /** More trailers getTrailerById knows, by id (a test's own). */
  trailers: Map<string, Trailer>;
  /** Assessments stored, by id: whose, of which trailer, and whether it red-tagged it. */
  assessments: Map<number, StoredAssessment>;
  /** Trailers red-tagged: attaching them fails critical_repairs_needed until the shop clears them. */
  redTagged: Set<string>;
  /** Photos stored, by assessment id and clientUploadId (a retry is stored once). */
  documents: Map<string, StoredDocument>;
  /**
   * Writes the system of record refuses whatever the trailer, with the §8 reason code it answers
   * (409, isSuccessful false). A partial success (442–445, 511: the association went through, the
   * trailer mapping did not) records the write, then answers so. "mapping" is the trailer mapping on
   * detach (where the trailer was dropped).
   */
  refusedWrites: Map<WriteCall | "mapping", number>;
  /**
   * The order refusal the trailer checks answer (474, 475, 494): the order was completed, retyped or
   * reassigned after the driver signed in. Null for none.
   */
  checkRefusal: OrderRefusal | null;
};

export type StoredAssessment = {
  driver: string;
  trailerId: string;
  redTag: boolean;
  idempotencyKey: string | undefined;
};
export type StoredDocument = {
  documentId: string;
  assessmentId: number;
  sideName: string;
  photoType: string;
  clientUploadId: string | undefined;
  contentType: string;
  sizeBytes: number;
  location: { lat: number; lon: number } | undefined;
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
    // Another carrier's driver holds their trailer from the start.
    held: new Map([[OTHER_CARRIERS.id, OTHER_CARRIERS_TRAILER.driver]]),
    writes: new Map(),
    orderTrailers: [],
    trailers: new Map(),
    assessments: new Map(),
    redTagged: new Set(),
    documents: new Map(),
    refusedWrites: new Map(),
    checkRefusal: null,
  };

  /** "revoked" phones whose token was used once already (sign-in's own check): refused from then on. */
  const revokedUsed = new Set<string>();
  /** The driver behind a bearer token, when it is one the mock issued and did not revoke. */
  function driverOf(authorization: string | undefined): string | undefined {
    const phone = authorization?.match(/^Bearer idtok-(\d{10})-secret$/)?.[1];
    if (phone === undefined || kindOfPhone(phone) !== "revoked") return phone;
    if (revokedUsed.has(phone)) return undefined;
    revokedUsed.add(phone);
    return phone;
  }

  const findTrailer = (ref: TrailerRef) =>
    "trailerId" in ref
      ? knownTrailer(ref.trailerId)
      : ([...TRAILERS.values()].find((t) => t.trailerQr === ref.scannedId) ??
        redTagTrailer(ref.scannedId.replace(/^QR-/, "")));

  /** The id of a trailer an assessment names, when the API knows it (the finder's trailers too). */
  const assessedTrailerId = (ref: TrailerRef) => {
    const known = findTrailer(ref)?.id;
    if (known !== undefined) return known;
    if (!("trailerId" in ref)) return undefined;
    const named = splitTrailerId(ref.trailerId);
    const finder = named?.company === "knight" && FINDER_TRAILER_DATA[named.trailerNumber] !== undefined;
    return finder || settings.trailers.has(ref.trailerId) ? ref.trailerId : undefined;
  };

  /**
   * The ten evaluations of docs/product.md §4, as the scenario's simple model of the system of record.
   * The reference API's rules (logistics-api/src/evaluations.ts) are the normative ones (decision 076):
   * where this models a situation it must agree with them, as
   * logistics-api/src/evaluations-mock-agreement.test.ts holds.
   */
  function evaluate(
    trailer: NonNullable<ReturnType<typeof findTrailer>>,
    driver: string,
    location: { lat: number; lon: number } | null,
    association: "attach" | "detach",
  ): Evaluation[] {
    const type = EvaluationType;
    const evaluations: Evaluation[] = Object.values(type).map((t) => ({
      type: t,
      result: 0,
      message: "Passed.",
    }));
    const set = (t: number, result: 1 | 2, reason: keyof typeof EVALUATION_MESSAGES) => {
      evaluations[t] = { type: t, result, message: EVALUATION_MESSAGES[reason], reason };
    };
    const holder = settings.held.get(trailer.id);
    if (association === "attach") {
      if (trailer.status === "T") set(type.trailer_status, 2, "stolen");
      if (settings.redTagged.has(trailer.id)) set(type.critical_repairs_needed, 2, "criticalRepairsNeeded");
      if (holder !== undefined && holder !== driver) set(type.trailer_attached, 2, "attachedToAnotherOrder");
    } else if (holder !== driver) set(type.trailer_attached, 2, "notAttached");
    if (location === null) set(type.trailer_proximity, 1, "noLocation");
    else if (
      Math.abs(location.lat - (trailer.location?.lat ?? 0)) > NEAR_DEGREES ||
      Math.abs(location.lon - (trailer.location?.lng ?? 0)) > NEAR_DEGREES
    ) {
      set(type.trailer_proximity, 1, "notNearTrailer");
    }
    return evaluations;
  }

  /** The trailer a driver holds now, as the launch state names it (attached on this order). */
  function attachedTo(driver: string | undefined, orderNumber: string) {
    const [id] = [...settings.held].find(([, phone]) => phone === driver) ?? [];
    const trailer = id === undefined ? undefined : knownTrailer(id);
    if (!trailer) return null;
    const { company, sourceLastReported, status, trailerNumber, licensePlateNumber } = trailer;
    return {
      ...{ company, id: trailer.id, sourceLastReported, status, trailerNumber, licensePlateNumber },
      vehicleIdentificationNumber: trailer.vehicleIdentificationNumber,
      isAttached: true,
      currentOrderNumber: orderNumber,
      lastTacEvent: null,
    };
  }

  /** An association write: once per key, refused with the call's own reason when an evaluation fails. */
  function write(
    call: WriteCall,
    request: {
      trailer: TrailerRef;
      driver: { mobileNumber: string };
      idempotencyKey?: string;
      location: { lat: number; lon: number } | null;
    },
    association: "attach" | "detach",
    apply: (trailerId: string) => void,
  ): MockAnswer {
    const done = { body: { isSuccessful: true, reasonCode: null } };
    const refused = (reasonCode: number): MockAnswer => ({
      status: 409,
      body: { isSuccessful: false, reasonCode, message: "Refused." },
    });
    if (request.idempotencyKey && settings.writes.has(request.idempotencyKey)) return done;
    const refusal = settings.refusedWrites.get(call);
    const partly = (PARTLY_RECORDED_REASON_CODES as readonly number[]).includes(refusal ?? 0);
    if (refusal !== undefined && !partly) return refused(refusal);
    const trailer = findTrailer(request.trailer);
    if (!trailer)
      return {
        status: 404,
        body: { ...error("Trailer not found", ReasonCode.trailerNotFound), isSuccessful: false },
      };
    const failed = evaluate(trailer, request.driver.mobileNumber, request.location, association).some(
      (e) => e.result === 2,
    );
    if (failed) {
      // Taking a trailer onto an order (attach, or update from a previous order) is refused as not
      // attachable, as the reference API does; letting one go, as not detachable.
      return refused(
        call === "attach" || call === "update"
          ? ReasonCode.trailerNotAttachable
          : ReasonCode.trailerNotDetachable,
      );
    }
    apply(trailer.id);
    if (request.idempotencyKey) settings.writes.set(request.idempotencyKey, { call, trailerId: trailer.id });
    return refusal === undefined ? done : refused(refusal);
  }

  /** The answer of a call naming an order the system of record refuses now. */
  const orderRefused = (reasonCode: OrderRefusal): MockAnswer => ({
    status: ORDER_REFUSAL_STATUS[reasonCode],
    body: error("Refused for the order", reasonCode),
  });

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
    dialect: options.dialect,
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
        if (query.loadNumber === ORDER_OTHER_CARRIER && kindOfPhone(params.mobile) !== "companyDriver") {
          return { status: 404, body: { sent: false, reason: "notOnFile" } };
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
          case "unlistedRefusal":
            return { status: 400, body: UNLISTED_REFUSAL };
          default:
            return { status: 404, body: { sent: false, reason: "notOnFile" } };
        }
      },
      verifyIdentity: ({ body }) => {
        // As a carrier's API may: a phone it does not know is told apart from a wrong code.
        if (kindOfPhone(body.mobileNumber) === "unknown")
          return { status: 404, body: error("Driver not found") };
        // A code verifies only for the order it was texted for; none is texted for another carrier's.
        return body.verificationCode === GOOD_CODE && body.loadNumber !== ORDER_OTHER_CARRIER
          ? { body: { token: identityTokenFor(body.mobileNumber) } }
          : { status: 401, body: error("Invalid MFA code", ReasonCode.invalidMfaCode) };
      },
      validateToken: ({ body }) => {
        const phone = driverOf(`Bearer ${body.token}`);
        return phone === undefined
          ? { status: 401, body: { isValid: false, responseType: "expired" } }
          : { body: { isValid: true, mobileNumber: phone, expiresAt: "2099-01-01T00:00:00.000Z" } };
      },
      appLaunchState: ({ body, driver }) => {
        const [, orderNumber, company] = body.loadId.match(/^load-(\w+)-(knight|swift)$/) ?? [];
        if (orderNumber === undefined) {
          return { status: 404, body: error("Invalid order", ReasonCode.invalidOrder) };
        }
        if (orderNumber === ORDER_OTHER_TYPE) {
          return { status: 422, body: error("Invalid order type", ReasonCode.invalidOrderType) };
        }
        if (orderNumber === ORDER_WITH_TRAILERS) return { body: launchStateWithTrailers(orderNumber) };
        if (OTHER_CARRIERS_LOADS.has(body.loadId)) {
          return {
            status: 403,
            body: error("Driver is not on file for this order", ReasonCode.driverNotFound),
          };
        }
        return {
          body: {
            load: load(orderNumber, company as Company),
            orderTrailers: settings.orderTrailers,
            trailerAttachedFromPreviousOrder: null,
            currentlyAttachedTrailer: attachedTo(driver, orderNumber),
          },
        };
      },
      failedUsageAttempt: () => ({ body: { isSuccessful: true, reasonCode: null } }),
      persistentAlert: () => ({ body: settings.persistentAlert }),
      featureFlags: () => ({
        body: { featureFlags: { trailerPhotosWorkflowEnabled: settings.trailerPhotosWorkflowEnabled } },
      }),
      submitFeedback: () => ({ body: settings.feedbackAccepted }),
      loadByLoadNumber: ({ params, query }) => {
        const companies = (LOADS[params.loadNumber] ?? []).filter(
          (c) => !query.company || c === query.company,
        );
        const [company] = companies;
        return company
          ? { body: load(params.loadNumber, company) }
          : { status: 404, body: error("Invalid order", ReasonCode.invalidOrder) };
      },
      getTrailerById: ({ params }) => {
        const id = trailerId(params.id, params.company);
        const finder = params.company === "knight" ? FINDER_TRAILER_DATA[params.id] : undefined;
        const extra = settings.trailers.get(id);
        if (finder) return { body: { ...finderTrailer(params.id, finder.located), isFound: true } };
        if (extra) return { body: { ...extra, isFound: true } };
        const trailer = knownTrailer(id);
        return trailer
          ? { body: { ...trailer, isAttached: settings.held.has(trailer.id), isFound: true } }
          : {
              body: { isFound: false, reasonCode: ReasonCode.trailerNotFound, message: "Trailer not found" },
            };
      },
      attachability: ({ body, driver = "" }) => {
        if (settings.checkRefusal !== null) return orderRefused(settings.checkRefusal);
        const trailer = findTrailer(body.trailer);
        if (!trailer) return { status: 404, body: error("Trailer not found", ReasonCode.trailerNotFound) };
        const evaluations = evaluate(trailer, driver, body.location, "attach");
        return {
          body: {
            canAttach: !evaluations.some((e) => e.result === 2),
            trailerCompany: trailer.company,
            trailerNumber: trailer.trailerNumber,
            attachabilityEvaluations: evaluations,
          },
        };
      },
      detachability: ({ body, driver = "" }) => {
        if (settings.checkRefusal !== null) return orderRefused(settings.checkRefusal);
        const trailer = findTrailer(body.trailer);
        if (!trailer) return { status: 404, body: error("Trailer not found", ReasonCode.trailerNotFound) };
        const evaluations = evaluate(trailer, driver, body.location, "detach");
        return {
          body: {
            canDetach: !evaluations.some((e) => e.result === 2),
            trailerCompany: trailer.company,
            trailerNumber: trailer.trailerNumber,
            detachabilityEvaluations: evaluations,
          },
        };
      },
      attach: ({ body }) =>
        write("attach", body, "attach", (id) => settings.held.set(id, body.driver.mobileNumber)),
      updateAttachedTrailer: ({ body }) =>
        write("update", body, "detach", (id) => settings.held.set(id, body.driver.mobileNumber)),
      detach: ({ body }) => write("detach", body, "detach", (id) => settings.held.delete(id)),
      confirmAttachedTrailer: ({ body }) =>
        write("release", body, "detach", (id) => settings.held.delete(id)),
      mapTrailerOnDetach: ({ body }) => {
        const refusal = settings.refusedWrites.get("mapping");
        if (refusal !== undefined) {
          return { status: 409, body: { isSuccessful: false, reasonCode: refusal, message: "Refused." } };
        }
        const trailer = findTrailer(body.trailer);
        if (!trailer || settings.held.has(trailer.id)) {
          return {
            status: 409,
            body: {
              isSuccessful: false,
              reasonCode: ReasonCode.trailerNotDetachable,
              message: "Detach first.",
            },
          };
        }
        if (body.idempotencyKey)
          settings.writes.set(body.idempotencyKey, { call: "mapping", trailerId: trailer.id });
        return { body: { isSuccessful: true, reasonCode: null } };
      },
      trailerAssessment: ({ body, driver = "" }) => {
        const failed = { isSuccessful: false, assessmentId: -1 };
        const stored = [...settings.assessments].find(
          ([, a]) =>
            a.idempotencyKey !== undefined && a.idempotencyKey === body.idempotencyKey && a.driver === driver,
        );
        if (stored) return { body: { isSuccessful: true, reasonCode: null, assessmentId: stored[0] } };
        const id = assessedTrailerId(body.trailer);
        if (id === undefined) {
          return {
            status: 404,
            body: { ...failed, ...error("Trailer not found", ReasonCode.trailerNotFound) },
          };
        }
        if (id === UNSTORABLE.id) {
          return {
            status: 503,
            body: {
              ...failed,
              ...error("Cache failure", ReasonCode.cacheFailure),
              reasonCode: ReasonCode.cacheFailure,
            },
          };
        }
        const assessmentId = settings.assessments.size + 1;
        settings.assessments.set(assessmentId, {
          driver,
          trailerId: id,
          redTag: body.redTag,
          idempotencyKey: body.idempotencyKey,
        });
        if (body.redTag) settings.redTagged.add(id);
        return { body: { isSuccessful: true, reasonCode: null, assessmentId } };
      },
      uploadDocument: ({ multipart, driver = "" }) => {
        const { metadata, file } = multipart;
        const failed = (message: string) => ({
          isSuccessful: false,
          assessmentId: -1,
          documentId: null,
          message,
        });
        const assessment = settings.assessments.get(metadata.trailerAssessmentId);
        if (assessment?.driver !== driver) return { status: 404, body: failed("Assessment not found") };
        if (metadata.clientUploadId === UNSTORABLE_UPLOAD_ID) {
          return { status: 503, body: failed("The photo could not be stored") };
        }
        const key = `${metadata.trailerAssessmentId}:${metadata.clientUploadId ?? crypto.randomUUID()}`;
        const document = settings.documents.get(key) ?? {
          documentId: crypto.randomUUID(),
          assessmentId: metadata.trailerAssessmentId,
          sideName: metadata.sideName,
          photoType: metadata.photoType,
          clientUploadId: metadata.clientUploadId,
          contentType: file.type,
          sizeBytes: file.size,
          location: metadata.location,
        };
        settings.documents.set(key, document);
        return {
          body: { isSuccessful: true, assessmentId: document.assessmentId, documentId: document.documentId },
        };
      },
      reportUnassociatedQr: ({ body }) => {
        if (body.idempotencyKey) settings.writes.set(body.idempotencyKey, { call: "report", trailerId: "" });
        return { body: { isSuccessful: true, reasonCode: null } };
      },
      getByQrId: ({ params, query }) => {
        if (!query.dryVansOnly) return { status: 400, body: error("dryVansOnly expected") };
        if (params.qrId === REEFER_QR_ID) {
          return {
            body: {
              isFound: false,
              reasonCode: ReasonCode.invalidTrailerType,
              message: "The QR code belongs to a trailer that is not a dry van",
            },
          };
        }
        const trailer = findTrailer({ scannedId: params.qrId });
        return {
          body: trailer
            ? {
                isFound: true,
                trailerId: trailer.id,
                trailerNumber: trailer.trailerNumber,
                trailerCompany: trailer.company,
                isAttached: settings.held.has(trailer.id),
                trailerStatus: trailer.status,
                currentOrderNumber: settings.held.has(trailer.id) ? trailer.currentOrderNumber : null,
              }
            : { isFound: false, reasonCode: ReasonCode.trailerNotFound, message: "Trailer not found" },
        };
      },
    },
  });

  return { app, settings };
}
