// Looking a trailer up as a driver meets it (docs/product.md §2, §4): the trailer they hold, typed or
// scanned, leads to its Trailer action; "Need to Detach?" is always on manual entry and leads
// somewhere true; the last trailer can be restored; a plate read off the trailer counts as being at it.
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { ELSEWHERE, GOOD_TRAILER, STOLEN_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

/** A step's screen is a lazy chunk: on a busy machine it comes later than the default second. */
const SCREEN = { timeout: 5000 };
const NUMBER = GOOD_TRAILER.number;
const GOOD_ID = trailerId(NUMBER, GOOD_TRAILER.company);

/** A signed-in driver at `path`, holding the good trailer on this order when `holding`. */
async function signedInAt(
  path: string,
  { holding = false, at = YARD }: { holding?: boolean; at?: typeof YARD | typeof ELSEWHERE } = {},
) {
  placePhoneAt(at);
  const api = installFakeApi();
  api.state.trailerPhotosWorkflowEnabled = false;
  signInAs(api);
  if (holding) api.state.held.set(GOOD_ID, DEMO.mobileNumber);
  reloadPersistedSignals();
  await loadOrderData();
  return { api, ...(await renderApp(path)) };
}

const WORDS = {
  en: {
    locale: "en-US",
    number: /Trailer number/,
    complete: "Complete Assessment",
    continue: "Continue",
    held: "This trailer is attached to you on this order. What do you want to do?",
    actionHeading: `Trailer ${NUMBER}`,
    detachThis: "Detach this trailer",
    detachStep: `Detach trailer ${NUMBER}`,
    needToDetach: "Need to Detach?",
    dropHeading: "Enter the number of the trailer to drop",
    unavailable: "Trailer Unavailable",
    notAttached: "This trailer is not currently attached to you.",
    contactBroker: "Contact your broker.",
    takePossession: (n: string) => `Take possession of trailer ${n}`,
    back: (n: string) => `Back to trailer ${n}`,
    verify: `Verify trailer ${NUMBER}`,
    plate: "License plate",
    verifyButton: "Verify",
    notNear: "You do not seem to be near this trailer.",
    loaded: "Loaded trailer",
    noSeal: "No seal on this trailer",
    assess: `Assess trailer ${NUMBER}`,
    markAll: "Mark all as good",
    submit: "Submit assessment",
    confirm: `Confirm trailer ${NUMBER}`,
  },
  es: {
    locale: "es",
    number: /Número de remolque/,
    complete: "Hacer la inspección",
    continue: "Continuar",
    held: "Este remolque está enganchado a usted en esta orden. ¿Qué quiere hacer?",
    actionHeading: `Remolque ${NUMBER}`,
    detachThis: "Desenganchar este remolque",
    detachStep: `Desenganchar el remolque ${NUMBER}`,
    needToDetach: "¿Necesita desenganchar?",
    dropHeading: "Escriba el número del remolque que va a dejar",
    unavailable: "Remolque no disponible",
    notAttached: "Este remolque no está enganchado a usted en este momento.",
    contactBroker: "Comuníquese con su bróker.",
    takePossession: (n: string) => `Tomar posesión del remolque ${n}`,
    back: (n: string) => `Volver al remolque ${n}`,
    verify: `Verificar el remolque ${NUMBER}`,
    plate: "Placa",
    verifyButton: "Verificar",
    notNear: "Parece que no está cerca de este remolque.",
    loaded: "Remolque cargado",
    noSeal: "Este remolque no tiene sello",
    assess: `Inspeccionar el remolque ${NUMBER}`,
    markAll: "Marcar todo como bien",
    submit: "Enviar inspección",
    confirm: `Confirmar el remolque ${NUMBER}`,
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];
type User = Awaited<ReturnType<typeof renderApp>>["user"];

async function type(user: User, words: Words, number: string, submit: string = words.complete) {
  const field = screen.getByRole("textbox", { name: words.number });
  await user.clear(field);
  await user.type(field, number);
  await user.click(screen.getByRole("button", { name: submit }));
}

describe.each(Object.values(WORDS))("Manual entry ($locale)", (words) => {
  it("the number of the trailer the driver holds leads to its Trailer action, not to attaching it again", async () => {
    const { api, user } = await signedInAt("/trailers/manualEntry/attach", { holding: true });
    await act(() => activateLocale(words.locale));
    await type(user, words, NUMBER);
    expect(await screen.findByRole("heading", { name: words.actionHeading }, SCREEN)).toBeVisible();
    expect(screen.getByText(words.held)).toBeVisible();
    // The phone knows the trailer it holds: no lookup, no check of an attach.
    expect(api.calls.filter((c) => c.path.startsWith("/api/trailers/"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: words.detachThis }));
    expect(await screen.findByRole("heading", { name: words.detachStep }, SCREEN)).toBeVisible();
  });

  it("Need to Detach? is there with no trailer held: the number typed, and one not attached is refused: contact the broker", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach");
    await act(() => activateLocale(words.locale));
    await user.click(screen.getByRole("button", { name: words.needToDetach }));
    expect(await screen.findByRole("heading", { name: words.dropHeading }, SCREEN)).toBeVisible();
    await type(user, words, NUMBER, words.continue);
    expect(await screen.findByRole("heading", { name: words.unavailable }, SCREEN)).toBeVisible();
    expect(screen.getByText(words.notAttached)).toBeVisible();
    expect(screen.getByText(words.contactBroker)).toBeVisible();
  });

  it("Need to Detach? with a trailer held opens its detach", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach", { holding: true });
    await act(() => activateLocale(words.locale));
    await user.click(screen.getByRole("button", { name: words.needToDetach }));
    expect(await screen.findByRole("heading", { name: words.detachStep }, SCREEN)).toBeVisible();
  });

  it("after looking up another trailer, Back to trailer restores the last one, across a reload", async () => {
    const { user, navigate } = await signedInAt("/trailers/manualEntry/attach");
    await act(() => activateLocale(words.locale));
    await type(user, words, NUMBER);
    await screen.findByRole("heading", { name: words.takePossession(NUMBER) }, SCREEN);
    // Back to manual entry to look up another: the trailer in hand is one tap away.
    await navigate("/trailers/manualEntry/attach");
    expect(screen.getByRole("button", { name: words.back(NUMBER) })).toBeVisible();
    await type(user, words, STOLEN_TRAILER.number);
    await screen.findByRole("heading", { name: words.unavailable }, SCREEN);
    await reload("/trailers/trailerUnavailable");
    await user.click(screen.getByRole("button", { name: words.back(NUMBER) }));
    expect(await screen.findByRole("heading", { name: words.takePossession(NUMBER) }, SCREEN)).toBeVisible();
    // And the one it replaced is now the last.
    expect(screen.getByRole("button", { name: words.back(STOLEN_TRAILER.number) })).toBeVisible();
  });

  it("a plate read off the trailer counts as being at it: no 'not near this trailer' after it", async () => {
    const { user } = await signedInAt("/trailers/manualEntry/attach", { at: ELSEWHERE });
    await act(() => activateLocale(words.locale));
    await type(user, words, NUMBER);
    await screen.findByRole("heading", { name: words.verify }, SCREEN);
    await user.type(screen.getByRole("textbox", { name: words.plate }), GOOD_TRAILER.plate);
    await user.click(screen.getByRole("button", { name: words.verifyButton }));
    await screen.findByRole("heading", { name: words.takePossession(NUMBER) }, SCREEN);
    expect(screen.queryByText(words.notNear)).toBeNull();
    // The slot's check runs again from where the phone is; the plate still stands for it.
    await user.click(screen.getByRole("radio", { name: words.loaded }));
    await user.click(screen.getByRole("checkbox", { name: words.noSeal }));
    await user.click(screen.getByRole("button", { name: words.continue }));
    await screen.findByRole("heading", { name: words.assess }, SCREEN);
    await user.click(screen.getByRole("button", { name: words.markAll }));
    await user.click(screen.getByRole("button", { name: words.submit }));
    await screen.findByRole("heading", { name: words.confirm }, SCREEN);
    expect(screen.queryByText(words.notNear)).toBeNull();
  });
});
