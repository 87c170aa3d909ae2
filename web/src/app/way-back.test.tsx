// Every screen has a way back that works in the installed app, which has no browser Back button
// (decision 107): Back returns to where the driver came from; opened straight at the screen (a
// link, the app reopened there) it leads to Manage trailer, or Welcome when no one is signed in.
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { activateLocale } from "../lib/i18n.ts";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { installFakeApi, signInAs } from "../test/in-memory-worker.ts";
import { renderApp } from "../test/render-app.tsx";

const WORDS = {
  "en-US": { back: "Back", manageTrailer: "Manage trailer", welcome: "Welcome to Hitch" },
  es: { back: "Volver", manageTrailer: "Administrar remolque", welcome: "Bienvenido a Hitch" },
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

  it("a finder map opened straight with no one signed in leads to Welcome", async () => {
    installFakeApi();
    const { user, location } = await renderApp("/trailers/tacMap");
    await act(() => activateLocale(locale));
    await user.click(await screen.findByRole("link", { name: words.back }));
    expect(await screen.findByRole("heading", { level: 1, name: words.welcome })).toBeVisible();
    expect(location().pathname).toBe("/");
  });
});
