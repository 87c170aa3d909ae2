// The steps and words of the close-up tests (decision 126): a driver on the assessment of the test
// trailer, in either language, who marks a flat tire and takes a close-up of it. The test files
// that use these replace the photo compressor themselves (vi.mock is hoisted per file).
import { act, screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import { GOOD_TRAILER } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { driverAtTheTrailer } from "./driver-at-the-trailer.ts";
import { cameraPhoto } from "./in-memory-compress-worker.ts";
import type { installFakeApi } from "./in-memory-worker.ts";
import { reload, type renderApp } from "./render-app.tsx";

export const ASSESSMENT = "/trailers/trailerAssessment/attach";

export const CLOSE_UP_WORDS = {
  "en-US": {
    tires: "Tires and wheels",
    damaged: "Damaged",
    good: "Good",
    wheels: "Driver side tires and wheels",
    done: "Done",
    markRest: "Mark the rest as good",
    submit: "Submit assessment",
    takeCloseUp: "Take a close-up of the damage: Tires and wheels",
    takeAnother: "Take another close-up: Tires and wheels",
    closeUp: "Close-up 1: Tires and wheels",
    removeCloseUp: "Remove close-up 1: Tires and wheels",
    unsafe: "This trailer is unsafe to perform a load with (virtual red tag)",
    toRedTag: "Continue to the red tag",
    plate: "License plate",
    submitRedTag: "Submit red tag",
    back: "Back to the assessment",
    closeUpFirst:
      'Your phone\'s position is not available, so a red tag needs a close-up of the damage first: go back to the assessment and take one with "Take a close-up of the damage", or turn on location for this site.',
    redTagged: "Trailer confirmed with virtual red tag",
    reports: "Your condition reports",
    closeUpInCopy: "Close-up of the damage: Tires and wheels",
  },
  es: {
    tires: "Llantas y rines",
    damaged: "Dañado",
    good: "Bien",
    wheels: "Llantas y rines del lado del chofer",
    done: "Listo",
    markRest: "Marcar el resto como bien",
    submit: "Enviar inspección",
    takeCloseUp: "Tomar una foto de cerca del daño: Llantas y rines",
    takeAnother: "Tomar otra foto de cerca: Llantas y rines",
    closeUp: "Foto de cerca 1: Llantas y rines",
    removeCloseUp: "Borrar la foto de cerca 1: Llantas y rines",
    unsafe: "Este remolque no es seguro para hacer una carga (etiqueta roja virtual)",
    toRedTag: "Continuar a la etiqueta roja",
    plate: "Placa",
    submitRedTag: "Enviar etiqueta roja",
    back: "Volver a la inspección",
    closeUpFirst:
      "La ubicación de su teléfono no está disponible, así que una etiqueta roja necesita primero una foto de cerca del daño: regrese a la inspección y tome una con «Tomar una foto de cerca del daño», o active la ubicación para este sitio.",
    redTagged: "Remolque confirmado con etiqueta roja virtual",
    reports: "Sus reportes del estado del remolque",
    closeUpInCopy: "Foto de cerca del daño: Llantas y rines",
  },
} as const;
export type CloseUpLocale = keyof typeof CLOSE_UP_WORDS;
export type CloseUpWords = (typeof CLOSE_UP_WORDS)[CloseUpLocale];
export type Api = ReturnType<typeof installFakeApi>;
type App = Awaited<ReturnType<typeof renderApp>>;

export const posts = (api: Api, path: string) =>
  api.calls.filter((c) => c.method === "POST" && c.path === path);
export const card = (name: string) => screen.getByRole("group", { name });

/** A driver who identified the trailer and chose its slot, on the assessment in `locale`. */
export async function atAssessmentIn(locale: CloseUpLocale) {
  const { api, app } = await driverAtTheTrailer();
  const { user } = app;
  await user.type(await screen.findByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  await user.click(await screen.findByRole("radio", { name: "My empty trailer for the shipper" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  await act(() => chooseLocale(locale));
  await reload(ASSESSMENT);
  return { api, app };
}

/** Tires and wheels damaged at the driver side wheels; back on the assessment. */
export async function markFlatTire({ user }: App, w: CloseUpWords) {
  await user.click(within(card(w.tires)).getByRole("radio", { name: w.damaged }));
  await user.click(await screen.findByRole("checkbox", { name: w.wheels }));
  await user.click(screen.getByRole("link", { name: w.done }));
  await screen.findByRole("group", { name: w.tires });
}

/** A close-up taken from the damaged card (the `seed`th picture): kept and shown there as `shown`. */
export async function takeCloseUp({ user }: App, w: CloseUpWords, shown: string = w.closeUp, seed = 9) {
  const tires = within(card(w.tires));
  const camera = tires.queryByLabelText(w.takeCloseUp) ?? tires.getByLabelText(w.takeAnother);
  // The camera is off while the last close-up is still being kept: a file handed to it then is lost.
  await waitFor(() => expect(camera).toBeEnabled());
  await user.upload(camera, cameraPhoto(`IMG_01${seed}.jpg`, 20_000, seed));
  await waitFor(() => expect(within(card(w.tires)).getByRole("img", { name: shown })).toBeVisible());
}
