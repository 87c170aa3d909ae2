import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ALEX,
  associationBody,
  call,
  countRows,
  MARIA,
  rowOf,
  SAM,
  tokenFor,
} from "#logistics-api/test/api.ts";
import {
  AttachabilityResponseSchema,
  DetachabilityResponseSchema,
  type EvaluationReason,
} from "#shared/logistics/associations.ts";
import { AssociationResultSchema, LogisticsErrorBodySchema } from "#shared/logistics/common.ts";
import type { EvaluationTypeName } from "#shared/logistics/enums.ts";
import { EvaluationType } from "#shared/logistics/enums.ts";

let alex: string;
let maria: string;
let sam: string;
beforeAll(async () => {
  [alex, maria, sam] = await Promise.all([
    tokenFor(ALEX.mobileNumber),
    tokenFor(MARIA.mobileNumber),
    tokenFor(SAM.mobileNumber),
  ]);
});

async function attachability(token: string, body: unknown) {
  const res = await call("/api/trailerAssociations/driverTrailerAttachability", { token, body });
  expect(res.status).toBe(200);
  return AttachabilityResponseSchema.parse(await res.json());
}

/** Evaluations that did not pass, as [type name, result, reason]. */
function nonPassing(evaluations: { type: number; result: number; reason?: string }[]) {
  const names = Object.fromEntries(Object.entries(EvaluationType).map(([name, value]) => [value, name]));
  return evaluations.filter((e) => e.result !== 0).map((e) => [names[e.type], e.result, e.reason]);
}

type Expectation = [trailerId: string, type: EvaluationTypeName, result: 1 | 2, reason: EvaluationReason];

// Every seeded trailer of the Demo data table, checked by Alex on order 1001001 (knight, KPO) at the yard:
// each shows exactly one evaluation that is not a pass.
const SINGLE_REASON: Expectation[] = [
  ["400202-knight", "trailer_status", 2, "incorrectStatus"],
  ["400203-knight", "trailer_status", 2, "stolen"],
  ["400204-knight", "trailer_status", 2, "shopStatus"],
  ["400205-knight", "trailer_attached", 2, "attachedToAnotherOrder"],
  ["400206-knight", "trailer_attached", 2, "attachedToAssetTruck"],
  ["400301-knight", "trailer_attached", 2, "attachedToAnotherOrder"],
  ["400207-knight", "trailer_reserved", 2, "preAssignedToAssetDriver"],
  ["400211-knight", "trailer_proximity", 1, "notNearTrailer"],
  ["400212-knight", "trailer_proximity", 1, "lowLocationConfidence"],
  ["400210-knight", "trailer_type", 2, "invalidTrailerType"],
  ["500201-swift", "trailer_type", 2, "companyTrailerRequired"],
  ["400104-knight", "equipment_type", 2, "equipmentTypeMismatch"],
  ["400208-knight", "loaded_status_type", 2, "loadedWithOtherFreight"],
  ["400201-knight", "critical_repairs_needed", 2, "criticalRepairsNeeded"],
  ["400213-knight", "critical_repairs_needed", 1, "repairsNeeded"],
  ["400209-knight", "is_trailer_moving", 2, "moving"],
];

describe("driverTrailerAttachability", () => {
  it.each(["400101-knight", "400102-knight", "400103-knight"])(
    "passes every evaluation for healthy %s",
    async (id) => {
      const answer = await attachability(alex, associationBody(id));
      expect(answer.canAttach).toBe(true);
      expect(answer.attachabilityEvaluations.map((e) => e.type)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(nonPassing(answer.attachabilityEvaluations)).toEqual([]);
    },
  );

  it.each(SINGLE_REASON)("%s: only %s is not a pass (%i, %s)", async (id, type, result, reason) => {
    const answer = await attachability(alex, associationBody(id));
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([[type, result, reason]]);
    expect(answer.canAttach).toBe(result !== 2);
  });

  it("finds the trailer by its scanned QR id", async () => {
    const answer = await attachability(alex, associationBody("", { trailer: { scannedId: "HQR-400101" } }));
    expect(answer).toMatchObject({ canAttach: true, trailerNumber: "400101", trailerCompany: "knight" });
  });

  it("warns (never fails) on proximity when the phone sends no location, so the app asks plate or VIN", async () => {
    const answer = await attachability(alex, associationBody("400101-knight", { location: null }));
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([["trailer_proximity", 1, "noLocation"]]);
    expect(answer.canAttach).toBe(true);
  });

  it("warns on a rare (outlandish) equipment type", async () => {
    const answer = await attachability(alex, associationBody("400101-knight", { loadId: "knight-1001003" }));
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([
      ["equipment_type", 1, "outlandishEquipmentType"],
    ]);
  });

  it("warns that a trailer still attached from the driver's previous order will be moved (update)", async () => {
    const answer = await attachability(
      maria,
      associationBody("400301-knight", { loadId: "knight-1001008" }, MARIA),
    );
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([
      ["trailer_attached", 1, "attachedFromPreviousOrder"],
      ["trailer_update_type", 1, "updatesPreviousOrder"],
    ]);
    expect(answer.canAttach).toBe(true);
  });

  it("warns about another trailer the driver still holds from a previous order", async () => {
    const answer = await attachability(
      maria,
      associationBody("400101-knight", { loadId: "knight-1001008" }, MARIA),
    );
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([
      ["trailer_update_type", 1, "otherTrailerFromPreviousOrder"],
    ]);
  });

  it("fails a loaded trailer taken as an empty one once the slot is named", async () => {
    const answer = await attachability(
      alex,
      associationBody("400208-knight", { loadId: "knight-1001003", loadTrailerStatus: "inboundEmpty" }),
    );
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([
      ["equipment_type", 1, "outlandishEquipmentType"],
      ["loaded_status_type", 2, "loadedNotEmpty"],
    ]);
  });

  it.each([
    ["an unknown trailer", { trailer: { trailerId: "999999-knight" } }, 404, 480],
    ["an unknown QR id", { trailer: { scannedId: "HQR-NOTRAILER" } }, 404, 480],
    ["an unknown order", { loadId: "knight-9999999" }, 404, 474],
    ["an asset (non-logistics) order", { loadId: "knight-1001010" }, 422, 475],
    ["a DOT number that is not the driver's", { driver: { ...ALEX, dotNumber: "999" } }, 404, 494],
  ])("answers %s with its reason code", async (_, overrides, status, reasonCode) => {
    const res = await call("/api/trailerAssociations/driverTrailerAttachability", {
      token: alex,
      body: associationBody("400101-knight", overrides),
    });
    expect(res.status).toBe(status);
    expect(LogisticsErrorBodySchema.parse(await res.json()).reasonCode).toBe(reasonCode);
  });

  it("refuses a driver who is not on file for the order (494)", async () => {
    const res = await call("/api/trailerAssociations/driverTrailerAttachability", {
      token: sam,
      body: associationBody("400101-knight", {}, SAM),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ reasonCode: 494 });
  });
});

describe("identity guard", () => {
  const path = "/api/trailerAssociations/attachLogistics";
  const body = associationBody("400101-knight", { loadTrailerStatus: "inboundEmpty" });

  it("refuses a call without an identity token", async () => {
    const res = await call(path, { body });
    expect(res.status).toBe(401);
    expect(LogisticsErrorBodySchema.parse(await res.json()).message).toMatch(/identity token/i);
  });

  it("refuses an unknown identity token, and a token sent without the Bearer scheme", async () => {
    expect((await call(path, { body, token: "not-a-real-token" })).status).toBe(401);
    expect((await call(path, { body, headers: { authorization: alex } })).status).toBe(401);
  });

  it("refuses an expired identity token", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    await env.DB.prepare(
      "UPDATE identity_tokens SET expires_at = 0 WHERE mobile_number = ? AND expires_at > 0",
    )
      .bind(ALEX.mobileNumber)
      .run();
    expect((await call(path, { body, token })).status).toBe(401);
    alex = await tokenFor(ALEX.mobileNumber);
  });

  it("refuses a token that belongs to another driver than the body names", async () => {
    const before = await countRows("associations");
    const res = await call(path, { body, token: maria });
    expect(res.status).toBe(403);
    expect(await countRows("associations")).toBe(before);
  });

  it("refuses a call without the app token even with an identity token", async () => {
    expect((await call(path, { body, token: alex, appToken: null })).status).toBe(401);
  });
});

describe("malformed input", () => {
  it.each([
    ["no slot on attach", associationBody("400101-knight"), "loadTrailerStatus"],
    [
      "no roadworthy statement on attach",
      associationBody("400101-knight", { loadTrailerStatus: "inboundEmpty", certified: undefined }),
      "certified",
    ],
    [
      "a latitude out of range",
      associationBody("400101-knight", { loadTrailerStatus: "inboundEmpty", location: { lat: 200, lon: 0 } }),
      "location.lat",
    ],
    [
      "both trailer keys",
      associationBody("400101-knight", {
        loadTrailerStatus: "inboundEmpty",
        trailer: { trailerId: "x", scannedId: "y" },
      }),
      "trailer",
    ],
    [
      "a bad phone number",
      associationBody("400101-knight", {
        loadTrailerStatus: "inboundEmpty",
        driver: { mobileNumber: "12", dotNumber: "3012345" },
      }),
      "driver.mobileNumber",
    ],
    [
      "an event time without offset",
      associationBody("400101-knight", { loadTrailerStatus: "inboundEmpty", eventTime: "yesterday" }),
      "eventTime",
    ],
    // In UTC these fall in year -1 and 10000, which no ISO date-time in an answer can carry.
    [
      "an event time before year 0000 in UTC",
      associationBody("400101-knight", {
        loadTrailerStatus: "inboundEmpty",
        eventTime: "0000-01-01T00:30:00+01:00",
      }),
      "eventTime",
    ],
    [
      "an event time after year 9999 in UTC",
      associationBody("400101-knight", {
        loadTrailerStatus: "inboundEmpty",
        eventTime: "9999-12-31T23:30:00-01:00",
      }),
      "eventTime",
    ],
  ])("answers 400 with the issues for %s and stores nothing", async (_, body, path) => {
    const before = await countRows("associations");
    const res = await call("/api/trailerAssociations/attachLogistics", { token: alex, body });
    expect(res.status).toBe(400);
    const error = LogisticsErrorBodySchema.parse(await res.json());
    expect(error.validationErrors?.map((e) => e.path)).toContain(path);
    expect(await countRows("associations")).toBe(before);
    expect(await rowOf("SELECT is_attached FROM trailers WHERE id = '400101-knight'")).toEqual({
      is_attached: 0,
    });
  });

  it("answers 400 for malformed JSON and 415 for a body that is not JSON", async () => {
    const malformed = await call("/api/trailerAssociations/attachLogistics", {
      token: alex,
      body: undefined,
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const form = new FormData();
    form.set("trailer", "400101-knight");
    const wrongType = await call("/api/trailerAssociations/attachLogistics", { token: alex, body: form });
    expect(wrongType.status).toBe(415);
  });
});

describe("attach, detach and mapping on detach", () => {
  it("attaches: one association with both times, the trailer held, the load's slot filled", async () => {
    const res = await call("/api/trailerAssociations/attachLogistics", {
      token: alex,
      body: associationBody("400101-knight", {
        loadTrailerStatus: "inboundEmpty",
        trailer: { scannedId: "HQR-400101" },
      }),
    });
    expect(res.status).toBe(200);
    expect(AssociationResultSchema.parse(await res.json())).toEqual({ isSuccessful: true, reasonCode: null });

    const association = await rowOf<Record<string, unknown>>(
      "SELECT * FROM associations WHERE trailer_id = '400101-knight' ORDER BY id DESC",
    );
    expect(association).toMatchObject({
      kind: "attach",
      load_id: "knight-1001001",
      driver_mobile: ALEX.mobileNumber,
      dot_number: ALEX.dotNumber,
      trailer_identifier_type: "scannedId",
      load_trailer_status: "inboundEmpty",
      event_time: "2026-11-21T05:15:00.000Z",
      // The driver confirmed it roadworthy; no reporting rule is asked on attach.
      certified: 1,
      reporting_rule_acknowledged: null,
    });
    expect(Date.parse(String(association?.received_at))).toBeGreaterThan(Date.parse("2026-11-21T05:15:00Z"));
    expect(
      await rowOf(
        "SELECT is_attached, current_order_number, current_load_id, attached_driver_mobile FROM trailers WHERE id = '400101-knight'",
      ),
    ).toEqual({
      is_attached: 1,
      current_order_number: "1001001",
      current_load_id: "knight-1001001",
      attached_driver_mobile: ALEX.mobileNumber,
    });
    const load = await (await call("/api/loads/logisticsLoadByLoadNumber/1001001")).json();
    expect(load).toMatchObject({ inboundEmpty: "400101", loadedTrailer: null, outboundEmpty: null });
  });

  it("lists the attached trailer for the order with its last event", async () => {
    const res = await call("/api/trailers/trailersAttachedToLogisticsByLoadNumber/1001001");
    expect(await res.json()).toMatchObject([
      {
        id: "400101-knight",
        isAttached: true,
        currentOrderNumber: "1001001",
        lastTacEvent: {
          isAttached: true,
          loadNumber: "1001001",
          driverMobileNumber: ALEX.mobileNumber,
          trailerIdentifierType: "scannedId",
        },
      },
    ]);
  });

  it("then fails trailer_update_type for a second trailer on the same order", async () => {
    const answer = await attachability(alex, associationBody("400102-knight"));
    expect(nonPassing(answer.attachabilityEvaluations)).toEqual([
      ["trailer_update_type", 2, "otherTrailerOnThisOrder"],
    ]);
  });

  it("refuses an unattachable trailer with 440 and a trailer of an invalid type with 484, storing nothing", async () => {
    for (const [id, reasonCode] of [
      ["400201-knight", 440],
      ["400210-knight", 484],
    ] as const) {
      const res = await call("/api/trailerAssociations/attachLogistics", {
        token: sam,
        body: associationBody(id, { loadId: "knight-1001009", loadTrailerStatus: "outboundEmpty" }, SAM),
      });
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(AssociationResultSchema.parse(body)).toEqual({ isSuccessful: false, reasonCode });
      expect(LogisticsErrorBodySchema.parse(body).message).not.toBe("");
      expect(await countRows("associations", "trailer_id = ?", id)).toBe(0);
    }
  });

  it("answers 480 in the association shape for an unknown trailer", async () => {
    const res = await call("/api/trailerAssociations/attachLogistics", {
      token: alex,
      body: associationBody("424242-knight", { loadTrailerStatus: "inboundEmpty" }),
    });
    expect(res.status).toBe(404);
    expect(AssociationResultSchema.parse(await res.json())).toEqual({ isSuccessful: false, reasonCode: 480 });
  });

  it("refuses a detach without the damage certification, storing nothing", async () => {
    const before = await countRows("associations");
    for (const certified of [false, undefined]) {
      const res = await call("/api/trailerAssociations/detachLogistics", {
        token: alex,
        body: associationBody("400101-knight", { certified }),
      });
      expect(res.status).toBe(400);
      const error = LogisticsErrorBodySchema.parse(await res.json());
      expect(error.validationErrors?.map((e) => e.path)).toEqual(["certified"]);
    }
    expect(await countRows("associations")).toBe(before);
    expect(await rowOf("SELECT is_attached FROM trailers WHERE id = '400101-knight'")).toEqual({
      is_attached: 1,
    });
  });

  it("detaches: the trailer is free and pinned where the driver dropped it", async () => {
    const drop = { lat: 33.4301, lon: -112.0102, accuracy: 8 };
    const res = await call("/api/trailerAssociations/detachLogistics", {
      token: alex,
      body: associationBody("400101-knight", {
        location: drop,
        eventTime: "2026-11-21T06:00:00Z",
        reportingRuleAcknowledged: true,
      }),
    });
    expect(await res.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(
      await rowOf(
        "SELECT is_attached, current_order_number, current_load_id, lat, lng FROM trailers WHERE id = '400101-knight'",
      ),
    ).toEqual({
      is_attached: 0,
      current_order_number: null,
      current_load_id: null,
      lat: drop.lat,
      lng: drop.lon,
    });
    expect(
      await rowOf(
        "SELECT kind, lat, lon, event_time, certified, reporting_rule_acknowledged FROM associations WHERE trailer_id = '400101-knight' ORDER BY id DESC",
      ),
    ).toEqual({
      kind: "detach",
      lat: drop.lat,
      lon: drop.lon,
      event_time: "2026-11-21T06:00:00.000Z",
      certified: 1,
      reporting_rule_acknowledged: 1,
    });
  });

  it("refuses to detach a trailer the system shows as not attached (441)", async () => {
    const check = await call("/api/trailerAssociations/driverTrailerDetachability", {
      token: alex,
      body: associationBody("400101-knight"),
    });
    const answer = DetachabilityResponseSchema.parse(await check.json());
    expect(answer.canDetach).toBe(false);
    expect(nonPassing(answer.detachabilityEvaluations)).toEqual([["trailer_attached", 2, "notAttached"]]);

    const before = await countRows("associations");
    const res = await call("/api/trailerAssociations/detachLogistics", {
      token: alex,
      body: associationBody("400101-knight"),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ isSuccessful: false, reasonCode: 441 });
    expect(await countRows("associations")).toBe(before);
  });

  it("maps the drop spot after a detach and frees the load's slot", async () => {
    const spot = { lat: 33.4302, lon: -112.0101, accuracy: 5 };
    // Pinned a little after the detach above (06:00 UTC).
    const res = await call("/api/trailerAssociations/updateLogisticsTrailerMappingOnDetach", {
      token: alex,
      body: associationBody("400101-knight", { location: spot, eventTime: "2026-11-21T06:02:00Z" }),
    });
    expect(await res.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(await rowOf("SELECT inbound_empty FROM loads WHERE id = 'knight-1001001'")).toEqual({
      inbound_empty: null,
    });
    expect(
      await rowOf("SELECT lat, lng, location_confidence_rating FROM trailers WHERE id = '400101-knight'"),
    ).toEqual({
      lat: spot.lat,
      lng: spot.lon,
      // A 5 m fix: the 10 m circle of full confidence (shared/location-confidence.ts).
      location_confidence_rating: 100,
    });
  });

  it("refuses mapping on detach when the last event is not this driver's detach (441)", async () => {
    const res = await call("/api/trailerAssociations/updateLogisticsTrailerMappingOnDetach", {
      token: alex,
      body: associationBody("400102-knight"),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ isSuccessful: false, reasonCode: 441 });
  });

  it("requires a location for mapping on detach", async () => {
    const res = await call("/api/trailerAssociations/updateLogisticsTrailerMappingOnDetach", {
      token: alex,
      body: associationBody("400101-knight", { location: null }),
    });
    expect(res.status).toBe(400);
  });
});

describe("a failing step leaves nothing half-written", () => {
  it("rolls the whole attach back when the load update fails (445)", async () => {
    const snapshot = () =>
      Promise.all([
        countRows("associations"),
        rowOf("SELECT * FROM trailers WHERE id = '400102-knight'"),
        rowOf("SELECT * FROM loads WHERE id = 'knight-1001003'"),
      ]);
    const before = await snapshot();
    await env.DB.exec(
      "CREATE TRIGGER fail_load_update BEFORE UPDATE ON loads BEGIN SELECT RAISE(ABORT, 'forced'); END;",
    );
    try {
      const res = await call("/api/trailerAssociations/attachLogistics", {
        token: alex,
        body: associationBody("400102-knight", {
          loadId: "knight-1001003",
          loadTrailerStatus: "loadedTrailer",
        }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ isSuccessful: false, reasonCode: 445 });
    } finally {
      await env.DB.exec("DROP TRIGGER fail_load_update;");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("rolls a detach back when releasing the trailer fails", async () => {
    const before = await Promise.all([
      countRows("associations"),
      rowOf("SELECT * FROM trailers WHERE id = '400205-knight'"),
    ]);
    await env.DB.exec(
      "CREATE TRIGGER fail_trailer_update BEFORE UPDATE ON trailers BEGIN SELECT RAISE(ABORT, 'forced'); END;",
    );
    try {
      const res = await call("/api/trailerAssociations/detachLogistics", {
        token: sam,
        body: associationBody("400205-knight", { loadId: "knight-1001009" }, SAM),
      });
      expect(res.status).toBe(503);
    } finally {
      await env.DB.exec("DROP TRIGGER fail_trailer_update;");
    }
    expect(
      await Promise.all([
        countRows("associations"),
        rowOf("SELECT * FROM trailers WHERE id = '400205-knight'"),
      ]),
    ).toEqual(before);
  });
});

describe("update and confirmation for a trailer from a previous order", () => {
  it("moves Maria's trailer from order 1001007 onto 1001008, keeping its slot", async () => {
    const res = await call("/api/trailerAssociations/updateThirdPartyLoadForAttachedTrailer", {
      token: maria,
      body: associationBody("400301-knight", { loadId: "knight-1001008" }, MARIA),
    });
    expect(await res.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(
      await rowOf("SELECT current_load_id, current_order_number FROM trailers WHERE id = '400301-knight'"),
    ).toEqual({
      current_load_id: "knight-1001008",
      current_order_number: "1001008",
    });
    expect(await rowOf("SELECT outbound_empty FROM loads WHERE id = 'knight-1001008'")).toEqual({
      outbound_empty: "400301-knight",
    });
    expect(
      await rowOf(
        "SELECT kind, previous_load_id FROM associations WHERE trailer_id = '400301-knight' ORDER BY id DESC",
      ),
    ).toEqual({ kind: "update", previous_load_id: "knight-1001007" });
  });

  it("refuses to update a trailer the driver does not hold (440)", async () => {
    const res = await call("/api/trailerAssociations/updateThirdPartyLoadForAttachedTrailer", {
      token: maria,
      body: associationBody("400103-knight", { loadId: "knight-1001008" }, MARIA),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ isSuccessful: false, reasonCode: 440 });
  });

  it("records 'still attached' without changing the attachment", async () => {
    const res = await call("/api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation", {
      token: sam,
      body: { ...associationBody("400205-knight", { loadId: "knight-1001009" }, SAM), stillAttached: true },
    });
    expect(await res.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(await rowOf("SELECT is_attached FROM trailers WHERE id = '400205-knight'")).toEqual({
      is_attached: 1,
    });
    expect(
      await rowOf(
        "SELECT kind, still_attached FROM associations WHERE trailer_id = '400205-knight' ORDER BY id DESC",
      ),
    ).toEqual({ kind: "confirmation", still_attached: 1 });
  });

  it("detachability passes for the driver who holds the trailer", async () => {
    const res = await call("/api/trailerAssociations/driverTrailerDetachability", {
      token: sam,
      body: associationBody("400205-knight", { loadId: "knight-1001009" }, SAM),
    });
    const answer = DetachabilityResponseSchema.parse(await res.json());
    expect(answer.canDetach).toBe(true);
    expect(answer.detachabilityEvaluations).toHaveLength(10);
  });

  it("frees the trailer when the driver is no longer attached, then refuses another confirmation (441)", async () => {
    const body = {
      ...associationBody("400205-knight", { loadId: "knight-1001009" }, SAM),
      stillAttached: false,
    };
    const first = await call("/api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation", {
      token: sam,
      body,
    });
    expect(await first.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(
      await rowOf("SELECT is_attached, attached_driver_mobile FROM trailers WHERE id = '400205-knight'"),
    ).toEqual({
      is_attached: 0,
      attached_driver_mobile: null,
    });
    const second = await call("/api/trailerAssociations/postThirdPartyAttachedTrailerConfirmation", {
      token: sam,
      body,
    });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ isSuccessful: false, reasonCode: 441 });
  });
});

describe("a drop spot against the trailer's own report", () => {
  const TRAILER = "400103-knight";
  const TAG_REPORT = { lat: 33.4261, lng: -112.0209, at: "2026-11-21T09:00:00.000Z" };
  const position = () =>
    rowOf(
      "SELECT lat, lng, location_confidence_rating, source_last_reported FROM trailers WHERE id = ?",
      TRAILER,
    );

  it("keeps a newer tag report when a detach made offline earlier syncs later", async () => {
    const attached = await call("/api/trailerAssociations/attachLogistics", {
      token: alex,
      body: associationBody(TRAILER, {
        loadTrailerStatus: "inboundEmpty",
        eventTime: "2026-11-21T07:00:00Z",
      }),
    });
    expect(await attached.json()).toEqual({ isSuccessful: true, reasonCode: null });
    // The trailer's tracking tag reports after the driver dropped it (08:00) but before the phone synced.
    await env.DB.prepare(
      "UPDATE trailers SET lat = ?, lng = ?, location_confidence_rating = 90, source_last_reported = ? WHERE id = ?",
    )
      .bind(TAG_REPORT.lat, TAG_REPORT.lng, TAG_REPORT.at, TRAILER)
      .run();
    const drop = { lat: 33.5, lon: -112.1, accuracy: 20 };
    const detached = await call("/api/trailerAssociations/detachLogistics", {
      token: alex,
      body: associationBody(TRAILER, { location: drop, eventTime: "2026-11-21T08:00:00Z" }),
    });
    expect(await detached.json()).toEqual({ isSuccessful: true, reasonCode: null });
    const mapped = await call("/api/trailerAssociations/updateLogisticsTrailerMappingOnDetach", {
      token: alex,
      body: associationBody(TRAILER, { location: drop, eventTime: "2026-11-21T08:00:30Z" }),
    });
    expect(await mapped.json()).toEqual({ isSuccessful: true, reasonCode: null });

    expect(await position()).toEqual({
      lat: TAG_REPORT.lat,
      lng: TAG_REPORT.lng,
      location_confidence_rating: 90,
      source_last_reported: TAG_REPORT.at,
    });
    expect(await rowOf("SELECT is_attached FROM trailers WHERE id = ?", TRAILER)).toEqual({ is_attached: 0 });
  });

  it("moves the trailer to a drop spot newer than its last report, rated from the phone's accuracy", async () => {
    const attached = await call("/api/trailerAssociations/attachLogistics", {
      token: alex,
      body: associationBody(TRAILER, {
        loadTrailerStatus: "inboundEmpty",
        eventTime: "2026-11-21T10:00:00Z",
      }),
    });
    expect(await attached.json()).toEqual({ isSuccessful: true, reasonCode: null });
    const drop = { lat: 33.4302, lon: -112.0101, accuracy: 500 };
    const detached = await call("/api/trailerAssociations/detachLogistics", {
      token: alex,
      body: associationBody(TRAILER, { location: drop, eventTime: "2026-11-21T10:30:00-00:00" }),
    });
    expect(await detached.json()).toEqual({ isSuccessful: true, reasonCode: null });
    expect(await position()).toEqual({
      lat: drop.lat,
      lng: drop.lon,
      // 500 m: just trusted by the proximity check (LOW_LOCATION_CONFIDENCE).
      location_confidence_rating: 50,
      source_last_reported: "2026-11-21T10:30:00.000Z",
    });
  });
});
