// Renders the whole app (routes, providers, dialogs) at a path, in memory, the
// way a driver would meet it; tests then find things by role and label.
import { act, cleanup, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";
import { App } from "#web/app/app.tsx";
import { AppRoutes } from "#web/app/routes.tsx";
import { driversCopies } from "#web/features/drivers-copy/store/copies.ts";
import { copyDatabase } from "#web/features/drivers-copy/store/copy-database.ts";
import { photoDatabase } from "#web/features/photos/store/photo-database.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { alerts } from "#web/stores/alerts.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { launchStateLoad } from "#web/stores/launch-state.ts";
import { noService } from "#web/stores/network.ts";
import { sessionConfirmed } from "#web/stores/session.ts";
import { settleFakeApi } from "./in-memory-worker.ts";

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

afterEach(async () => {
  cleanup();
  // IndexedDB (fake-indexeddb) answers through timers: real ones, before the databases are cleared.
  vi.useRealTimers();
  await settleFakeApi();
  await outbox.clearAll();
  await photoDatabase.clear();
  await copyDatabase.clear();
  driversCopies.value = null;
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadPersistedSignals();
  alerts.clear();
  confirmations.clear();
  noService.value = false;
  launchStateLoad.value = "idle";
  sessionConfirmed.value = false;
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

/** Where the rendered app is, and its navigate function, for tests to read. */
const probe: { location?: Location; navigate?: NavigateFunction } = {};
function Probe() {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** A screen's first render loads its lazy chunk, transformed on first use: seconds on a busy machine. */
const FIRST_SCREEN = { timeout: 10_000 };

/** Renders the app at `path` and waits until its first screen (session check, lazy chunk) is shown. */
export async function renderApp(path = "/", { fakeTimers = false } = {}) {
  const user = userEvent.setup();
  const view = render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </App>,
  );
  // Every screen has a heading; none while a session check, a lazy chunk or a redirect is pending.
  const ready = () => {
    if (document.querySelector(".loading") || !document.querySelector("h1")) throw new Error("still loading");
  };
  if (fakeTimers) await settleWithFakeTimers(ready);
  else await waitFor(ready, FIRST_SCREEN);
  return {
    user,
    ...view,
    /** Where the app is now. */
    location: () => probe.location!,
    /** Navigates as a link would, then waits for the screen. */
    navigate: async (to: string) => {
      await act(async () => {
        await probe.navigate!(to);
      });
      await waitFor(ready, FIRST_SCREEN);
    },
  };
}

/** As a page reload would: state re-read from storage, then the app rendered again. */
export function reload(path: string) {
  cleanup();
  sessionConfirmed.value = false;
  reloadPersistedSignals();
  return renderApp(path);
}
