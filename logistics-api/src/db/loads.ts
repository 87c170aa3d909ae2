// Load rows of D1 and the Load answer built from them.
import type { Company, EquipmentType, LoadTrailerStatus } from "#shared/logistics/enums.ts";
import type { Load } from "#shared/logistics/loads.ts";
import { splitTrailerId } from "#shared/trailer-id.ts";

export type LoadRow = {
  id: string;
  order_number: string;
  company: Company;
  equipment_type_id: EquipmentType;
  order_type: "logistics" | "asset";
  carrier_id: number;
  carrier_name: string;
  dot_number: string;
  assigned_driver_mobile: string | null;
  inbound_empty: string | null;
  loaded_trailer: string | null;
  outbound_empty: string | null;
  source: string;
  source_last_reported: string;
  tms_source_system: Load["tmsSourceSystem"];
  /** Bumped by attach and update, whose checks read the slots and the driver's trailers on this order. */
  version: number;
};

/** The D1 column behind each load slot; slot names come from the enum, never from input text. */
export const SLOT_COLUMNS = {
  inboundEmpty: "inbound_empty",
  loadedTrailer: "loaded_trailer",
  outboundEmpty: "outbound_empty",
} as const satisfies Record<LoadTrailerStatus, keyof LoadRow>;

/** The slot of a load that holds a trailer, if any. */
export function slotHolding(load: LoadRow, trailerId: string): LoadTrailerStatus | null {
  const slots = Object.keys(SLOT_COLUMNS) as LoadTrailerStatus[];
  return slots.find((slot) => load[SLOT_COLUMNS[slot]] === trailerId) ?? null;
}

const SELECT_LOADS = `SELECT l.*, c.name AS carrier_name, c.dot_number
  FROM loads l JOIN carriers c ON c.id = l.carrier_id`;

/** Slots hold trailer ids ("400101-knight"); the answer names the trailer number. */
function slotNumber(id: string | null): string | null {
  return id === null ? null : (splitTrailerId(id)?.trailerNumber ?? id);
}

export function toLoad(row: LoadRow): Load {
  return {
    id: row.id,
    orderNumber: row.order_number,
    company: row.company,
    equipmentTypeId: row.equipment_type_id,
    carrier: { name: row.carrier_name, dotNumber: row.dot_number },
    inboundEmpty: slotNumber(row.inbound_empty),
    loadedTrailer: slotNumber(row.loaded_trailer),
    outboundEmpty: slotNumber(row.outbound_empty),
    source: row.source,
    sourceLastReported: row.source_last_reported,
    tmsSourceSystem: row.tms_source_system,
  };
}

export function findLoadById(db: D1Database, id: string): Promise<LoadRow | null> {
  return db.prepare(`${SELECT_LOADS} WHERE l.id = ?`).bind(id).first<LoadRow>();
}

export async function findLoadsByOrderNumber(db: D1Database, orderNumber: string): Promise<LoadRow[]> {
  const { results } = await db
    .prepare(`${SELECT_LOADS} WHERE l.order_number = ? ORDER BY l.company`)
    .bind(orderNumber)
    .all<LoadRow>();
  return results;
}
