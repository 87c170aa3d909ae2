// Each screen says, while the phone is offline, what it can do without signal.
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../lib/i18n.ts";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { installFakeApi, signInAs } from "../test/in-memory-worker.ts";
import { renderApp } from "../test/render-app.tsx";
import { MOUNTED_SCREENS, offlineUse } from "./routes.tsx";

const KEPT = "Works offline: what you record here is kept on this phone and sent when you have signal.";

afterEach(() => vi.restoreAllMocks());

/** The phone without signal, as the browser reports it (the app reads it when it starts and on events). */
function goOffline() {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  window.dispatchEvent(new Event("offline"));
}

async function signedInAt(path: string) {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  return renderApp(path);
}

describe("what a screen can do offline", () => {
  it("is said for every mounted screen", () => {
    expect(MOUNTED_SCREENS.filter((name) => offlineUse(name) === undefined)).toEqual([]);
  });

  it("says nothing while there is signal", async () => {
    await signedInAt("/manageTrailer");
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(screen.queryByText(KEPT)).toBeNull();
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

  it("tells a driver signing in that it needs signal, in Spanish, and goes when signal returns", async () => {
    installFakeApi();
    await renderApp("/login");
    await act(() => activateLocale("es"));
    await act(async () => goOffline());
    const spanish =
      "Para iniciar sesión necesita señal. Lo que escribió se queda en este teléfono; continúe cuando tenga señal.";
    expect(await screen.findByText(spanish)).toBeVisible();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(screen.queryByText(spanish)).toBeNull();
  });
});
