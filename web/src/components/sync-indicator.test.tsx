import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { ownerMeta } from "#web/outbox/outbox-entry.ts";
import { heldSender } from "#web/test/held-sender.ts";
import { demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

/** Writes of a kind the app has no sender for stay waiting, and hold the ones after them. */
async function waiting(n: number, kind = "kept waiting") {
  for (let i = 0; i < n; i++) await outbox.enqueue({ kind, payload: { i } });
}

async function signedIn(locale: "en-US" | "es" = "en-US") {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  await renderApp("/manageTrailer");
  await act(() => activateLocale(locale));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the sync indicator", () => {
  it.each([
    ["en-US", 1, "1 waiting to be sent"],
    ["en-US", 2, "2 waiting to be sent"],
    ["es", 1, "1 pendiente de enviar"],
    ["es", 2, "2 pendientes de enviar"],
  ] as const)("in %s with %i unsent: %s", async (locale, n, text) => {
    await signedIn(locale);
    await act(() => waiting(n));
    expect(await screen.findByText(text)).toBeVisible();
  });

  it.each([
    ["en-US", "No Service · 7 waiting to be sent · 6 photos"],
    ["es", "Sin servicio · 7 pendientes de enviar · 6 fotos"],
  ] as const)(
    "offline, says nothing itself: the offline line counts what waits, photos too (%s)",
    async (locale, text) => {
      await signedIn(locale);
      await act(async () => {
        await waiting(1);
        // Held behind the first (sent in order), so they are never tried here.
        await waiting(6, "photo");
      });
      await screen.findByText(/7 (waiting to be sent|pendientes de enviar)/);
      vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
      await act(async () => {
        window.dispatchEvent(new Event("offline"));
      });
      // One line for the condition (decision 107): no sync line beside it.
      const line = document.querySelector(".offline-line-title");
      expect(line?.textContent).toBe(text);
      expect(document.querySelector(".sync-indicator")).toBeNull();
    },
  );

  it.each([
    ["en-US", "3 waiting to be sent · 2 photos · 1,210 KB left"],
    ["es", "3 pendientes de enviar · 2 fotos · quedan 1210 KB"],
  ] as const)("says how much of the photos is left to upload (%s)", async (locale, text) => {
    await signedIn(locale);
    await act(async () => {
      await waiting(1);
      await outbox.enqueue({ kind: "photo", payload: {}, meta: { bytes: String(600 * 1024) } });
      await outbox.enqueue({ kind: "photo", payload: {}, meta: { bytes: String(610 * 1024) } });
    });
    await waitFor(() => expect(document.querySelector(".sync-indicator")?.textContent).toBe(text));
  });

  it("says Syncing while one is being sent, then Up to date with how many went", async () => {
    const answer = heldSender("slow test write");
    outbox.registerSender("quick test write", async () => ({ status: "done" }));
    await signedIn();
    // Made by the signed-in driver: the outbox sends a write only for its own driver and order.
    const meta = ownerMeta(demoUser());
    await act(async () => {
      await outbox.enqueue({ kind: "slow test write", payload: {}, meta });
      await outbox.enqueue({ kind: "quick test write", payload: {}, meta });
    });
    expect(await screen.findByText("Syncing · 2 waiting to be sent")).toBeVisible();
    await act(async () => answer());
    expect(await screen.findByText("Up to date · 2 sent")).toBeVisible();
    await act(() => activateLocale("es"));
    expect(await screen.findByText("Al día · 2 enviados")).toBeVisible();
  });
});
