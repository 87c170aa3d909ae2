// A loaded trailer's seal as a driver meets it (decision 123), in English and in Spanish: Take
// possession asks it for the loaded trailer only, keeps it through a reload, and sends it in the
// assessment's comment, in English, to the carrier and into the driver's copy; the drop asks it
// again and says whether it matches what this phone recorded at pickup, and a shared report lists a
// seal that does not match among what changed (decision 128). A quick drop, with no assessment,
// asks it as well and keeps it in the driver's copy only (decision 141). The whole app runs, with
// the edge Worker in memory; the logistics API at the far edge is the fake.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

/** A step's screen is a lazy chunk: on a busy machine it comes later than the default second. */
const SCREEN = { timeout: 5000 };
const NUMBER = GOOD_TRAILER.number;
const GOOD_ID = trailerId(NUMBER, GOOD_TRAILER.company);

const WORDS = {
  en: {
    locale: "en-US",
    trailerNumber: /Trailer number/,
    complete: "Complete Assessment",
    takePossession: `Take possession of trailer ${NUMBER}`,
    loaded: "Loaded trailer",
    empty: "My empty trailer for the shipper",
    continue: "Continue",
    sealNumber: /^Seal number/,
    noSeal: "No seal on this trailer",
    sealNeeded: "Type the seal number, or choose No seal.",
    checkSeal: "Check the seal number above.",
    assess: `Assess trailer ${NUMBER}`,
    markAll: "Mark all as good",
    submit: "Submit assessment",
    confirm: `Confirm trailer ${NUMBER}`,
    attach: "Attach trailer",
    manage: "Manage trailer",
    detachButton: `Detach trailer ${NUMBER}`,
    fullDetach: "Full detach assessment",
    atPickup: "At pickup, this phone recorded seal 123456.",
    matches: "It matches.",
    differs: "It does not match the pickup. The record will say so.",
    saved: "Your assessment of this trailer is saved.",
    reports: "Your condition reports",
    attachReport: `Condition report: attach of trailer ${NUMBER}`,
    sealFact: "Seal 123456",
    certify: "I certify that I reported all damage to this trailer.",
    detach: "Detach trailer",
    detachReport: `Condition report: detach of trailer ${NUMBER}`,
    detachHeading: `Detach trailer ${NUMBER}`,
    quickDropSeal: "Seal 654321, pickup recorded 123456",
    phoneOnly: "Kept on this phone only: a detach without an assessment sends no seal to the carrier.",
    share: "Share condition report, pickup and drop",
    link: /^Report link, works until /,
  },
  es: {
    locale: "es",
    trailerNumber: /Número de remolque/,
    complete: "Hacer la inspección",
    takePossession: `Tomar posesión del remolque ${NUMBER}`,
    loaded: "Remolque cargado",
    empty: "Mi remolque vacío para el embarcador",
    continue: "Continuar",
    sealNumber: /^Número de sello/,
    noSeal: "Este remolque no tiene sello",
    sealNeeded: "Escriba el número de sello, o elija que no tiene sello.",
    checkSeal: "Revise el número de sello, más arriba.",
    assess: `Inspeccionar el remolque ${NUMBER}`,
    markAll: "Marcar todo como bien",
    submit: "Enviar inspección",
    confirm: `Confirmar el remolque ${NUMBER}`,
    attach: "Enganchar remolque",
    manage: "Administrar remolque",
    detachButton: `Desenganchar el remolque ${NUMBER}`,
    fullDetach: "Inspección completa antes de desenganchar",
    atPickup: "Al recoger el remolque, este teléfono registró el sello 123456.",
    matches: "Coincide.",
    differs: "No coincide con el de la recogida. El registro lo indicará.",
    saved: "Su inspección de este remolque está guardada.",
    reports: "Sus reportes del estado del remolque",
    attachReport: `Reporte del estado: enganche del remolque ${NUMBER}`,
    // The record's English, and the driver's language beside it.
    sealFact: "Seal 123456Sello 123456",
    certify: "Certifico que reporté todos los daños de este remolque.",
    detach: "Desenganchar remolque",
    detachReport: `Reporte del estado: desenganche del remolque ${NUMBER}`,
    detachHeading: `Desenganchar el remolque ${NUMBER}`,
    quickDropSeal: "Seal 654321, pickup recorded 123456Sello 654321; en la recogida se registró 123456",
    phoneOnly:
      "Kept on this phone only: a detach without an assessment sends no seal to the carrier.Guardado solo en este teléfono: un desenganche sin inspección no envía el sello al transportista.",
    share: "Compartir el reporte del estado, recogida y desenganche",
    link: /^Enlace del reporte, vale hasta el /,
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
type Api = ReturnType<typeof installFakeApi>;
type User = Awaited<ReturnType<typeof renderApp>>["user"];

async function signedIn(words: Words) {
  placePhoneAt(YARD);
  const api = installFakeApi();
  api.state.trailerPhotosWorkflowEnabled = false;
  signInAs(api);
  reloadPersistedSignals();
  await loadOrderData();
  const app = await renderApp("/trailers/manualEntry/attach");
  await act(() => chooseLocale(words.locale));
  return { api, user: app.user };
}

async function toTakePossession(user: User, words: Words) {
  await user.type(await screen.findByRole("textbox", { name: words.trailerNumber }), NUMBER);
  await user.click(screen.getByRole("button", { name: words.complete }));
  await screen.findByRole("heading", { name: words.takePossession }, SCREEN);
}

const sealField = (words: Words) => screen.queryByRole("textbox", { name: words.sealNumber });

/** The comments of the defects the carrier stored, assessment by assessment. */
const storedComments = (api: Api) =>
  [...api.state.assessments.values()].map((stored) => stored.items.map((item) => item.comment));

/** The association writes the carrier took, by call. */
const writeCalls = (api: Api) => [...api.state.writes.values()].map((write) => write.call);

async function assessAllGood(user: User, words: Words) {
  await screen.findByRole("heading", { name: words.assess }, SCREEN);
  await user.click(screen.getByRole("button", { name: words.markAll }));
  await user.click(screen.getByRole("button", { name: words.submit }));
}

/** The good trailer taken loaded with seal 123456, assessed all good and attached. */
async function attachedWithSeal(user: User, words: Words) {
  await toTakePossession(user, words);
  await user.click(screen.getByRole("radio", { name: words.loaded }));
  await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");
  await user.click(screen.getByRole("button", { name: words.continue }));
  await assessAllGood(user, words);
  await user.click(await screen.findByRole("button", { name: words.attach }, SCREEN));
  await screen.findByRole("heading", { name: words.manage }, SCREEN);
}

/** From Manage trailer to the drop's assessment of the good trailer. */
async function toDropAssessment(user: User, words: Words) {
  await user.click(await screen.findByRole("button", { name: words.detachButton }, SCREEN));
  await user.click(await screen.findByRole("link", { name: words.fullDetach }, SCREEN));
  await screen.findByRole("heading", { name: words.assess }, SCREEN);
}

describe.each(Object.values(WORDS))("The seal ($locale)", (words) => {
  it("is asked of the loaded trailer only, survives a reload, and goes to the carrier and the driver's copy", async () => {
    const { api, user } = await signedIn(words);
    await toTakePossession(user, words);
    await user.click(screen.getByRole("radio", { name: words.empty }));
    expect(sealField(words)).toBeNull();
    await user.click(screen.getByRole("radio", { name: words.loaded }));
    // Continue with no answer: the field says what it needs, and the step stays.
    await user.click(screen.getByRole("button", { name: words.continue }));
    expect(screen.getByText(words.sealNeeded)).toBeVisible();
    expect(sealField(words)?.getAttribute("aria-invalid")).toBe("true");
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "12 3456");

    await reload("/trailers/takePossession");
    await screen.findByRole("heading", { name: words.takePossession }, SCREEN);
    expect(screen.getByRole("radio", { name: words.loaded })).toBeChecked();
    expect((sealField(words) as HTMLInputElement).value).toBe("12 3456");
    await user.click(screen.getByRole("button", { name: words.continue }));
    await assessAllGood(user, words);
    await user.click(await screen.findByRole("button", { name: words.attach }, SCREEN));
    await screen.findByRole("heading", { name: words.manage }, SCREEN);

    // The record's words are English whatever the screen's language; no new field carries it.
    expect(storedComments(api)).toEqual([["Seal 123456"]]);
    expect([...api.state.assessments.values()][0]?.items).toEqual([
      { type: "other", comment: "Seal 123456" },
    ]);

    const list = await screen.findByRole("region", { name: words.reports }, SCREEN);
    await user.click(within(list).getByRole("link", { name: new RegExp(`^${words.attachReport}`) }));
    const seal = await screen.findByText("Seal", { selector: "dt span" }, SCREEN);
    expect(seal.closest("div")?.querySelector("dd")?.textContent).toBe(words.sealFact);
  });

  it("an empty trailer's attach sends no seal", async () => {
    const { api, user } = await signedIn(words);
    await toTakePossession(user, words);
    await user.click(screen.getByRole("radio", { name: words.empty }));
    await user.click(screen.getByRole("button", { name: words.continue }));
    await assessAllGood(user, words);
    await screen.findByRole("heading", { name: words.confirm }, SCREEN);
    expect(storedComments(api)).toEqual([[]]);
  });

  it("at the drop, the same seal is said to match, and the comment says so", async () => {
    const { api, user } = await signedIn(words);
    await attachedWithSeal(user, words);
    await toDropAssessment(user, words);
    expect(screen.getByText(words.atPickup)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.markAll }));
    await user.click(screen.getByRole("button", { name: words.submit }));
    // Not sent without the drop's answer: said at the field, and beside Submit, where the driver's
    // thumb is (the field is a screen above it on a phone), announced.
    expect(screen.getByText(words.sealNeeded)).toBeVisible();
    const said = screen.getByRole("alert");
    expect(said).toHaveTextContent(words.checkSeal);
    const submit = screen.getByRole("button", { name: words.submit });
    expect(said.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(sealField(words)?.compareDocumentPosition(said)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(api.state.assessments.size).toBe(1);
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "123456");
    expect(screen.getByText(words.matches)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.submit }));
    await screen.findByText(words.saved, {}, SCREEN);
    expect(storedComments(api)).toEqual([["Seal 123456"], ["Seal 123456, matches pickup"]]);
    expect([...api.state.assessments.values()][1]?.trailerId).toBe(GOOD_ID);
  });

  it("a quick drop asks it too, says it does not match, and keeps it in the driver's copy only", async () => {
    const { api, user } = await signedIn(words);
    await attachedWithSeal(user, words);
    await user.click(await screen.findByRole("button", { name: words.detachButton }, SCREEN));
    await screen.findByRole("heading", { name: words.detachHeading }, SCREEN);
    expect(screen.getByText(words.atPickup)).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: words.certify }));
    // Not dropped without the seal's answer: the field says what it needs.
    await user.click(screen.getByRole("button", { name: words.detach }));
    expect(screen.getByText(words.sealNeeded)).toBeVisible();
    expect(writeCalls(api)).not.toContain("detach");
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "654321");
    expect(screen.getByText(words.differs)).toBeVisible();
    await user.click(screen.getByRole("button", { name: words.detach }));

    const list = await screen.findByRole("region", { name: words.reports }, SCREEN);
    await waitFor(() => expect(writeCalls(api)).toContain("detach"));
    // No assessment: the carrier has the pickup's seal only; the drop's is on the phone.
    expect(storedComments(api)).toEqual([["Seal 123456"]]);
    await user.click(within(list).getByRole("link", { name: new RegExp(`^${words.detachReport}`) }));
    const seal = await screen.findByText("Seal", { selector: "dt span" }, SCREEN);
    const said = seal.closest("div")?.querySelector("dd");
    expect(said?.textContent).toBe(`${words.quickDropSeal}${words.phoneOnly}`);
  });

  it("at the drop, another seal is said not to match, and the comment names the pickup's", async () => {
    const { api, user } = await signedIn(words);
    await attachedWithSeal(user, words);
    await toDropAssessment(user, words);
    await user.click(screen.getByRole("button", { name: words.markAll }));
    await user.type(screen.getByRole("textbox", { name: words.sealNumber }), "654321");
    expect(screen.getByText(words.differs)).toBeVisible();
    expect(screen.queryByText(words.matches)).toBeNull();
    await user.click(screen.getByRole("button", { name: words.submit }));
    await screen.findByText(words.saved, {}, SCREEN);
    expect(storedComments(api)[1]).toEqual(["Seal 654321, pickup recorded 123456"]);

    // Dropped, and the report shared: whoever opens the link reads the seal among what changed.
    await user.click(screen.getByRole("checkbox", { name: words.certify }));
    await user.click(screen.getByRole("button", { name: words.detach }));
    const list = await screen.findByRole("region", { name: words.reports }, SCREEN);
    await user.click(within(list).getByRole("link", { name: new RegExp(`^${words.detachReport}`) }));
    await user.click(await screen.findByRole("button", { name: words.share }, SCREEN));
    const link = new URL(
      ((await screen.findByRole("textbox", { name: words.link })) as HTMLInputElement).value,
    );
    api.state.session = null;
    await reload(`${link.pathname}${link.search}`);
    const changed = await screen.findByRole(
      "region",
      { name: /^What changed from pickup to drop/ },
      { timeout: 10_000 },
    );
    expect(changed).toHaveTextContent(/Seal 654321, pickup recorded 123456/);
  });
});
