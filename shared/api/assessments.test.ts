import { describe, expect, it } from "vitest";
import { ASSESSMENT_ITEMS_MAX, AssessmentSubmissionSchema, PhotoUploadFieldsSchema } from "./assessments.ts";

const submission = {
  trailer: { trailerId: "400101-knight" },
  association: "attach",
  items: [{ type: "tires", subType: "driverBottom", comment: "  flat tire  " }],
  redTag: false,
  location: { lat: 33.4255, lng: -112.02 },
  eventTime: "2026-11-24T10:00:00-07:00",
  idempotencyKey: "0b6f3c1e-2a4d-4c2b-9a55-1f0e5d7c3b21",
};

const fields = {
  trailerAssessmentId: "42",
  sideName: "trailerFront",
  photoType: "trailerPhoto",
  clientUploadId: "7d1c6f2e-0a4b-4f3e-8c5d-2b9a1e0f6c34",
  takenAt: "2026-11-24T10:05:00.000Z",
};

describe("AssessmentSubmissionSchema", () => {
  it("takes defects as codes and keeps the comment as typed, trimmed", () => {
    const parsed = AssessmentSubmissionSchema.parse(submission);
    expect(parsed.items).toEqual([{ type: "tires", subType: "driverBottom", comment: "flat tire" }]);
    expect(parsed.certified).toBeUndefined();
  });

  it("refuses a defect named in words rather than by its code", () => {
    const r = AssessmentSubmissionSchema.safeParse({ ...submission, items: [{ type: "Flat tire" }] });
    expect(r.success).toBe(false);
  });

  it("refuses more defects than any layout has", () => {
    const items = Array.from({ length: ASSESSMENT_ITEMS_MAX + 1 }, () => ({ type: "other" }));
    expect(AssessmentSubmissionSchema.safeParse({ ...submission, items }).success).toBe(false);
  });

  it("never takes a driver or a load from the page", () => {
    const parsed = AssessmentSubmissionSchema.parse({
      ...submission,
      driver: { mobileNumber: "5550100003", dotNumber: "2876543" },
      loadId: "knight-1001009",
    });
    expect(parsed).not.toHaveProperty("driver");
    expect(parsed).not.toHaveProperty("loadId");
  });
});

describe("PhotoUploadFieldsSchema", () => {
  it("reads the assessment id and the place from their form fields", () => {
    const parsed = PhotoUploadFieldsSchema.parse({
      ...fields,
      lat: "33.4255",
      lng: "-112.02",
      accuracy: "8",
    });
    expect(parsed).toMatchObject({ trailerAssessmentId: 42, lat: 33.4255, lng: -112.02, accuracy: 8 });
  });

  it.each([["0"], ["-1"], ["4.2"], ["1e3"], [""], ["42abc"]])("refuses the assessment id %j", (id) => {
    expect(PhotoUploadFieldsSchema.safeParse({ ...fields, trailerAssessmentId: id }).success).toBe(false);
  });

  it("refuses a side that is not one of the six views", () => {
    expect(PhotoUploadFieldsSchema.safeParse({ ...fields, sideName: "roof" }).success).toBe(false);
  });

  it("asks for a clientUploadId, so a retried upload is stored once", () => {
    const { clientUploadId: _, ...without } = fields;
    expect(PhotoUploadFieldsSchema.safeParse(without).success).toBe(false);
  });

  it("refuses half a place and a place off the globe", () => {
    expect(PhotoUploadFieldsSchema.safeParse({ ...fields, lat: "33.4" }).success).toBe(false);
    expect(PhotoUploadFieldsSchema.safeParse({ ...fields, lat: "95", lng: "0" }).success).toBe(false);
  });
});
