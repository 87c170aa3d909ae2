// The Photos step as a driver meets it, in the whole app with the edge Worker in
// memory (decision 038): the six views in order with where to stand, retakes,
// the files a phone may hand over that are not usable photos, a full phone, and
// photos that survive a reload.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { flow } from "#web/stores/trailer-flow.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import {
  cameraPhoto,
  damagedPhoto,
  galleryPhoto,
  holdCompression,
  releaseCompression,
  warmings,
} from "#web/test/in-memory-compress-worker.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { PHOTO_VIEWS } from "./photo-views.ts";

// happy-dom has no Web Workers: compressPhoto is replaced at its module boundary by the real
// compressor (its page side: size and first-bytes refusals, message checks) around an in-memory
// stand-in for its worker.
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

const VIEWS = [
  "Trailer front",
  "Driver side front",
  "Driver side rear",
  "Passenger side front",
  "Passenger side rear",
  "Trailer back",
];
const TRAILER_ID = `${GOOD_TRAILER.number}-${GOOD_TRAILER.company}`;
const ASSESSMENT_STARTED_AT = Date.now() - 10 * 60_000;

/**
 * A driver whose attach (or `detach`) has reached the Photos step: the trailer checked, its
 * assessment (every part good, or as given) in the outbox.
 */
function flowAtPhotos(
  assessmentEntryId = crypto.randomUUID(),
  {
    association = "attach",
    answers = {},
    places = {},
  }: { association?: string; answers?: object; places?: object } = {},
) {
  localStorage.setItem(
    "hitch:trailerFlow",
    JSON.stringify({
      association,
      origin: "new",
      trailer: { trailerId: TRAILER_ID },
      trailerNumber: GOOD_TRAILER.number,
      company: GOOD_TRAILER.company,
      check: {
        allowed: true,
        trailerId: TRAILER_ID,
        trailerNumber: GOOD_TRAILER.number,
        company: GOOD_TRAILER.company,
        evaluations: [],
        verifyWith: "none",
      },
      verified: false,
      awayAcknowledged: false,
      loadTrailerStatus: "loadedTrailer",
      assessment: {
        entryId: assessmentEntryId,
        answers,
        places,
        unsafe: false,
        // Begun ten minutes ago: a photo taken before that was not taken at it (decision 124).
        startedAt: ASSESSMENT_STARTED_AT,
        submitted: { redTag: false },
      },
    }),
  );
  return assessmentEntryId;
}

async function atPhotos(
  path = "/trailers/trailerPhotos?association=attach",
  flowAs: Parameters<typeof flowAtPhotos>[1] = {},
) {
  placePhoneAt(YARD);
  const api = installFakeApi();
  signInAs(api);
  const assessmentEntryId = flowAtPhotos(undefined, flowAs);
  reloadPersistedSignals();
  return { api, assessmentEntryId, ...(await renderApp(path)) };
}

type App = Awaited<ReturnType<typeof atPhotos>>;

/** A full detach at the end of its Photos step: the assessment as given sent, the six photos kept. */
async function atDetachPhotosChecked(assessment: { answers: object; places?: object }) {
  placePhoneAt(YARD);
  const api = installFakeApi();
  signInAs(api);
  const assessmentEntryId = flowAtPhotos(undefined, { association: "detach", ...assessment });
  for (const [i, view] of PHOTO_VIEWS.entries()) {
    await photoDatabase.put(
      {
        id: crypto.randomUUID(),
        assessmentEntryId,
        side: view.side,
        trailerNumber: GOOD_TRAILER.number,
        width: 1440,
        height: 1920,
        takenAt: "2026-11-24T09:15:00-07:00",
        location: null,
        state: "draft",
        storedAt: Date.now() + i,
      },
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).buffer,
    );
  }
  reloadPersistedSignals();
  return { api, ...(await renderApp("/trailers/trailerPhotos/roadworthy")) };
}

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });

/** Takes the photo on screen (the camera hands over `file`) and waits until it is kept and shown. */
async function takePhoto(
  { user }: App,
  label: RegExp = /^(Take photo|Take the new photo)$/,
  file = cameraPhoto(),
) {
  // The view's top comes at once; its camera once the photos kept are read from the phone.
  await user.upload(await screen.findByLabelText(label), file);
}

afterEach(() => {
  vi.restoreAllMocks();
  releaseCompression();
});

describe("The Photos step", () => {
  it("walks the six views in order, each with where to stand, and ends at the roadworthy confirmation", async () => {
    const app = await atPhotos();
    await heading("Take photos of each side");
    // The views come once the photos kept are read, below the heading already on screen (decision 087).
    const list = await screen.findByRole("list", { name: "The six photos" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(VIEWS);
    expect(within(list).getAllByText("Not taken yet")).toHaveLength(6);
    expect(document.querySelector("svg.where-to-stand")).toBeTruthy();

    await app.user.click(screen.getByRole("link", { name: "Start with the trailer front" }));
    for (const [i, view] of VIEWS.entries()) {
      await heading(`Photo ${i + 1} of 6: ${view}`);
      expect(app.location().pathname).toMatch(/^\/trailers\/trailerPhotos\/\w+$/);
      expect(document.querySelector("svg.where-to-stand")).toBeTruthy();
      await takePhoto(app, /^Take photo$/);
      await waitFor(() => expect(screen.getByRole("img", { name: `Your photo: ${view}` })).toBeVisible());
      // The photo taken stands where the drawing was.
      expect(document.querySelector("svg.where-to-stand")).toBeNull();
      await app.user.click(screen.getByRole("link", { name: i < 5 ? "Next photo" : "Check the photos" }));
    }
    await heading("Roadworthy confirmation");
    for (const view of VIEWS)
      await waitFor(() => expect(screen.getByRole("img", { name: `Your photo: ${view}` })).toBeVisible());
    expect(app.location().pathname).toBe("/trailers/trailerPhotos/roadworthy");
    expect(screen.getAllByRole("link", { name: /^Retake: / }).map((link) => link.textContent)).toEqual(
      VIEWS.map((view) => `Retake: ${view}`),
    );
    const stages = screen.getByRole("navigation", { name: "Progress" });
    expect(within(stages).getByText("Photos").getAttribute("aria-current")).toBe("step");
    // The driver confirms before going on to record the attach.
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Required")).toBeVisible();
    // Said beside the sticky Continue too: the box is a screen above it, under the six photos.
    expect(screen.getByRole("alert")).toHaveTextContent("Tick the confirmation above.");
    await app.user.click(
      screen.getByRole("checkbox", {
        name: `Trailer ${GOOD_TRAILER.number} is roadworthy, and these photos show it as it is now.`,
      }),
    );
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    await heading(`Confirm trailer ${GOOD_TRAILER.number}`);
  });

  it.each([
    [
      "en-US",
      {
        heading: "Confirm your photos",
        confirm: `These photos show trailer ${GOOD_TRAILER.number} as I am leaving it. The damage I reported stands.`,
        clean: `These photos show trailer ${GOOD_TRAILER.number} as I am leaving it.`,
        detach: `Detach trailer ${GOOD_TRAILER.number}`,
        continue: "Continue",
        unticked: "Tick the confirmation above.",
      },
    ],
    [
      "es",
      {
        heading: "Confirme sus fotos",
        confirm: `Estas fotos muestran el remolque ${GOOD_TRAILER.number} como lo dejo. El daño que reporté sigue vigente.`,
        clean: `Estas fotos muestran el remolque ${GOOD_TRAILER.number} como lo dejo.`,
        detach: `Desenganchar el remolque ${GOOD_TRAILER.number}`,
        continue: "Continuar",
        unticked: "Marque la confirmación, más arriba.",
      },
    ],
  ] as const)(
    "a detach after reporting damage (%s): the last confirmation states what is true, never roadworthy",
    async (locale, w) => {
      const { user } = await atDetachPhotosChecked({
        answers: { tires: "damaged" },
        places: {
          tires: { driverSide: { marked: true, comment: "Outer tire on rear axle flat, sidewall cut" } },
        },
      });
      await act(() => chooseLocale(locale));
      await heading(w.heading);
      expect(screen.queryByText(/roadworthy|apto para circular/i)).toBeNull();
      await user.click(screen.getByRole("button", { name: w.continue }));
      expect(screen.getByRole("alert")).toHaveTextContent(w.unticked);
      await user.click(screen.getByRole("checkbox", { name: w.confirm }));
      await user.click(screen.getByRole("button", { name: w.continue }));
      await heading(w.detach);
      // Nothing about roadworthiness is kept to go on record (decision 060).
      expect(flow.value?.roadworthy).toBeUndefined();
    },
  );

  it("a detach with no damage reported confirms the photos as left, not roadworthiness", async () => {
    await atDetachPhotosChecked({ answers: { tires: "good" } });
    await heading("Confirm your photos");
    expect(
      screen.getByRole("checkbox", {
        name: `These photos show trailer ${GOOD_TRAILER.number} as I am leaving it.`,
      }),
    ).toBeVisible();
  });

  it("starts the compressor as the step opens, before the first shot (decision 084)", async () => {
    const before = warmings.count;
    await atPhotos();
    await heading("Take photos of each side");
    expect(warmings.count).toBeGreaterThan(before);
  });

  it("keeps each photo with when and where it was taken", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    await heading("Photo 1 of 6: Trailer front");
    const before = Date.now();
    await takePhoto(app);
    await screen.findByRole("img", { name: "Your photo: Trailer front" });
    // Compressed behind the screen (decision 144).
    await waitFor(async () =>
      expect((await photoDatabase.ofAssessment(app.assessmentEntryId))[0]?.width).toBe(1440),
    );
    const [photo] = await photoDatabase.ofAssessment(app.assessmentEntryId);
    expect(photo).toMatchObject({
      side: "trailerFront",
      state: "draft",
      trailerNumber: GOOD_TRAILER.number,
      location: { lat: YARD.lat, lng: YARD.lng },
      width: 1440,
      height: 1920,
    });
    // An ISO time with the phone's offset, at the moment the camera handed the photo over.
    expect(photo!.takenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(Math.abs(new Date(photo!.takenAt).getTime() - before)).toBeLessThan(60_000);
    const bytes = new Uint8Array((await photoDatabase.bytes(photo!.id))!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it("asks the browser once to keep this site's storage, when the first photo is kept", async () => {
    const storage = { persisted: vi.fn(async () => false), persist: vi.fn(async () => true) };
    Object.defineProperty(navigator, "storage", { configurable: true, value: storage });
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    await screen.findByLabelText("Take photo");
    const askedAtStart = storage.persist.mock.calls.length;
    await takePhoto(app);
    await screen.findByRole("img", { name: "Your photo: Trailer front" });
    await app.user.click(screen.getByRole("link", { name: "Next photo" }));
    await takePhoto(app, /^Take photo$/);
    await screen.findByRole("img", { name: "Your photo: Driver side front" });
    await waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(askedAtStart + 1));
    // Asked on the first photo only (whether it is granted already is read first, once).
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, "storage");
  });

  it("places a photo where the phone's watch last put it, at once, while a fix of its own would be slow", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    // By a steel trailer the phone's own fixes are slow to come: none answers in this test.
    const phone = placePhoneAt("unanswered");
    await reload("/trailers/trailerPhotos/trailerFront");
    await heading("Photo 1 of 6: Trailer front");
    // The driver has walked to the trailer's front since the assessment; the screen's watch says so.
    const front = { lat: YARD.lat + 0.0004, lng: YARD.lng, accuracy: 6 };
    await waitFor(() => expect(phone.watchReports(front)).toBe(1));

    await takePhoto(app);

    await screen.findByRole("img", { name: "Your photo: Trailer front" });
    const [photo] = await photoDatabase.ofAssessment(app.assessmentEntryId);
    expect(photo?.location).toMatchObject({ lat: front.lat, lng: front.lng });
    expect(phone.waiting()).toBe(0);
  });

  it("with location denied, keeps the photo without a place", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    placePhoneAt(null);
    await takePhoto(app);
    await screen.findByRole("img", { name: "Your photo: Trailer front" });
    expect((await photoDatabase.ofAssessment(app.assessmentEntryId))[0]?.location).toBeNull();
  });

  it("shows the photo at once and compresses it behind the screen (decision 144)", async () => {
    const urls = vi.spyOn(URL, "createObjectURL");
    const app = await atPhotos("/trailers/trailerPhotos/driverRear");
    await heading("Photo 3 of 6: Driver side rear");
    const release = holdCompression();
    const file = cameraPhoto();
    await takePhoto(app, /^Take photo$/, file);
    // On screen, and the driver can walk on, while the compressor still works on it.
    await screen.findByRole("img", { name: "Your photo: Driver side rear" });
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Next photo" })).not.toHaveAttribute("aria-disabled", "true"),
    );
    const [kept] = await photoDatabase.ofAssessment(app.assessmentEntryId);
    expect(kept).toMatchObject({ original: "image/jpeg", state: "draft" });
    expect(kept?.width).toBeUndefined();
    expect((await photoDatabase.bytes(kept!.id))?.byteLength).toBe(file.size);

    act(() => release());
    await waitFor(async () =>
      expect(await photoDatabase.get(kept!.id)).toMatchObject({ width: 1440, height: 1920 }),
    );
    expect((await photoDatabase.get(kept!.id))?.original).toBeUndefined();
    expect((await photoDatabase.bytes(kept!.id))?.byteLength).not.toBe(file.size);
    // The screen now shows the JPEG, not the camera's file.
    const jpegSize = (await photoDatabase.bytes(kept!.id))?.byteLength;
    await waitFor(() => {
      const src = screen.getByRole("img", { name: "Your photo: Driver side rear" }).getAttribute("src");
      const madeFor = urls.mock.calls[urls.mock.results.findIndex((r) => r.value === src)]?.[0] as Blob;
      expect(madeFor?.size).toBe(jpegSize);
    });
  });

  it("a photo whose compression a reload cut short is compressed when the app opens again", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    const assessmentEntryId = flowAtPhotos();
    const camera = await cameraPhoto().arrayBuffer();
    const id = crypto.randomUUID();
    await photoDatabase.put(
      {
        id,
        assessmentEntryId,
        side: "trailerFront",
        trailerNumber: GOOD_TRAILER.number,
        original: "image/jpeg",
        takenAt: "2026-11-24T09:15:00-07:00",
        location: null,
        state: "draft",
        storedAt: Date.now(),
      },
      camera,
    );
    reloadPersistedSignals();
    await renderApp("/trailers/trailerPhotos/driverFront");
    await heading("Photo 2 of 6: Driver side front");
    await waitFor(async () => expect((await photoDatabase.get(id))?.original).toBeUndefined());
    expect(await photoDatabase.get(id)).toMatchObject({ side: "trailerFront", width: 1440, height: 1920 });
    expect((await photoDatabase.bytes(id))?.byteLength).not.toBe(camera.byteLength);
  });

  it.each([
    ["en-US", "Take photo", "This phone could not open that photo. Take it again with the camera."],
    ["es", "Tomar foto", "Este teléfono no pudo abrir esa foto. Tómela otra vez con la cámara."],
  ] as const)(
    "a photo the phone cannot open (%s), found out behind the screen: its view says so and asks for it again",
    async (locale, take, text) => {
      const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
      await act(() => chooseLocale(locale));
      await app.user.upload(screen.getByLabelText(take), damagedPhoto());
      expect((await screen.findByRole("alert")).textContent).toBe(text);
      expect(await photoDatabase.all()).toEqual([]);
      // The camera again, and a good photo takes the view.
      await app.user.upload(screen.getByLabelText(take), cameraPhoto());
      await waitFor(async () => expect(await photoDatabase.all()).toHaveLength(1));
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it("the check of the six photos waits on Continue for one still being compressed", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    const assessmentEntryId = flowAtPhotos();
    const release = holdCompression();
    for (const [i, view] of PHOTO_VIEWS.entries()) {
      const last = i === PHOTO_VIEWS.length - 1;
      await photoDatabase.put(
        {
          id: crypto.randomUUID(),
          assessmentEntryId,
          side: view.side,
          trailerNumber: GOOD_TRAILER.number,
          ...(last ? { original: "image/jpeg" } : { width: 1440, height: 1920 }),
          takenAt: "2026-11-24T09:15:00-07:00",
          location: null,
          state: "draft",
          storedAt: Date.now() + i,
        },
        await cameraPhoto().arrayBuffer(),
      );
    }
    reloadPersistedSignals();
    const app = await renderApp("/trailers/trailerPhotos/roadworthy");
    await heading("Roadworthy confirmation");
    await app.user.click(await screen.findByRole("checkbox"));
    await app.user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("button", { name: "Continue" })).toHaveAttribute("aria-busy", "true");
    expect(await screen.findByText("Preparing your photos…")).toHaveAttribute("role", "status");
    expect(app.location().pathname).toBe("/trailers/trailerPhotos/roadworthy");
    act(() => release());
    await waitFor(() => expect(app.location().pathname).toBe("/trailerStatusIndication"));
    expect((await photoDatabase.ofAssessment(assessmentEntryId)).every((p) => !p.original)).toBe(true);
  });

  it("a view retaken before sending keeps only the new photo", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/passengerFront");
    await takePhoto(app, /^Take photo$/, cameraPhoto("first.jpg", 8000, 1));
    await screen.findByRole("img", { name: "Your photo: Passenger side front" });
    const [first] = await photoDatabase.ofAssessment(app.assessmentEntryId);
    await app.user.click(screen.getByRole("button", { name: "Retake photo" }));
    // Where to stand is drawn again for the new photo.
    expect(document.querySelector("svg.where-to-stand")).toBeTruthy();
    await takePhoto(app, /^Take the new photo$/, cameraPhoto("second.jpg", 9000, 2));
    await waitFor(async () => {
      const photos = await photoDatabase.ofAssessment(app.assessmentEntryId);
      expect(photos).toHaveLength(1);
      expect(photos[0]?.id).not.toBe(first?.id);
    });
    expect(await photoDatabase.bytes(first!.id)).toBeUndefined();
    const [second] = await photoDatabase.ofAssessment(app.assessmentEntryId);
    // The second photo's bytes (the camera's file filled with 2s, past the JPEG's own headers), not the first's.
    expect(new Uint8Array((await photoDatabase.bytes(second!.id))!)[400]).toBe(2);
  });

  it.each([
    [
      "en-US",
      {
        retake: "Retake photo",
        notice: "Your new photo will take the place of this one. Until you take it, this one stays.",
        keep: "Keep this photo",
        takeNew: "Take the new photo",
        next: "Next photo",
        photo: "Your photo: Driver side front",
      },
    ],
    [
      "es",
      {
        retake: "Volver a tomar la foto",
        notice: "Su foto nueva reemplazará a esta. Hasta que la tome, esta se conserva.",
        keep: "Conservar esta foto",
        takeNew: "Tomar la foto nueva",
        next: "Siguiente foto",
        photo: "Su foto: Lado del chofer, parte delantera",
      },
    ],
  ] as const)(
    "Retake (%s) says the new photo takes this one's place, and lets the driver keep it",
    async (locale, w) => {
      const app = await atPhotos("/trailers/trailerPhotos/driverFront");
      await act(() => chooseLocale(locale));
      await app.user.upload(
        screen.getByLabelText(locale === "es" ? "Tomar foto" : "Take photo"),
        cameraPhoto(),
      );
      await screen.findByRole("img", { name: w.photo });
      const [kept] = await photoDatabase.ofAssessment(app.assessmentEntryId);

      // Retake opens no camera by itself: it says what the new photo does first.
      await app.user.click(screen.getByRole("button", { name: w.retake }));
      expect(screen.getByText(w.notice)).toBeVisible();
      expect(screen.getByLabelText(w.takeNew)).toHaveFocus();
      expect(screen.queryByRole("link", { name: w.next })).toBeNull();
      await app.user.click(screen.getByRole("button", { name: w.keep }));

      expect(screen.getByRole("link", { name: w.next })).toBeVisible();
      expect(screen.getByRole("img", { name: w.photo })).toBeVisible();
      expect((await photoDatabase.ofAssessment(app.assessmentEntryId)).map((p) => p.id)).toEqual([kept!.id]);
    },
  );

  it("a photo survives a reload, on its view and on the list", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerBack");
    await takePhoto(app);
    await screen.findByRole("img", { name: "Your photo: Trailer back" });
    await reload("/trailers/trailerPhotos/trailerBack");
    await waitFor(() => expect(screen.getByRole("img", { name: "Your photo: Trailer back" })).toBeVisible());
    expect(screen.getByRole("button", { name: "Retake photo" })).toBeVisible();
    await reload("/trailers/trailerPhotos?association=attach");
    const list = screen.getByRole("list", { name: "The six photos" });
    const back = within(list).getByRole("link", { name: "Trailer back" }).closest("li")!;
    expect(within(back).getByText("Taken")).toBeVisible();
    expect(within(list).getAllByText("Not taken yet")).toHaveLength(5);
  });

  it("sends a driver without an assessment in the outbox back to the assessment", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    flowAtPhotos();
    const stored = JSON.parse(localStorage.getItem("hitch:trailerFlow")!);
    delete stored.assessment.submitted;
    localStorage.setItem("hitch:trailerFlow", JSON.stringify(stored));
    reloadPersistedSignals();
    const app = await renderApp("/trailers/trailerPhotos/trailerFront");
    expect(app.location().pathname).toBe("/trailers/trailerAssessment/attach");
  });
});

describe("Files the Photos step cannot use", () => {
  const notAPhoto = () =>
    // A PDF the phone offers as an image: refused by its first bytes, not its name or type.
    new File([new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n")], "scan.jpg", {
      type: "image/jpeg",
    });

  it.each([
    ["en-US", "That file is not a photo. Take the photo with the camera."],
    ["es", "Ese archivo no es una foto. Tome la foto con la cámara."],
  ] as const)("a file that is not an image (%s): its own message, nothing kept", async (locale, text) => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    await act(() => chooseLocale(locale));
    await app.user.upload(screen.getByLabelText(locale === "es" ? "Tomar foto" : "Take photo"), notAPhoto());
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(await photoDatabase.all()).toEqual([]);
  });

  it.each([
    ["en-US", "That photo is too large to use. Take it again with the camera at its normal setting."],
    ["es", "Esa foto es demasiado grande. Tómela otra vez con la cámara en su ajuste normal."],
  ] as const)("a 40 MB photo (%s): its own message, nothing kept", async (locale, text) => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    await act(() => chooseLocale(locale));
    const huge = cameraPhoto("IMG_4000.jpg", 40 * 1024 * 1024);
    await app.user.upload(screen.getByLabelText(locale === "es" ? "Tomar foto" : "Take photo"), huge);
    expect((await screen.findByRole("alert")).textContent).toBe(text);
    expect(await photoDatabase.all()).toEqual([]);
  });

  it.each([
    [
      "en-US",
      "This phone has no room left to keep the photo: nothing was saved. Free some space, then take it again.",
    ],
    [
      "es",
      "Este teléfono ya no tiene espacio para guardar la foto: no se guardó nada. Libere espacio y vuelva a tomarla.",
    ],
  ] as const)(
    "storage full (%s): its own message, the earlier photo kept, nothing half-kept",
    async (locale, text) => {
      const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
      await takePhoto(app);
      await screen.findByRole("img", { name: "Your photo: Trailer front" });
      const [kept] = await photoDatabase.all();
      await act(() => chooseLocale(locale));
      // The browser refuses the write: IndexedDB's own QuotaExceededError, at the edge of the system.
      const put = vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(() => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      });
      await app.user.click(
        screen.getByRole("button", { name: locale === "es" ? "Volver a tomar la foto" : "Retake photo" }),
      );
      await app.user.upload(
        screen.getByLabelText(locale === "es" ? "Tomar la foto nueva" : "Take the new photo"),
        cameraPhoto(),
      );
      expect((await screen.findByRole("alert")).textContent).toBe(text);
      put.mockRestore();
      const photos = await photoDatabase.all();
      expect(photos.map((photo) => photo.id)).toEqual([kept!.id]);
      expect(await photoDatabase.bytes(kept!.id)).toBeDefined();
    },
  );
});

describe("Photos that are evidence (decision 124)", () => {
  /** Yesterday at 16:40, phone time: a photo in the gallery, from before the assessment began. */
  const yesterday = new Date(ASSESSMENT_STARTED_AT - 24 * 60 * 60_000);
  yesterday.setHours(16, 40, 0, 0);
  const shortTime = (locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(yesterday);

  it.each([
    [
      "en-US",
      {
        take: "Take photo",
        photo: "Your photo: Trailer front",
        chosen: `Chosen from the phone's photos, taken ${shortTime("en-US")}.`,
        told: "It was taken before this assessment began: your record says so, and the carrier sees when it was taken. A photo taken now with the camera is better proof.",
        check: "Roadworthy confirmation",
        grid: `Chosen from the phone's photos, taken ${shortTime("en-US")}`,
      },
    ],
    [
      "es",
      {
        take: "Tomar foto",
        photo: "Su foto: Frente del remolque",
        chosen: `Elegida de las fotos del teléfono, tomada el ${shortTime("es")}.`,
        told: "Se tomó antes de empezar esta inspección: su registro lo dice, y el transportista ve cuándo se tomó. Una foto tomada ahora con la cámara es mejor prueba.",
        check: "Confirmación: apto para circular",
        grid: `Elegida de las fotos del teléfono, tomada el ${shortTime("es")}`,
      },
    ],
  ] as const)(
    "a gallery photo from before the assessment (%s) is kept, and the driver is told so at the photo and at the check",
    async (locale, w) => {
      const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
      await act(() => chooseLocale(locale));
      await app.user.upload(screen.getByLabelText(w.take), galleryPhoto(yesterday));
      await screen.findByRole("img", { name: w.photo });
      const notice = await screen.findByText(w.chosen);
      expect(notice.closest("[role=status]")?.textContent).toBe(`${w.chosen} ${w.told}`);
      const [kept] = await photoDatabase.ofAssessment(app.assessmentEntryId);
      // Its own time is when it was taken; where the phone is now is not where it was taken.
      expect(kept).toMatchObject({ side: "trailerFront", fromPhonePhotos: "older", location: null });
      expect(new Date(kept!.takenAt).getTime()).toBe(yesterday.getTime());

      // The other five, taken now, and the check of the six photos says which one was chosen.
      for (const view of PHOTO_VIEWS.slice(1)) {
        await reload(`/trailers/trailerPhotos/${view.side}`);
        await app.user.upload(await screen.findByLabelText(w.take), cameraPhoto());
        await waitFor(async () =>
          expect(await photoDatabase.ofView(app.assessmentEntryId, view.side)).toHaveLength(1),
        );
      }
      await reload("/trailers/trailerPhotos/roadworthy");
      await heading(w.check);
      // One line, under the trailer front's photo.
      await waitFor(() => expect(screen.getByRole("img", { name: w.photo })).toBeVisible());
      expect(screen.getAllByText(/^(Chosen from|Elegida de)/).map((line) => line.textContent)).toEqual([
        w.grid,
      ]);
      const front = screen.getByRole("img", { name: w.photo }).closest("li") as HTMLElement;
      expect(within(front).getByText(w.grid)).toBeVisible();
    },
  );

  it("a photo the camera takes now is not flagged: its time and place are the phone's", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    await takePhoto(app);
    await screen.findByRole("img", { name: "Your photo: Trailer front" });
    expect(screen.queryByText(/Chosen from the phone's photos/)).toBeNull();
    const [kept] = await photoDatabase.ofAssessment(app.assessmentEntryId);
    expect(kept?.fromPhonePhotos).toBeUndefined();
    expect(kept?.location).toMatchObject({ lat: YARD.lat, lng: YARD.lng });
  });

  it("a gallery photo with no time of its own is kept, flagged as not known when taken", async () => {
    const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
    // No EXIF, and a file date the browser could not give (0).
    const bytes = new Uint8Array(await cameraPhoto().arrayBuffer());
    await app.user.upload(
      await screen.findByLabelText("Take photo"),
      new File([bytes], "download.jpg", { type: "image/jpeg", lastModified: 0 }),
    );
    await screen.findByRole("img", { name: "Your photo: Trailer front" });
    expect(
      (await screen.findByText("Chosen from the phone's photos, time taken not known.")).closest(
        "[role=status]",
      )?.textContent,
    ).toBe(
      "Chosen from the phone's photos, time taken not known. Your record says so. A photo taken now with the camera is better proof.",
    );
    expect((await photoDatabase.ofAssessment(app.assessmentEntryId))[0]?.fromPhonePhotos).toBe("undated");
  });

  it.each([
    [
      "en-US",
      {
        take: "Take photo",
        first: "Your photo: Trailer front",
        next: "Next photo",
        refused:
          "This is the same picture as your Trailer front photo. Each view needs its own photo: take a new one.",
        second: "Your photo: Driver side front",
      },
    ],
    [
      "es",
      {
        take: "Tomar foto",
        first: "Su foto: Frente del remolque",
        next: "Siguiente foto",
        refused:
          "Esta es la misma foto que usó para Frente del remolque. Cada vista necesita su propia foto: tome una nueva.",
        second: "Su foto: Lado del chofer, parte delantera",
      },
    ],
  ] as const)(
    "the same picture for a second view (%s) is refused, naming the view that has it",
    async (locale, w) => {
      const app = await atPhotos("/trailers/trailerPhotos/trailerFront");
      await act(() => chooseLocale(locale));
      const picture = cameraPhoto();
      await app.user.upload(screen.getByLabelText(w.take), picture);
      await screen.findByRole("img", { name: w.first });
      await app.user.click(screen.getByRole("link", { name: w.next }));
      await app.user.upload(await screen.findByLabelText(w.take), picture);
      expect((await screen.findByRole("alert")).textContent).toBe(w.refused);
      expect(screen.queryByRole("img", { name: w.second })).toBeNull();
      expect((await photoDatabase.ofAssessment(app.assessmentEntryId)).map((photo) => photo.side)).toEqual([
        "trailerFront",
      ]);
      // A picture of its own is taken.
      await app.user.upload(screen.getByLabelText(w.take), cameraPhoto());
      await screen.findByRole("img", { name: w.second });
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );
});
