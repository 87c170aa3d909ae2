// The waiting line: what a call the driver waits on is doing, once it has taken
// over a second (one bar of signal), gone with its answer; past the driver's
// patience, Try again sends the same call again (decision 106).
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PATIENCE_MS } from "#web/lib/call-timeouts.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

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
      const { user } = await renderApp("/trailers/manualEntry/attach");
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

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["en-US", /^Looking up the trailer… \d+ s$/, "Try again", "Trailer|Verify trailer"],
    ["es", /^Buscando el remolque… \d+ s$/, "Intentar de nuevo", "Remolque|Verificar el remolque"],
  ] as const)(
    "in %s, a read held past the driver's patience offers Try again, which sends the same call again and goes on",
    async (locale, text, tryAgain, trailer) => {
      const api = installFakeApi();
      signInAs(api);
      reloadPersistedSignals();
      const { user } = await renderApp("/trailers/manualEntry/attach");
      await act(() => activateLocale(locale));
      await user.type(await screen.findByRole("textbox"), DEMO.trailerNumber);
      // The first lookup's answer never comes (a request lost at one bar); any later one does.
      const lookups: string[] = [];
      const real = api.fetch.getMockImplementation()!;
      api.fetch.mockImplementation(async (input, init) => {
        const path = new URL(String(input), "https://hitch.test").pathname;
        if (path.startsWith("/api/trailers/number/")) {
          lookups.push(path);
          if (lookups.length === 1) return new Promise<Response>(() => {});
        }
        return real(input, init);
      });
      vi.useFakeTimers({
        toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
        shouldAdvanceTime: true,
      });
      await user.click(screen.getByRole("button", { name: /Complete Assessment|Hacer la inspección/ }));

      // At once the line says what it waits for; the way out comes with the driver's patience.
      const line = (await screen.findByText(text, {}, { timeout: 3000 })).parentElement!;
      expect(within(line).queryByRole("button", { name: tryAgain })).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(PATIENCE_MS));
      await user.click(await within(line).findByRole("button", { name: tryAgain }));

      // The same lookup sent again, and the step goes on with its answer.
      // On to the check, which waits for a position this phone never gives; its deadline runs from the
      // tap, and the driver's patience was spent: on a busy machine the check has already sent the
      // step on to verifying the plate. Either is the step going on.
      const next = new RegExp(`^(${trailer}) ${DEMO.trailerNumber}$`);
      await waitFor(
        () => expect(screen.getByRole("heading", { name: next })).toBeVisible(),
        // The step's screen loads on demand: its shell's heading may be drawn again by the page.
        { timeout: 5000 },
      );
      expect(lookups).toHaveLength(2);
      expect(lookups[1]).toBe(lookups[0]);
    },
  );
});
