import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "../lib/storage.ts";
import { PERSISTENT_ALERT_PRIORITY } from "../stores/alert-queue.ts";
import { alerts } from "../stores/alerts.ts";
import { featureFlags, load } from "../stores/launch-state.ts";
import { installFakeApi, signInAs } from "../test/fake-api.ts";
import { renderApp } from "../test/render-app.tsx";
import { loadOrderData, syncOrderData } from "./app-start.ts";

const activeAlert = {
  alertMessage: "Yard closed Sunday",
  alertMessageDetails: "Use the north gate.",
  effectiveDate: "2026-11-01T00:00:00Z",
  keepAliveUntilDate: "2026-12-31T00:00:00Z",
  knxApp: 1,
};

describe("app start (spec §4)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("with order and mobile number known, loads the launch state and shows the persistent alert first", async () => {
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    api.state.persistentAlert = activeAlert;
    alerts.add({ id: "other", message: "Another notice" });
    await loadOrderData();
    expect(load.value?.orderNumber).toBe("K100200");
    expect(featureFlags.value?.featureFlags.trailerPhotosWorkflowEnabled).toBe(true);
    expect(alerts.alerts.value[0]).toMatchObject({
      priority: PERSISTENT_ALERT_PRIORITY,
      message: "Yard closed Sunday",
      timeout: -1,
    });
    await renderApp("/manageTrailer");
    const banner = screen.getByRole("region", { name: "Alerts" });
    expect(within(banner).getByText("Yard closed Sunday")).toBeTruthy();
    expect(within(banner).getByText("Use the north gate.")).toBeTruthy();
  });

  it("with the details missing, warns and skips the calls", async () => {
    const api = installFakeApi();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const stop = syncOrderData();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(api.calls).toEqual([]);
    stop();
  });

  it("loads again when the driver signs in", async () => {
    const api = installFakeApi();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const stop = syncOrderData();
    signInAs(api);
    reloadPersistedSignals();
    await vi.waitFor(() => expect(load.value).not.toBeNull());
    expect(api.calls.map((c) => c.path)).toContain("/api/launch-state");
    stop();
  });
});
