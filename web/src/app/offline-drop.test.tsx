// A drop recorded where there is no signal (decision 104), and Manage trailer telling the truth
// about the trailer meanwhile (decision 105): the order's state as the carrier last said it, with
// the driver's own writes still waiting on this phone on top, from the first render on.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { alerts } from "#web/stores/alerts.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { demoOrderTrailer } from "#web/test/finder-fixtures.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

/** A step's screen is a lazy chunk: on a busy machine it comes later than the default second. */
const SCREEN = { timeout: 5000 };
const NUMBER = GOOD_TRAILER.number;
const GOOD_ID = trailerId(NUMBER, GOOD_TRAILER.company);

afterEach(() => {
  vi.restoreAllMocks();
});

/** A signed-in driver holding the good trailer on this order, at `path` (the trailer photos flag off). */
async function holdingTheTrailerAt(path: string) {
  placePhoneAt(YARD);
  const api = installFakeApi();
  api.state.trailerPhotosWorkflowEnabled = false;
  signInAs(api);
  api.state.held.set(GOOD_ID, DEMO.mobileNumber);
  api.state.orderTrailers = [demoOrderTrailer(NUMBER, "loadedTrailer")];
  reloadPersistedSignals();
  await loadOrderData();
  return { api, ...(await renderApp(path)) };
}

type Api = ReturnType<typeof installFakeApi>;

async function loseSignal(api: Api) {
  api.state.unreachable = true;
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  await act(async () => {
    window.dispatchEvent(new Event("offline"));
  });
}

async function signalBack(api: Api) {
  api.state.unreachable = false;
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
}

const detaches = (api: Api) => api.calls.filter((call) => call.path === "/api/associations/detach");

const WORDS = {
  en: {
    locale: "en-US",
    manage: "Manage trailer",
    orderTrailers: "Your order's trailers",
    detachIt: `Detach trailer ${NUMBER}`,
    noSignal: /^No signal to check this trailer\. Your detach is kept on this phone/,
    attachWaits: /^Your attach of this trailer is still waiting to be sent/,
    atTrailer: "Yes, I am dropping it here",
    away: "No, I am away from it",
    rule: "I understand that detaching must be reported when the trailer is dropped.",
    certify: "I certify that I reported all damage to this trailer.",
    noSeal: "No seal on this trailer",
    record: "Detach trailer",
    kept: /^No Service · 1 waiting to be sent/,
    detachedOnPhone: "Detached on this phone · waiting to be sent",
    attachedOnPhone: "Attached on this phone · waiting to be sent",
    attachedNow: /Attached now: trailer/,
    noTrailer: "No trailer is attached to this order.",
    required: "Required",
  },
  es: {
    locale: "es",
    manage: "Administrar remolque",
    orderTrailers: "Los remolques de su orden",
    detachIt: `Desenganchar el remolque ${NUMBER}`,
    noSignal: /^No hay señal para revisar este remolque\. Su desenganche queda guardado en este teléfono/,
    attachWaits: /^El enganche de este remolque sigue pendiente de enviar/,
    atTrailer: "Sí, lo estoy dejando aquí",
    away: "No, estoy lejos de él",
    rule: "Entiendo que el desenganche se debe reportar al dejar el remolque.",
    certify: "Certifico que reporté todos los daños de este remolque.",
    noSeal: "Este remolque no tiene sello",
    record: "Desenganchar remolque",
    kept: /^Sin servicio · 1 pendiente de enviar/,
    detachedOnPhone: "Desenganchado en este teléfono · pendiente de enviar",
    attachedOnPhone: "Enganchado en este teléfono · pendiente de enviar",
    attachedNow: /Enganchado ahora: remolque/,
    noTrailer: "No hay ningún remolque enganchado a esta orden.",
    required: "Obligatorio",
  },
} as const;

/** Manage trailer's Trailer card. */
const trailerCard = () => screen.getByRole("region", { name: /^(Trailer|Remolque)$/ });

describe.each(Object.values(WORDS))("A drop with no signal ($locale)", (words) => {
  it("is kept with its time and place, shown as detached on this phone, and sent once the signal is back", async () => {
    const { api, user } = await holdingTheTrailerAt("/manageTrailer");
    await act(() => activateLocale(words.locale));
    expect(within(trailerCard()).getByText(words.attachedNow)).toBeVisible();

    await loseSignal(api);
    await user.click(screen.getByRole("button", { name: words.detachIt }));
    // No check without signal: straight to the Detach step, which says so; nothing blocks it.
    expect(await screen.findByRole("heading", { name: words.detachIt }, SCREEN)).toBeVisible();
    expect(screen.getByText(words.noSignal)).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.calls.filter((c) => c.path === "/api/trailers/check")).toEqual([]);

    // Where the driver is, the phone cannot tell: the driver says.
    await user.click(screen.getByRole("checkbox", { name: words.certify }));
    await user.click(screen.getByRole("button", { name: words.record }));
    expect(screen.getByText(words.required)).toBeVisible();
    expect(outbox.entries.value).toEqual([]);
    await user.click(screen.getByRole("radio", { name: words.atTrailer }));
    // Reloaded with no signal: the answers are kept (the flow holds them), and the drop goes on.
    await reload("/trailers/detachTrailer");
    await screen.findByRole("heading", { name: words.detachIt }, SCREEN);
    expect(screen.getByRole("radio", { name: words.atTrailer })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: words.certify })).toBeChecked();
    await user.click(screen.getByRole("button", { name: words.record }));

    await screen.findByRole("heading", { name: words.manage }, SCREEN);
    // Offline, the one offline line counts it (decision 107): no alert of its own beside it.
    expect(await screen.findByText(words.kept)).toBeVisible();
    const card = trailerCard();
    expect(within(card).getByText(words.detachedOnPhone)).toBeVisible();
    expect(within(card).getByText(NUMBER)).toBeVisible();
    expect(within(card).queryByText(words.attachedNow)).toBeNull();
    expect(within(card).queryByRole("button", { name: words.detachIt })).toBeNull();
    expect(within(card).queryByText(words.noTrailer)).toBeNull();
    // Its slot of the order, as the carrier last said it, says so too.
    expect(
      within(screen.getByRole("region", { name: words.orderTrailers })).getByText(words.detachedOnPhone),
    ).toBeVisible();
    // Kept with when and where it happened.
    const [kept] = outbox.entries.value;
    expect(kept?.state).not.toBe("done");
    expect(kept).toMatchObject({
      kind: "detach",
      payload: {
        trailer: { trailerId: GOOD_ID },
        location: { lat: YARD.lat, lng: YARD.lng },
        certified: true,
      },
    });
    expect(kept?.payload).not.toHaveProperty("reportingRuleAcknowledged");
    expect(Date.now() - Date.parse(kept!.eventTime)).toBeLessThan(60_000);
    // Tried, and kept: nothing reached the system of record.
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);

    // Opened again before the signal is back: the first screen already says so, before the
    // outbox's code has loaded (it never shows the trailer attached, then changes its mind).
    await reload("/manageTrailer");
    expect(within(trailerCard()).getByText(words.detachedOnPhone)).toBeVisible();
    expect(within(trailerCard()).queryByText(words.attachedNow)).toBeNull();

    await signalBack(api);
    await waitFor(() => expect(api.state.held.has(GOOD_ID)).toBe(false));
    expect(
      new Set(detaches(api).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey)).size,
    ).toBe(1);
    // Sent: then the carrier's state, read again.
    await waitFor(() => expect(within(trailerCard()).getByText(words.noTrailer)).toBeVisible());
    expect(within(trailerCard()).queryByText(words.detachedOnPhone)).toBeNull();
  });

  it("away from the trailer, the reporting rule is asked and goes on record", async () => {
    const { api, user } = await holdingTheTrailerAt("/manageTrailer");
    await act(() => activateLocale(words.locale));
    await loseSignal(api);
    await user.click(screen.getByRole("button", { name: words.detachIt }));
    await screen.findByRole("heading", { name: words.detachIt }, SCREEN);
    await user.click(screen.getByRole("radio", { name: words.away }));
    await user.click(screen.getByRole("checkbox", { name: words.certify }));
    await user.click(screen.getByRole("button", { name: words.record }));
    expect(outbox.entries.value).toEqual([]);
    await user.click(screen.getByRole("checkbox", { name: words.rule }));
    await user.click(screen.getByRole("button", { name: words.record }));
    await screen.findByRole("heading", { name: words.manage }, SCREEN);
    expect(outbox.entries.value[0]?.payload).toMatchObject({
      certified: true,
      reportingRuleAcknowledged: true,
    });
    // Sent once the signal is back, with what the driver stated.
    await signalBack(api);
    await waitFor(() => expect(outbox.entries.value[0]?.state).toBe("done"));
    expect(detaches(api).at(-1)?.body).toMatchObject({ certified: true, reportingRuleAcknowledged: true });
  });

  it("an attach still waiting reads as attached on this phone, and can be detached: both go, in order", async () => {
    const { api, user } = await holdingTheTrailerAt("/manageTrailer");
    // The carrier does not hold it for the driver yet: the attach is on the phone only.
    api.state.held.delete(GOOD_ID);
    await loadOrderData();
    await act(() => activateLocale(words.locale));
    await loseSignal(api);
    await act(async () => {
      await outbox.enqueue({
        kind: "attach",
        payload: {
          trailer: { trailerId: GOOD_ID },
          location: { lat: YARD.lat, lng: YARD.lng },
          loadTrailerStatus: "loadedTrailer",
          certified: false,
        },
        meta: {
          trailer: NUMBER,
          trailerId: GOOD_ID,
          mobileNumber: DEMO.mobileNumber,
          orderNumber: DEMO.orderNumber,
        },
      });
    });
    const card = trailerCard();
    await waitFor(() => expect(within(card).getByText(words.attachedOnPhone)).toBeVisible());
    expect(within(card).queryByText(words.attachedNow)).toBeNull();

    // Even with signal the carrier could not check it: it does not know of the attach yet.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    await user.click(within(card).getByRole("button", { name: words.detachIt }));
    expect(await screen.findByText(words.attachWaits, {}, SCREEN)).toBeVisible();
    await user.click(screen.getByRole("radio", { name: words.atTrailer }));
    await user.click(screen.getByRole("checkbox", { name: words.certify }));
    // Attached loaded: the drop asks its seal, with no signal too (decision 141).
    await user.click(screen.getByRole("checkbox", { name: words.noSeal }));
    await user.click(screen.getByRole("button", { name: words.record }));
    await screen.findByRole("heading", { name: words.manage }, SCREEN);
    expect(within(trailerCard()).getByText(words.detachedOnPhone)).toBeVisible();
    expect(within(trailerCard()).queryByText(words.attachedOnPhone)).toBeNull();
    expect(api.calls.filter((c) => c.path === "/api/trailers/check")).toEqual([]);

    await signalBack(api);
    await waitFor(() =>
      expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([
        ["attach", "done"],
        ["detach", "done"],
      ]),
    );
    expect(api.state.held.has(GOOD_ID)).toBe(false);
    await waitFor(() => expect(within(trailerCard()).getByText(words.noTrailer)).toBeVisible());
  });
});

describe("A drop kept with no signal that the carrier refuses when it is sent", () => {
  it("is told as refused, with what to do, and the trailer card follows the carrier again", async () => {
    const { api, user } = await holdingTheTrailerAt("/manageTrailer");
    await loseSignal(api);
    await user.click(screen.getByRole("button", { name: `Detach trailer ${NUMBER}` }));
    await screen.findByRole("heading", { name: `Detach trailer ${NUMBER}` });
    await user.click(screen.getByRole("radio", { name: "Yes, I am dropping it here" }));
    await user.click(screen.getByRole("checkbox", { name: WORDS.en.certify }));
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" }, SCREEN);
    // Meanwhile the carrier's record no longer shows the trailer attached to the driver.
    api.state.held.delete(GOOD_ID);

    await signalBack(api);
    await waitFor(() => expect(outbox.entries.value[0]?.state).toBe("refused"));
    await waitFor(() =>
      expect(
        alerts.alerts.value.some(
          (a) => a.theme === "error" && a.id === `refused-${outbox.entries.value[0]?.id}`,
        ),
      ).toBe(true),
    );
    expect(
      await within(screen.getByRole("region", { name: "Alerts" })).findByText(
        /not currently attached to you \(reason 441\)\. Contact your broker\./,
      ),
    ).toBeVisible();
    await waitFor(() => expect(within(trailerCard()).getByText(WORDS.en.noTrailer)).toBeVisible());
    expect(within(trailerCard()).queryByText(WORDS.en.detachedOnPhone)).toBeNull();
  });
});
