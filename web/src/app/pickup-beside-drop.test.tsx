// Pickup beside drop (decision 127) as a driver meets it, in English and in Spanish: the driver
// hooks a loaded trailer with a flat tire and seal 123456 on this phone, then drops it. Each
// category shows what the pickup recorded beside the drop's answer; Same as at pickup answers what
// is not answered yet, and nothing is sent until each category it answered is confirmed; what
// changed is listed above Submit; a trailer whose pickup this phone did not record is dropped as
// before. The whole app runs, with the edge Worker in memory; the logistics API is the fake.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { demoOrderTrailer } from "#web/test/finder-fixtures.ts";
import { cameraPhoto } from "#web/test/in-memory-compress-worker.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

// happy-dom has no Web Workers: compressPhoto is the real compressor's page side around an
// in-memory stand-in for its worker.
vi.mock("#web/features/photos/compress/compress-photo.ts", async (importActual) => {
  const actual = await importActual<typeof import("#web/features/photos/compress/compress-photo.ts")>();
  const { InMemoryCompressWorker } = await import("#web/test/in-memory-compress-worker.ts");
  const compressor = actual.createPhotoCompressor(() => new InMemoryCompressWorker() as unknown as Worker);
  return { ...actual, compressPhoto: (file: Blob) => compressor.compress(file) };
});

/** A step's screen is a lazy chunk: on a busy machine it comes later than the default second. */
const SCREEN = { timeout: 5000 };
const NUMBER = GOOD_TRAILER.number;
const FLAT = "Flat on the rear axle";
const DENT = "New dent by the doors";

const WORDS = {
  en: {
    locale: "en-US",
    trailerNumber: /Trailer number/,
    complete: "Complete Assessment",
    takePossession: `Take possession of trailer ${NUMBER}`,
    loaded: "Loaded trailer",
    continue: "Continue",
    sealNumber: /^Seal number/,
    assess: `Assess trailer ${NUMBER}`,
    markAll: "Mark all as good",
    submit: "Submit assessment",
    attach: "Attach trailer",
    manage: "Manage trailer",
    detachButton: `Detach trailer ${NUMBER}`,
    fullDetach: "Full detach assessment",
    saved: "Your assessment of this trailer is saved.",
    tires: "Tires and wheels",
    brakes: "Brakes",
    body: "Body damage",
    wheels: "Driver side tires and wheels",
    rear: "Rear side damage",
    damaged: "Damaged",
    good: "Good",
    describe: "Describe the damage",
    save: "Save",
    done: "Done",
    markItGood: "Mark it good",
    atPickupGood: "At pickup: Good",
    atPickupDamaged: "At pickup: Damaged",
    same: "Same as at pickup",
    confirm: (category: string) => `Confirm ${category}`,
    confirmEach: "Confirm each part filled in as at pickup, or change its answer.",
    changes: "What changed since pickup",
    nothing: "Nothing, in what you have answered so far.",
    bodyNow: "Body damage: damaged now, good at pickup.",
    tiresNow: "Tires and wheels: good now, damaged at pickup.",
    sealChanged: "Seal: 654321 now, 123456 at pickup.",
    sealSame: "Seal: the same as at pickup.",
    startPhotos: "Start with the trailer front",
    photoHeading: (n: number) => new RegExp(`^Photo ${n} of 6: `),
    takePhoto: "Take photo",
    nextPhoto: "Next photo",
    checkPhotos: "Check the photos",
    roadworthy: /is roadworthy/,
    frontAtPickup: "At pickup: Trailer front",
    takeCloseUp: "Take a close-up of the damage: Tires and wheels",
    closeUp: "Close-up 1: Tires and wheels",
    closeUpAtPickup: "Close-up 1 at pickup: Tires and wheels",
    closeUpCaption: "Close-up 1",
    atPickupCaption: "At pickup",
    yourPhoto: /^Your photo: /,
    yourFront: "Your photo: Trailer front",
  },
  es: {
    locale: "es",
    trailerNumber: /Número de remolque/,
    complete: "Hacer la inspección",
    takePossession: `Tomar posesión del remolque ${NUMBER}`,
    loaded: "Remolque cargado",
    continue: "Continuar",
    sealNumber: /^Número de sello/,
    assess: `Inspeccionar el remolque ${NUMBER}`,
    markAll: "Marcar todo como bien",
    submit: "Enviar inspección",
    attach: "Enganchar remolque",
    manage: "Administrar remolque",
    detachButton: `Desenganchar el remolque ${NUMBER}`,
    fullDetach: "Inspección completa antes de desenganchar",
    saved: "Su inspección de este remolque está guardada.",
    tires: "Llantas y rines",
    brakes: "Frenos",
    body: "Daños en la caja",
    wheels: "Llantas y rines del lado del chofer",
    rear: "Daño en la parte de atrás",
    damaged: "Dañado",
    good: "Bien",
    describe: "Describa el daño",
    save: "Guardar",
    done: "Listo",
    markItGood: "Marcarlo como bien",
    atPickupGood: "En la recogida: Bien",
    atPickupDamaged: "En la recogida: Dañado",
    same: "Igual que en la recogida",
    confirm: (category: string) => `Confirmar ${category}`,
    confirmEach: "Confirme cada parte llenada como en la recogida, o cambie su respuesta.",
    changes: "Qué cambió desde la recogida",
    nothing: "Nada, en lo que ha contestado hasta ahora.",
    bodyNow: "Daños en la caja: dañado ahora, bien en la recogida.",
    tiresNow: "Llantas y rines: bien ahora, dañado en la recogida.",
    sealChanged: "Sello: 654321 ahora, 123456 en la recogida.",
    sealSame: "Sello: el mismo que en la recogida.",
    startPhotos: "Empezar por el frente del remolque",
    photoHeading: (n: number) => new RegExp(`^Foto ${n} de 6: `),
    takePhoto: "Tomar foto",
    nextPhoto: "Siguiente foto",
    checkPhotos: "Revisar las fotos",
    roadworthy: /está apto para circular/,
    frontAtPickup: "En la recogida: Frente del remolque",
    yourPhoto: /^Su foto: /,
    yourFront: "Su foto: Frente del remolque",
    takeCloseUp: "Tomar una foto de cerca del daño: Llantas y rines",
    closeUp: "Foto de cerca 1: Llantas y rines",
    closeUpAtPickup: "Foto de cerca 1 en la recogida: Llantas y rines",
    closeUpCaption: "Foto de cerca 1",
    atPickupCaption: "En la recogida",
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
type Api = ReturnType<typeof installFakeApi>;
type User = Awaited<ReturnType<typeof renderApp>>["user"];

async function signedIn(
  words: Words,
  path = "/trailers/manualEntry/attach",
  setUp: (api: Api) => void = () => {},
) {
  placePhoneAt(YARD);
  const api = installFakeApi();
  api.state.trailerPhotosWorkflowEnabled = false;
  signInAs(api);
  setUp(api);
  reloadPersistedSignals();
  await loadOrderData();
  const app = await renderApp(path);
  await act(() => chooseLocale(words.locale));
  return { api, user: app.user };
}

const card = (name: string) => screen.getByRole("group", { name });
const answerOf = (words: Words, name: string) =>
  [words.good, words.damaged].find(
    (option) => (within(card(name)).getByRole("radio", { name: option }) as HTMLInputElement).checked,
  );

/** Marks one place of a damaged category on its layout, with a comment; back on the assessment. */
async function markDamage(user: User, words: Words, category: string, place: string, comment: string) {
  await user.click(within(card(category)).getByRole("radio", { name: words.damaged }));
  await user.click(await screen.findByRole("checkbox", { name: place }, SCREEN));
  await user.click(screen.getByRole("link", { name: new RegExp(`${place}$`) }));
  await user.type(await screen.findByRole("textbox", { name: words.describe }, SCREEN), comment);
  await user.click(screen.getByRole("button", { name: words.save }));
  await user.click(await screen.findByRole("link", { name: words.done }, SCREEN));
  await screen.findByRole("heading", { name: words.assess }, SCREEN);
}

/**
 * The good trailer taken loaded with seal 123456, its driver side wheels flat (with a close-up when
 * asked), and attached.
 */
async function hookedWithAFlatTire(user: User, words: Words, closeUp = false) {
  await user.type(await screen.findByRole("textbox", { name: words.trailerNumber }), NUMBER);
  await user.click(screen.getByRole("button", { name: words.complete }));
  await screen.findByRole("heading", { name: words.takePossession }, SCREEN);
  await user.click(screen.getByRole("radio", { name: words.loaded }));
  await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");
  await user.click(screen.getByRole("button", { name: words.continue }));
  await screen.findByRole("heading", { name: words.assess }, SCREEN);
  await user.click(screen.getByRole("button", { name: words.markAll }));
  await markDamage(user, words, words.tires, words.wheels, FLAT);
  if (closeUp) {
    await user.upload(
      within(card(words.tires)).getByLabelText(words.takeCloseUp),
      cameraPhoto("IMG_0109.jpg", 20_000, 9),
    );
    await waitFor(() =>
      expect(within(card(words.tires)).getByRole("img", { name: words.closeUp })).toBeVisible(),
    );
  }
  await user.click(screen.getByRole("button", { name: words.submit }));
  await user.click(await screen.findByRole("button", { name: words.attach }, SCREEN));
  await screen.findByRole("heading", { name: words.manage }, SCREEN);
}

/** From Manage trailer to the drop's assessment of the good trailer. */
async function toDropAssessment(user: User, words: Words) {
  await user.click(await screen.findByRole("button", { name: words.detachButton }, SCREEN));
  await user.click(await screen.findByRole("link", { name: words.fullDetach }, SCREEN));
  await screen.findByRole("heading", { name: words.assess }, SCREEN);
}

const changesList = (words: Words) => screen.getByRole("region", { name: words.changes });
const changeLines = (words: Words) =>
  within(changesList(words))
    .getAllByRole("listitem")
    .filter((item) => item.parentElement?.parentElement === changesList(words))
    .map((item) => (item.textContent ?? "").replace(item.querySelector("ul")?.textContent ?? "", ""));

describe.each(Object.values(WORDS))("Pickup beside drop ($locale)", (words) => {
  it("shows each category's pickup answer beside the drop's; Same as at pickup fills them, and nothing goes until each is confirmed", async () => {
    const { api, user } = await signedIn(words);
    await hookedWithAFlatTire(user, words, true);
    await toDropAssessment(user, words);

    // The pickup's record is read from the phone: it comes without a download.
    await waitFor(() => expect(within(card(words.tires)).getByText(words.atPickupDamaged)).toBeVisible());
    expect(within(card(words.tires)).getByText(words.wheels)).toBeVisible();
    expect(within(card(words.tires)).getByText(FLAT)).toBeVisible();
    // With its close-up of the damage, the one this phone kept.
    expect(within(card(words.tires)).getByRole("img", { name: words.closeUpAtPickup })).toBeVisible();
    // Captioned by its number: the line above already says it is the pickup's.
    expect(within(card(words.tires)).getByText(words.closeUpCaption)).toBeVisible();
    expect(within(card(words.tires)).queryByText(words.atPickupCaption)).toBeNull();
    expect(within(card(words.brakes)).queryByRole("img")).toBeNull();
    expect(within(card(words.brakes)).getByText(words.atPickupGood)).toBeVisible();
    // Nothing answered for the driver yet.
    expect(answerOf(words, words.tires)).toBeUndefined();

    await user.click(screen.getByRole("button", { name: words.same }));
    expect(answerOf(words, words.tires)).toBe(words.damaged);
    expect(answerOf(words, words.brakes)).toBe(words.good);
    // The pickup's place and comment are the drop's answer now, for the driver to check.
    expect(within(card(words.tires)).getAllByText(FLAT)).toHaveLength(2);
    expect(screen.queryByRole("button", { name: words.same })).toBeNull();
    expect(screen.getAllByRole("button", { name: new RegExp(`^${words.confirm("")}`) })).toHaveLength(7);
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");

    // Not sent while a category filled from the pickup is not confirmed.
    await user.click(within(card(words.brakes)).getByRole("button", { name: words.confirm(words.brakes) }));
    await user.click(screen.getByRole("button", { name: words.submit }));
    expect(screen.getByText(words.confirmEach)).toBeVisible();
    expect(api.state.assessments.size).toBe(1);

    for (const button of screen.getAllByRole("button", { name: new RegExp(`^${words.confirm("")}`) })) {
      await user.click(button);
    }
    expect(screen.queryByText(words.confirmEach)).toBeNull();
    expect(within(changesList(words)).getByText(words.sealSame)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.submit }));
    await screen.findByText(words.saved, {}, SCREEN);
    const drop = [...api.state.assessments.values()][1];
    expect(drop?.items).toEqual([
      { type: "tires", subType: "driverSide", comment: FLAT },
      { type: "other", comment: "Seal 123456, matches pickup" },
    ]);
  });

  it("Same as at pickup leaves what the driver answered; what changed is listed above Submit", async () => {
    const { api, user } = await signedIn(words);
    await hookedWithAFlatTire(user, words);
    await toDropAssessment(user, words);
    await waitFor(() => expect(screen.getByRole("region", { name: words.changes })).toBeVisible());
    expect(within(changesList(words)).getByText(words.nothing)).toBeVisible();

    await markDamage(user, words, words.body, words.rear, DENT);
    await user.click(screen.getByRole("button", { name: words.same }));
    // Body damage is the driver's own answer: kept, and not asked again.
    expect(answerOf(words, words.body)).toBe(words.damaged);
    expect(within(card(words.body)).queryByRole("button", { name: words.confirm(words.body) })).toBeNull();
    expect(within(card(words.body)).getByText(DENT)).toBeVisible();

    // The tire was fixed: Good, which says what will not be sent first.
    await user.click(within(card(words.tires)).getByRole("radio", { name: words.good }));
    await user.click(await screen.findByRole("button", { name: words.markItGood }));
    expect(within(card(words.tires)).queryByRole("button", { name: words.confirm(words.tires) })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "654321");

    expect(changeLines(words)).toEqual([words.bodyNow, words.tiresNow, words.sealChanged]);
    expect(within(changesList(words)).getByText(words.rear)).toBeVisible();
    expect(within(changesList(words)).getByText(DENT)).toBeVisible();

    for (const button of screen.getAllByRole("button", { name: new RegExp(`^${words.confirm("")}`) })) {
      await user.click(button);
    }
    await user.click(screen.getByRole("button", { name: words.submit }));
    await screen.findByText(words.saved, {}, SCREEN);
    expect([...api.state.assessments.values()][1]?.items).toEqual([
      { type: "damage", subType: "rearSide", comment: DENT },
      { type: "other", comment: "Seal 654321, pickup recorded 123456" },
    ]);
  });

  it("a trailer whose pickup this phone did not record is dropped as before", async () => {
    const GOOD_ID = trailerId(NUMBER, GOOD_TRAILER.company);
    const { api, user } = await signedIn(words, "/manageTrailer", (fake) => {
      fake.state.held.set(GOOD_ID, DEMO.mobileNumber);
      fake.state.orderTrailers = [demoOrderTrailer(NUMBER, "loadedTrailer")];
    });
    await toDropAssessment(user, words);
    await user.click(screen.getByRole("button", { name: words.markAll }));
    expect(screen.queryByRole("button", { name: words.same })).toBeNull();
    expect(screen.queryByText(words.atPickupGood)).toBeNull();
    expect(screen.queryByRole("region", { name: words.changes })).toBeNull();
    expect(screen.queryByRole("button", { name: new RegExp(`^${words.confirm("")}`) })).toBeNull();
    await user.click(screen.getByRole("button", { name: words.submit }));
    await screen.findByText(words.saved, {}, SCREEN);
    expect([...api.state.assessments.values()][0]?.items).toEqual([]);
  });
});

/** The six views, one camera photo each, the roadworthy confirmation, then Attach. */
async function photosAndAttach(user: User, words: Words) {
  await user.click(await screen.findByRole("link", { name: words.startPhotos }, SCREEN));
  for (let i = 0; i < 6; i++) {
    await screen.findByRole("heading", { name: words.photoHeading(i + 1) }, SCREEN);
    await user.upload(screen.getByLabelText(words.takePhoto), cameraPhoto(`IMG_${i}.jpg`, 16_000, i + 1));
    await screen.findByRole("img", { name: words.yourPhoto }, SCREEN);
    await user.click(screen.getByRole("link", { name: i < 5 ? words.nextPhoto : words.checkPhotos }));
  }
  await user.click(await screen.findByRole("checkbox", { name: words.roadworthy }, SCREEN));
  await user.click(screen.getByRole("button", { name: words.continue }));
  await user.click(await screen.findByRole("button", { name: words.attach }, SCREEN));
  await screen.findByRole("heading", { name: words.manage }, SCREEN);
}

describe.each(Object.values(WORDS))("The pickup's photos at the drop ($locale)", (words) => {
  it("each view shows the pickup's photo, read from the phone, beside the camera; the drop's photo is taken anew", async () => {
    const { api, user } = await signedIn(words, undefined, (fake) => {
      fake.state.trailerPhotosWorkflowEnabled = true;
    });
    await user.type(await screen.findByRole("textbox", { name: words.trailerNumber }), NUMBER);
    await user.click(screen.getByRole("button", { name: words.complete }));
    await user.click(await screen.findByRole("radio", { name: words.loaded }, SCREEN));
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");
    await user.click(screen.getByRole("button", { name: words.continue }));
    await screen.findByRole("heading", { name: words.assess }, SCREEN);
    await user.click(screen.getByRole("button", { name: words.markAll }));
    await user.click(screen.getByRole("button", { name: words.submit }));
    await photosAndAttach(user, words);
    await waitFor(() => expect(api.state.documents.size).toBe(6));

    await toDropAssessment(user, words);
    await user.click(screen.getByRole("button", { name: words.markAll }));
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");
    await user.click(screen.getByRole("button", { name: words.submit }));
    await user.click(await screen.findByRole("link", { name: words.startPhotos }, SCREEN));
    await screen.findByRole("heading", { name: words.photoHeading(1) }, SCREEN);

    // The pickup's thumbnail, from the driver's copy on the phone, beside the camera.
    await waitFor(() => expect(screen.getByRole("img", { name: words.frontAtPickup }).tagName).toBe("IMG"));
    const beside = screen.getByRole("img", { name: words.frontAtPickup }).closest(".photo-beside");
    expect(beside?.contains(screen.getByLabelText(words.takePhoto))).toBe(true);
    // Nothing of the pickup's is the drop's photo: the view waits for the camera.
    expect(screen.queryByRole("img", { name: words.yourPhoto })).toBeNull();

    await user.upload(screen.getByLabelText(words.takePhoto), cameraPhoto("IMG_DROP.jpg", 16_000, 9));
    await screen.findByRole("img", { name: words.yourFront }, SCREEN);
    expect(screen.getByRole("img", { name: words.frontAtPickup })).toBeVisible();
  });
});
