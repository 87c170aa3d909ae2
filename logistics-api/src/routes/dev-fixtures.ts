// POST /__dev/fixtures: a driver and trailers made for one test (decision 116), so a test never
// shares a seeded row with another, and nobody numbers them by hand. On with the other /__dev tools
// only (DEV_OUTBOX). Numbers come from ranges the seed never uses: drivers 5550200000 up, trailers
// 700000 up, each one the next free, in one statement (D1 runs one at a time). Plates and VINs
// follow the seed's rule (README, Demo data): KX, the number's first digit and its last four.
import { Hono } from "hono";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { validate } from "#logistics-api/src/validate.ts";
import { type Fixture, FixtureRequestSchema, type FixtureTrailer } from "#shared/dev-fixtures.ts";
import { trailerId } from "#shared/trailer-id.ts";

/** The demo yard (Phoenix, AZ), where every made trailer stands. */
const YARD = { lat: 33.4255, lng: -112.02 };
/** Desert Haul LLC: its drivers are on file for the demo orders (1001001 and the test lanes). */
const CARRIER = { id: 1, dotNumber: "3012345" };

async function nextDriver(db: D1Database): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO drivers (mobile_number, name, carrier_id, is_company_driver)
       SELECT CAST(COALESCE(MAX(CAST(mobile_number AS INTEGER)), 5550199999) + 1 AS TEXT), 'Test driver', ?, 0
       FROM drivers WHERE mobile_number >= '5550200000'
       RETURNING mobile_number`,
    )
    .bind(CARRIER.id)
    .first<{ mobile_number: string }>();
  return row!.mobile_number;
}

async function nextTrailer(db: D1Database, holder?: { mobileNumber: string; orderNumber: string }) {
  const loadId = holder && `knight-${holder.orderNumber}`;
  const row = await db
    .prepare(
      `INSERT INTO trailers
         (id, trailer_number, company, availability, repairs_needed_level, is_attached, source_last_reported,
          status, movement_status, current_order_number, current_load_id, attached_driver_mobile, lat, lng,
          location_confidence_rating, license_plate_number, vehicle_identification_number, trailer_qr, type, is_loaded)
       SELECT n || '-knight', n, 'knight', 0, 0, ?1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'),
         ?2, 0, ?3, ?4, ?5, ?6, ?7, 95, 'KX' || substr(n, 1, 1) || substr(n, 3), '1JJV532D8KL' || n, 'HQR-' || n, 'DRY_VAN', 0
       FROM (SELECT CAST(COALESCE(MAX(CAST(trailer_number AS INTEGER)), 699999) + 1 AS TEXT) AS n
             FROM trailers WHERE trailer_number >= '700000' AND length(trailer_number) = 6)
       RETURNING trailer_number, trailer_qr`,
    )
    .bind(
      holder ? 1 : 0,
      holder ? "H" : "A",
      holder?.orderNumber ?? null,
      loadId ?? null,
      holder?.mobileNumber ?? null,
      YARD.lat,
      YARD.lng,
    )
    .first<{ trailer_number: string; trailer_qr: string }>();
  const { trailer_number: trailerNumber, trailer_qr: qrId } = row!;
  return { trailerId: trailerId(trailerNumber, "knight"), trailerNumber, company: "knight" as const, qrId };
}

/** A previous order of the driver's own, its outbound slot holding a trailer they still have. */
async function heldFromPreviousOrder(db: D1Database, mobileNumber: string) {
  const orderNumber = `9${mobileNumber.slice(-6)}`;
  const loadId = `knight-${orderNumber}`;
  await db
    .prepare(
      `INSERT INTO loads (id, order_number, company, equipment_type_id, order_type, carrier_id, assigned_driver_mobile,
         inbound_empty, loaded_trailer, outbound_empty, source, source_last_reported, tms_source_system)
       VALUES (?1, ?2, 'knight', 'KPO', 'logistics', ?3, ?4, NULL, NULL, NULL, 'mcleod',
         strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'mcleod')`,
    )
    .bind(loadId, orderNumber, CARRIER.id, mobileNumber)
    .run();
  const trailer = await nextTrailer(db, { mobileNumber, orderNumber });
  await db.batch([
    db.prepare("UPDATE loads SET outbound_empty = ? WHERE id = ?").bind(trailer.trailerId, loadId),
    // The attach behind it, so the trailer's last event is filled as for any attached trailer.
    db
      .prepare(
        `INSERT INTO associations (kind, trailer_id, load_id, driver_mobile, dot_number, trailer_identifier_type,
           load_trailer_status, lat, lon, accuracy, event_time, received_at)
         VALUES ('attach', ?1, ?2, ?3, ?4, 'scannedId', 'outboundEmpty', ?5, ?6, 8,
           strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'))`,
      )
      .bind(trailer.trailerId, loadId, mobileNumber, CARRIER.dotNumber, YARD.lat, YARD.lng),
  ]);
  return { ...trailer, orderNumber };
}

export const devFixtures = new Hono<ApiEnv>().post("/", validate("json", FixtureRequestSchema), async (c) => {
  const request = c.req.valid("json");
  const db = c.env.DB;
  const mobileNumber = await nextDriver(db);
  const trailers: FixtureTrailer[] = [];
  for (let made = 0; made < request.trailers; made++) trailers.push(await nextTrailer(db));
  const held = request.heldFromPreviousOrder ? await heldFromPreviousOrder(db, mobileNumber) : null;
  return c.json({ mobileNumber, trailers, heldFromPreviousOrder: held } satisfies Fixture);
});
