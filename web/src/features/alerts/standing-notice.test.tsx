// The carrier's standing notice, closed by the driver, stays closed on this phone across reloads
// until the carrier changes its words or its dates (decision 107).
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOrderData } from "#web/app/app-start.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

const GATE_CLOSED = {
  alertMessage: "Gate 3 is closed for repaving.",
  alertMessageDetails: "Use gate 1.",
  effectiveDate: "2026-01-01T00:00:00.000Z",
  keepAliveUntilDate: "2099-01-01T00:00:00.000Z",
  knxApp: 1,
};

const WORDS = {
  "en-US": { notices: "Notices", close: "Close alert" },
  es: { notices: "Avisos", close: "Cerrar alerta" },
} as const;

async function openedWith(notice: typeof GATE_CLOSED, locale: keyof typeof WORDS) {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  api.state.persistentAlert = notice;
  await loadOrderData();
  const app = await renderApp("/manageTrailer");
  await act(() => activateLocale(locale));
  return { api, ...app };
}

const realNow = Date.now;
let later = 0;

afterEach(() => {
  vi.restoreAllMocks();
  later = 0;
});

/** A while later: the edge asks the carrier for its notice again (its copy is fresh for a minute). */
function aMinuteLater() {
  later += 61_000;
  vi.spyOn(Date, "now").mockImplementation(() => realNow() + later);
}

/** As the app starts again: what the phone keeps re-read, the notice asked for again. */
async function reopen(locale: keyof typeof WORDS) {
  await reload("/manageTrailer");
  await act(() => loadOrderData());
  await act(() => activateLocale(locale));
}

describe.each(["en-US", "es"] as const)("the carrier's standing notice, closed (%s)", (locale) => {
  const words = WORDS[locale];

  it("stays closed after a reload", async () => {
    const { user } = await openedWith(GATE_CLOSED, locale);
    const notices = screen.getByRole("region", { name: words.notices });
    expect(within(notices).getByText(GATE_CLOSED.alertMessage)).toBeVisible();
    await user.click(within(notices).getByRole("button", { name: words.close }));
    expect(screen.queryByText(GATE_CLOSED.alertMessage)).toBeNull();

    await reopen(locale);
    expect(screen.getByRole("heading", { level: 1 })).toBeVisible();
    expect(screen.queryByText(GATE_CLOSED.alertMessage)).toBeNull();
  });

  it("comes back when the carrier changes its words or its dates", async () => {
    const { user, api } = await openedWith(GATE_CLOSED, locale);
    await user.click(screen.getByRole("button", { name: words.close }));

    api.state.persistentAlert = { ...GATE_CLOSED, keepAliveUntilDate: "2099-02-01T00:00:00.000Z" };
    aMinuteLater();
    await reopen(locale);
    expect(await screen.findByText(GATE_CLOSED.alertMessage)).toBeVisible();

    await act(async () => screen.getByRole("button", { name: words.close }).click());
    api.state.persistentAlert = { ...GATE_CLOSED, alertMessage: "Gate 3 is open again." };
    aMinuteLater();
    await reopen(locale);
    expect(await screen.findByText("Gate 3 is open again.")).toBeVisible();
  });
});
