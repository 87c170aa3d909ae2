// POST /api/documents: one photo of an assessment (spec §7 documents), multipart
// with the file and its fields (shared/api/assessments.ts PhotoUploadFieldsSchema).
// Everything is checked here before anything goes upstream: the session, a
// multipart body, its size (Content-Length, then counted as it streams, 413 past
// the limit), the fields, the file's type, its first bytes and its dimensions.
// The clientUploadId goes upstream with it, so a retried upload is stored once
// and answered the same. Every failure answers isSuccessful false, assessmentId -1.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import { PHOTO_FILE_FIELD, type PhotoStored, PhotoUploadFieldsSchema } from "../../shared/api/assessments.ts";
import { apiErrorBody } from "../../shared/api-error.ts";
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES } from "../../shared/logistics/assessments.ts";
import { PHOTO_MAX_DIMENSION } from "../../shared/photo-limits.ts";
import type { AppEnv } from "../app-env.ts";
import { bodyLimit } from "../http/body-limit.ts";
import { logsFailedWrite } from "../http/failed-write-log.ts";
import { withFailureShape } from "../http/failure-shape.ts";
import { issuesOf, validationError } from "../http/validate.ts";
import { type ImageType, imageSize, startsAs } from "../photos/image-file.ts";
import { requireSession } from "../session/require-session.ts";
import { refusalOf } from "../trailers/refusals.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** Room for the text fields and the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The largest request body this route reads. */
export const DOCUMENT_UPLOAD_MAX_BYTES = DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Spec §7's failure shape, on every error answer of this route. */
const NOT_STORED = { isSuccessful: false, assessmentId: -1, documentId: null } as const;

const isImageType = (type: string): type is ImageType =>
  (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);

const unsupported = (message: string) => apiErrorBody("unsupportedMediaType", 415, message);
const invalidFile = (message: string) => validationError([{ path: PHOTO_FILE_FIELD, message }]);

/** A multipart body, or 415 before a byte of it is read. */
const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") {
    return c.json(unsupported("Send the photo as multipart/form-data."), 415);
  }
  await next();
});

export const documentRoutes = new Hono<AppEnv>().post(
  "/",
  withFailureShape(NOT_STORED),
  requireSession,
  logsFailedWrite(() => "Upload photo"),
  multipartOnly,
  bodyLimit(DOCUMENT_UPLOAD_MAX_BYTES),
  async (c) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return c.json(validationError([{ path: "", message: "malformed multipart body" }]), 400);
    }
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form) if (name !== PHOTO_FILE_FIELD) fields[name] = value;
    const parsed = PhotoUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) return c.json(validationError(issuesOf(parsed.error)), 400);

    const file = form.get(PHOTO_FILE_FIELD);
    if (!(file instanceof File) || file.size === 0) return c.json(invalidFile("required"), 400);
    if (file.size > DOCUMENT_MAX_BYTES) {
      return c.json(
        apiErrorBody("payloadTooLarge", 413, `The photo is over ${DOCUMENT_MAX_BYTES} bytes.`),
        413,
      );
    }
    const type = file.type.split(";")[0]!.trim().toLowerCase();
    if (!isImageType(type)) return c.json(unsupported("The photo must be a JPEG, PNG or WebP image."), 415);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!startsAs(type, bytes)) return c.json(unsupported(`The file is not a ${type} image.`), 415);
    const size = imageSize(type, bytes);
    if (!size) return c.json(unsupported(`The file is not a readable ${type} image.`), 415);
    if (size.width > PHOTO_MAX_DIMENSION || size.height > PHOTO_MAX_DIMENSION) {
      return c.json(invalidFile(`The photo is over ${PHOTO_MAX_DIMENSION} px on a side.`), 400);
    }

    const { trailerAssessmentId, sideName, photoType, clientUploadId, takenAt, lat, lng, accuracy } =
      parsed.data;
    c.set("writeKey", clientUploadId);
    const location =
      lat === undefined || lng === undefined
        ? undefined
        : { lat, lon: lng, ...(accuracy === undefined ? {} : { accuracy }) };
    try {
      const answer = await c.var.logistics.call("uploadDocument", {
        multipart: {
          metadata: { trailerAssessmentId, sideName, photoType, clientUploadId, takenAt, location },
          file: new File([bytes], `${sideName}.${type.slice("image/".length)}`, { type }),
        },
        identityToken: c.var.session.record.identityToken,
      });
      if (!answer.isSuccessful || answer.documentId === null || answer.assessmentId <= 0) {
        return c.json(apiErrorBody("notStored", 503, "The photo could not be stored."), 503);
      }
      return c.json(
        {
          isSuccessful: true,
          assessmentId: answer.assessmentId,
          documentId: answer.documentId,
        } satisfies PhotoStored,
        200,
      );
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.kind !== "upstream") throw error;
      const { statusCode, reasonCode } = error.failure;
      switch (statusCode) {
        case 401:
          // The identity token was refused: requireSession ends the session.
          throw error;
        case 404:
          return c.json(apiErrorBody("notFound", 404, "No such assessment for this driver."), 404);
        case 413:
          return c.json(apiErrorBody("payloadTooLarge", 413, "The photo is too large."), 413);
        case 415:
          return c.json(unsupported("The photo is not an image the system of record takes."), 415);
      }
      const refusal = refusalOf(error);
      if (refusal) return c.json(refusal, refusal.statusCode as ClientErrorStatusCode);
      if (statusCode >= 500) {
        return c.json(apiErrorBody("notStored", 503, "The photo could not be stored.", { reasonCode }), 503);
      }
      return c.json(validationError([{ path: "", message: "The photo was refused." }]), 400);
    }
  },
);
