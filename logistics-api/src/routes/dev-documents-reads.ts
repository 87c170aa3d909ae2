// What /__dev/documents (./dev-documents.ts) reads of D1: the latest assessments with their photo
// counts, and one assessment with its defects and stored photos.
export const RECENT_ASSESSMENTS = 50;

export type AssessmentRow = {
  id: number;
  association: string;
  trailer_id: string;
  load_id: string;
  driver_mobile: string;
  certified: number;
  red_tag: number;
  event_time: string;
  received_at: string;
};
type ItemRow = { type: string; sub_type: string | null; description_en: string; comment: string | null };
export type DocumentRow = {
  id: string;
  side_name: string;
  photo_type: string;
  client_upload_id: string | null;
  r2_key: string;
  content_type: string;
  size_bytes: number;
  taken_at: string | null;
  lat: number | null;
  lon: number | null;
  accuracy: number | null;
  received_at: string;
};

/** The latest assessments, newest first, each with how many photos arrived for it. */
export async function recentAssessments(db: D1Database) {
  const { results } = await db
    .prepare(
      `SELECT a.*, (SELECT COUNT(*) FROM documents d WHERE d.assessment_id = a.id) AS photos
       FROM assessments a ORDER BY a.id DESC LIMIT ?`,
    )
    .bind(RECENT_ASSESSMENTS)
    .all<AssessmentRow & { photos: number }>();
  return results;
}

/** One assessment with its defects and its photos in the order they arrived; undefined when there is none. */
export async function storedAssessment(db: D1Database, id: number) {
  const assessment = await db
    .prepare("SELECT * FROM assessments WHERE id = ?")
    .bind(id)
    .first<AssessmentRow>();
  if (!assessment) return undefined;
  const [items, documents] = await Promise.all([
    db
      .prepare(
        "SELECT type, sub_type, description_en, comment FROM assessment_items WHERE assessment_id = ? ORDER BY id",
      )
      .bind(id)
      .all<ItemRow>(),
    db
      .prepare("SELECT * FROM documents WHERE assessment_id = ? ORDER BY received_at, id")
      .bind(id)
      .all<DocumentRow>(),
  ]);
  return { assessment, items: items.results, documents: documents.results };
}

export type StoredAssessment = NonNullable<Awaited<ReturnType<typeof storedAssessment>>>;

/** The JSON of one assessment (`?format=json`), in the API's camelCase. */
export function assessmentJson({ assessment, items, documents }: StoredAssessment) {
  return {
    assessment: {
      id: assessment.id,
      association: assessment.association,
      trailerId: assessment.trailer_id,
      loadId: assessment.load_id,
      driverMobile: assessment.driver_mobile,
      certified: assessment.certified === 1,
      redTag: assessment.red_tag === 1,
      eventTime: assessment.event_time,
      receivedAt: assessment.received_at,
    },
    items: items.map((i) => ({
      type: i.type,
      subType: i.sub_type,
      descriptionEn: i.description_en,
      comment: i.comment,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      sideName: d.side_name,
      photoType: d.photo_type,
      contentType: d.content_type,
      sizeBytes: d.size_bytes,
      key: d.r2_key,
      clientUploadId: d.client_upload_id,
      takenAt: d.taken_at,
      location: d.lat === null || d.lon === null ? null : { lat: d.lat, lon: d.lon, accuracy: d.accuracy },
      receivedAt: d.received_at,
    })),
  };
}
