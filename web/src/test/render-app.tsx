// Renders the whole app (routes, providers, dialogs) at a path, in memory, the
// way a driver would meet it; tests then find things by role and label.
import { act, cleanup, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { installApiFailureHandlers } from "../app/api-failures.ts";
import { App } from "../app/app.tsx";
import { routes } from "../app/routes.tsx";
import { activateLocale } from "../lib/i18n.ts";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { alerts } from "../stores/alerts.ts";
import { confirmations } from "../stores/confirmations.ts";
import { noService } from "../stores/network.ts";

declare global {
  interface Window {
    happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
  }
}

beforeEach(async () => {
  // A phone held upright (the rotate overlay stays away).
  window.happyDOM?.setViewport({ width: 390, height: 844 });
  await activateLocale("en-US");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadPersistedSignals();
  alerts.clear();
  confirmations.clear();
  noService.value = false;
});

/** waitFor for fake timers: moves the clock in small steps until `check` passes. */
async function settleWithFakeTimers(check: () => void) {
  for (let i = 0; i < 100; i++) {
    try {
      return check();
    } catch {
      await act(() => vi.advanceTimersByTimeAsync(5));
    }
  }
  check();
}

/** Renders the app at `path` and waits until its first screen (loaders, lazy modules) is shown. */
export async function renderApp(path = "/", { fakeTimers = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  installApiFailureHandlers(router);
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  const ready = () => {
    if (!router.state.initialized || router.state.navigation.state !== "idle") throw new Error("loading");
    if (document.querySelector(".loading")) throw new Error("lazy screen still loading");
  };
  if (fakeTimers) await settleWithFakeTimers(ready);
  else await waitFor(ready);
  return { router, user, ...view };
}

/** As a page reload would: state re-read from storage, then the app rendered again. */
export function reload(path: string) {
  cleanup();
  reloadPersistedSignals();
  return renderApp(path);
}
