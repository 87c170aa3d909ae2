// Every screen has a way back that works in the installed app, which has no browser Back button
// (decision 107): Back returns to where the driver came from; opened straight at the screen (a
// link, the app reopened there) it leads to Manage trailer, or Welcome when no one is signed in.
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_WITH_TRAILERS } from "#tests/mocks/logistics-data.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

const WORDS = {
  "en-US": {
    back: "Back",
    manageTrailer: "Manage trailer",
    welcome: "Welcome to Hitch",
    stillAttached: "Are you still attached?",
  },
  es: {
    back: "Volver",
    manageTrailer: "Administrar remolque",
    welcome: "Bienvenido a Hitch",
    stillAttached: "¿Sigue enganchado?",
  },
} as const;

async function signedInAt(path: string, locale: keyof typeof WORDS) {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  const app = await renderApp(path);
  await act(() => activateLocale(locale));
  return app;
}

describe.each(["en-US", "es"] as const)("a way back on every screen (%s)", (locale) => {
  const words = WORDS[locale];

  it.each([
    ["Report issue", "/reportIssue"],
    ["the scanner", "/trailers/scan"],
    ["a finder map", "/trailers/tacMap"],
  ])("%s goes back to where the driver came from", async (_, path) => {
    const { user, navigate, location } = await signedInAt("/manageTrailer", locale);
    await navigate(path);
    expect(location().pathname).toBe(path);
    await user.click(await screen.findByRole("link", { name: words.back }));
    expect(await screen.findByRole("heading", { level: 1, name: words.manageTrailer })).toBeVisible();
    expect(location().pathname).toBe("/manageTrailer");
  });

  it("Report issue opened straight leads to Manage trailer", async () => {
    const { user, location } = await signedInAt("/reportIssue", locale);
    const back = await screen.findByRole("link", { name: words.back });
    expect(back.getAttribute("href")).toBe("/manageTrailer");
    await user.click(back);
    expect(await screen.findByRole("heading", { level: 1, name: words.manageTrailer })).toBeVisible();
    expect(location().pathname).toBe("/manageTrailer");
  });

  it("the question about a trailer still held from a previous order goes back to Manage trailer, asked once", async () => {
    const api = installFakeApi();
    signInAs(api, demoUser({ orderNumber: ORDER_WITH_TRAILERS }));
    reloadPersistedSignals();
    await loadOrderData();
    const { user, location } = await renderApp("/manageTrailer");
    await act(() => activateLocale(locale));
    await screen.findByRole("heading", { level: 1, name: words.stillAttached });
    await user.click(screen.getByRole("link", { name: words.back }));
    expect(await screen.findByRole("heading", { level: 1, name: words.manageTrailer })).toBeVisible();
    expect(location().pathname).toBe("/manageTrailer");
  });

  it("a finder map opened straight with no one signed in leads to Welcome", async () => {
    installFakeApi();
    const { user, location } = await renderApp("/trailers/tacMap");
    await act(() => activateLocale(locale));
    await user.click(await screen.findByRole("link", { name: words.back }));
    expect(await screen.findByRole("heading", { level: 1, name: words.welcome })).toBeVisible();
    expect(location().pathname).toBe("/");
  });
});
