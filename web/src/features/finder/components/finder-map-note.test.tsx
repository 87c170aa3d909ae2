// With no street map set up, the finder says so with the positions, not once the map's code
// (maplibre, its heaviest download) has arrived: the map's chunk is held back here for good.
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { chooseLocale } from "#web/lib/i18n.ts";
import { demoOrderTrailer, FINDER_LINKS, finderView } from "#web/test/finder-fixtures.ts";
import { installFakeApi } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

vi.mock("#web/features/finder/components/finder-map.tsx", () => new Promise(() => {}));

const located = demoOrderTrailer("400101", "inboundEmpty");

describe("trailer finder with no street map set up", () => {
  it.each([
    {
      locale: "en-US" as const,
      note: "No street map is set up: this plain map shows the positions only. Everything is also below.",
      waiting: "Loading the map…",
    },
    {
      locale: "es" as const,
      note: "No hay un mapa de calles configurado: este mapa sencillo muestra solo las posiciones. Todo está también abajo.",
      waiting: "Cargando el mapa…",
    },
  ])("says so at once, in $locale, while the map's code is on its way", async ({ locale, note, waiting }) => {
    const api = installFakeApi();
    api.state.linkTrailers = [finderView(located)];
    await chooseLocale(locale);
    await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
    expect(await screen.findByText(note)).toBeVisible();
    expect(screen.getByText(waiting)).toBeVisible();
  });
});
