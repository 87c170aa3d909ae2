// Manage trailer when the order's state (the launch state) cannot be loaded
// (decision 065): said, with Try again; never "No trailer is attached" from a
// state the phone does not have; a trailer held by the last known state keeps its
// Detach, above the notice; once a missing signal is back, the state is asked for
// again unasked. The edge Worker is the real one, in memory; the carrier's API gets
// no answer through (the Worker's 504 timeout), and no dialog blocks the screen.
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER } from "#tests/mocks/logistics-data.ts";
import { loadOrderData } from "#web/app/app-start.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { clearLaunchState } from "#web/stores/launch-state.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

/** A signed-in driver whose order's state was loaded once (the set-up sign-in goes first). */
async function signedIn() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  await loadOrderData();
  return api;
}

/** A signed-in driver who holds the good trailer, as the order's state last loaded says. */
async function holdingTrailer() {
  const api = await signedIn();
  (api.state.held as Map<string, string>).set(
    trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company),
    DEMO.mobileNumber,
  );
  await loadOrderData();
  return api;
}

afterEach(() => vi.restoreAllMocks());

/** The browser's online and offline events, with what navigator.onLine says then. */
function signal(on: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(on);
  window.dispatchEvent(new Event(on ? "online" : "offline"));
}

describe("Manage trailer, when the order's state cannot be loaded", () => {
  it("with none kept on the phone: says so, claims no trailer either way, and Try again loads it", async () => {
    const api = await signedIn();
    // A phone that never got its order's state (the first start after sign-in), and gets no answer now.
    clearLaunchState();
    api.state.upstreamTimeout = true;
    await loadOrderData();
    const { user } = await renderApp("/manageTrailer");
    expect(
      screen.getByText(
        "Your order could not be loaded, so this phone does not know whether a trailer is attached to you.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("No trailer is attached to this order.")).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // Attaching stays possible: the check answers whatever the order's state is.
    expect(screen.getByRole("link", { name: "Attach a trailer" })).toBeVisible();

    api.state.upstreamTimeout = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No trailer is attached to this order.")).toBeVisible();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("with a held trailer kept from before: its Detach first, then that this is the last known state", async () => {
    const api = await holdingTrailer();
    api.state.upstreamTimeout = true;
    // The app opened again later: the order's state cannot be read this time.
    await loadOrderData();
    await reload("/manageTrailer");
    expect(
      screen.getByText(/Your order could not be checked just now\. This is what this phone last knew, from /),
    ).toBeVisible();
    expect(screen.getByText(/Attached now: trailer/)).toBeVisible();
    const detach = screen.getByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` });
    expect(detach).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // The trailer and its Detach come first, in view on a phone; the notice that qualifies them after.
    const notice = screen.getByText(/could not be checked just now/);
    expect(detach.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opened with no signal: once the signal is back, the order's state is asked for again without a tap", async () => {
    const api = await holdingTrailer();
    // The trailer was dropped elsewhere since; the phone opens the app where there is no signal.
    (api.state.held as Map<string, string>).clear();
    api.state.unreachable = true;
    act(() => signal(false));
    await loadOrderData();
    await reload("/manageTrailer");
    expect(await screen.findByText(/could not be checked just now/)).toBeVisible();
    expect(screen.getByText(/Attached now: trailer/)).toBeVisible();
    // No Try again that could get no answer: the app asks again itself.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();

    api.state.unreachable = false;
    act(() => signal(true));
    // What is true now, with no Try again tapped.
    expect(await screen.findByText("No trailer is attached to this order.")).toBeVisible();
    expect(screen.queryByText(/could not be checked just now/)).toBeNull();
  });
});
