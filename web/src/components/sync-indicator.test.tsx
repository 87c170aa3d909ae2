import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLocale } from "../lib/i18n.ts";
import { outbox } from "../lib/outbox/app-outbox.ts";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { installFakeApi, signInAs } from "../test/fake-api.ts";
import { renderApp } from "../test/render-app.tsx";

/** Writes the app has no sender for stay waiting: the indicator's count without any network. */
async function waiting(n: number) {
  for (let i = 0; i < n; i++) await outbox.enqueue({ kind: "kept waiting", payload: { i } });
}

describe("the sync indicator", () => {
  it.each([
    ["en-US", 1, "1 waiting to be sent"],
    ["en-US", 2, "2 waiting to be sent"],
    ["es", 1, "1 pendiente de enviar"],
    ["es", 2, "2 pendientes de enviar"],
  ] as const)("in %s with %i unsent: %s", async (locale, n, text) => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await renderApp("/manageTrailer");
    await act(async () => {
      await activateLocale(locale);
      await waiting(n);
    });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
