// POST api/documents (identity token): a photo of an assessment, multipart with
// a `metadata` JSON part and a `file` part. The photo goes to R2, its row to D1;
// a retried upload with the same clientUploadId is stored once. Every failure
// answers { isSuccessful: false, assessmentId: -1, documentId: null } plus a message.

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod/mini";
import { LogisticsError, validationErrors } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { requireDriver } from "#logistics-api/src/middleware/identity.ts";
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  type DocumentResponseSchema,
} from "#shared/logistics/assessments.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";

type DocumentAnswer = z.infer<typeof DocumentResponseSchema>;
type ContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const FAILED = { isSuccessful: false, assessmentId: -1, documentId: null } as const;
/** Room for the metadata part and multipart framing around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const EXTENSIONS: Record<ContentType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

function failure(
  status: ConstructorParameters<typeof LogisticsError>[0],
  message: string,
  extra = {},
): LogisticsError {
  return new LogisticsError(status, { ...FAILED, message, ...extra });
}

function isContentType(type: string): type is ContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The file's first bytes must match the type it claims (a renamed PDF is not a JPEG). */
function bytesMatch(type: ContentType, bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (offset: number, text: string) =>
    [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));
  switch (type) {
    case "image/jpeg":
      return starts(0xff, 0xd8, 0xff);
    case "image/png":
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "image/webp":
      return ascii(0, "RIFF") && ascii(8, "WEBP");
  }
}

type StoredDocument = { id: string };

const { uploadDocument } = LOGISTICS_CALLS;

export const documents = new Hono<ApiEnv>().post(
  routePath(uploadDocument),
  requireDriver,
  bodyLimit({
    maxSize: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: () => {
      throw failure(413, "The photo is larger than 5 MiB");
    },
  }),
  async (c) => {
    const db = c.env.DB;
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      throw failure(415, "Send the photo as multipart/form-data");
    const form = await c.req.formData().catch(() => {
      throw failure(400, "Malformed multipart body");
    });

    const metadataPart = form.get("metadata");
    let metadataJson: unknown;
    try {
      metadataJson = typeof metadataPart === "string" ? JSON.parse(metadataPart) : undefined;
    } catch {
      throw failure(400, "Invalid input", {
        validationErrors: [{ path: "metadata", message: "Malformed JSON" }],
      });
    }
    const metadata = uploadDocument.multipart.safeParse(metadataJson);
    if (!metadata.success)
      throw failure(400, "Invalid input", {
        validationErrors: validationErrors(metadata.error).map((e) => ({ ...e, path: `metadata.${e.path}` })),
      });
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      throw failure(400, "Invalid input", { validationErrors: [{ path: "file", message: "required" }] });
    if (file.size > DOCUMENT_MAX_BYTES) throw failure(413, "The photo is larger than 5 MiB");
    const type = file.type.toLowerCase();
    if (!isContentType(type)) throw failure(415, "The photo must be a JPEG, PNG or WebP image");
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!bytesMatch(type, bytes)) throw failure(415, `The file is not a ${type} image`);

    const { trailerAssessmentId, sideName, photoType, clientUploadId, takenAt, location } = metadata.data;
    const assessment = await db
      .prepare("SELECT id FROM assessments WHERE id = ? AND driver_mobile = ?")
      .bind(trailerAssessmentId, c.var.driverMobile)
      .first<{ id: number }>();
    if (!assessment) throw failure(404, "Assessment not found");

    const findExisting = () =>
      db
        .prepare("SELECT id FROM documents WHERE assessment_id = ? AND client_upload_id = ?")
        .bind(trailerAssessmentId, clientUploadId ?? null)
        .first<StoredDocument>();
    const stored = (documentId: string) =>
      c.json({ isSuccessful: true, assessmentId: trailerAssessmentId, documentId } satisfies DocumentAnswer);

    if (clientUploadId) {
      const existing = await findExisting();
      if (existing) return stored(existing.id);
    }

    const documentId = crypto.randomUUID();
    const key = `assessments/${trailerAssessmentId}/${sideName}-${documentId}.${EXTENSIONS[type]}`;
    try {
      await c.env.DOCUMENTS.put(key, bytes, { httpMetadata: { contentType: type } });
    } catch {
      throw failure(503, "The photo could not be stored");
    }
    // The object is written before its row, so a row never points at a missing photo.
    let inserted: StoredDocument | null;
    try {
      inserted = await db
        .prepare(
          `INSERT INTO documents (id, assessment_id, side_name, photo_type, client_upload_id, r2_key, content_type,
             size_bytes, taken_at, lat, lon, accuracy, received_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (assessment_id, client_upload_id) DO NOTHING RETURNING id`,
        )
        .bind(
          documentId,
          trailerAssessmentId,
          sideName,
          photoType,
          clientUploadId ?? null,
          key,
          type,
          bytes.byteLength,
          takenAt ? new Date(takenAt).toISOString() : null,
          location?.lat ?? null,
          location?.lon ?? null,
          location?.accuracy ?? null,
          new Date().toISOString(),
        )
        .first<StoredDocument>();
    } catch {
      await c.env.DOCUMENTS.delete(key);
      throw failure(503, "The photo could not be recorded");
    }
    if (inserted) return stored(inserted.id);
    // A concurrent retry with the same clientUploadId won: keep its copy only.
    await c.env.DOCUMENTS.delete(key);
    const existing = await findExisting();
    if (!existing) throw failure(503, "The photo could not be recorded");
    return stored(existing.id);
  },
);
