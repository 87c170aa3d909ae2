import { describe, expect, it } from "vitest";
import type { LogisticsCallDefinition } from "./call-definition.ts";
import { fillPath, LOGISTICS_CALLS, type LogisticsCallName, routePath } from "./contract.ts";
import { ReasonCode } from "./reason-codes.ts";
import { fieldPaths } from "./schema-paths.ts";

const entries = Object.entries(LOGISTICS_CALLS) as [string, LogisticsCallDefinition][];
const catalogue = new Set<number>(Object.values(ReasonCode));

describe("the logistics contract table", () => {
  it.each(entries)("%s: its params schema names exactly its path's :parameters", (_, definition) => {
    const inPath = [...definition.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const inSchema = Object.keys(definition.params?.shape ?? {}).sort();
    expect(inSchema).toEqual(inPath);
  });

  it.each(entries)("%s: declares only reason codes of docs/product.md §8", (_, definition) => {
    for (const code of definition.reasonCodes) expect(catalogue.has(code)).toBe(true);
  });

  it("has one entry per method and path", () => {
    const keys = entries.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("fills path parameters encoded, and refuses a missing one", () => {
    const { getTrailerById } = LOGISTICS_CALLS;
    expect(fillPath(getTrailerById.path, { id: "53/01 ?x", company: "knight" })).toBe(
      "api/trailers/getTrailerById/53%2F01%20%3Fx/knight",
    );
    expect(() => fillPath(getTrailerById.path, { id: "5301" })).toThrow(/company/);
    expect(routePath(getTrailerById)).toBe("/api/trailers/getTrailerById/:id/:company");
  });
});

// What docs/product.md §3 and §7 name, per call whose payload or answer §7 shows (the others are "not shown":
// their shapes are Hitch's own, decision 013). Every other field is an extension (decision 061).
const TRAILER = [
  "id",
  "trailerNumber",
  "company",
  "availability",
  "repairsNeededLevel",
  "isAttached",
  "sourceLastReported",
  "status",
  "movementStatus",
  "currentOrderNumber",
  "reservation",
  "location",
  "location.lat",
  "location.lng",
  "locationConfidenceRating",
  "licensePlateNumber",
  "vehicleIdentificationNumber",
  "trailerQr",
  "type",
  "scannedFromQr",
];
const TRAILER_EVENT = [
  "assetDriverId",
  "driverMobileNumber",
  "isAttached",
  "loadNumber",
  "source",
  "sourceLastReported",
  "trailerIdentifierType",
  "truckId",
  "mcLeodSourceSystem",
];
const ATTACHED_TRAILER = [
  "company",
  "id",
  "isAttached",
  "sourceLastReported",
  "status",
  "trailerNumber",
  "licensePlateNumber",
  "vehicleIdentificationNumber",
  "currentOrderNumber",
  "lastTacEvent",
  ...TRAILER_EVENT.map((field) => `lastTacEvent.${field}`),
];
const LOAD = [
  "carrier",
  "carrier.dotNumber",
  "company",
  "equipmentTypeId",
  "id",
  "inboundEmpty",
  "loadedTrailer",
  "orderNumber",
  "outboundEmpty",
  "source",
  "sourceLastReported",
  "tmsSourceSystem",
];
const EVALUATION = ["type", "result", "message"];
const under = (prefix: string, fields: string[]) => fields.map((field) => `${prefix}${field}`);
const ASSOCIATION_PAYLOAD = [
  "trailer",
  "trailer.trailerId",
  "trailer.scannedId",
  "driver",
  "driver.mobileNumber",
  "driver.dotNumber",
  "loadId",
];

const SPEC_NAMES: Partial<Record<LogisticsCallName, { request?: string[]; answer?: string[] }>> = {
  validateToken: { request: ["token"], answer: ["responseType"] },
  verifyIdentity: { request: ["mobileNumber", "verificationCode"], answer: ["token"] },
  requestVerificationCode: { request: [], answer: ["sent"] },
  loadByLoadNumber: { request: [], answer: LOAD },
  loadsByLoadNumber: { request: [], answer: under("[].", LOAD) },
  getTrailerById: { request: [], answer: [...TRAILER, "isFound"] },
  getByQrId: {
    request: ["dryVansOnly"],
    answer: [
      "trailerId",
      "trailerCompany",
      "isAttached",
      "trailerStatus",
      "currentOrderNumber",
      "isFound",
      "reasonCode",
      "message",
    ],
  },
  trailersAttachedToLoad: { request: [], answer: under("[].", ATTACHED_TRAILER) },
  attachability: {
    request: ASSOCIATION_PAYLOAD,
    answer: [
      "canAttach",
      "trailerCompany",
      "trailerNumber",
      "attachabilityEvaluations",
      ...under("attachabilityEvaluations[].", EVALUATION),
    ],
  },
  detachability: {
    request: ASSOCIATION_PAYLOAD,
    answer: [
      "canDetach",
      "trailerCompany",
      "trailerNumber",
      "detachabilityEvaluations",
      ...under("detachabilityEvaluations[].", EVALUATION),
    ],
  },
  attach: { request: ASSOCIATION_PAYLOAD, answer: ["isSuccessful", "reasonCode"] },
  detach: { request: ASSOCIATION_PAYLOAD, answer: ["isSuccessful", "reasonCode"] },
  appLaunchState: {
    request: ["loadId", "driverMobileNumber"],
    answer: [
      "load",
      ...under("load.", LOAD),
      "orderTrailers",
      "orderTrailers[].trailerId",
      "orderTrailers[].isCurrentlyAttachedToOrder",
      "orderTrailers[].trailer",
      ...under("orderTrailers[].trailer.", TRAILER),
      "orderTrailers[].trailerFieldType",
      "trailerAttachedFromPreviousOrder",
      ...under("trailerAttachedFromPreviousOrder.", ATTACHED_TRAILER),
      "currentlyAttachedTrailer",
      ...under("currentlyAttachedTrailer.", ATTACHED_TRAILER),
    ],
  },
  uploadDocument: {
    request: ["trailerAssessmentId", "sideName", "photoType"],
    answer: ["isSuccessful", "assessmentId"],
  },
  featureFlags: { answer: ["featureFlags", "featureFlags.trailerPhotosWorkflowEnabled"] },
  persistentAlert: {
    answer: ["alertMessage", "alertMessageDetails", "effectiveDate", "keepAliveUntilDate", "knxApp"],
  },
};

/** An extension's path without its `=value` condition. */
const bare = (path: string) => path.replace(/=[^.]*$/, "");
const requestPaths = (definition: LogisticsCallDefinition) => [
  ...(definition.query ? fieldPaths(definition.query) : []),
  ...(definition.body ? fieldPaths(definition.body) : []),
  ...(definition.multipart ? fieldPaths(definition.multipart) : []),
];
const requestExtensions = (definition: LogisticsCallDefinition) => [
  ...Object.keys(definition.extensions?.query ?? {}),
  ...Object.keys(definition.extensions?.body ?? {}),
];

describe("the contract's extensions of docs/product.md §7 (decision 061)", () => {
  it.each(entries)("%s: every extension it names is a field it sends or reads", (_, definition) => {
    const requests = new Set(requestPaths(definition));
    for (const path of requestExtensions(definition)) expect(requests, path).toContain(path);
    const answers = new Set(fieldPaths(definition.response));
    for (const path of Object.keys(definition.extensions?.answer ?? {})) {
      expect(answers, path).toContain(bare(path));
    }
  });

  it.each(Object.entries(SPEC_NAMES))(
    "%s: every field §3 and §7 do not name is marked as an extension",
    (name, named) => {
      const definition: LogisticsCallDefinition = LOGISTICS_CALLS[name as LogisticsCallName];
      const extensions = definition.extensions ?? {};
      const nameOrExtension = (spec: string[], marked: string[]) => {
        const known = new Set([...spec, ...marked.map(bare)]);
        // A field under an extension is part of it ("carrier.name" under nothing, "a.b" under "a").
        return (path: string) =>
          known.has(path) || [...known].some((k) => path.startsWith(`${k}.`) && marked.includes(k));
      };
      if (named.request) {
        const ok = nameOrExtension(named.request, requestExtensions(definition));
        expect(requestPaths(definition).filter((path) => !ok(path))).toEqual([]);
      }
      if (named.answer) {
        const ok = nameOrExtension(named.answer, Object.keys(extensions.answer ?? {}));
        expect(fieldPaths(definition.response).filter((path) => !ok(path))).toEqual([]);
      }
    },
  );

  it("marks the fields the issue names as extensions", () => {
    const { attach, detach, attachability, requestVerificationCode, loadByLoadNumber } = LOGISTICS_CALLS;
    expect(Object.keys(attach.extensions.body)).toEqual(
      expect.arrayContaining(["idempotencyKey", "loadTrailerStatus", "certified", "eventTime"]),
    );
    expect(Object.keys(detach.extensions.body)).toContain("reportingRuleAcknowledged");
    expect(Object.keys(attachability.extensions.answer)).toEqual(["attachabilityEvaluations[].reason"]);
    expect(Object.keys(requestVerificationCode.extensions.query)).toEqual(["loadNumber"]);
    expect(Object.keys(loadByLoadNumber.extensions.query)).toEqual(["company"]);
  });

  it("gives every write a success shape (§5, §7)", () => {
    const writes = entries.filter(([, d]) => d.success !== undefined).map(([name]) => name);
    expect(writes.sort()).toEqual(
      [
        "attach",
        "detach",
        "updateAttachedTrailer",
        "confirmAttachedTrailer",
        "mapTrailerOnDetach",
        "trailerAssessment",
        "reportUnassociatedQr",
        "failedUsageAttempt",
        "uploadDocument",
        "submitFeedback",
      ].sort(),
    );
  });
});
