// The page taking over a prerendered public screen (decision 055): the build's
// own markup (web/prerender/render-screen.tsx) is put in the page as the edge
// serves it, the driver types before the script runs, then the page starts.
// Hydration must keep the very nodes on screen (a mismatch makes React draw them
// again) and report nothing, and what was typed must reach the form's state.
import { act, screen, waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_TAP_ATTRIBUTE, EARLY_TAPS_DONE, EARLY_TAPS_SCRIPT } from "#shared/early-taps.ts";
import type { Locale } from "#shared/languages.ts";
import {
  PRERENDERED_LOCALE_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  type PrerenderedPath,
} from "#shared/prerendered-pages.ts";
import { startApp } from "#web/app/start.ts";
import { activateLocale, chosenLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals, STORAGE_PREFIX } from "#web/lib/storage.ts";
import { loginDraft } from "#web/stores/drafts.ts";
import { renderScreen } from "../../prerender/render-screen.tsx";
import { firstScreenCommitted, firstScreenShown } from "./shown.ts";

let root: Root | undefined;
/** What React reported (console errors, uncaught errors), a hydration mismatch among them. */
let errors: unknown[][] = [];
const reported = (event: ErrorEvent) => errors.push([event.error]);

/**
 * React's server renderer marks every context it provides as its own and never unmarks it, so a
 * page rendered in the same process afterwards warns about "multiple renderers". A phone never
 * runs both; the test does, so that one development warning is left out.
 */
const TWO_RENDERERS = "Detected multiple renderers concurrently rendering the same context provider";

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith(TWO_RENDERERS)) errors.push(args);
  });
  window.addEventListener("error", reported);
  firstScreenShown.value = false;
  firstScreenCommitted.value = false;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  localStorage.clear();
  reloadPersistedSignals();
  history.replaceState(null, "", "/");
  window.removeEventListener("error", reported);
  (window as unknown as Record<string, unknown>)[EARLY_TAPS_DONE] = undefined;
  vi.restoreAllMocks();
});

/** The page as the edge serves the screen: the build's markup in #root, at the screen's path. */
async function servePage(path: PrerenderedPath, locale: Locale): Promise<HTMLElement> {
  const markup = await renderScreen(path, locale);
  // The page's own start comes next, with nothing of the build's render left: React's server
  // renderer leaves its last context values on the shared context objects until it renders again
  // (harmless at build time, where nothing else renders), so an empty render puts them back.
  await prerender(null);
  await activateLocale("en-US");
  history.replaceState(null, "", path);
  document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}" ${PRERENDERED_LOCALE_ATTRIBUTE}="${locale}">${markup}</div>`;
  return document.getElementById("root")!;
}

async function start(container: HTMLElement) {
  await act(async () => {
    root = await startApp(container);
  });
  await waitFor(() => expect(firstScreenShown.value).toBe(true));
  // The typed text is handed over in a microtask after the first screen is up.
  await act(async () => {});
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe("a prerendered public screen, taken over by the page", () => {
  it("keeps what the driver typed on Login before the script ran, and it reaches the form", async () => {
    const container = await servePage("/login", "es");
    const heading = container.querySelector("h1");
    // Typed and ticked on the HTML alone.
    field("orderNumber").value = "1001001";
    field("mobileNumber").value = "5550100001";
    field("consent").checked = true;

    await start(container);

    // The same nodes: hydrated, not drawn again.
    expect(screen.getByRole("heading", { name: "Iniciar sesión" })).toBe(heading);
    expect(field("orderNumber").value).toBe("1001001");
    // The form's own handling ran (the phone is formatted as it is when typed).
    expect(field("mobileNumber").value).toBe("(555) 010-0001");
    expect(field("consent").checked).toBe(true);
    expect(loginDraft.value).toEqual({
      orderNumber: "1001001",
      mobileNumber: "(555) 010-0001",
      consent: true,
    });
    expect(errors).toEqual([]);
  });

  it("makes again the tap on a button the driver made before the script ran, once", async () => {
    const container = await servePage("/", "en-US");
    // The prerendered page's inline script (shared/early-taps.ts) runs with the HTML.
    new Function(EARLY_TAPS_SCRIPT)();
    const toSpanish = screen.getByRole("button", { name: "Español" });
    // Tapped twice on the HTML alone: nothing happens yet, the tap is shown as taken.
    toSpanish.click();
    toSpanish.click();
    expect(screen.getByRole("heading", { name: "Welcome to Hitch" })).toBeVisible();
    expect(toSpanish.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);

    await start(container);

    expect(await screen.findByRole("heading", { name: "Bienvenido a Hitch" })).toBeVisible();
    expect(chosenLocale.value).toBe("es");
    // Made once: a second switch would have gone back to English.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole("heading", { name: "Bienvenido a Hitch" })).toBeVisible();
    expect(toSpanish.hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("shows a draft saved on the phone when nothing was typed before the script ran", async () => {
    localStorage.setItem(
      `${STORAGE_PREFIX}draft:login`,
      JSON.stringify({ orderNumber: "2002002", mobileNumber: "(555) 010-0009", consent: true }),
    );
    reloadPersistedSignals();
    const container = await servePage("/login", "en-US");
    const heading = container.querySelector("h1");

    await start(container);

    expect(screen.getByRole("heading", { name: "Sign in" })).toBe(heading);
    expect(field("orderNumber").value).toBe("2002002");
    expect(field("mobileNumber").value).toBe("(555) 010-0009");
    expect(field("consent").checked).toBe(true);
    expect(errors).toEqual([]);
  });

  it("takes over every prerendered screen in both languages without a mismatch", async () => {
    const headings = {
      "/": ["Welcome to Hitch", "Bienvenido a Hitch"],
      "/login": ["Sign in", "Iniciar sesión"],
      "/privacyPolicy": ["Privacy Policy", "Política de privacidad"],
      "/termsOfUse": ["Terms of Use", "Términos de uso"],
      "/unauthorized": ["Session Expired", "Sesión vencida"],
    } as const;
    for (const [path, [english, spanish]] of Object.entries(headings) as [
      PrerenderedPath,
      readonly string[],
    ][]) {
      for (const [locale, name] of [
        ["en-US", english],
        ["es", spanish],
      ] as const) {
        firstScreenShown.value = false;
        firstScreenCommitted.value = false;
        const container = await servePage(path, locale);
        const heading = container.querySelector("h1");
        await start(container);
        expect({ path, locale, same: screen.getByRole("heading", { level: 1, name }) === heading }).toEqual({
          path,
          locale,
          same: true,
        });
        await act(async () => root?.unmount());
        root = undefined;
      }
    }
    expect(errors).toEqual([]);
  });

  it("draws the app afresh over a screen in another language than the driver chose", async () => {
    chosenLocale.value = "en-US";
    const container = await servePage("/", "es");
    const heading = container.querySelector("h1");

    await start(container);

    const english = screen.getByRole("heading", { name: "Welcome to Hitch" });
    expect(english).not.toBe(heading);
    expect(screen.queryByText("Bienvenido a Hitch")).toBeNull();
    expect(errors).toEqual([]);
  });
});
