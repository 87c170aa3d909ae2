// The D1 statements behind attach, detach, update, confirmation and mapping on
// detach. Each operation runs its statements in one batch (a transaction), so a
// failing step leaves nothing half-written, and the batch first checks that what
// was evaluated has not changed since (optimistic concurrency, decision 014).

import { type LoadRow, SLOT_COLUMNS } from "#logistics-api/src/db/loads.ts";
import type { TrailerRow } from "#logistics-api/src/db/trailers.ts";
import type { EvaluationInput } from "#logistics-api/src/evaluations/evaluation.ts";
import { confidenceFromAccuracy } from "#shared/location-confidence.ts";
import type { AssociationRequest } from "#shared/logistics/associations.ts";
import type { ServerGeopoint } from "#shared/logistics/common.ts";
import type { LoadTrailerStatus } from "#shared/logistics/enums.ts";
import { ReasonCode, type ReasonCodeValue } from "#shared/logistics/reason-codes.ts";
import { LogisticsError } from "./errors.ts";
import { AlreadyWritten, isAlreadyWritten } from "./idempotency.ts";

export type AssociationKind = "attach" | "detach" | "update" | "confirmation" | "mapping";

/** When it happened on the phone, as UTC ISO (the instant is kept; the phone's offset is not). */
export function eventTimeOf(request: { eventTime: string }): string {
  return new Date(request.eventTime).toISOString();
}

export function insertAssociation(
  db: D1Database,
  kind: AssociationKind,
  input: EvaluationInput,
  request: AssociationRequest,
  fields: {
    loadId: string;
    previousLoadId?: string | null;
    slot?: LoadTrailerStatus | null;
    stillAttached?: boolean;
    /** What the driver certified with this write (decision 060); absent when it states nothing. */
    statements?: { certified: boolean; reportingRuleAcknowledged?: boolean | undefined };
    receivedAt: string;
  },
): D1PreparedStatement {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
  return db
    .prepare(
      `INSERT INTO associations
         (kind, trailer_id, load_id, previous_load_id, driver_mobile, dot_number, trailer_identifier_type,
          load_trailer_status, still_attached, lat, lon, accuracy, event_time, received_at,
          certified, reporting_rule_acknowledged)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      kind,
      input.trailer.id,
      fields.loadId,
      fields.previousLoadId ?? null,
      input.driverMobile,
      request.driver.dotNumber,
      "trailerId" in request.trailer ? "trailerId" : "scannedId",
      fields.slot ?? null,
      flag(fields.stillAttached),
      request.location?.lat ?? null,
      request.location?.lon ?? null,
      request.location?.accuracy ?? null,
      eventTimeOf(request),
      fields.receivedAt,
      flag(fields.statements?.certified),
      flag(fields.statements?.reportingRuleAcknowledged),
    );
}

/** Takes the trailer out of every slot of a load. */
export function clearFromLoadSlots(db: D1Database, loadId: string, trailerId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE loads SET inbound_empty = NULLIF(inbound_empty, ?1), loaded_trailer = NULLIF(loaded_trailer, ?1),
         outbound_empty = NULLIF(outbound_empty, ?1) WHERE id = ?2`,
    )
    .bind(trailerId, loadId);
}

/** Attach and update: the trailer goes into the slot on this load and is held by the driver. */
export function possessionStatements(
  db: D1Database,
  input: EvaluationInput,
  slot: LoadTrailerStatus,
  eventTime: string,
): D1PreparedStatement[] {
  const { trailer, load } = input;
  const loaded = slot === "loadedTrailer";
  return [
    clearFromLoadSlots(db, load.id, trailer.id),
    // The column name comes from SLOT_COLUMNS (an enum), never from request text.
    db
      .prepare(`UPDATE loads SET ${SLOT_COLUMNS[slot]} = ?, source_last_reported = ? WHERE id = ?`)
      .bind(trailer.id, eventTime, load.id),
    db
      .prepare(
        `UPDATE trailers SET is_attached = 1, current_order_number = ?, current_load_id = ?, attached_driver_mobile = ?,
           source_last_reported = ?, is_loaded = ?, loaded_for_order_number = ?,
           reservation = CASE WHEN reservation = ? THEN NULL ELSE reservation END
         WHERE id = ?`,
      )
      .bind(
        load.order_number,
        load.id,
        input.driverMobile,
        eventTime,
        loaded ? 1 : 0,
        loaded ? load.order_number : null,
        load.order_number,
        trailer.id,
      ),
  ];
}

/**
 * Detach (and "no longer attached"): the trailer is free. A given location becomes its position (the
 * drop spot, rated from the phone's accuracy) only when the event is not older than the trailer's own
 * last report: a detach made offline and synced later must not move a trailer its tag has reported
 * since. The report time only moves forward. Equal times count as newer: the detach itself stamps
 * the trailer with its event time, and the mapping call that pins the spot comes at that same time.
 * Times are compared as instants (julianday), whatever their text form.
 */
export function releaseStatement(
  db: D1Database,
  trailer: TrailerRow,
  eventTime: string,
  dropLocation: ServerGeopoint | null,
): D1PreparedStatement {
  const newer = "(source_last_reported IS NULL OR julianday(?1) >= julianday(source_last_reported))";
  return db
    .prepare(
      `UPDATE trailers SET is_attached = 0, current_order_number = NULL, current_load_id = NULL,
         attached_driver_mobile = NULL,
         lat = CASE WHEN ?2 IS NOT NULL AND ${newer} THEN ?2 ELSE lat END,
         lng = CASE WHEN ?3 IS NOT NULL AND ${newer} THEN ?3 ELSE lng END,
         location_confidence_rating = CASE WHEN ?4 IS NOT NULL AND ${newer} THEN ?4 ELSE location_confidence_rating END,
         source_last_reported = CASE WHEN ${newer} THEN ?1 ELSE source_last_reported END
       WHERE id = ?5`,
    )
    .bind(
      eventTime,
      dropLocation?.lat ?? null,
      dropLocation?.lon ?? null,
      dropLocation ? confidenceFromAccuracy(dropLocation.accuracy) : null,
      trailer.id,
    );
}

/** The rows a write was evaluated against, and the reason code answered when one changed meanwhile. */
export type WriteGuard = {
  trailer: TrailerRow;
  /** The order the trailer goes onto, when the evaluation read its slots and the driver's trailers on it. */
  load?: LoadRow;
  lostRace: ReasonCodeValue;
};

/** Named in migrations/0002: the CHECK that fails when a guarded row changed since it was read. */
const CHANGED_MEANWHILE = "row_changed_meanwhile";

/**
 * Bumps the row's version only if it is still the version read; the guard row then holds the
 * UPDATE's row count (changes()), 0 when another request changed the row meanwhile, and the
 * CHECK (ok = 1) aborts the whole batch.
 */
function versionGuard(
  db: D1Database,
  table: "trailers" | "loads",
  row: { id: string; version: number },
): D1PreparedStatement[] {
  return [
    db
      .prepare(`UPDATE ${table} SET version = version + 1 WHERE id = ? AND version = ?`)
      .bind(row.id, row.version),
    db.prepare("INSERT INTO write_guards (ok) SELECT changes()"),
  ];
}

/**
 * Runs one operation's statements as a transaction behind its version guards. A request that lost
 * a race writes nothing and is refused like any association (409, `guard.lostRace`); any other
 * failure changes nothing and answers 445.
 */
export async function runAssociationBatch(
  db: D1Database,
  guard: WriteGuard,
  statements: D1PreparedStatement[],
  /** The idempotency record of this write's answer (writeOnce), stored in the same transaction. */
  record: D1PreparedStatement | null = null,
): Promise<void> {
  try {
    await db.batch([
      ...versionGuard(db, "trailers", guard.trailer),
      ...(guard.load ? versionGuard(db, "loads", guard.load) : []),
      ...statements,
      ...(record ? [record] : []),
      // Guard rows are only proof within this transaction; D1 runs one write at a time, so this
      // clears only this batch's rows and the table is empty between batches.
      db.prepare("DELETE FROM write_guards"),
    ]);
  } catch (error) {
    const message = error instanceof Error ? error.message : "unknown";
    if (isAlreadyWritten(message)) throw new AlreadyWritten();
    if (message.includes(CHANGED_MEANWHILE))
      throw new LogisticsError(409, {
        isSuccessful: false,
        reasonCode: guard.lostRace,
        message:
          "The trailer or its order changed while your request was being checked; nothing was saved. Try again.",
      });
    console.error("association batch failed:", message);
    throw new LogisticsError(503, {
      message: "The load's trailer could not be updated; nothing was changed",
      reasonCode: ReasonCode.loadsCoreTrailerUpdateFailed,
      isSuccessful: false,
    });
  }
}
