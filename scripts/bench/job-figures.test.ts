// @vitest-environment node
// The bench's job at one bar (decision 083): the round trips the driver waited on in a
// step (the longest chain of requests each begun after the last had ended), and the
// carrier calls each part of the job made, and the downloads before the first photo that the
// link's floor adds.
import { describe, expect, it } from "vitest";
import { callsByPart, callsByStep, downloadsBeforeFirstPhotoMs, roundTripsWaited } from "./job-figures.ts";

describe("round trips waited", () => {
  it("counts requests made side by side as one", () => {
    expect(
      roundTripsWaited([
        { start: 0, end: 800 },
        { start: 10, end: 900 },
        { start: 20, end: 850 },
      ]),
    ).toBe(1);
  });

  it("counts each request begun after the one before it ended", () => {
    // The document, then its script, then the script's call; a prefetch beside them adds none.
    expect(
      roundTripsWaited([
        { start: 0, end: 800 },
        { start: 810, end: 1700 },
        { start: 1710, end: 2600 },
        { start: 820, end: 2500 },
      ]),
    ).toBe(3);
  });

  it("is zero for a step that waited on nothing", () => {
    expect(roundTripsWaited([])).toBe(0);
  });
});

describe("carrier calls by part of the job", () => {
  /** The calls of a job that signed in (request r1) and attached (request r2), by part and name. */
  const byPart = (calls: { name: string; requestId: string; at: number }[]) =>
    Object.fromEntries(
      [
        ...callsByPart({
          steps: [
            { part: "sign-in", start: 0 },
            { part: "attach", start: 1000 },
          ],
          requests: [
            { url: "http://app.test/api/session/verify", start: 10, requestId: "r1", step: 0 },
            { url: "http://app.test/api/associations/attach", start: 1010, requestId: "r2", step: 1 },
          ],
          calls,
        }),
      ].map(([part, names]) => [part, Object.fromEntries(names)]),
    );

  it("puts a call where the request it was made for belongs, or in the step it arrived in", () => {
    expect(
      byPart([
        { name: "verifyIdentity", requestId: "r1", at: 20 },
        { name: "attach", requestId: "r2", at: 1020 },
        // Made for a document (no request id the page saw): the step it arrived in.
        { name: "appLaunchState", requestId: "", at: 1030 },
      ]),
    ).toEqual({
      "sign-in": { verifyIdentity: 1 },
      attach: { attach: 1, appLaunchState: 1 },
    });
  });

  it("counts the reads that are the same for every driver apart, whichever request asked", () => {
    expect(
      byPart([
        { name: "verifyIdentity", requestId: "r1", at: 20 },
        { name: "featureFlags", requestId: "r1", at: 21 },
        { name: "persistentAlert", requestId: "", at: 22 },
      ]),
    ).toEqual({
      "sign-in": { verifyIdentity: 1 },
      "app-wide": { featureFlags: 1, persistentAlert: 1 },
    });
  });
});

describe("carrier calls by step of the job", () => {
  it("puts a write in the step the page sent it in, and the app-wide reads apart", () => {
    const counted = callsByStep({
      steps: [
        { part: "sign-in", start: 0 },
        { part: "attach", start: 1000 },
        { part: "detach", start: 2000 },
      ],
      requests: [
        { url: "http://app.test/api/session/verify", start: 10, requestId: "r1", step: 0 },
        // A photo of the attach, sent by the outbox while the driver detaches.
        { url: "http://app.test/api/documents", start: 2010, requestId: "r2", step: 2 },
      ],
      calls: [
        { name: "verifyIdentity", requestId: "r1", at: 20 },
        { name: "featureFlags", requestId: "r1", at: 21 },
        { name: "uploadDocument", requestId: "r2", at: 2020 },
      ],
    });
    expect(
      Object.fromEntries([...counted].map(([step, names]) => [step, Object.fromEntries(names)])),
    ).toEqual({
      0: { verifyIdentity: 1 },
      2: { uploadDocument: 1 },
      "app-wide": { featureFlags: 1 },
    });
  });
});

describe("the page's downloads before the first photo (the link's floor)", () => {
  const step = (name: string, up: number, down: number) => ({
    name,
    part: "attach" as const,
    start: 0,
    end: 0,
    up,
    down,
  });
  // One bar: 400 kbit/s down (50,000 bytes a second), 150 kbit/s up (18,750 bytes a second).
  const steps = [
    step("Open Login", 0, 100_000),
    step("Check", 18_750, 50_000),
    step("Photo 1", 0, 1_000_000),
  ];

  it("is the time to download what came before the first photo, less the time its uploads took meanwhile", () => {
    expect(downloadsBeforeFirstPhotoMs({ steps, downloads: [] })).toBe(3000 - 1000);
  });

  it("leaves out what the service worker kept for later, and what came from the first photo on", () => {
    const downloads = [
      { url: "http://app.test/assets/a.js", step: 0, bytes: 50_000, byServiceWorker: true },
      { url: "http://app.test/assets/b.js", step: 1, bytes: 20_000, byServiceWorker: false },
      { url: "http://app.test/assets/c.js", step: 2, bytes: 500_000, byServiceWorker: true },
    ];
    expect(downloadsBeforeFirstPhotoMs({ steps, downloads })).toBe(2000 - 1000);
  });

  it("adds nothing where the uploads took longer, or where no photo was taken", () => {
    expect(
      downloadsBeforeFirstPhotoMs({
        steps: [step("Check", 100_000, 1000), step("Photo 1", 0, 0)],
        downloads: [],
      }),
    ).toBe(0);
    expect(downloadsBeforeFirstPhotoMs({ steps: [step("Check", 0, 100_000)], downloads: [] })).toBe(0);
  });
});
