// Close-ups of the damage (decision 126) as a driver meets them, in the whole app with the edge
// Worker in memory (decision 038): offered on each damaged category of the assessment, kept on the
// phone through a reload, sent once as the assessment's assessmentPhoto through the one outbox; and
// a red tag sent without the phone's position, which needs a close-up first (decision 125).
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PHOTO_MAX_BYTES } from "#shared/photo-limits.ts";
import { GOOD_TRAILER } from "#tests/mocks/logistics-data.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { featureFlags } from "#web/stores/launch-state.ts";
import {
  ASSESSMENT,
  atAssessmentIn,
  CLOSE_UP_WORDS,
  card,
  markFlatTire,
  posts,
  takeCloseUp,
} from "#web/test/close-up-steps.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { cameraPhoto, warmings } from "#web/test/in-memory-compress-worker.ts";
import { reload } from "#web/test/render-app.tsx";

// happy-dom has no Web Workers: compressPhoto is replaced at its module boundary by the real
// compressor (its page side) around an in-memory stand-in for its worker.
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => new InMemoryCompressWorker() as unknown as Worker);
  return {
    ...actual,
    compressPhoto: (file: Blob) => compressor.compress(file),
    warmPhotoCompressor: () => compressor.warm(),
  };
});

const SIDES = ["trailerFront", "driverFront", "driverRear", "passengerFront", "passengerRear", "trailerBack"];

describe.each(["en-US", "es"] as const)("Close-ups of the damage (%s)", (locale) => {
  const w = CLOSE_UP_WORDS[locale];

  it("a damaged category offers a close-up; taken, it stays through a reload and goes once as the assessment's assessmentPhoto", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    // Only a damaged category offers one.
    expect(within(card(w.tires)).queryByLabelText(w.takeCloseUp)).toBeNull();
    await markFlatTire(app, w);
    await takeCloseUp(app, w);
    expect(within(card(w.tires)).getByLabelText(w.takeAnother)).toBeInTheDocument();
    // Kept on the phone before anything else: a reload shows it again.
    await reload(ASSESSMENT);
    await waitFor(() => expect(within(card(w.tires)).getByRole("img", { name: w.closeUp })).toBeVisible());
    const [kept] = await photoDatabase.all();
    expect(kept).toMatchObject({ closeUpOf: "tires", side: "driverRear", state: "draft" });

    // The assessment, the six views and the attach, as on any day.
    await act(() => chooseLocale("en-US"));
    await reload(ASSESSMENT);
    await user.click(screen.getByRole("button", { name: "Mark the rest as good" }));
    await user.click(screen.getByRole("button", { name: "Submit assessment" }));
    await screen.findByRole("list", { name: "The six photos" });
    await user.click(screen.getByRole("link", { name: "Start with the trailer front" }));
    for (const [i] of SIDES.entries()) {
      await screen.findByRole("heading", { name: new RegExp(`^Photo ${i + 1} of 6: `) });
      await user.upload(screen.getByLabelText("Take photo"), cameraPhoto(`IMG_${i}.jpg`, 16_000, i + 1));
      await screen.findByRole("img", { name: /^Your photo: / });
      await user.click(screen.getByRole("link", { name: i < 5 ? "Next photo" : "Check the photos" }));
    }
    await user.click(await screen.findByRole("checkbox", { name: /is roadworthy/ }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });

    await waitFor(() => expect(api.state.documents.size).toBe(7));
    const [assessmentId] = [...api.state.assessments.keys()];
    const documents = [...api.state.documents.values()];
    expect(documents.filter((d) => d.photoType === "trailerPhoto")).toHaveLength(6);
    expect(documents.filter((d) => d.photoType === "assessmentPhoto")).toEqual([
      expect.objectContaining({ assessmentId, sideName: "driverRear", clientUploadId: kept?.id }),
    ]);
    // Queued with the views, after the attach: the close-up never holds the association back.
    expect(outbox.entries.value.map((e) => e.kind)).toEqual([
      "assessment",
      "attach",
      ...SIDES.map(() => "photo"),
      "photo",
    ]);
    expect(outbox.entries.value.at(-1)?.meta?.closeUpOf).toBe("tires");
    expect(posts(api, "/api/documents")).toHaveLength(7);

    // The driver's copy shows it after the six views: in English for the record, the driver's language beside it.
    await act(() => chooseLocale(locale));
    const again = await reload("/manageTrailer");
    const list = await screen.findByRole("region", { name: w.reports });
    await again.user.click(within(list).getAllByRole("link")[0] as HTMLElement);
    await screen.findByRole("heading", { level: 1, name: /Trailer condition report/ });
    const closeUp = await screen.findByRole("img", { name: "Close-up of the damage: Tires and wheels" });
    expect(closeUp.closest("li")).toHaveTextContent(w.closeUpInCopy);
    expect(document.querySelectorAll(".copy-photo")).toHaveLength(7);
  });

  it("a red tag with no position asks for a close-up first, then goes after it", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    // Location turned off since the check: nothing says the phone is at the trailer but the plate
    // and the close-up.
    placePhoneAt(null);
    await markFlatTire(app, w);
    await user.click(screen.getByRole("button", { name: w.markRest }));
    await user.click(screen.getByRole("checkbox", { name: w.unsafe }));
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    await user.type(await screen.findByRole("textbox", { name: w.plate }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: w.submitRedTag }));
    expect(await screen.findByRole("alert")).toHaveTextContent(w.closeUpFirst);
    expect(posts(api, "/api/assessments")).toEqual([]);

    await user.click(screen.getByRole("link", { name: w.back }));
    await screen.findByRole("group", { name: w.tires });
    await takeCloseUp(app, w);
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    const plate = await screen.findByRole("button", { name: w.submitRedTag });
    const field = screen.queryByRole("textbox", { name: w.plate });
    if (field) await user.type(field, GOOD_TRAILER.plate);
    await user.click(plate);
    expect(await screen.findByText(w.redTagged)).toBeVisible();

    // The assessment alone, then its close-up under it, then the red tag naming that assessment.
    await waitFor(() => expect(posts(api, "/api/assessments")).toHaveLength(2));
    const order = api.calls
      .filter((c) => c.method === "POST" && ["/api/assessments", "/api/documents"].includes(c.path))
      .map((c) => c.path);
    expect(order).toEqual(["/api/assessments", "/api/documents", "/api/assessments"]);
    const [assessment, redTag] = posts(api, "/api/assessments").map((c) => c.body);
    expect(assessment).toMatchObject({ redTag: false, location: null });
    const [assessmentId] = [...api.state.assessments.keys()];
    expect(redTag).toMatchObject({ redTag: true, location: null, closeUpOf: assessmentId });
    expect([...api.state.documents.values()]).toEqual([
      expect.objectContaining({ assessmentId, photoType: "assessmentPhoto" }),
    ]);
    expect([...api.state.assessments.values()].map((a) => a.redTag)).toEqual([false, true]);
  });

  it("with no signal, the red tag and its close-up wait across a reload, then go once each, in order", async () => {
    const { api, app } = await atAssessmentIn(locale);
    const { user } = app;
    placePhoneAt(null);
    await markFlatTire(app, w);
    await user.click(screen.getByRole("button", { name: w.markRest }));
    await user.click(screen.getByRole("checkbox", { name: w.unsafe }));
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    // The plate is checked while there is signal; the close-up is asked for.
    await user.type(await screen.findByRole("textbox", { name: w.plate }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: w.submitRedTag }));
    await screen.findByText(w.closeUpFirst);
    await user.click(screen.getByRole("link", { name: w.back }));
    await screen.findByRole("group", { name: w.tires });
    await takeCloseUp(app, w);
    // The same compressor as the six views, to the same limits (docs/product.md §9).
    const [kept] = await photoDatabase.all();
    expect(Math.max(kept?.width ?? 0, kept?.height ?? 0)).toBeLessThanOrEqual(1920);
    expect((await photoDatabase.bytes(kept?.id ?? ""))?.byteLength).toBeLessThanOrEqual(PHOTO_MAX_BYTES);

    // The signal goes before the red tag is sent.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    api.state.unreachable = true;
    await user.click(screen.getByRole("button", { name: w.toRedTag }));
    await user.click(await screen.findByRole("button", { name: w.submitRedTag }));
    await screen.findByRole("heading", { level: 1, name: /Manage|Administrar/ });
    await reload("/manageTrailer");
    expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([
      ["assessment", "waiting"],
      ["photo", "waiting"],
      ["redTag", "waiting"],
    ]);
    expect(posts(api, "/api/documents")).toEqual([]);

    vi.restoreAllMocks();
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(api.state.assessments.size).toBe(2));
    const [assessmentId] = [...api.state.assessments.keys()];
    expect([...api.state.documents.values()]).toEqual([
      expect.objectContaining({ assessmentId, photoType: "assessmentPhoto", clientUploadId: kept?.id }),
    ]);
    // Signal again, and another reload: nothing is sent twice.
    await reload("/manageTrailer");
    await act(() => outbox.flush());
    expect(posts(api, "/api/documents")).toHaveLength(1);
    expect(api.state.documents.size).toBe(1);
    expect([...api.state.assessments.values()].map((a) => a.redTag)).toEqual([false, true]);
  });
});

describe("The photos' compressor at the assessment (decision 144)", () => {
  it("is loaded while the driver assesses when photos follow, and not when they are off", async () => {
    const before = warmings.count;
    await atAssessmentIn("en-US");
    expect(warmings.count).toBeGreaterThan(before);

    featureFlags.value = { featureFlags: { trailerPhotosWorkflowEnabled: false } };
    const off = warmings.count;
    await reload(ASSESSMENT);
    await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
    expect(warmings.count).toBe(off);
  });
});
