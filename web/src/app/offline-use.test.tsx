// Offline, each screen says so in one line (decision 107): No Service, how much of the driver's
// work waits on the phone, and what this screen can do without signal; no banner, sync line or
// "saved on this phone" alerts stacked beside it.
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#web/lib/i18n.ts";
import { keptAlertId } from "#web/lib/kept-alert.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { alerts } from "#web/stores/alerts.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { MOUNTED_SCREENS, offlineUse } from "./routes.tsx";

const KEPT = "Works offline: what you record here is kept on this phone and sent when you have signal.";

afterEach(() => vi.restoreAllMocks());

/** The phone without signal, as the browser reports it (the app reads it when it starts and on events). */
function goOffline() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  window.dispatchEvent(new Event("offline"));
}

function goOnline() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  window.dispatchEvent(new Event("online"));
}

async function signedInAt(path: string) {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  return renderApp(path);
}

/** The texts on screen that say No Service, wherever they are. */
const noServiceShown = (words: string) => screen.queryAllByText(new RegExp(`^${words}`));

describe("what a screen can do offline", () => {
  it("is said for every mounted screen", () => {
    expect(MOUNTED_SCREENS.filter((name) => offlineUse(name) === undefined)).toEqual([]);
  });

  it("says nothing while there is signal", async () => {
    await signedInAt("/manageTrailer");
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(screen.queryByText(KEPT)).toBeNull();
    expect(screen.queryByText("No Service")).toBeNull();
  });

  it.each([
    ["/manageTrailer", KEPT],
    [
      "/trailers/scan",
      "Scanning works offline; checking the trailer needs signal. What you scanned stays on this phone.",
    ],
    [
      "/trailers/manualEntry",
      "This step needs signal. What you typed stays on this phone; try again when you have signal.",
    ],
  ])("offline at %s: %s", async (path, text) => {
    await signedInAt(path);
    await act(async () => goOffline());
    expect(await screen.findByText(text)).toBeVisible();
  });

  it.each([
    [
      "without",
      "The scanner needs signal the first time it opens on this phone, and checking the trailer needs signal too.",
    ],
    [
      "with",
      "Scanning works offline; checking the trailer needs signal. What you scanned stays on this phone.",
    ],
  ])(
    "offline at the scanner %s its decoder kept on the phone, says whether scanning works",
    async (held, text) => {
      // The service worker's cache of files fetched after its install (decision 130).
      const kept = held === "with" ? [new Request("https://hitch.test/assets/zxing_reader-AbC123.wasm")] : [];
      vi.stubGlobal("caches", {
        has: async (name: string) => name === "hitch-assets",
        open: async () => ({ keys: async () => kept }),
      });
      await signedInAt("/trailers/scan");
      await act(async () => goOffline());
      expect(await screen.findByText(text)).toBeVisible();
      vi.unstubAllGlobals();
    },
  );

  it("tells a driver signing in that it needs signal, in Spanish, and goes when signal returns", async () => {
    installFakeApi();
    await renderApp("/login");
    await act(() => activateLocale("es"));
    await act(async () => goOffline());
    const spanish =
      "Para iniciar sesión necesita señal. Lo que escribió se queda en este teléfono; continúe cuando tenga señal.";
    expect(await screen.findByText(spanish)).toBeVisible();
    expect(screen.getByText("Sin servicio")).toBeVisible();
    await act(async () => goOnline());
    expect(screen.queryByText(spanish)).toBeNull();
    expect(screen.queryByText("Sin servicio")).toBeNull();
  });
});

describe("offline, one line instead of four blocks (decision 107)", () => {
  it.each([
    ["en-US", "No Service", "No Service · 2 waiting to be sent", KEPT],
    [
      "es",
      "Sin servicio",
      "Sin servicio · 2 pendientes de enviar",
      "Funciona sin señal: lo que registre aquí se guarda en este teléfono y se envía cuando tenga señal.",
    ],
  ] as const)(
    "the attach and its assessment saved on this phone: one line says so, what waits and what works (%s)",
    async (locale, noService, title, use) => {
      await signedInAt("/manageTrailer");
      await act(() => activateLocale(locale));
      await act(async () => goOffline());
      // What the assessment step and the Status step raise when they keep their writes to send later.
      await act(async () => {
        const assessment = await outbox.enqueue({
          kind: "assessment",
          payload: {},
          meta: { trailer: "400101" },
        });
        const attach = await outbox.enqueue({ kind: "attach", payload: {}, meta: { trailer: "400101" } });
        alerts.add({
          id: keptAlertId(assessment.id),
          theme: "info",
          message: "The assessment is saved on this phone.",
        });
        alerts.add({ id: keptAlertId(attach.id), theme: "info", message: "Saved on this phone." });
      });
      const line = (await screen.findByText(use)).closest("p")!;
      await waitFor(() => expect(line.querySelector(".offline-line-title")?.textContent).toBe(title));
      // One No Service; the saved-on-this-phone alerts and the sync line folded into the line.
      expect(noServiceShown(noService)).toHaveLength(1);
      expect(screen.queryByText(/saved on this phone\.$/)).toBeNull();
      expect(document.querySelector(".sync-indicator")).toBeNull();
      // The line comes before the screen's heading.
      const heading = screen.getByRole("heading", { level: 1 });
      expect(line.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it("with signal, the writes saved on this phone are said once, by the newest", async () => {
    await signedInAt("/manageTrailer");
    act(() => {
      alerts.add({ id: keptAlertId("a"), theme: "info", message: "The assessment is saved on this phone." });
      alerts.add({ id: keptAlertId("b"), theme: "info", message: "Saved on this phone." });
    });
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(within(live).getByText("Saved on this phone.")).toBeVisible();
    expect(within(live).queryByText("The assessment is saved on this phone.")).toBeNull();
  });

  it("closing the saved-on-this-phone alert closes it for every write it stood for", async () => {
    const { user } = await signedInAt("/manageTrailer");
    act(() => {
      alerts.add({ id: keptAlertId("a"), theme: "info", message: "The assessment is saved on this phone." });
      alerts.add({ id: keptAlertId("b"), theme: "info", message: "Saved on this phone." });
    });
    const live = screen.getByRole("region", { name: "Alerts" });
    await user.click(within(live).getByRole("button", { name: "Close alert" }));
    expect(screen.queryByText(/saved on this phone\.$/i)).toBeNull();
  });
});
