// /__dev/trailers/:trailerId/records: what the system of record holds for one
// trailer, as JSON, for the browser tests' "recorded exactly once" (no screen
// shows it). Read through the API, not from its SQLite file beside it, so a read
// never meets the API's own writes (mounted by dev.ts: only with DEV_OUTBOX on,
// on loopback, decision 045).
import { Hono } from "hono";
import { z } from "zod/mini";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { validate } from "#logistics-api/src/validate.ts";

type AssociationRow = { kind: string; load_id: string; driver_mobile: string };
type AssessmentRow = { id: number; association: string; red_tag: number };
type ItemRow = { assessment_id: number; type: string; description_en: string; comment: string | null };
type PhotoRow = { assessment_id: number; side_name: string; photo_type: string; size_bytes: number };

const ParamSchema = z.object({ trailerId: z.string().check(z.maxLength(64)) });

export const devTrailerRecords = new Hono<ApiEnv>().get(
  "/:trailerId/records",
  validate("param", ParamSchema),
  async (c) => {
    const { trailerId } = c.req.valid("param");
    const db = c.env.DB;
    const trailer = await db
      .prepare("SELECT license_plate_number FROM trailers WHERE id = ?")
      .bind(trailerId)
      .first<{ license_plate_number: string | null }>();
    if (!trailer) throw new LogisticsError(404, { message: `No trailer ${trailerId}` });
    const ofTrailer = "(SELECT id FROM assessments WHERE trailer_id = ?)";
    // One read of D1 for all five: the answer is one moment's state.
    const [associations, assessments, items, photos, redTags] = await db.batch([
      db
        .prepare("SELECT kind, load_id, driver_mobile FROM associations WHERE trailer_id = ? ORDER BY id")
        .bind(trailerId),
      db
        .prepare("SELECT id, association, red_tag FROM assessments WHERE trailer_id = ? ORDER BY id")
        .bind(trailerId),
      db
        .prepare(
          `SELECT assessment_id, type, description_en, comment FROM assessment_items
           WHERE assessment_id IN ${ofTrailer} ORDER BY id`,
        )
        .bind(trailerId),
      db
        .prepare(
          `SELECT assessment_id, side_name, photo_type, size_bytes FROM documents
           WHERE assessment_id IN ${ofTrailer} ORDER BY received_at, id`,
        )
        .bind(trailerId),
      db.prepare("SELECT COUNT(*) AS n FROM red_tags WHERE trailer_id = ?").bind(trailerId),
    ]);
    const itemRows = (items?.results ?? []) as ItemRow[];
    const photoRows = (photos?.results ?? []) as PhotoRow[];
    return c.json({
      trailerId,
      licensePlate: trailer.license_plate_number,
      associations: ((associations?.results ?? []) as AssociationRow[]).map((a) => ({
        kind: a.kind,
        loadId: a.load_id,
        driverMobile: a.driver_mobile,
      })),
      assessments: ((assessments?.results ?? []) as AssessmentRow[]).map((a) => ({
        id: a.id,
        association: a.association,
        redTag: a.red_tag === 1,
        items: itemRows
          .filter((i) => i.assessment_id === a.id)
          .map((i) => ({ type: i.type, descriptionEn: i.description_en, comment: i.comment })),
        photos: photoRows
          .filter((p) => p.assessment_id === a.id)
          .map((p) => ({ sideName: p.side_name, photoType: p.photo_type, sizeBytes: p.size_bytes })),
      })),
      redTags: ((redTags?.results ?? []) as { n: number }[])[0]?.n ?? 0,
    });
  },
);
