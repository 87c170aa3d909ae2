// The same job of the same trailer started again (decision 103): the driver left the Detach step for
// Manage trailer and tapped Detach once more, or looked the trailer up again on the way to its
// assessment. What they had answered is still there; only whether they are at the trailer is asked
// again. In English and in Spanish; the whole app runs, the logistics API at the far edge is the fake.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { demoOrderTrailer } from "#web/test/finder-fixtures.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

/** A step's screen is a lazy chunk: on a busy machine it comes later than the default second. */
const SCREEN = { timeout: 5000 };
const NUMBER = GOOD_TRAILER.number;
const GOOD_ID = trailerId(NUMBER, GOOD_TRAILER.company);

const WORDS = {
  en: {
    locale: "en-US",
    detachIt: `Detach trailer ${NUMBER}`,
    back: "Back",
    manage: "Manage trailer",
    certify: "I certify that I reported all damage to this trailer.",
    trailerNumber: /Trailer number/,
    complete: "Complete Assessment",
    takePossession: `Take possession of trailer ${NUMBER}`,
    loaded: "Loaded trailer",
    sealNumber: /^Seal number/,
    continue: "Continue",
    assess: `Assess trailer ${NUMBER}`,
    markAll: "Mark all as good",
  },
  es: {
    locale: "es",
    detachIt: `Desenganchar el remolque ${NUMBER}`,
    back: "Volver",
    manage: "Administrar remolque",
    certify: "Certifico que reporté todos los daños de este remolque.",
    trailerNumber: /Número de remolque/,
    complete: "Hacer la inspección",
    takePossession: `Tomar posesión del remolque ${NUMBER}`,
    loaded: "Remolque cargado",
    sealNumber: /^Número de sello/,
    continue: "Continuar",
    assess: `Inspeccionar el remolque ${NUMBER}`,
    markAll: "Marcar todo como bien",
  },
} as const;

describe.each(Object.values(WORDS))("A job started again ($locale)", (words) => {
  it("keeps what the driver answered on the Detach step", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    api.state.held.set(GOOD_ID, DEMO.mobileNumber);
    api.state.orderTrailers = [demoOrderTrailer(NUMBER, "loadedTrailer")];
    reloadPersistedSignals();
    await chooseLocale(words.locale);
    await loadOrderData();
    const { user } = await renderApp("/manageTrailer");

    await user.click(await screen.findByRole("button", { name: words.detachIt }, SCREEN));
    await screen.findByRole("heading", { level: 1, name: words.detachIt }, SCREEN);
    await user.click(screen.getByRole("checkbox", { name: words.certify }));

    // Back to Manage trailer, and Detach again.
    await user.click(screen.getByRole("link", { name: words.back }));
    await screen.findByRole("heading", { level: 1, name: words.manage }, SCREEN);
    await user.click(screen.getByRole("button", { name: words.detachIt }));
    await screen.findByRole("heading", { level: 1, name: words.detachIt }, SCREEN);
    expect(screen.getByRole("checkbox", { name: words.certify })).toBeChecked();
  });

  it("keeps the seal typed and the assessment's answers when the trailer's number is typed again", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    api.state.trailerPhotosWorkflowEnabled = false;
    signInAs(api);
    reloadPersistedSignals();
    await chooseLocale(words.locale);
    await loadOrderData();
    const { user } = await renderApp("/trailers/manualEntry/attach");
    const typeTheNumber = async () => {
      await user.type(await screen.findByRole("textbox", { name: words.trailerNumber }, SCREEN), NUMBER);
      await user.click(screen.getByRole("button", { name: words.complete }));
      await screen.findByRole("heading", { level: 1, name: words.takePossession }, SCREEN);
    };
    await typeTheNumber();
    await user.click(screen.getByRole("radio", { name: words.loaded }));
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");
    await user.click(screen.getByRole("button", { name: words.continue }));
    await screen.findByRole("heading", { level: 1, name: words.assess }, SCREEN);
    await user.click(screen.getByRole("button", { name: words.markAll }));

    // The driver goes back to type the number again, and comes the same way.
    await reload("/trailers/manualEntry/attach");
    await typeTheNumber();
    expect(screen.getByRole("radio", { name: words.loaded })).toBeChecked();
    expect(screen.getByRole("textbox", { name: words.sealNumber })).toHaveValue("123456");
    await user.click(screen.getByRole("button", { name: words.continue }));
    await screen.findByRole("heading", { level: 1, name: words.assess }, SCREEN);
    // Every category still answered: nothing left to mark.
    expect(screen.queryByRole("button", { name: words.markAll })).toBeNull();
  });
});
