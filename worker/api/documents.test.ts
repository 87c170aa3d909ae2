import { describe, expect, it } from "vitest";
import { PhotoNotStoredSchema, PhotoStoredSchema } from "#shared/api/assessments.ts";
import { PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION } from "#shared/photo-limits.ts";
import { jpegBytes } from "#tests/mocks/jpeg.ts";
import {
  GOOD_TRAILER,
  identityTokenFor,
  MOCK_API_URL,
  newPhone,
  UNSTORABLE_UPLOAD_ID,
  YARD,
} from "#tests/mocks/logistics-data.ts";
import type { StoredDocument } from "#tests/mocks/scenario-settings.ts";
import { DISCARD_LIMIT_BYTES } from "#worker/http/drain-unread-body.ts";
import { cleanJpeg } from "#worker/photos/image-file.ts";
import { reEncodeJpeg } from "#worker/photos/re-encode.ts";
import { call, jsonRequest, mockRequests, newClientIp, ORIGIN, signIn } from "#worker/test/helpers.ts";
import { jpeg, jpegWithMetadata, jpegWithoutPicture, pdf, png, webp } from "#worker/test/photo-files.ts";
import { streamedBody } from "#worker/test/streamed-body.ts";
import { DOCUMENT_UPLOAD_MAX_BYTES } from "./documents.ts";

const goodId = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;
/** Past the body limit, and past what the edge reads and throws away after an early answer. */
const HUGE_BODY_BYTES = 2 * DISCARD_LIMIT_BYTES;

/** Signs in, checks the good trailer at the yard and stores its assessment, to upload photos under. */
async function withAssessment() {
  const mobileNumber = newPhone("driver");
  const { cookie } = await signIn(mobileNumber);
  const check = await call(
    "/api/trailers/check",
    jsonRequest(
      "POST",
      { trailer: { trailerId: goodId }, association: "attach", location: YARD },
      { cookie },
    ),
  );
  expect(check.status).toBe(200);
  const res = await call(
    "/api/assessments",
    jsonRequest(
      "POST",
      {
        trailer: { trailerId: goodId },
        association: "attach",
        items: [],
        redTag: false,
        location: YARD,
        eventTime: "2026-11-24T08:30:00-07:00",
        idempotencyKey: crypto.randomUUID(),
      },
      { cookie },
    ),
  );
  expect(res.status).toBe(200);
  const { assessmentId } = (await res.json()) as { assessmentId: number };
  return { cookie, assessmentId, mobileNumber };
}

type Upload = {
  cookie?: string;
  fields?: Record<string, string>;
  file?: Uint8Array<ArrayBuffer> | null;
  type?: string;
};

function form({ fields = {}, file, type = "image/jpeg" }: Upload): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  if (file !== null) data.set("file", new File([file ?? jpeg(1920, 1440)], "photo.jpg", { type }));
  return data;
}

function headersFor(cookie: string | undefined, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    "sec-fetch-site": "same-origin",
    origin: ORIGIN,
    "cf-connecting-ip": newClientIp(),
  });
  if (cookie) headers.set("cookie", cookie);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return headers;
}

const upload = (upload: Upload) =>
  call("/api/documents", { method: "POST", headers: headersFor(upload.cookie), body: form(upload) });

const photoFields = (assessmentId: number, extra: Record<string, string> = {}) => ({
  trailerAssessmentId: String(assessmentId),
  sideName: "trailerFront",
  photoType: "trailerPhoto",
  clientUploadId: crypto.randomUUID(),
  takenAt: "2026-11-24T08:35:00-07:00",
  ...extra,
});

/**
 * The uploads the mock recorded for this driver (by their identity token): other test files upload
 * side by side, and the mock keeps only its latest requests, so a count of everyone's can go down.
 */
const uploadsSent = async (mobileNumber: string) =>
  (await mockRequests()).filter(
    (r) =>
      r.path === "/api/documents" && r.headers.authorization === `Bearer ${identityTokenFor(mobileNumber)}`,
  ).length;
/** The size of the file the edge sends upstream for this one: walked, then encoded anew (decision 122). */
async function sentSize(file: Uint8Array): Promise<number> {
  const clean = cleanJpeg(file);
  const encoded = clean.ok ? await reEncodeJpeg(clean) : clean;
  if (!encoded.ok) throw new Error(encoded.problem);
  return encoded.bytes.length;
}
const storedUpstream = async (): Promise<StoredDocument[]> =>
  (await fetch(`${MOCK_API_URL}/__mock/documents`)).json();

async function expectNotStored(res: Response, status: number, kind: string) {
  expect(res.status).toBe(status);
  expect(PhotoNotStoredSchema.parse(await res.json())).toMatchObject({
    isSuccessful: false,
    assessmentId: -1,
    documentId: null,
    kind,
  });
}

// A stored photo is decoded and encoded anew (decision 122): about 0.3 s of CPU for a 1920 px photo,
// seconds when the machine is busy.
describe("POST /api/documents", { timeout: 30_000 }, () => {
  it("forwards the photo with its fields, when and where it was taken, and answers its id", async () => {
    const { cookie, assessmentId, mobileNumber } = await withAssessment();
    const fields = photoFields(assessmentId, { lat: "33.4256", lng: "-112.0201", accuracy: "8" });
    const res = await upload({ cookie, fields, file: jpeg(1920, 1440) });
    expect(res.status).toBe(200);
    const answer = PhotoStoredSchema.parse(await res.json());
    expect(answer.assessmentId).toBe(assessmentId);
    expect((await storedUpstream()).find((d) => d.documentId === answer.documentId)).toEqual({
      documentId: answer.documentId,
      assessmentId,
      sideName: "trailerFront",
      photoType: "trailerPhoto",
      clientUploadId: fields.clientUploadId,
      contentType: "image/jpeg",
      sizeBytes: await sentSize(jpeg(1920, 1440)),
      takenAt: fields.takenAt,
      location: { lat: 33.4256, lon: -112.0201, accuracy: 8 },
    });
    // Sent once, for this driver: what the refusals below count stays at nothing.
    expect(await uploadsSent(mobileNumber)).toBe(1);
  });

  it("stores a crafted upload clean: its metadata and what follows the image never go upstream (decision 068)", async () => {
    const { cookie, assessmentId } = await withAssessment();
    const fields = photoFields(assessmentId);
    const res = await upload({ cookie, fields, file: jpegWithMetadata(1600, 1200) });
    expect(res.status).toBe(200);
    const { documentId } = PhotoStoredSchema.parse(await res.json());
    expect((await storedUpstream()).find((d) => d.documentId === documentId)).toMatchObject({
      contentType: "image/jpeg",
      sizeBytes: await sentSize(jpeg(1600, 1200)),
    });
    const sent = (await mockRequests()).findLast(
      (r) => r.path === "/api/documents" && r.body.includes(fields.clientUploadId),
    );
    expect(sent?.body).toBeDefined();
    for (const word of ["Exif", "GPSLatitude", "xmpmeta", "<script>", "JFIF"])
      expect(sent?.body).not.toContain(word);
  });

  it("sends a photo whose coded data carries a script on encoded anew from its pixels, without it (decision 122)", async () => {
    const { cookie, assessmentId } = await withAssessment();
    const fields = photoFields(assessmentId);
    const script = "<script>alert(document.cookie)</script>";
    const crafted = jpegBytes(640, 480, new TextEncoder().encode(script));
    const res = await upload({ cookie, fields, file: crafted });
    expect(res.status).toBe(200);
    const { documentId } = PhotoStoredSchema.parse(await res.json());
    expect((await storedUpstream()).find((d) => d.documentId === documentId)).toMatchObject({
      sizeBytes: await sentSize(crafted),
    });
    const sent = (await mockRequests()).findLast(
      (r) => r.path === "/api/documents" && r.body.includes(fields.clientUploadId),
    );
    expect(sent?.body).toBeDefined();
    expect(sent?.body).not.toContain("<script");
    expect(sent?.body).not.toContain("document.cookie");
  });

  it("the same clientUploadId twice is stored once and answered the same", async () => {
    const { cookie, assessmentId } = await withAssessment();
    const fields = photoFields(assessmentId, { sideName: "driverRear" });
    const first = await upload({ cookie, fields });
    const again = await upload({ cookie, fields });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const stored = (await storedUpstream()).filter((d) => d.clientUploadId === fields.clientUploadId);
    expect(stored).toHaveLength(1);
  });

  describe("refusals: nothing goes upstream, and the answer is the spec's failure", () => {
    it("a body whose Content-Length is over the limit, before it is read", async () => {
      const { cookie, mobileNumber } = await withAssessment();
      const body = streamedBody(HUGE_BODY_BYTES);
      const res = await call("/api/documents", {
        method: "POST",
        headers: headersFor(cookie, {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(HUGE_BODY_BYTES),
        }),
        body: body.stream,
      });
      await expectNotStored(res, 413, "payloadTooLarge");
      expect(body.sentBytes()).toBeLessThan(DOCUMENT_UPLOAD_MAX_BYTES);
      expect(await uploadsSent(mobileNumber)).toBe(0);
    });

    it("a body with no Content-Length, refused as it streams past the limit", async () => {
      const { cookie, mobileNumber } = await withAssessment();
      const total = HUGE_BODY_BYTES;
      const body = streamedBody(total);
      const res = await call("/api/documents", {
        method: "POST",
        headers: headersFor(cookie, { "content-type": "multipart/form-data; boundary=x" }),
        body: body.stream,
      });
      await expectNotStored(res, 413, "payloadTooLarge");
      // Never read to its end: past the limit, the rest is thrown away up to a point, then cancelled.
      expect(body.cancelled()).toBe(true);
      expect(body.sentBytes()).toBeLessThan(total);
      expect(await uploadsSent(mobileNumber)).toBe(0);
    });

    it("a 40 MB photo, and a file one byte over §9's 250,000 bytes inside a body under the body limit", async () => {
      const { cookie, assessmentId, mobileNumber } = await withAssessment();
      const huge = await upload({
        cookie,
        fields: photoFields(assessmentId),
        file: jpeg(1920, 1440, 40_000_000),
      });
      await expectNotStored(huge, 413, "payloadTooLarge");
      const justOver = await upload({
        cookie,
        fields: photoFields(assessmentId),
        file: jpeg(1920, 1440, PHOTO_MAX_BYTES + 1),
      });
      await expectNotStored(justOver, 413, "payloadTooLarge");
      expect(await uploadsSent(mobileNumber)).toBe(0);
    });

    it("a body that is not multipart", async () => {
      const { cookie } = await withAssessment();
      const res = await call("/api/documents", jsonRequest("POST", { file: "x" }, { cookie }));
      await expectNotStored(res, 415, "unsupportedMediaType");
    });

    it.each([
      ["a text file", new TextEncoder().encode("hello") as Uint8Array<ArrayBuffer>, "text/plain"],
      ["a PDF named as a JPEG", pdf(), "image/jpeg"],
      ["a PNG named as a JPEG", png(800, 600), "image/jpeg"],
      ["a JPEG with no frame header", jpeg(800, 600).fill(0, 20), "image/jpeg"],
      ["the issue's 131-byte JPEG with no picture, EXIF and a script", jpegWithoutPicture(), "image/jpeg"],
      ["a JPEG cut off before its end", jpeg(800, 600).subarray(0, -2), "image/jpeg"],
      ["a PNG, as what it is", png(1600, 1200), "image/png"],
      ["a WebP, as what it is", webp(1600, 1200), "image/webp"],
      ["an SVG", new TextEncoder().encode("<svg/>") as Uint8Array<ArrayBuffer>, "image/svg+xml"],
    ])("%s", async (_, file, type) => {
      const { cookie, assessmentId, mobileNumber } = await withAssessment();
      await expectNotStored(
        await upload({ cookie, fields: photoFields(assessmentId), file, type }),
        415,
        "unsupportedMediaType",
      );
      expect(await uploadsSent(mobileNumber)).toBe(0);
    });

    it(`a photo over ${PHOTO_MAX_DIMENSION} px on a side`, async () => {
      const { cookie, assessmentId } = await withAssessment();
      const res = await upload({
        cookie,
        fields: photoFields(assessmentId),
        file: jpeg(PHOTO_MAX_DIMENSION + 1, 1500),
      });
      await expectNotStored(res, 400, "validation");
    });

    it.each([
      ["no file", { file: null }],
      ["an empty file", { file: new Uint8Array(0) }],
    ])("%s", async (_, extra) => {
      const { cookie, assessmentId } = await withAssessment();
      await expectNotStored(
        await upload({ cookie, fields: photoFields(assessmentId), ...extra }),
        400,
        "validation",
      );
    });

    it.each([
      ["no clientUploadId", { clientUploadId: "" }],
      ["a side that is not one of the six views", { sideName: "roof" }],
      ["an assessment id that is not one", { trailerAssessmentId: "-1" }],
      ["half a place", { lat: "33.4" }],
    ])("%s", async (_, extra) => {
      const { cookie, assessmentId } = await withAssessment();
      const res = await upload({ cookie, fields: photoFields(assessmentId, extra) });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        kind: "validation",
        issues: [expect.anything()],
        assessmentId: -1,
      });
    });

    it("no session: 401 before the body is read", async () => {
      const { assessmentId } = await withAssessment();
      await expectNotStored(await upload({ fields: photoFields(assessmentId) }), 401, "unauthorized");
    });
  });

  it("under another driver's assessment: refused at the edge, nothing sent (decision 118)", async () => {
    const { assessmentId } = await withAssessment();
    const intruder = newPhone("driver");
    const { cookie } = await signIn(intruder);
    const res = await upload({ cookie, fields: photoFields(assessmentId) });
    await expectNotStored(res, 403, "notYourTrailer");
    expect(await uploadsSent(intruder)).toBe(0);
  });

  describe("a close-up of the damage (photoType assessmentPhoto, decision 126)", () => {
    it("goes upstream as the assessment's assessmentPhoto, encoded anew without the upload's metadata, once", async () => {
      const { cookie, assessmentId, mobileNumber } = await withAssessment();
      const fields = photoFields(assessmentId, { sideName: "driverRear", photoType: "assessmentPhoto" });
      const res = await upload({ cookie, fields, file: jpegWithMetadata(1600, 1200) });
      expect(res.status).toBe(200);
      const answer = PhotoStoredSchema.parse(await res.json());
      expect(answer.assessmentId).toBe(assessmentId);
      expect((await storedUpstream()).find((d) => d.documentId === answer.documentId)).toMatchObject({
        assessmentId,
        sideName: "driverRear",
        photoType: "assessmentPhoto",
        clientUploadId: fields.clientUploadId,
        sizeBytes: await sentSize(jpeg(1600, 1200)),
      });
      const sent = (await mockRequests()).findLast(
        (r) => r.path === "/api/documents" && r.body.includes(fields.clientUploadId),
      );
      for (const word of ["Exif", "GPSLatitude", "<script>"]) expect(sent?.body).not.toContain(word);
      // The outbox again after a lost answer: the same answer, nothing more stored.
      const again = await upload({ cookie, fields, file: jpegWithMetadata(1600, 1200) });
      expect(PhotoStoredSchema.parse(await again.json())).toEqual(answer);
      expect(await uploadsSent(mobileNumber)).toBe(1);
    });

    it("under another driver's assessment: refused like a view's photo, nothing sent (decision 118)", async () => {
      const { assessmentId } = await withAssessment();
      const intruder = newPhone("driver");
      const { cookie } = await signIn(intruder);
      const fields = photoFields(assessmentId, { photoType: "assessmentPhoto" });
      await expectNotStored(await upload({ cookie, fields }), 403, "notYourTrailer");
      expect(await uploadsSent(intruder)).toBe(0);
    });
  });

  it("a photo the system of record fails to store answers isSuccessful false, assessmentId -1, to send again", async () => {
    const { cookie, assessmentId } = await withAssessment();
    const res = await upload({
      cookie,
      fields: photoFields(assessmentId, { clientUploadId: UNSTORABLE_UPLOAD_ID }),
    });
    await expectNotStored(res, 503, "notStored");
  });
});
