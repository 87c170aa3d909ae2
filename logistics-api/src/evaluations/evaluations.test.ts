// The evaluation rules as pure functions, without D1.
import { describe, expect, it } from "vitest";
import type { LoadRow } from "#logistics-api/src/db/loads.ts";
import type { TrailerRow } from "#logistics-api/src/db/trailers.ts";
import {
  criticalRepairsNeeded,
  equipmentType,
  evaluateAttachability,
  isTrailerMoving,
  loadedStatusType,
  trailerAttached,
  trailerProximity,
  trailerReserved,
  trailerStatus,
  trailerType,
  trailerUpdateType,
} from "./attach.ts";
import { evaluateDetachability } from "./detach.ts";
import { anyFailed, type EvaluationInput } from "./evaluation.ts";

const ME = "5550100001";

function trailer(overrides: Partial<TrailerRow> = {}): TrailerRow {
  return {
    id: "400101-knight",
    trailer_number: "400101",
    company: "knight",
    availability: 0,
    repairs_needed_level: 0,
    is_attached: 0,
    source_last_reported: null,
    status: "A",
    movement_status: 0,
    current_order_number: null,
    current_load_id: null,
    attached_driver_mobile: null,
    attached_truck_id: null,
    reservation: null,
    lat: 33.4255,
    lng: -112.02,
    location_confidence_rating: 90,
    license_plate_number: null,
    vehicle_identification_number: null,
    trailer_qr: null,
    type: "DRY_VAN",
    is_loaded: 0,
    loaded_for_order_number: null,
    version: 0,
    ...overrides,
  };
}

function load(overrides: Partial<LoadRow> = {}): LoadRow {
  return {
    id: "knight-1001001",
    order_number: "1001001",
    company: "knight",
    equipment_type_id: "KPO",
    order_type: "logistics",
    carrier_id: 1,
    carrier_name: "Desert Haul LLC",
    dot_number: "3012345",
    assigned_driver_mobile: ME,
    inbound_empty: null,
    loaded_trailer: null,
    outbound_empty: null,
    source: "mcleod",
    source_last_reported: "2026-11-21T00:00:00.000Z",
    tms_source_system: "mcleod",
    version: 0,
    ...overrides,
  };
}

function input(overrides: Partial<EvaluationInput> = {}): EvaluationInput {
  return {
    trailer: trailer(),
    load: load(),
    driverMobile: ME,
    driverTrailers: [],
    location: { lat: 33.4255, lon: -112.02, accuracy: 10 },
    ...overrides,
  };
}

const outcome = (e: { result: number; reason?: string }) => [e.result, e.reason];

describe("attachability of a healthy trailer", () => {
  it("passes all ten types, in order", () => {
    const evaluations = evaluateAttachability(input());
    expect(evaluations.map((e) => [e.type, e.result])).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((t) => [t, 0]),
    );
    expect(anyFailed(evaluations)).toBe(false);
  });
});

describe("0 trailer_status", () => {
  it.each([
    ["A", 0, undefined],
    ["H", 0, undefined],
    ["K", 2, "incorrectStatus"],
    ["Z", 2, "incorrectStatus"],
    ["T", 2, "stolen"],
    ["S", 2, "shopStatus"],
  ])("status %s", (status, result, reason) => {
    expect(outcome(trailerStatus(input({ trailer: trailer({ status }) })))).toEqual([result, reason]);
  });
});

describe("1 trailer_attached", () => {
  it("fails when attached to an asset truck or to someone else's order", () => {
    expect(
      outcome(trailerAttached(input({ trailer: trailer({ is_attached: 1, attached_truck_id: "T1" }) }))),
    ).toEqual([2, "attachedToAssetTruck"]);
    const other = trailer({
      is_attached: 1,
      attached_driver_mobile: "5550100003",
      current_load_id: "knight-1001009",
    });
    expect(outcome(trailerAttached(input({ trailer: other })))).toEqual([2, "attachedToAnotherOrder"]);
  });

  it("warns when the driver already holds it, on this or a previous order", () => {
    const mine = { is_attached: 1 as const, attached_driver_mobile: ME };
    expect(
      outcome(trailerAttached(input({ trailer: trailer({ ...mine, current_load_id: "knight-1001001" }) }))),
    ).toEqual([1, "alreadyAttachedToThisOrder"]);
    expect(
      outcome(trailerAttached(input({ trailer: trailer({ ...mine, current_load_id: "knight-1001007" }) }))),
    ).toEqual([1, "attachedFromPreviousOrder"]);
  });
});

describe("2 trailer_reserved", () => {
  it("fails when held for an asset driver, passes when held for this order", () => {
    expect(outcome(trailerReserved(input({ trailer: trailer({ reservation: "ADRV042" }) })))).toEqual([
      2,
      "preAssignedToAssetDriver",
    ]);
    expect(outcome(trailerReserved(input({ trailer: trailer({ reservation: "1001001" }) })))).toEqual([
      0,
      undefined,
    ]);
  });
});

describe("3 trailer_proximity (minimum verification distance 1 mile)", () => {
  // 0.01 degree of latitude is about 0.69 miles; 0.02 about 1.38.
  it.each([
    [{ lat: 33.4355, lon: -112.02 }, 0, undefined],
    [{ lat: 33.4455, lon: -112.02 }, 1, "notNearTrailer"],
    [null, 1, "noLocation"],
    [{ lat: 33.4255, lon: -112.02, accuracy: 900 }, 1, "lowLocationConfidence"],
  ])("phone at %o", (location, result, reason) => {
    expect(outcome(trailerProximity(input({ location })))).toEqual([result, reason]);
  });

  it("warns when the trailer's position is unknown or not trusted", () => {
    expect(outcome(trailerProximity(input({ trailer: trailer({ lat: null }) })))).toEqual([
      1,
      "trailerLocationUnknown",
    ]);
    expect(
      outcome(trailerProximity(input({ trailer: trailer({ location_confidence_rating: 49 }) }))),
    ).toEqual([1, "lowLocationConfidence"]);
  });
});

describe("4 trailer_type and 5 equipment_type", () => {
  it("fails a type power-only cannot hook (and leaves equipment_type to pass)", () => {
    const chassis = input({ trailer: trailer({ type: "CHASSIS" }) });
    expect(outcome(trailerType(chassis))).toEqual([2, "invalidTrailerType"]);
    expect(outcome(equipmentType(chassis))).toEqual([0, undefined]);
  });

  it("requires the company's own trailer on KPO and SPO loads only", () => {
    const swiftTrailer = trailer({ company: "swift" });
    expect(outcome(trailerType(input({ trailer: swiftTrailer })))).toEqual([2, "companyTrailerRequired"]);
    expect(
      outcome(trailerType(input({ trailer: trailer(), load: load({ equipment_type_id: "SPO" }) }))),
    ).toEqual([2, "companyTrailerRequired"]);
    expect(
      outcome(trailerType(input({ trailer: swiftTrailer, load: load({ equipment_type_id: "PO" }) }))),
    ).toEqual([0, undefined]);
  });

  it.each([
    ["KPO", "DRY_VAN", 0, undefined],
    ["KPO", "REEFER", 2, "equipmentTypeMismatch"],
    ["PORE", "REEFER", 1, "outlandishEquipmentType"],
    ["PORE", "DRY_VAN", 2, "equipmentTypeMismatch"],
    ["POFB", "FLATBED", 1, "outlandishEquipmentType"],
    ["POT", "DRY_VAN", 1, "outlandishEquipmentType"],
  ] as const)("%s load with a %s", (equipment, type, result, reason) => {
    const evaluation = equipmentType(
      input({ trailer: trailer({ type }), load: load({ equipment_type_id: equipment }) }),
    );
    expect(outcome(evaluation)).toEqual([result, reason]);
  });
});

describe("6 loaded_status_type", () => {
  it("fails a trailer loaded with another order's freight", () => {
    const loaded = trailer({ is_loaded: 1, loaded_for_order_number: "1001003" });
    expect(outcome(loadedStatusType(input({ trailer: loaded })))).toEqual([2, "loadedWithOtherFreight"]);
  });

  it("checks the chosen slot against the trailer's load state", () => {
    const loadedHere = trailer({ is_loaded: 1, loaded_for_order_number: "1001001" });
    expect(
      outcome(loadedStatusType(input({ trailer: loadedHere, loadTrailerStatus: "inboundEmpty" }))),
    ).toEqual([2, "loadedNotEmpty"]);
    expect(
      outcome(loadedStatusType(input({ trailer: loadedHere, loadTrailerStatus: "loadedTrailer" }))),
    ).toEqual([0, undefined]);
    expect(outcome(loadedStatusType(input({ loadTrailerStatus: "loadedTrailer" })))).toEqual([
      1,
      "emptyNotLoaded",
    ]);
    const filled = load({ inbound_empty: "400999-knight" });
    expect(outcome(loadedStatusType(input({ load: filled, loadTrailerStatus: "inboundEmpty" })))).toEqual([
      1,
      "slotFilled",
    ]);
  });
});

describe("7 critical_repairs_needed and 8 is_trailer_moving", () => {
  it("fails critical repairs and warns on minor ones", () => {
    expect(outcome(criticalRepairsNeeded(input({ trailer: trailer({ repairs_needed_level: 2 }) })))).toEqual([
      2,
      "criticalRepairsNeeded",
    ]);
    expect(outcome(criticalRepairsNeeded(input({ trailer: trailer({ repairs_needed_level: 1 }) })))).toEqual([
      1,
      "repairsNeeded",
    ]);
  });

  it("fails a moving trailer", () => {
    expect(outcome(isTrailerMoving(input({ trailer: trailer({ movement_status: 1 }) })))).toEqual([
      2,
      "moving",
    ]);
  });

  it("does not count movementStatus 2 as moving: it is how a trailer found by its QR is mapped (docs/product.md §4)", () => {
    const foundByQr = trailer({ availability: 3, movement_status: 2 });
    expect(outcome(isTrailerMoving(input({ trailer: foundByQr })))).toEqual([0, undefined]);
    expect(anyFailed(evaluateAttachability(input({ trailer: foundByQr })))).toBe(false);
    const held = {
      ...foundByQr,
      is_attached: 1 as const,
      attached_driver_mobile: ME,
      current_load_id: "knight-1001001",
    };
    expect(anyFailed(evaluateDetachability(input({ trailer: held })))).toBe(false);
    expect(evaluateDetachability(input({ trailer: held })).find((e) => e.type === 8)?.result).toBe(0);
  });
});

describe("9 trailer_update_type", () => {
  const held = (id: string, loadId: string) =>
    trailer({
      id,
      trailer_number: id.split("-")[0],
      is_attached: 1,
      attached_driver_mobile: ME,
      current_load_id: loadId,
    });

  it("fails while the driver holds another trailer on this order", () => {
    expect(
      outcome(trailerUpdateType(input({ driverTrailers: [held("400102-knight", "knight-1001001")] }))),
    ).toEqual([2, "otherTrailerOnThisOrder"]);
  });

  it("warns when this trailer moves from a previous order, or another is still held from one", () => {
    const mine = held("400101-knight", "knight-1001007");
    expect(outcome(trailerUpdateType(input({ trailer: mine, driverTrailers: [mine] })))).toEqual([
      1,
      "updatesPreviousOrder",
    ]);
    expect(
      outcome(trailerUpdateType(input({ driverTrailers: [held("400301-knight", "knight-1001007")] }))),
    ).toEqual([1, "otherTrailerFromPreviousOrder"]);
  });
});

describe("detachability", () => {
  it("passes for the driver holding the trailer on this order", () => {
    const mine = trailer({ is_attached: 1, attached_driver_mobile: ME, current_load_id: "knight-1001001" });
    expect(anyFailed(evaluateDetachability(input({ trailer: mine })))).toBe(false);
  });

  it("fails when the system shows no attachment, and only warns about stolen, damaged or moving trailers", () => {
    const evaluations = evaluateDetachability(
      input({ trailer: trailer({ status: "T", repairs_needed_level: 2, movement_status: 1 }) }),
    );
    expect(evaluations.filter((e) => e.result !== 0).map((e) => [e.type, e.result, e.reason])).toEqual([
      [0, 1, "stolen"],
      [1, 2, "notAttached"],
      [7, 1, "criticalRepairsNeeded"],
      [8, 1, "moving"],
    ]);
  });
});
