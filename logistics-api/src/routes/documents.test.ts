import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { ALEX, associationBody, call, countRows, MARIA, tokenFor } from "#logistics-api/test/api.ts";
import { DOCUMENT_MAX_BYTES, DocumentResponseSchema } from "#shared/logistics/assessments.ts";

let token: string;
let assessmentId: number;

beforeAll(async () => {
  token = await tokenFor(ALEX.mobileNumber);
  const res = await call("/api/trailers/trailerAssessment", {
    token,
    body: {
      ...associationBody("400102-knight"),
      association: "attach",
      items: [],
      certified: true,
      redTag: false,
    },
  });
  assessmentId = ((await res.json()) as { assessmentId: number }).assessmentId;
});

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function image(signature: number[], size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  return bytes;
}

function upload(options: {
  metadata?: unknown;
  file?: Uint8Array | null;
  type?: string;
  rawMetadata?: string;
  token?: string | null;
}) {
  const form = new FormData();
  const metadata = options.metadata ?? {
    trailerAssessmentId: assessmentId,
    sideName: "trailerFront",
    photoType: "trailerPhoto",
  };
  form.set("metadata", options.rawMetadata ?? JSON.stringify(metadata));
  if (options.file !== null)
    form.set(
      "file",
      new File([options.file ?? image(JPEG)], "photo.jpg", { type: options.type ?? "image/jpeg" }),
    );
  return call("/api/documents", {
    body: form,
    token: options.token === null ? undefined : (options.token ?? token),
  });
}

async function stored() {
  return {
    rows: await countRows("documents"),
    objects: (await env.DOCUMENTS.list({ prefix: "assessments/" })).objects.length,
  };
}

describe("documents", () => {
  it("stores the photo in R2 under the assessment and records it in D1", async () => {
    const res = await upload({ file: image(JPEG, 4096) });
    expect(res.status).toBe(200);
    const answer = DocumentResponseSchema.parse(await res.json());
    expect(answer).toMatchObject({ isSuccessful: true, assessmentId });
    const row = await env.DB.prepare("SELECT * FROM documents WHERE id = ?")
      .bind(answer.documentId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      assessment_id: assessmentId,
      side_name: "trailerFront",
      content_type: "image/jpeg",
      size_bytes: 4096,
    });
    expect(row?.r2_key).toBe(`assessments/${assessmentId}/trailerFront-${answer.documentId}.jpg`);
    const object = await env.DOCUMENTS.get(String(row?.r2_key));
    expect(object?.size).toBe(4096);
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
    await object?.arrayBuffer();
  });

  it("keeps when and where the photo was taken", async () => {
    const metadata = {
      trailerAssessmentId: assessmentId,
      sideName: "passengerFront",
      photoType: "trailerPhoto",
      takenAt: "2026-11-21T05:20:00-07:00",
      location: { lat: 33.4256, lon: -112.0201, accuracy: 9 },
    };
    const answer = DocumentResponseSchema.parse(await (await upload({ metadata })).json());
    const row = await env.DB.prepare("SELECT taken_at, lat, lon, accuracy FROM documents WHERE id = ?")
      .bind(answer.documentId)
      .first();
    expect(row).toEqual({ taken_at: "2026-11-21T12:20:00.000Z", lat: 33.4256, lon: -112.0201, accuracy: 9 });
  });

  it("stores a retried upload (same clientUploadId) exactly once", async () => {
    const metadata = {
      trailerAssessmentId: assessmentId,
      sideName: "driverRear",
      photoType: "trailerPhoto",
      clientUploadId: crypto.randomUUID(),
      takenAt: "2026-11-21T05:20:00-07:00",
    };
    const before = await stored();
    const first = DocumentResponseSchema.parse(
      await (await upload({ metadata, file: image(PNG), type: "image/png" })).json(),
    );
    const second = DocumentResponseSchema.parse(
      await (await upload({ metadata, file: image(PNG), type: "image/png" })).json(),
    );
    expect(second).toEqual(first);
    expect(await stored()).toEqual({ rows: before.rows + 1, objects: before.objects + 1 });
  });

  describe("refusals store nothing and answer the failure shape", () => {
    const cases: [string, () => Promise<Response>, number][] = [
      ["a photo over 5 MiB", () => upload({ file: image(JPEG, DOCUMENT_MAX_BYTES + 1) }), 413],
      [
        "a body far over the limit",
        () => upload({ file: image(JPEG, DOCUMENT_MAX_BYTES + 512 * 1024) }),
        413,
      ],
      ["a PDF", () => upload({ file: image([0x25, 0x50, 0x44, 0x46]), type: "application/pdf" }), 415],
      ["PNG bytes sent as a JPEG", () => upload({ file: image(PNG), type: "image/jpeg" }), 415],
      [
        "a JSON body",
        () => call("/api/documents", { token, body: { trailerAssessmentId: 1, sideName: "trailerFront" } }),
        415,
      ],
      ["no metadata part", () => upload({ rawMetadata: "" }), 400],
      ["metadata that is not JSON", () => upload({ rawMetadata: "{side" }), 400],
      [
        "an unknown side name",
        () =>
          upload({
            metadata: { trailerAssessmentId: assessmentId, sideName: "roof", photoType: "trailerPhoto" },
          }),
        400,
      ],
      ["no file part", () => upload({ file: null }), 400],
      [
        "an unknown assessment",
        () =>
          upload({
            metadata: { trailerAssessmentId: 999_999, sideName: "trailerFront", photoType: "trailerPhoto" },
          }),
        404,
      ],
    ];

    it.each(cases)("%s", async (_, send, status) => {
      const before = await stored();
      const res = await send();
      expect(res.status).toBe(status);
      expect(DocumentResponseSchema.parse(await res.json())).toEqual({
        isSuccessful: false,
        assessmentId: -1,
        documentId: null,
      });
      expect(await stored()).toEqual(before);
    });

    it("names the invalid metadata field", async () => {
      const res = await upload({
        metadata: { trailerAssessmentId: "x", sideName: "trailerFront", photoType: "trailerPhoto" },
      });
      expect(await res.json()).toMatchObject({
        validationErrors: [{ path: "metadata.trailerAssessmentId" }],
      });
    });

    it("refuses another driver's assessment and a missing identity token", async () => {
      const before = await stored();
      expect((await upload({ token: await tokenFor(MARIA.mobileNumber) })).status).toBe(404);
      expect((await upload({ token: null })).status).toBe(401);
      expect(await stored()).toEqual(before);
    });
  });
});
