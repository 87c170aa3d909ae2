import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LaunchStateSchema } from "#shared/api/launch-state.ts";
import { STANDING_NOTICE_ID } from "#web/features/alerts/standing-notice.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { PERSISTENT_ALERT_PRIORITY } from "#web/stores/alert-queue.ts";
import { alerts } from "#web/stores/alerts.ts";
import { clearUserState } from "#web/stores/clear-user-state.ts";
import { featureFlags, launchStateLoad, load } from "#web/stores/launch-state.ts";
import { pendingSignIn, userDetails } from "#web/stores/session.ts";
import { DEMO, demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { loadOrderData, syncOrderData } from "./app-start.ts";

const activeAlert = {
  alertMessage: "Yard closed Sunday",
  alertMessageDetails: "Use the north gate.",
  effectiveDate: "2026-11-01T00:00:00Z",
  keepAliveUntilDate: "2099-12-31T00:00:00Z",
  knxApp: 1,
};

describe("app start (docs/product.md §4)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("with order and mobile number known, loads the launch state and shows the persistent alert first", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.persistentAlert = activeAlert;
    alerts.add({ id: "other", message: "Another notice" });
    await loadOrderData();
    expect(load.value?.orderNumber).toBe(DEMO.orderNumber);
    expect(featureFlags.value?.featureFlags.trailerPhotosWorkflowEnabled).toBe(true);
    expect(alerts.alerts.value[0]).toMatchObject({
      priority: PERSISTENT_ALERT_PRIORITY,
      message: "Yard closed Sunday",
      timeout: -1,
    });
    const { user } = await renderApp("/manageTrailer");
    // The carrier's notice, first, apart from the alerts that stay in view while the driver scrolls;
    // folded to its words (decision 107), its details a tap away.
    const notices = screen.getByRole("region", { name: "Notices" });
    expect(within(notices).getByText("Yard closed Sunday")).toBeVisible();
    expect(within(notices).getByText("Use the north gate.")).not.toBeVisible();
    await user.click(within(notices).getByText("Yard closed Sunday"));
    expect(within(notices).getByText("Use the north gate.")).toBeVisible();
    expect(within(notices).queryByText("Another notice")).toBeNull();
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(within(live).getByText("Another notice")).toBeVisible();
    expect(notices.compareDocumentPosition(live) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(live.classList.contains("alert-live")).toBe(true);
    expect(notices.classList.contains("alert-live")).toBe(false);
  });

  it("a start with no signal leaves the carrier's notice to the next load, even one after a write", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.persistentAlert = activeAlert;
    const answer = api.fetch.getMockImplementation()!;
    // Opened with no signal: no call is answered.
    api.fetch.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    await loadOrderData();
    expect(alerts.alerts.value).toEqual([]);
    expect(featureFlags.value).toBeNull();

    // The signal back, the outbox's write sent: the order's state reloaded, and what never came.
    api.fetch.mockImplementation(answer);
    await loadOrderData("orderState");
    expect(alerts.alerts.value[0]).toMatchObject({ id: STANDING_NOTICE_ID, message: "Yard closed Sunday" });
    expect(featureFlags.value?.featureFlags.trailerPhotosWorkflowEnabled).toBe(true);

    // Once they came, a write's reload asks for the order's state alone.
    const before = api.calls.length;
    await loadOrderData("orderState");
    expect(api.calls.slice(before).map((c) => c.path)).toEqual(["/api/launch-state"]);
  });

  it("a start with no signal shows the notice the carrier gave last, until its end date; the carrier's none withdraws it", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.persistentAlert = activeAlert;
    const answer = api.fetch.getMockImplementation()!;
    await loadOrderData();
    const offline = () => {
      // The app opened again (nothing in memory) with no signal: no call is answered.
      alerts.clear();
      reloadPersistedSignals();
      api.fetch.mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    };
    offline();
    await loadOrderData();
    expect(alerts.alerts.value[0]).toMatchObject({ id: STANDING_NOTICE_ID, message: "Yard closed Sunday" });

    // The carrier has withdrawn it (the edge asks again after a minute): gone at its answer, not kept.
    const now = Date.now;
    const at = (time: number) => vi.spyOn(Date, "now").mockImplementation(() => time);
    api.fetch.mockImplementation(answer);
    api.state.persistentAlert = null;
    at(now() + 61_000);
    await loadOrderData();
    expect(alerts.alerts.value).toEqual([]);
    offline();
    await loadOrderData();
    expect(alerts.alerts.value).toEqual([]);

    // Past its end date, a kept notice is not shown.
    api.fetch.mockImplementation(answer);
    api.state.persistentAlert = activeAlert;
    at(now() + 122_000);
    await loadOrderData();
    expect(alerts.alerts.value[0]).toMatchObject({ message: "Yard closed Sunday" });
    offline();
    at(Date.parse(activeAlert.keepAliveUntilDate) + 1);
    await loadOrderData();
    expect(alerts.alerts.value).toEqual([]);
  });

  it("takes what the edge served with a signed-in shell (decision 086), and asks for what it did not", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.persistentAlert = activeAlert;
    const flags = { featureFlags: { trailerPhotosWorkflowEnabled: false } };
    // The edge had the flags in time but not the notice, and the carrier did not answer for the state.
    await loadOrderData("all", { featureFlags: flags, launchState: Promise.resolve(undefined) });
    expect(api.calls.map((c) => c.path).sort()).toEqual(["/api/alerts/persistent", "/api/launch-state"]);
    expect(featureFlags.value).toEqual(flags);
    expect(load.value?.orderNumber).toBe(DEMO.orderNumber);
    expect(alerts.alerts.value[0]).toMatchObject({ message: "Yard closed Sunday" });

    // Everything served (no notice standing: null): nothing asked, the served state applied.
    clearUserState();
    alerts.clear();
    signInAs(api);
    reloadPersistedSignals();
    api.calls.length = 0;
    const state = LaunchStateSchema.parse(await (await fetch("/api/launch-state")).json());
    api.calls.length = 0;
    await loadOrderData("all", { alert: null, featureFlags: flags, launchState: Promise.resolve(state) });
    expect(api.calls).toEqual([]);
    expect(launchStateLoad.value).toBe("loaded");
    expect(load.value?.orderNumber).toBe(DEMO.orderNumber);
    expect(alerts.alerts.value).toEqual([]);
  });

  it("signed out, asks for nothing and says nothing", async () => {
    const api = installFakeApi();
    const warn = vi.spyOn(console, "warn");
    const stop = syncOrderData();
    await loadOrderData();
    stop();
    expect(api.calls).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("loads again when the driver signs in", async () => {
    const api = installFakeApi();
    const stop = syncOrderData();
    signInAs(api);
    reloadPersistedSignals();
    await vi.waitFor(() => expect(load.value).not.toBeNull());
    expect(api.calls.map((c) => c.path)).toContain("/api/launch-state");
    stop();
  });

  it("right after a sign-in, starts with the order's state the sign-in answered, without asking again", async () => {
    const api = installFakeApi();
    api.state.resendAt.set(DEMO.mobileNumber, Date.now() + 30_000);
    pendingSignIn.value = {
      orderNumber: DEMO.orderNumber,
      mobileNumber: DEMO.mobileNumber,
      company: "knight",
      resendAvailableAt: Date.now() + 30_000,
    };
    const stop = syncOrderData();
    const { user } = await renderApp("/login/verify");
    await user.type(screen.getByRole("textbox", { name: /verification code/i }), DEMO.code);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    await vi.waitFor(() => expect(featureFlags.value).not.toBeNull());
    expect(load.value?.orderNumber).toBe(DEMO.orderNumber);
    expect(launchStateLoad.value).toBe("loaded");
    const paths = api.calls.map((c) => c.path);
    expect(paths).toContain("/api/alerts/persistent");
    // The edge read it to check that the driver is on file for the load (decision 083).
    expect(paths).not.toContain("/api/launch-state");
    stop();
  });

  it("drops answers that arrive after the driver logged out or changed order", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.persistentAlert = activeAlert;
    // The first start's answers are held back, as on one bar of signal.
    const held: (() => void)[] = [];
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(
      (input, init) => new Promise((resolve) => held.push(() => resolve(answer(input, init)))),
    );
    const slow = loadOrderData();
    await vi.waitFor(() => expect(held).toHaveLength(3));

    // Logged out while they were on the way: nothing about the driver may come back.
    clearUserState();
    for (const release of held.splice(0)) release();
    await slow;
    expect(load.value).toBeNull();
    expect(featureFlags.value).toBeNull();
    expect(localStorage.getItem("hitch:load")).toBeNull();
    expect(alerts.alerts.value).toEqual([]);

    // Order A's launch state arriving after order B's must not replace it.
    const orderB = demoUser({ orderNumber: DEMO.bothCompaniesOrder, loadId: "load-b300400-k" });
    userDetails.value = demoUser();
    const loadA = loadOrderData();
    await vi.waitFor(() => expect(held).toHaveLength(3));
    signInAs(api, orderB);
    userDetails.value = orderB;
    api.fetch.mockImplementation(answer);
    await loadOrderData();
    expect(load.value?.orderNumber).toBe(DEMO.bothCompaniesOrder);
    for (const release of held.splice(0)) release();
    await loadA;
    expect(load.value?.orderNumber).toBe(DEMO.bothCompaniesOrder);
  });
});
