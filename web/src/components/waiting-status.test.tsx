// The waiting line: what a call the driver waits on is doing, once it has taken
// over a second (one bar of signal), gone with its answer.
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLocale } from "../lib/i18n.ts";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { DEMO, installFakeApi, signInAs } from "../test/in-memory-worker.ts";
import { renderApp } from "../test/render-app.tsx";

/** Holds the page's next request until `release()`. */
function holdNextRequest(api: ReturnType<typeof installFakeApi>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const real = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementationOnce(async (input, init) => {
    await held;
    return real(input, init);
  });
  return () => release();
}

describe("the waiting line", () => {
  it.each([
    ["en-US", "Continue", /^Texting your code… \d+ s$/, "Verify your identity"],
    ["es", "Continuar", /^Enviando su código por mensaje… \d+ s$/, "Verifique su identidad"],
  ] as const)(
    "in %s, says the code is being texted while its answer is slow",
    async (locale, go, text, next) => {
      const api = installFakeApi();
      const { user } = await renderApp("/login");
      await act(() => activateLocale(locale));
      await user.type(screen.getByRole("textbox", { name: /order|orden/i }), DEMO.orderNumber);
      await user.type(screen.getByRole("textbox", { name: /mobile|celular/i }), DEMO.mobileNumber);
      await user.click(screen.getByRole("checkbox"));
      const release = holdNextRequest(api);
      await user.click(screen.getByRole("button", { name: go }));

      // After a second of waiting, the line says what is happening and for how long.
      const line = await screen.findByText(text, {}, { timeout: 3000 });
      expect(line.closest("[role=status]")).toBe(line);

      release();
      expect(await screen.findByRole("heading", { name: next })).toBeVisible();
      expect(screen.queryByText(text)).toBeNull();
    },
  );

  it.each([
    ["en-US", "Complete Assessment", /^Looking up the trailer… \d+ s$/],
    ["es", "Hacer la inspección", /^Buscando el remolque… \d+ s$/],
  ] as const)(
    "in %s, says what a workflow call waits for, in the words it gave",
    async (locale, go, text) => {
      const api = installFakeApi();
      signInAs(api);
      reloadPersistedSignals();
      const { user } = await renderApp("/trailers/manualEntry");
      await act(() => activateLocale(locale));
      await user.type(await screen.findByRole("textbox"), DEMO.trailerNumber);
      const release = holdNextRequest(api);
      await user.click(screen.getByRole("button", { name: go }));

      const line = await screen.findByText(text, {}, { timeout: 3000 });
      expect(line.closest("[role=status]")).toBe(line);

      release();
      await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    },
  );
});
