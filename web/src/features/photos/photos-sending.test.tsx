// The six photos on their way to the system of record, through the one outbox
// and the edge Worker's real POST /api/documents (in memory, decision 038): sent
// after the attach, under the assessment's id from its answer (and not before
// that answer exists), each stored once whatever the signal does; a photo
// refused for good is told to the driver, retaken and sent.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { alerts } from "#web/stores/alerts.ts";
import { driverAtTheTrailer } from "#web/test/driver-at-the-trailer.ts";
import { cameraPhoto } from "#web/test/in-memory-compress-worker.ts";
import type { installFakeApi } from "#web/test/in-memory-worker.ts";
import { findRecentWork } from "#web/test/recent-work.ts";
import { reload, type renderApp } from "#web/test/render-app.tsx";

// happy-dom has no Web Workers: compressPhoto is replaced at its module boundary by the real
// compressor (its page side) around an in-memory stand-in for its worker.
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => new InMemoryCompressWorker() as unknown as Worker);
  return { ...actual, compressPhoto: (file: Blob) => compressor.compress(file) };
});

const SIDES = ["trailerFront", "driverFront", "driverRear", "passengerFront", "passengerRear", "trailerBack"];
type Api = ReturnType<typeof installFakeApi>;
type App = Awaited<ReturnType<typeof renderApp>>;

const posts = (api: Api, path: string) => api.calls.filter((c) => c.method === "POST" && c.path === path);
const stored = (api: Api) => [...api.state.documents.values()];
/** The sides stored, sorted: two photos are on their way at once, and either may land first. */
const sidesStored = (api: Api) =>
  stored(api)
    .map((d) => d.sideName)
    .sort();

/** Identify the trailer, take its slot, mark every part good and submit the assessment. */
async function throughTheAssessment(api: Api, { user }: App, { offline = false } = {}) {
  await user.type(await screen.findByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
  await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  // The signal goes before the assessment is sent: it waits in the outbox without an id.
  if (offline) api.state.unreachable = true;
  await user.click(screen.getByRole("button", { name: "Mark all as good" }));
  await user.click(screen.getByRole("button", { name: "Submit assessment" }));
  // The step's views, once the photos kept are read (its heading comes first, decision 087).
  await screen.findByRole("list", { name: "The six photos" });
}

/** The six views, one photo each (each photo different), then the roadworthy confirmation. */
async function takeSixPhotos({ user }: App) {
  await user.click(screen.getByRole("link", { name: "Start with the trailer front" }));
  for (const [i] of SIDES.entries()) {
    await screen.findByRole("heading", { name: new RegExp(`^Photo ${i + 1} of 6: `) });
    await user.upload(screen.getByLabelText("Take photo"), cameraPhoto(`IMG_${i}.jpg`, 16_000, i + 1));
    await screen.findByRole("img", { name: /^Your photo: / });
    await user.click(screen.getByRole("link", { name: i < 5 ? "Next photo" : "Check the photos" }));
  }
  await screen.findByRole("heading", { name: "Roadworthy confirmation" });
  await user.click(screen.getByRole("checkbox", { name: /is roadworthy/ }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
}

describe("Sending the photos", () => {
  it("after the attach, each once under the assessment's id, with its side, time and place", async () => {
    const { api, app } = await driverAtTheTrailer();
    await throughTheAssessment(api, app);
    await takeSixPhotos(app);
    await app.user.dblClick(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });

    await waitFor(() => expect(stored(api)).toHaveLength(6));
    const [assessmentId] = [...api.state.assessments.keys()];
    const photos = await photoDatabase.all();
    expect(sidesStored(api)).toEqual([...SIDES].sort());
    for (const document of stored(api)) {
      expect(document).toMatchObject({
        assessmentId,
        photoType: "trailerPhoto",
        contentType: "image/jpeg",
        location: { lat: YARD.lat, lon: YARD.lng, accuracy: YARD.accuracy },
      });
      // The photo's own id is its idempotency key.
      expect(photos.map((p) => p.id)).toContain(document.clientUploadId);
    }
    // The association first, then the photos: they never hold it back.
    const order = api.calls.filter((c) => c.method === "POST").map((c) => c.path);
    expect(order.indexOf("/api/associations/attach")).toBeLessThan(order.indexOf("/api/documents"));
    // The roadworthy confirmation at the end of the photos is on record with the attach.
    expect(posts(api, "/api/associations/attach")[0]?.body).toMatchObject({ certified: true });
    expect(posts(api, "/api/documents")).toHaveLength(6);
    // The server has stored the sixth photo; the phone hears its answer a moment later.
    await waitFor(() =>
      expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([
        ["assessment", "done"],
        ["attach", "done"],
        ...SIDES.map(() => ["photo", "done"]),
      ]),
    );
    expect(await screen.findByText("Up to date · 8 sent")).toBeVisible();
  });

  it.each([
    [
      "en-US",
      {
        attach: `Attach trailer ${GOOD_TRAILER.number}`,
        sent: "Sent",
        parts: "Assessment sent · 6 photos · sent",
        more: "Show the 7 other items",
        photo: `Photo of trailer ${GOOD_TRAILER.number}: driver side rear`,
      },
    ],
    [
      "es",
      {
        attach: `Enganchar el remolque ${GOOD_TRAILER.number}`,
        sent: "Enviado",
        parts: "Inspección enviada · 6 fotos · enviadas",
        more: "Ver los otros 7 elementos",
        photo: `Foto del remolque ${GOOD_TRAILER.number}: lado del chofer, parte trasera`,
      },
    ],
  ] as const)(
    "Your recent work: the attach, its assessment and six photos on one line, each write a tap away (%s)",
    async (locale, words) => {
      const { api, app } = await driverAtTheTrailer();
      await throughTheAssessment(api, app);
      await takeSixPhotos(app);
      await app.user.click(screen.getByRole("button", { name: "Attach trailer" }));
      await screen.findByRole("heading", { name: "Manage trailer" });
      await waitFor(() => expect(stored(api)).toHaveLength(6));
      const recent = await findRecentWork();
      await act(() => activateLocale(locale));
      // One job, not eight rows (decision 107).
      await waitFor(() => expect(within(recent).getByText(words.parts)).toBeVisible());
      const [job, ...more] = within(recent).getAllByRole("listitem");
      expect(more).toEqual([]);
      expect(within(job!).getByText(words.attach)).toBeVisible();
      expect(within(job!).getByText(words.sent)).toBeVisible();
      expect(within(job!).queryByText(words.photo)).toBeNull();
      // The detail when the driver wants it: the assessment and each photo, with its state.
      await app.user.click(within(job!).getByText(words.more));
      expect(within(job!).getByText(words.photo)).toBeVisible();
      expect(within(job!).getAllByRole("listitem")).toHaveLength(7);
      expect(within(job!).getAllByText(words.sent)).toHaveLength(8);
    },
  );

  it("two on their way at once from the first, never more: the next one's bytes go while the one before waits for its answer", async () => {
    const { api, app } = await driverAtTheTrailer();
    await throughTheAssessment(api, app);
    await takeSixPhotos(app);
    // The first photo's answer is held until the second photo has been sent. Sent one at a time, or
    // the second kept only after the first was sent, it would not be: the hold then ends after 200 ms.
    let sent = 0;
    let onTheirWay = 0;
    let most = 0;
    let firstHeldUntil = "";
    let secondSent = () => {};
    const second = new Promise<void>((resolve) => {
      secondSent = resolve;
    });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith("/api/documents")) return api.network(input, init);
      const nth = ++sent;
      most = Math.max(most, ++onTheirWay);
      if (nth === 2) secondSent();
      try {
        const answer = await api.network(input, init);
        if (nth === 1) {
          firstHeldUntil = await Promise.race([
            second.then(() => "the second photo was sent"),
            new Promise<string>((resolve) => setTimeout(() => resolve("200 ms had passed"), 200)),
          ]);
        }
        return answer;
      } finally {
        onTheirWay--;
      }
    });
    await app.user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    await waitFor(() => expect(stored(api)).toHaveLength(6), { timeout: 5000 });
    expect(firstHeldUntil).toBe("the second photo was sent");
    expect(most).toBe(2);
    expect(sidesStored(api)).toEqual([...SIDES].sort());
    expect(await screen.findByText("Up to date · 8 sent")).toBeVisible();
  });

  it("queued with no signal, they wait for the assessment's answer across a reload, then go once", async () => {
    const { api, app } = await driverAtTheTrailer();
    await throughTheAssessment(api, app, { offline: true });
    await takeSixPhotos(app);
    await app.user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await reload("/manageTrailer");
    // The screen's offline line counts them (decision 107).
    await waitFor(() =>
      expect(document.querySelector(".offline-line-title")?.textContent).toBe(
        "No Service · 8 waiting to be sent · 6 photos",
      ),
    );
    // The assessment has no id yet: no photo was even tried.
    expect(posts(api, "/api/documents")).toEqual([]);
    expect(outbox.entries.value.filter((e) => e.kind === "photo").map((e) => e.attempts)).toEqual(
      SIDES.map(() => 0),
    );

    vi.restoreAllMocks();
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(stored(api)).toHaveLength(6));
    const [assessmentId] = [...api.state.assessments.keys()];
    expect(api.state.assessments.size).toBe(1);
    expect(new Set(stored(api).map((d) => d.assessmentId))).toEqual(new Set([assessmentId]));
    expect(sidesStored(api)).toEqual([...SIDES].sort());
    expect(await screen.findByText("Up to date · 8 sent")).toBeVisible();
    // Signal again, and another reload: nothing is sent twice.
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await reload("/manageTrailer");
    await act(() => outbox.flush());
    expect(posts(api, "/api/documents")).toHaveLength(6);
    expect(stored(api)).toHaveLength(6);
  });

  it("a photo refused for good tells the driver to retake and send it; the retake is stored in its place", async () => {
    const { api, app } = await driverAtTheTrailer();
    await throughTheAssessment(api, app, { offline: true });
    await takeSixPhotos(app);
    await app.user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    // The driver-side-rear photo is damaged on the phone: the edge refuses it (not a JPEG).
    const rear = (await photoDatabase.all()).find((p) => p.side === "driverRear")!;
    await photoDatabase.put(rear, new TextEncoder().encode("not a photo any more").buffer);

    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(stored(api)).toHaveLength(5));
    const told = await screen.findByRole("alert");
    expect(within(told).getByText(`A photo of trailer ${GOOD_TRAILER.number} was not sent`)).toBeVisible();
    expect(alerts.alerts.value.find((a) => a.theme === "error")).toBeTruthy();
    const recent = await findRecentWork();
    // The job's line counts its photos; the refused one is listed with its action, unfolded.
    expect(
      within(recent).getByText("Assessment sent · 5 of 6 photos sent · 1 photo refused: Retake and send"),
    ).toBeVisible();
    const entry = within(recent)
      .getByText(`Photo of trailer ${GOOD_TRAILER.number}: driver side rear`)
      .closest("li")!;
    expect(
      within(entry).getByText("Not accepted: The photo could not be stored. Retake it and send it again."),
    ).toBeVisible();

    await app.user.click(within(entry).getByRole("link", { name: "Retake and send" }));
    await screen.findByRole("heading", {
      name: `Retake: Driver side rear of trailer ${GOOD_TRAILER.number}`,
    });
    await app.user.upload(screen.getByLabelText("Retake and send"), cameraPhoto("IMG_again.jpg", 16_000, 9));
    await screen.findByRole("heading", { name: "Manage trailer" });
    await waitFor(() => expect(stored(api)).toHaveLength(6));
    expect(sidesStored(api)).toEqual([...SIDES].sort());
    // The refused photo left the phone; the retake is the driver side rear's one photo.
    expect(outbox.entries.value.filter((e) => e.state === "refused")).toEqual([]);
    const kept = (await photoDatabase.all()).filter((p) => p.side === "driverRear");
    expect(kept.map((p) => p.id)).not.toContain(rear.id);
    expect(kept).toHaveLength(1);
    expect(stored(api).find((d) => d.sideName === "driverRear")?.clientUploadId).toBe(kept[0]?.id);
  });
});
