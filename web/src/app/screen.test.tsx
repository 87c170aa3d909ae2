// A route's screen marks the first screen shown only once the screen itself has
// rendered, not while its chunk is still on the way (what waits for it: the
// service worker's registration).
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { firstScreenShown } from "#web/first-screen/first-screen.ts";
import { Screen } from "./screen.tsx";

afterEach(() => {
  firstScreenShown.value = false;
});

describe("Screen", () => {
  it("marks the first screen shown when its lazy chunk has arrived and rendered", async () => {
    let arrive: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazy(
      () => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)),
    );
    i18n.loadAndActivate({ locale: "en-US", messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <Screen component={Page} />
        </MemoryRouter>
      </I18nProvider>,
    );
    await act(async () => {});
    expect(firstScreenShown.value).toBe(false);
    await act(async () => arrive({ default: () => <h1>Manage trailer</h1> }));
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    expect(firstScreenShown.value).toBe(true);
  });
});
