// POST /api/documents: one photo of an assessment (docs/product.md §7 documents), multipart
// with the file and its fields (shared/api/assessments.ts PhotoUploadFieldsSchema).
// Everything is checked here before anything goes upstream: the session, a
// multipart body, its size (Content-Length, then counted as it streams, 413 past
// the limit), the fields, and the file: a JPEG of at most §9's 250,000 bytes and
// 2048 px, read segment by segment and rebuilt without its metadata or anything
// after the image (photos/image-file.ts, decision 068), then drawn to pixels and
// encoded anew from them (photos/re-encode.ts, decision 122); what goes upstream
// is that new file, no byte of the upload's coded data in it. A photo goes only
// under an assessment the edge accepted from this driver (trailer-gate.ts, decision 118). The clientUploadId goes upstream with it, so a retried
// upload is stored once and answered the same, and the edge answers a resend it
// has the answer to itself (decision 062). A close-up of the damage (photoType
// assessmentPhoto, decision 126) goes the same way; once stored, the edge remembers
// it, for a red tag sent without a position (decision 125). Every failure answers isSuccessful
// false, assessmentId -1; a photo the system of record said no to (isSuccessful
// false, whatever the status) is refused, never taken for stored.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { ClientErrorStatusCode } from "hono/utils/http-status";
import { PHOTO_FILE_FIELD, type PhotoStored, PhotoUploadFieldsSchema } from "#shared/api/assessments.ts";
import { apiErrorBody } from "#shared/api-error.ts";
import { PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION } from "#shared/photo-limits.ts";
import type { AppEnv } from "#worker/app-env.ts";
import { bodyLimit } from "#worker/http/body-limit.ts";
import { logsFailedWrite } from "#worker/http/failed-write-log.ts";
import { withFailureShape } from "#worker/http/failure-shape.ts";
import { issuesOf, validationError } from "#worker/http/validate.ts";
import { cleanJpeg } from "#worker/photos/image-file.ts";
import { reEncodeJpeg } from "#worker/photos/re-encode.ts";
import { keepPhoto } from "#worker/reports/evidence.ts";
import { requireSession } from "#worker/session/require-session.ts";
import { refusalOf } from "#worker/trailers/refusals.ts";
import { rememberCloseUp } from "#worker/trailers/touched-lately.ts";
import { trailerGate } from "#worker/trailers/trailer-gate.ts";
import { UpstreamError } from "#worker/upstream/upstream-error.ts";
import { writeOnce } from "#worker/writes/write-once.ts";

/** Room for the text fields and the multipart framing around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
/** The largest request body this route reads: a photo of §9's largest size and its fields. */
export const DOCUMENT_UPLOAD_MAX_BYTES = PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

/** docs/product.md §7's failure shape, on every error answer of this route. */
const NOT_STORED = { isSuccessful: false, assessmentId: -1, documentId: null } as const;

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

type Refused = { body: object; status: ClientErrorStatusCode };
const refused = (body: object, status: ClientErrorStatusCode): Refused => ({ body, status });

/**
 * The upload's photo checked (a JPEG, within §9's limits), cleaned by the walker and encoded again
 * from its pixels (decision 122); or why it is refused.
 */
async function cleanPhoto(file: File | string | null): Promise<{ bytes: Uint8Array<ArrayBuffer> } | Refused> {
  if (!(file instanceof File) || file.size === 0) return refused(invalidFile("required"), 400);
  if (file.size > PHOTO_MAX_BYTES) {
    return refused(apiErrorBody("payloadTooLarge", 413, `The photo is over ${PHOTO_MAX_BYTES} bytes.`), 413);
  }
  const type = file.type.split(";")[0]!.trim().toLowerCase();
  if (type !== "image/jpeg") return refused(unsupported("The photo must be a JPEG image."), 415);
  const photo = cleanJpeg(new Uint8Array(await file.arrayBuffer()));
  if (!photo.ok && photo.problem === "tooLarge") {
    return refused(invalidFile(`The photo is over ${PHOTO_MAX_DIMENSION} px on a side.`), 400);
  }
  if (!photo.ok) return refused(unsupported("The file is not a readable JPEG image."), 415);
  // Only a file the walker kept reaches the decoder.
  const encoded = await reEncodeJpeg(photo);
  if (!encoded.ok && encoded.problem === "overLimit") {
    return refused(
      apiErrorBody(
        "payloadTooLarge",
        413,
        `The photo is over ${PHOTO_MAX_BYTES} bytes even when encoded again.`,
      ),
      413,
    );
  }
  if (!encoded.ok) return refused(unsupported("The file is not a readable JPEG image."), 415);
  return { bytes: encoded.bytes };
}

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
    // Only under an assessment the edge accepted from this driver (decision 118), before the file is read.
    const gate = await trailerGate(c, { assessmentId: parsed.data.trailerAssessmentId });
    if (gate.refusal) return c.json(gate.refusal, gate.refusal.statusCode as ClientErrorStatusCode);

    const photo = await cleanPhoto(form.get(PHOTO_FILE_FIELD));
    if (!("bytes" in photo)) return c.json(photo.body, photo.status);

    const { trailerAssessmentId, sideName, photoType, clientUploadId, takenAt, lat, lng, accuracy } =
      parsed.data;
    c.set("writeKey", clientUploadId);
    const location =
      lat === undefined || lng === undefined
        ? undefined
        : { lat, lon: lng, ...(accuracy === undefined ? {} : { accuracy }) };
    try {
      const answer = await writeOnce(c, {
        idempotencyKey: clientUploadId,
        action: "uploadDocument",
        send: () =>
          c.var.logistics.call("uploadDocument", {
            multipart: {
              metadata: { trailerAssessmentId, sideName, photoType, clientUploadId, takenAt, location },
              file: new File([photo.bytes], `${sideName}.jpg`, { type: "image/jpeg" }),
            },
            identityToken: c.var.session.record.identityToken,
          }),
      });
      // A close-up of the damage stored: a red tag of this assessment's trailer sent without a
      // position may follow it (decision 125). A resend answered again is remembered again.
      if (photoType === "assessmentPhoto") await rememberCloseUp(c, trailerAssessmentId);
      // The edge's own copy of what it sent, for a report the driver may share (decision 128).
      await keepPhoto(c, parsed.data, photo.bytes);
      return c.json(
        {
          isSuccessful: true,
          // Stored under the assessment it was sent for, whether or not the answer repeats its id.
          assessmentId: trailerAssessmentId,
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
