import { beforeAll, describe, expect, it } from "vitest";
import { ALEX, associationBody, call, callWithEnv, tokenFor } from "#logistics-api/test/api.ts";

let assessmentId: number;
const JPEG = new Uint8Array(3000);
JPEG.set([0xff, 0xd8, 0xff, 0xe0]);

async function upload(token: string, sideName: string, clientUploadId: string) {
  const form = new FormData();
  form.set(
    "metadata",
    JSON.stringify({
      trailerAssessmentId: assessmentId,
      sideName,
      photoType: "trailerPhoto",
      clientUploadId,
      takenAt: "2026-11-21T05:20:00-07:00",
      location: { lat: 33.4256, lon: -112.0201, accuracy: 9 },
    }),
  );
  form.set("file", new File([JPEG], "photo.jpg", { type: "image/jpeg" }));
  const res = await call("/api/documents", { body: form, token });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  const token = await tokenFor(ALEX.mobileNumber);
  const res = await call("/api/trailers/trailerAssessment", {
    token,
    body: {
      ...associationBody("400102-knight"),
      association: "attach",
      items: [{ type: "tires", subType: "driverBottom", comment: "Flat" }],
      certified: true,
      redTag: false,
    },
  });
  assessmentId = ((await res.json()) as { assessmentId: number }).assessmentId;
  const frontId = crypto.randomUUID();
  await upload(token, "trailerFront", frontId);
  await upload(token, "trailerFront", frontId); // a retry: stored once
  await upload(token, "driverRear", crypto.randomUUID());
});

type Listed = {
  assessment: { id: number; trailerId: string };
  items: { type: string; comment: string | null }[];
  documents: { sideName: string; photoType: string; sizeBytes: number; key: string; location: unknown }[];
};

describe("/__dev/documents", () => {
  it("lists an assessment's stored photos as JSON: side, type, size, key, each once", async () => {
    const res = await call(`/__dev/documents?assessment=${assessmentId}&format=json`, { appToken: null });
    expect(res.status).toBe(200);
    const listed = (await res.json()) as Listed;
    expect(listed.assessment).toMatchObject({ id: assessmentId, trailerId: "400102-knight" });
    expect(listed.items).toEqual([expect.objectContaining({ type: "tires", comment: "Flat" })]);
    expect(listed.documents.map((d) => [d.sideName, d.photoType, d.sizeBytes])).toEqual([
      ["trailerFront", "trailerPhoto", 3000],
      ["driverRear", "trailerPhoto", 3000],
    ]);
    expect(listed.documents[0]?.key).toMatch(new RegExp(`^assessments/${assessmentId}/trailerFront-`));
    expect(listed.documents[0]?.location).toEqual({ lat: 33.4256, lon: -112.0201, accuracy: 9 });
  });

  it("shows them on a page with thumbnails, and the photo itself", async () => {
    const res = await call(`/__dev/documents?assessment=${assessmentId}`, { appToken: null });
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain("Photos stored (2)");
    expect(page).toContain("driverRear");
    const src = page.match(/src="documents\/photo\?key=([^"]+)"/)?.[1];
    expect(src).toBeDefined();
    const photo = await call(`/__dev/documents/photo?key=${src}`, { appToken: null });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    // Downloaded when opened on its own, never sniffed as anything else (decision 068).
    expect(photo.headers.get("content-disposition")).toMatch(
      /^attachment; filename="trailerFront-[0-9a-f-]{36}\.jpg"$/,
    );
    expect(photo.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await photo.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it("lists the latest assessments with their photo counts", async () => {
    const page = await (await call("/__dev/documents", { appToken: null })).text();
    expect(page).toContain(`<a href="?assessment=${assessmentId}">${assessmentId}</a>`);
  });

  it("answers 404 for an unknown assessment and 400 for a key outside the photos", async () => {
    expect((await call("/__dev/documents?assessment=999999", { appToken: null })).status).toBe(404);
    expect((await call("/__dev/documents?assessment=abc", { appToken: null })).status).toBe(400);
    expect((await call("/__dev/documents/photo?key=sms/secret.txt", { appToken: null })).status).toBe(400);
  });

  it.each(["/__dev/documents", "/__dev/documents?assessment=1&format=json", "/__dev/documents/photo?key=x"])(
    "%s is 404 with DEV_OUTBOX off",
    async (path) => {
      const res = await callWithEnv({ DEV_OUTBOX: "false" }, path, { appToken: null });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Not found" });
    },
  );
});
