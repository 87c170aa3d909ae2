// A route's screen marks the first screen shown only once the screen itself has
// rendered, not while its chunk is still on the way (what waits for it: the
// service worker's registration); one whose chunk did not come for want of signal
// opens by itself once the signal is back.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstScreenShown } from "#web/first-screen/first-screen.ts";
import { Screen } from "./screen.tsx";

afterEach(() => {
  firstScreenShown.value = false;
  vi.restoreAllMocks();
});

function renderScreen(Page: React.ComponentType) {
  i18n.loadAndActivate({ locale: "en-US", messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <Screen component={Page} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("Screen", () => {
  it("marks the first screen shown when its lazy chunk has arrived and rendered", async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
    );
    renderScreen(Page);
    await act(async () => {});
    expect(firstScreenShown.value).toBe(false);
    await act(async () => arrive({ default: () => <h1>Manage trailer</h1> }));
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    expect(firstScreenShown.value).toBe(true);
  });

  it("whose code could not come without signal, says so and reloads by itself once the signal is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const Page = lazy(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/manual-entry.js")),
    );
    const { unmount } = renderScreen(Page);
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
    expect(
      screen.getByText(
        "This screen could not be loaded without a connection. It opens by itself once there is signal.",
      ),
    ).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    dispatchEvent(new Event("online"));
    expect(reload).toHaveBeenCalledOnce();
    unmount();
  });

  it("that failed with signal does not reload by itself", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const Page = lazy(() => Promise.reject(new Error("The screen failed")));
    renderScreen(Page);
    expect(
      await screen.findByText("This screen could not be shown. Reload, or go back to the start."),
    ).toBeVisible();
    dispatchEvent(new Event("online"));
    expect(reload).not.toHaveBeenCalled();
  });
});
