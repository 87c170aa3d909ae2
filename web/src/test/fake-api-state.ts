// What a React test sets and reads of the world behind the page (in-memory-worker.ts): who is
// signed in, the network's faults, and the system of record's settings in the logistics API's
// mock (tests/mocks/logistics-scenario.ts), through one object of getters and setters.
import type { FinderTrailer } from "#shared/api/finder.ts";
import type { UserDetails } from "#shared/api/session.ts";
import type { OrderTrailer, PersistentAlert } from "#shared/logistics/app.ts";
import type { createLogisticsScenario } from "#tests/mocks/logistics-scenario.ts";
import type {
  OrderRefusal,
  StoredAssessment,
  StoredDocument,
  WriteCall,
} from "#tests/mocks/scenario-settings.ts";
import { keptRecords } from "#worker/session/kept-records.ts";
import { trailerOfView } from "./finder-fixtures.ts";
import type { memoryKv } from "./memory-bindings.ts";

/**
 * The page's side of the fake, which the state reads and the page's requests write: who the
 * Worker last said is signed in, the network's faults, and the trailers a link names.
 */
export type PageSide = {
  session: UserDetails | null;
  network: { unreachable: boolean; upstreamTimeout: boolean };
  linkTrailers: FinderTrailer[];
};

interface FakeApiState {
  /** The signed-in driver as the Worker last answered; set to null to end the Worker's session. */
  session: UserDetails | null;
  /** When a code may be requested again (ms), per phone. */
  resendAt: Map<string, number>;
  persistentAlert: PersistentAlert | null;
  feedbackAccepted: boolean;
  /** The network fails: the page's fetch rejects. */
  unreachable: boolean;
  /** The Worker gets no answer from the logistics API. */
  upstreamTimeout: boolean;
  /** The signed-in driver's load's trailers (launch state, the finder's own view). */
  orderTrailers: OrderTrailer[];
  /** The trailers a link named FINDER_LINKS.valid shows (the fake signs it for the Worker). */
  linkTrailers: FinderTrailer[];
  /**
   * Who holds each attached trailer in the system of record (trailer id → driver's phone); a test
   * may hand a trailer to another driver, as happens at a yard between a check and the write.
   */
  readonly held: Map<string, string>;
  /** The writes the system of record stored, by idempotency key (a repeat is not stored again). */
  readonly writes: ReadonlyMap<string, { call: string; trailerId: string }>;
  /** The feature flag the API answers (docs/product.md §1: the Photos step, or Status). */
  trailerPhotosWorkflowEnabled: boolean;
  /** The assessments the system of record stored, by id (each once, whatever the retries). */
  readonly assessments: ReadonlyMap<number, StoredAssessment>;
  /** The photos the system of record stored, by assessment and clientUploadId (each once). */
  readonly documents: ReadonlyMap<string, StoredDocument>;
  /** Writes the system of record refuses, with the §8 reason code (442–445 and 511 record the write first). */
  readonly refusedWrites: Map<WriteCall | "mapping" | "assessment", number>;
  /** The order refusal (474, 475, 494) the trailer checks answer; null for none. */
  checkRefusal: OrderRefusal | null;
}

/** The scenario's settings a test sets as they are, and those it reads only (the same objects). */
const SETTINGS = [
  "persistentAlert",
  "feedbackAccepted",
  "trailerPhotosWorkflowEnabled",
  "checkRefusal",
] as const;
const READ_ONLY_SETTINGS = [
  "resendAt",
  "held",
  "writes",
  "assessments",
  "documents",
  "refusedWrites",
] as const;
type SettingKey = (typeof SETTINGS)[number] | (typeof READ_ONLY_SETTINGS)[number];

/** The state of `scenario` and `page`; ending the session forgets every one the Worker keeps in `sessions`. */
export function fakeApiState(
  { settings }: ReturnType<typeof createLogisticsScenario>,
  page: PageSide,
  sessions: ReturnType<typeof memoryKv>,
  guards: { clear: () => void },
): FakeApiState {
  const state = {
    get session() {
      return page.session;
    },
    set session(value) {
      if (value !== null) throw new Error("Sign a driver in with signInAs()");
      // As when every session has ended: their guards and KV forget them, and the Worker keeps none
      // (decisions 090, 132: a guard still open with its record missing from KV is an outage, not an end).
      guards.clear();
      sessions.clear();
      keptRecords.clear();
      page.session = null;
    },
    get unreachable() {
      return page.network.unreachable;
    },
    set unreachable(value) {
      page.network = { ...page.network, unreachable: value };
    },
    get upstreamTimeout() {
      return page.network.upstreamTimeout;
    },
    set upstreamTimeout(value) {
      page.network = { ...page.network, upstreamTimeout: value };
    },
    get orderTrailers() {
      return settings.orderTrailers;
    },
    set orderTrailers(value) {
      settings.orderTrailers = value;
      for (const { trailer } of value) settings.trailers.set(trailer.id, trailer);
    },
    get linkTrailers() {
      return page.linkTrailers;
    },
    set linkTrailers(value) {
      page.linkTrailers = value;
      // A view the API does not know (found false) stays unknown to it.
      for (const view of value.filter((v) => v.found)) {
        const trailer = trailerOfView(view);
        settings.trailers.set(trailer.id, trailer);
      }
    },
  };
  for (const key of SETTINGS) {
    Object.defineProperty(state, key, {
      get: () => settings[key],
      set: (value: unknown) => Object.assign(settings, { [key]: value }),
    });
  }
  for (const key of READ_ONLY_SETTINGS) Object.defineProperty(state, key, { get: () => settings[key] });
  return state as typeof state & Pick<FakeApiState, SettingKey>;
}
