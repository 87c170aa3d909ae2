// What the edge keeps of a driver's own records as it forwards them (decision 128), so that a
// report the driver shares later is built from what the edge itself sent, never from what a phone
// says it sent: each assessment it stored for the driver (KV, under a hash of the driver's phone
// and the assessment's idempotency key) and each photo it sent upstream under one (R2, the bytes
// re-encoded at the edge, under the same hash and the assessment's id). The carrier's API serves
// no photo back (docs/product.md §7), so this is the report's only copy of them. Kept 30 days: a
// drop may come days after its pickup, and a report is shared after both.
import type { Context } from "hono";
import { z } from "zod/mini";
import type { AssessmentSubmission, PhotoUploadFieldsSchema } from "#shared/api/assessments.ts";
import { GeopointSchema } from "#shared/api/trailers.ts";
import { AssessmentItemSchema } from "#shared/assessment-item.ts";
import { AssociationSchema, PhotoSideSchema, PhotoTypeSchema } from "#shared/logistics/enums.ts";
import { EventTimeSchema } from "#shared/validation.ts";
import type { SessionEnv } from "#worker/app-env.ts";

/** 30 days: from a pickup to its drop, and the report shared after. */
const EVIDENCE_KEEP_SECONDS = 30 * 24 * 60 * 60;

const EvidenceSchema = z.object({
  assessmentId: z.int(),
  trailer: z.string(),
  association: AssociationSchema,
  eventTime: EventTimeSchema,
  location: z.nullable(GeopointSchema),
  items: z.array(AssessmentItemSchema),
  redTag: z.boolean(),
  orderNumber: z.string(),
  /** When the edge kept it (ms): photos older than EVIDENCE_KEEP_SECONDS are not used. */
  keptAt: z.number(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

type PhotoUploadFields = z.output<typeof PhotoUploadFieldsSchema>;

const PhotoMetaSchema = z.object({
  side: PhotoSideSchema,
  photoType: PhotoTypeSchema,
  takenAt: z.optional(EventTimeSchema),
  location: z.optional(z.string()),
  keptAt: z.string(),
});

export type EvidencePhoto = {
  key: string;
  side: z.infer<typeof PhotoSideSchema>;
  photoType: z.infer<typeof PhotoTypeSchema>;
  takenAt: string | null;
  location: z.infer<typeof GeopointSchema> | null;
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The driver as the evidence names them: a hash of their phone, which no key or page shows. */
const driverTag = async (c: Context<SessionEnv>) =>
  (await sha256Hex(`evidence:${c.var.session.record.user.mobileNumber}`)).slice(0, 32);

const assessmentKey = async (c: Context<SessionEnv>, idempotencyKey: string) =>
  `evidence:${await driverTag(c)}:${idempotencyKey}`;

const photoPrefix = async (c: Context<SessionEnv>, assessmentId: number) =>
  `evidence/${await driverTag(c)}/${assessmentId}/`;

/** A trailer as a record names it: its id, or the sticker scanned. */
function trailerNamed(trailer: AssessmentSubmission["trailer"]): string {
  return "trailerId" in trailer ? trailer.trailerId : trailer.scannedId;
}

/**
 * Keeps an assessment the carrier stored for the session's driver. A copy that cannot be kept
 * costs the driver a report, never the write: it is logged and the answer goes on.
 */
export async function keepAssessment(
  c: Context<SessionEnv>,
  submission: Pick<
    AssessmentSubmission,
    "trailer" | "association" | "eventTime" | "location" | "items" | "redTag" | "idempotencyKey"
  >,
  assessmentId: number,
): Promise<void> {
  const evidence: Evidence = {
    assessmentId,
    trailer: trailerNamed(submission.trailer),
    association: submission.association,
    eventTime: submission.eventTime,
    location: submission.location,
    items: submission.items,
    redTag: submission.redTag,
    orderNumber: c.var.session.record.user.orderNumber,
    keptAt: Date.now(),
  };
  try {
    await c.env.SESSIONS.put(await assessmentKey(c, submission.idempotencyKey), JSON.stringify(evidence), {
      expirationTtl: EVIDENCE_KEEP_SECONDS,
    });
  } catch (error) {
    c.var.log.warn("evidenceNotKept", { what: "assessment", cause: (error as Error).name });
  }
}

/** Keeps a photo the edge sent upstream under one of the driver's assessments, as it sent it. */
export async function keepPhoto(
  c: Context<SessionEnv>,
  {
    trailerAssessmentId,
    clientUploadId,
    sideName,
    photoType,
    takenAt,
    lat,
    lng,
    accuracy,
  }: PhotoUploadFields,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<void> {
  const location = lat === undefined || lng === undefined ? undefined : { lat, lng, accuracy };
  try {
    await c.env.EVIDENCE.put(`${await photoPrefix(c, trailerAssessmentId)}${clientUploadId}`, bytes, {
      httpMetadata: { contentType: "image/jpeg" },
      customMetadata: {
        side: sideName,
        photoType,
        ...(takenAt === undefined ? {} : { takenAt }),
        ...(location === undefined ? {} : { location: JSON.stringify(location) }),
        keptAt: String(Date.now()),
      },
    });
  } catch (error) {
    c.var.log.warn("evidenceNotKept", { what: "photo", cause: (error as Error).name });
  }
}

/** The assessment this driver sent under `idempotencyKey`, as the edge kept it; undefined for any other. */
export async function ownAssessment(
  c: Context<SessionEnv>,
  idempotencyKey: string,
): Promise<Evidence | undefined> {
  const parsed = EvidenceSchema.safeParse(
    await c.env.SESSIONS.get(await assessmentKey(c, idempotencyKey), "json"),
  );
  return parsed.success ? parsed.data : undefined;
}

function locationOf(text: string | undefined): EvidencePhoto["location"] {
  if (text === undefined) return null;
  try {
    const parsed = GeopointSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The photos the edge sent under the driver's assessment, oldest first, none past their keeping. */
export async function ownPhotos(c: Context<SessionEnv>, assessmentId: number): Promise<EvidencePhoto[]> {
  const listed = await c.env.EVIDENCE.list({
    prefix: await photoPrefix(c, assessmentId),
    include: ["customMetadata"],
  });
  const oldest = Date.now() - EVIDENCE_KEEP_SECONDS * 1000;
  const photos: (EvidencePhoto & { keptAt: number })[] = [];
  for (const object of listed.objects) {
    const meta = PhotoMetaSchema.safeParse(object.customMetadata);
    if (!meta.success || Number(meta.data.keptAt) < oldest) continue;
    photos.push({
      key: object.key,
      side: meta.data.side,
      photoType: meta.data.photoType,
      takenAt: meta.data.takenAt ?? null,
      location: locationOf(meta.data.location),
      keptAt: Number(meta.data.keptAt),
    });
  }
  return photos.sort((a, b) => a.keptAt - b.keptAt).map(({ keptAt: _, ...photo }) => photo);
}
