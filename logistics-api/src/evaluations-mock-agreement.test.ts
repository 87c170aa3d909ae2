// The upstream's rules are modelled twice (decision 076): here, as the reference API's evaluations
// (normative), and in the tests' logistics mock (tests/mocks/logistics-scenario.ts), a reduced
// model the React and Worker tests run against. Wherever the mock models a situation, it must
// evaluate it as the reference does: the same type, result and reason for each of the ten
// evaluations. The words may differ: the mock speaks as another carrier would.
import { describe, expect, it } from "vitest";
import type { LoadRow } from "#logistics-api/src/db/loads.ts";
import type { TrailerRow } from "#logistics-api/src/db/trailers.ts";
import { evaluateAttachability } from "#logistics-api/src/evaluations/attach.ts";
import { evaluateDetachability } from "#logistics-api/src/evaluations/detach.ts";
import type { Evaluation } from "#shared/logistics/associations.ts";
import type { ServerGeopoint } from "#shared/logistics/common.ts";
import { type Trailer, TrailerSchema } from "#shared/logistics/trailers.ts";
import { trailerId } from "#shared/trailer-id.ts";
import {
  ELSEWHERE,
  GOOD_TRAILER,
  identityTokenFor,
  newPhone,
  ORDER_ONE_COMPANY,
  STOLEN_TRAILER,
  TEST_APP_TOKEN,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import { createLogisticsScenario } from "#tests/mocks/logistics-scenario.ts";

const DRIVER = newPhone("driver");
const OTHER_DRIVER = newPhone("driver");
const LOAD_ID = `load-${ORDER_ONE_COMPANY}-knight`;
const GOOD_ID = trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company);
const STOLEN_ID = trailerId(STOLEN_TRAILER.number, STOLEN_TRAILER.company);

/** The mock's order load as a reference API row: a knight power-only (KPO) logistics load. */
const LOAD: LoadRow = {
  id: LOAD_ID,
  order_number: ORDER_ONE_COMPANY,
  company: "knight",
  equipment_type_id: "KPO",
  order_type: "logistics",
  carrier_id: 1,
  carrier_name: "Test Carrier",
  dot_number: "1234567",
  assigned_driver_mobile: null,
  inbound_empty: null,
  loaded_trailer: null,
  outbound_empty: null,
  source: "test",
  source_last_reported: "2026-11-20T08:00:00.000Z",
  tms_source_system: "mcleod",
  version: 0,
};

type Situation = {
  association: "attach" | "detach";
  trailer: string;
  /** Who holds the trailer now, if anyone: this driver (on this order's load) or another. */
  heldBy?: "driver" | "other";
  redTagged?: boolean;
  phone: { lat: number; lng: number; accuracy: number } | null;
};

/** The situations the mock models (decision 076 lists the ones it does not). */
const SITUATIONS: [string, Situation][] = [
  ["attach a free trailer at the yard", { association: "attach", trailer: GOOD_ID, phone: YARD }],
  ["attach without the phone's position", { association: "attach", trailer: GOOD_ID, phone: null }],
  ["attach from far away", { association: "attach", trailer: GOOD_ID, phone: ELSEWHERE }],
  ["attach a stolen trailer", { association: "attach", trailer: STOLEN_ID, phone: YARD }],
  ["attach a red-tagged trailer", { association: "attach", trailer: GOOD_ID, redTagged: true, phone: YARD }],
  [
    "attach a trailer another driver holds",
    { association: "attach", trailer: GOOD_ID, heldBy: "other", phone: YARD },
  ],
  ["detach the driver's trailer", { association: "detach", trailer: GOOD_ID, heldBy: "driver", phone: YARD }],
  [
    "detach the driver's trailer without a position",
    { association: "detach", trailer: GOOD_ID, heldBy: "driver", phone: null },
  ],
  [
    "detach the driver's trailer from far away",
    { association: "detach", trailer: GOOD_ID, heldBy: "driver", phone: ELSEWHERE },
  ],
  ["detach a trailer no one holds", { association: "detach", trailer: GOOD_ID, phone: YARD }],
];

const serverPoint = (phone: Situation["phone"]): ServerGeopoint | null =>
  phone === null ? null : { lat: phone.lat, lon: phone.lng, accuracy: phone.accuracy };

/** What each evaluation says, without its words. */
const verdicts = (evaluations: readonly Evaluation[]) =>
  evaluations
    .map(({ type, result, reason }) => ({ type, result, reason: reason ?? null }))
    .sort((a, b) => a.type - b.type);

/** The mock's trailer, as its getTrailerById answers it, as a row of the reference API in this situation. */
function referenceRow(trailer: Trailer, situation: Situation): TrailerRow {
  const holder = situation.heldBy === "driver" ? DRIVER : situation.heldBy === "other" ? OTHER_DRIVER : null;
  return {
    id: trailer.id,
    trailer_number: trailer.trailerNumber,
    company: trailer.company,
    availability: trailer.availability,
    repairs_needed_level: situation.redTagged ? 2 : trailer.repairsNeededLevel,
    is_attached: holder === null ? 0 : 1,
    source_last_reported: trailer.sourceLastReported,
    status: trailer.status,
    movement_status: trailer.movementStatus,
    current_order_number: holder === null ? null : ORDER_ONE_COMPANY,
    current_load_id: holder === DRIVER ? LOAD_ID : holder === null ? null : "load-of-another-order",
    attached_driver_mobile: holder,
    attached_truck_id: null,
    reservation: trailer.reservation,
    lat: trailer.location?.lat ?? null,
    lng: trailer.location?.lng ?? null,
    location_confidence_rating: trailer.locationConfidenceRating,
    license_plate_number: trailer.licensePlateNumber,
    vehicle_identification_number: trailer.vehicleIdentificationNumber,
    trailer_qr: trailer.trailerQr,
    type: trailer.type,
    is_loaded: 0,
    loaded_for_order_number: null,
    version: 0,
  };
}

async function mockEvaluations(situation: Situation) {
  const { app, settings } = createLogisticsScenario();
  if (situation.heldBy) {
    settings.held.set(situation.trailer, situation.heldBy === "driver" ? DRIVER : OTHER_DRIVER);
  }
  if (situation.redTagged) settings.redTagged.add(situation.trailer);
  const headers = { "x-app-token": TEST_APP_TOKEN, authorization: `Bearer ${identityTokenFor(DRIVER)}` };
  const [number = "", company = ""] = situation.trailer.split("-");
  const byId = await app.request(`/api/trailers/getTrailerById/${number}/${company}`, { headers });
  const trailer = TrailerSchema.parse(await byId.json());
  const call = situation.association === "attach" ? "Attachability" : "Detachability";
  const checked = await app.request(`/api/trailerAssociations/driverTrailer${call}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({
      trailer: { trailerId: situation.trailer },
      driver: { mobileNumber: DRIVER, dotNumber: "1234567" },
      loadId: LOAD_ID,
      location: serverPoint(situation.phone),
      eventTime: "2026-11-22T08:00:00-07:00",
    }),
  });
  const answer = (await checked.json()) as Record<string, Evaluation[]>;
  const evaluations = answer[`${situation.association}abilityEvaluations`] ?? [];
  return { trailer, evaluations };
}

describe("the tests' logistics mock and the reference API's rules", () => {
  it.each(SITUATIONS)("%s: evaluated alike", async (_, situation) => {
    const mock = await mockEvaluations(situation);
    const row = referenceRow(mock.trailer, situation);
    const input = {
      trailer: row,
      load: LOAD,
      driverMobile: DRIVER,
      driverTrailers: situation.heldBy === "driver" ? [row] : [],
      location: serverPoint(situation.phone),
    };
    const reference =
      situation.association === "attach" ? evaluateAttachability(input) : evaluateDetachability(input);
    expect(mock.evaluations).toHaveLength(10);
    expect(verdicts(mock.evaluations)).toEqual(verdicts(reference));
  });
});
