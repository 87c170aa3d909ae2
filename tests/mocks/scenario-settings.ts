// What a test may change of the logistics scenario (./logistics-scenario.ts), and what it records:
// its options, its settings and their defaults, and the shapes of what it stores.
import type { AssessmentItem } from "#shared/assessment-item.ts";
import type { OrderTrailer, PersistentAlert } from "#shared/logistics/app.ts";
import { ALL_APPS, type LogisticsErrorBody } from "#shared/logistics/common.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";
import type { LogisticsDialect } from "#shared/logistics/spec-dialect.ts";
import type { Trailer } from "#shared/logistics/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";
import { OTHER_CARRIERS_TRAILER } from "./logistics-data.ts";

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
export const ORDER_REFUSAL_STATUS = {
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
   * detach (where the trailer was dropped); "assessment" a condition report (one of its declared
   * lookup refusals, answered 404 and nothing stored).
   */
  refusedWrites: Map<WriteCall | "mapping" | "assessment", number>;
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
  /** The defects as stored, with their comments (a loaded trailer's seal among them, decision 123). */
  items: readonly AssessmentItem[];
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
  /** When the photo was taken, as the edge sent it (absent when it did not say). */
  takenAt?: string | undefined;
  location: { lat: number; lon: number } | undefined;
};

/** The error body any call may answer. */
export const errorBody = (message: string, reasonCode?: number): LogisticsErrorBody => ({
  message,
  reasonCode,
});

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

/** A new scenario's settings: nothing recorded yet, the maintenance notice up. */
export function newSettings(options: ScenarioOptions): ScenarioSettings {
  return {
    persistentAlert: maintenanceNotice(),
    feedbackAccepted: true,
    trailerPhotosWorkflowEnabled: options.trailerPhotosWorkflowEnabled ?? false,
    resendAt: new Map(),
    // Another carrier's driver holds their trailer from the start.
    held: new Map([
      [
        trailerId(OTHER_CARRIERS_TRAILER.number, OTHER_CARRIERS_TRAILER.company),
        OTHER_CARRIERS_TRAILER.driver,
      ],
    ]),
    writes: new Map(),
    orderTrailers: [],
    trailers: new Map(),
    assessments: new Map(),
    redTagged: new Set(),
    documents: new Map(),
    refusedWrites: new Map(),
    checkRefusal: null,
  };
}
