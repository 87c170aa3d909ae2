import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { POSITION_DEADLINE_MS } from "#web/lib/geolocation.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { demoOrderTrailer, FINDER_LINKS, finderView } from "#web/test/finder-fixtures.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const located = demoOrderTrailer("400101", "inboundEmpty");
const noPosition = demoOrderTrailer("400102", "loadedTrailer", null);

function asGuest(linkTrailers = [finderView(located)]) {
  const api = installFakeApi();
  api.state.linkTrailers = linkTrailers;
  return api;
}

function asDriver() {
  const api = installFakeApi();
  signInAs(api);
  api.state.orderTrailers = [located, noPosition];
  reloadPersistedSignals();
  return api;
}

const finderCalls = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path.startsWith("/api/finder"));

describe("trailer finder: from a shared link", () => {
  it("tells where the trailer is, how sure, how long ago and how to get there, in text", async () => {
    asGuest();
    await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
    expect(screen.getByRole("heading", { level: 1, name: "Where is trailer 400101?" })).toBeVisible();
    const card = screen.getByRole("listitem", { name: "Inbound empty: trailer 400101 (Knight)" });
    expect(within(card).getByText("33.42580, -112.02030")).toBeVisible();
    expect(within(card).getByText("Within about 50 ft of that point")).toBeVisible();
    expect(within(card).getByText("30 minutes ago")).toBeVisible();
    const [first, second] = within(card).getAllByRole("link");
    expect(first?.textContent).toBe("Directions in Google Maps");
    expect(first?.getAttribute("href")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=33.425800,-112.020300",
    );
    expect(second?.getAttribute("href")).toBe("https://maps.apple.com/?daddr=33.425800,-112.020300");
    // happy-dom has no WebGL: the map says so, and the text above is all there is.
    expect(await screen.findByText(/This phone cannot draw the map/, {}, { timeout: 10_000 })).toBeVisible();
    // No street map is set up in these tests: the page said so until the map found it cannot draw
    // (it is told once the map has drawn that note: a render later).
    await waitFor(() => expect(screen.queryByText(/No street map is set up/)).toBeNull());
  });

  it("shows the phone's position and the distance only once the driver asks", async () => {
    asGuest();
    const watch = vi.fn((success: PositionCallback) => {
      success({ coords: { latitude: 33.4262, longitude: -112.0215, accuracy: 8 } } as GeolocationPosition);
      return 1;
    });
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: { watchPosition: watch, clearWatch: vi.fn() },
    });
    // Never asked on this site before.
    Object.defineProperty(navigator, "permissions", {
      configurable: true,
      value: { query: async () => ({ state: "prompt" }) },
    });
    try {
      const { user } = await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
      expect(screen.queryByText("Distance from you")).toBeNull();
      expect(watch).not.toHaveBeenCalled();
      await user.click(screen.getByRole("button", { name: "Show my position and distance" }));
      expect(screen.getByText("Distance from you")).toBeVisible();
      expect(screen.getByText("400 ft")).toBeVisible();
    } finally {
      cleanup();
      Reflect.deleteProperty(navigator, "geolocation");
      Reflect.deleteProperty(navigator, "permissions");
    }
  });

  it("a position request nobody answers reads as unavailable at the deadline, and a later fix still shows", async () => {
    asGuest();
    let answer: PositionCallback | undefined;
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        watchPosition: (success: PositionCallback) => {
          answer = success;
          return 1;
        },
        clearWatch: vi.fn(),
      },
    });
    Object.defineProperty(navigator, "permissions", {
      configurable: true,
      value: { query: async () => ({ state: "prompt" }) },
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    try {
      const { user } = await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
      await user.click(await screen.findByRole("button", { name: "Show my position and distance" }));
      expect(screen.getByText("Finding your position…")).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(POSITION_DEADLINE_MS));
      expect(screen.getByText(/Your position is not available/)).toBeVisible();
      act(() =>
        answer?.({ coords: { latitude: 33.4262, longitude: -112.0215, accuracy: 8 } } as GeolocationPosition),
      );
      expect(screen.getByText("Distance from you")).toBeVisible();
    } finally {
      cleanup();
      Reflect.deleteProperty(navigator, "geolocation");
      Reflect.deleteProperty(navigator, "permissions");
    }
  });

  it("sends the link in a header, never in the address it calls", async () => {
    const api = asGuest();
    await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
    const [call] = finderCalls(api);
    expect(call).toMatchObject({ method: "GET", path: "/api/finder/link" });
    const [input] = api.fetch.mock.calls.find(([u]) => String(u).includes("/api/finder/link"))!;
    expect(String(input)).not.toContain(FINDER_LINKS.valid);
  });

  it("says a trailer has no position, or is unknown, and draws no map for it", async () => {
    asGuest([
      finderView(noPosition),
      {
        ...finderView(located),
        trailerNumber: "400999",
        found: false,
        position: null,
        reportedAt: null,
        ageSeconds: null,
      },
    ]);
    await renderApp(`/trailers/tacMap#link=${FINDER_LINKS.valid}`);
    expect(screen.getByRole("heading", { level: 1, name: "Where are the load's trailers?" })).toBeVisible();
    expect(screen.getByText(/No position has been reported for this trailer yet/)).toBeVisible();
    expect(screen.getByText(/This trailer is not in the carrier's records/)).toBeVisible();
    expect(document.querySelector(".finder-map")).toBeNull();
  });

  it.each([
    [FINDER_LINKS.expired, "This link has expired. Ask whoever sent it for a new one."],
    ["tampered", /This link is not valid/],
  ])("refuses link %s with a clear message and no map", async (token, message) => {
    asGuest();
    await renderApp(`/trailers/map#link=${token}`);
    expect(screen.getByText(message)).toBeVisible();
    expect(document.querySelector(".finder-map")).toBeNull();
    expect(screen.queryByText("33.42580, -112.02030")).toBeNull();
  });

  it("refreshes the positions in place", async () => {
    const api = asGuest();
    const { user } = await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
    const moved = finderView(demoOrderTrailer("400101", "inboundEmpty", { lat: 33.4291, lng: -112.0172 }));
    api.state.linkTrailers = [moved];
    await user.click(screen.getByRole("button", { name: "Refresh positions" }));
    expect(await screen.findByText("33.42910, -112.01720")).toBeVisible();
    expect(screen.queryByText("33.42580, -112.02030")).toBeNull();
    expect(screen.queryByRole("status", { name: "Loading…" })).toBeNull();
  });

  it("says so when there is no signal, and tries again", async () => {
    const api = asGuest();
    api.state.unreachable = true;
    const { user } = await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
    expect(screen.getByText(/No signal: the trailer's position could not be loaded/)).toBeVisible();
    api.state.unreachable = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("33.42580, -112.02030")).toBeVisible();
  });
});

describe("trailer finder: without a link", () => {
  it("refuses a bare trailer number from someone not signed in, asking nothing of the Worker", async () => {
    const api = installFakeApi();
    await renderApp("/trailers/map?trailer=400101-knight");
    expect(
      screen.getByText(/shown only to the driver of its order, or from a link shared with you/),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(finderCalls(api)).toEqual([]);
  });

  it("shows a signed-in driver the trailers of their own load, each with its slot", async () => {
    asDriver();
    await renderApp("/trailers/tacMap");
    expect(screen.getByRole("listitem", { name: "Inbound empty: trailer 400101 (Knight)" })).toBeVisible();
    expect(screen.getByRole("listitem", { name: "Loaded: trailer 400102 (Knight)" })).toBeVisible();
  });

  it("shows one of the driver's trailers, refuses another load's, and asks which when none is named", async () => {
    asDriver();
    const { navigate } = await renderApp("/trailers/map?trailer=400101-knight");
    expect(screen.getByRole("heading", { level: 1, name: "Where is trailer 400101?" })).toBeVisible();
    await navigate("/trailers/map?trailer=400205-knight");
    expect(
      screen.getByText("This trailer is not on your order, so its position cannot be shown."),
    ).toBeVisible();
    await navigate("/trailers/map");
    expect(screen.getByText(/No trailer was named/)).toBeVisible();
    expect(screen.getByRole("link", { name: "See your order's trailers" }).getAttribute("href")).toBe(
      "/trailers/tacMap",
    );
  });

  it("speaks Spanish", async () => {
    asGuest();
    localStorage.setItem("hitch:locale", '"es"');
    reloadPersistedSignals();
    await renderApp(`/trailers/map#link=${FINDER_LINKS.valid}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "¿Dónde está el remolque 400101?" }),
    ).toBeVisible();
    expect(screen.getByText("A no más de unos 50 ft de ese punto")).toBeVisible();
    expect(screen.getByText("hace 30 minutos")).toBeVisible();
    expect(screen.getByRole("link", { name: "Cómo llegar en Google Maps" })).toBeVisible();
  });
});
