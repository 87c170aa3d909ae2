import { describe, expect, it } from "vitest";
import { ALEX, associationBody, call, callWithEnv, tokenFor } from "#logistics-api/test/api.ts";

const JPEG = new Uint8Array(2000);
JPEG.set([0xff, 0xd8, 0xff, 0xe0]);

async function upload(token: string, assessmentId: number, sideName: string, clientUploadId: string) {
  const form = new FormData();
  form.set(
    "metadata",
    JSON.stringify({
      trailerAssessmentId: assessmentId,
      sideName,
      photoType: "trailerPhoto",
      clientUploadId,
    }),
  );
  form.set("file", new File([JPEG], "photo.jpg", { type: "image/jpeg" }));
  expect((await call("/api/documents", { body: form, token })).status).toBe(200);
}

const recordsOf = (trailerId: string) => call(`/__dev/trailers/${trailerId}/records`, { appToken: null });

describe("/__dev/trailers/:trailerId/records", () => {
  it("answers what is recorded for the trailer: its associations, assessments with their defects and photos, red tags", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const assessed = await call("/api/trailers/trailerAssessment", {
      token,
      body: {
        ...associationBody("400101-knight"),
        association: "attach",
        items: [{ type: "tires", subType: "driverBottom", comment: "Flat" }],
        certified: true,
        redTag: false,
      },
    });
    const { assessmentId } = (await assessed.json()) as { assessmentId: number };
    const front = crypto.randomUUID();
    await upload(token, assessmentId, "trailerFront", front);
    await upload(token, assessmentId, "trailerFront", front); // a retry: stored once
    await upload(token, assessmentId, "driverRear", crypto.randomUUID());
    const attached = await call("/api/trailerAssociations/attachLogistics", {
      token,
      body: associationBody("400101-knight", { loadTrailerStatus: "loadedTrailer" }),
    });
    expect(attached.status).toBe(200);

    const res = await recordsOf("400101-knight");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      trailerId: "400101-knight",
      licensePlate: "KX40101",
      associations: [{ kind: "attach", loadId: "knight-1001001", driverMobile: ALEX.mobileNumber }],
      assessments: [
        {
          id: assessmentId,
          association: "attach",
          redTag: false,
          items: [{ type: "tires", descriptionEn: expect.stringMatching(/tire/i), comment: "Flat" }],
          photos: [
            { sideName: "trailerFront", photoType: "trailerPhoto", sizeBytes: 2000 },
            { sideName: "driverRear", photoType: "trailerPhoto", sizeBytes: 2000 },
          ],
        },
      ],
      redTags: 0,
    });
  });

  it("counts a red tag with its assessment", async () => {
    const token = await tokenFor(ALEX.mobileNumber);
    const tagged = await call("/api/trailers/trailerAssessment", {
      token,
      body: {
        ...associationBody("400102-knight"),
        association: "attach",
        items: [{ type: "tires", subType: "driverBottom", comment: "Flat" }],
        certified: true,
        redTag: true,
      },
    });
    expect(tagged.status).toBe(200);
    expect(await (await recordsOf("400102-knight")).json()).toMatchObject({
      associations: [],
      assessments: [{ association: "attach", redTag: true, photos: [] }],
      redTags: 1,
    });
  });

  it("answers empty lists for a trailer nothing was recorded for, and 404 for no such trailer", async () => {
    expect(await (await recordsOf("400103-knight")).json()).toMatchObject({
      associations: [],
      assessments: [],
      redTags: 0,
    });
    expect((await recordsOf("999999-knight")).status).toBe(404);
  });

  it("is 404 with DEV_OUTBOX off", async () => {
    const res = await callWithEnv({ DEV_OUTBOX: "false" }, "/__dev/trailers/400101-knight/records", {
      appToken: null,
    });
    expect(res.status).toBe(404);
  });

  it("is 404 to any peer but this machine (decisions 045, 119)", async () => {
    const res = await call("/__dev/trailers/400101-knight/records", {
      appToken: null,
      origin: "https://api.hitchtrailers.com",
      peer: "203.0.113.9",
    });
    expect(res.status).toBe(404);
  });
});
