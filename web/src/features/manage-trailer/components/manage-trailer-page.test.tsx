import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { syncOrderData } from "#web/app/app-start.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { alerts } from "#web/stores/alerts.ts";
import { load } from "#web/stores/launch-state.ts";
import { loggedOut, signOutPending, userDetails } from "#web/stores/session.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

async function signedInAt(path: string) {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  const rendered = await renderApp(path);
  return { api, ...rendered };
}

describe("Manage trailer", () => {
  it("shows the order number and the formatted phone number", async () => {
    await signedInAt("/manageTrailer");
    expect(screen.getByRole("heading", { name: "Manage trailer" })).toBeVisible();
    expect(screen.getByText(DEMO.orderNumber)).toBeVisible();
    expect(screen.getByText(DEMO.formattedMobile)).toBeVisible();
  });

  it("offers edit order number, the two languages and log out in the menu", async () => {
    const { user } = await signedInAt("/manageTrailer");
    const menuButton = screen.getByRole("button", { name: "Menu" });
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    await user.click(menuButton);
    const menu = screen.getByRole("menu", { name: "Menu" });
    expect(within(menu).getByRole("menuitem", { name: "Edit order number" })).toBeVisible();
    expect(within(menu).getByRole("menuitemradio", { name: "English" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    expect(within(menu).getByRole("menuitemradio", { name: "Español" }).getAttribute("aria-checked")).toBe(
      "false",
    );
    expect(within(menu).getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(menuButton);
  });

  it("switches to Spanish: the text changes, <html lang> follows and the choice is kept", async () => {
    const { user } = await signedInAt("/manageTrailer");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitemradio", { name: "Español" }));
    expect(await screen.findByRole("heading", { name: "Administrar remolque" })).toBeVisible();
    expect(document.documentElement.lang).toBe("es");
    expect(localStorage.getItem("hitch:locale")).toBe('"es"');
    await user.click(screen.getByRole("button", { name: "Menú" }));
    await user.click(screen.getByRole("menuitemradio", { name: "English" }));
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    expect(document.documentElement.lang).toBe("en-US");
  });

  it("edits the order number, asking for the company when the order has two", async () => {
    const { user, api } = await signedInAt("/manageTrailer");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Edit order number" }));
    // Its code loads when it is opened (decision 091).
    const dialog = await screen.findByRole("dialog", { name: "Edit order number" });
    const field = within(dialog).getByRole("textbox", { name: /order number/i });
    await user.clear(field);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Required")).toBeVisible();
    await user.type(field, DEMO.bothCompaniesOrder);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await user.click(await within(dialog).findByRole("button", { name: "Swift" }));
    await screen.findByText(DEMO.bothCompaniesOrder);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(userDetails.value?.company).toBe("swift");
    expect(api.state.session?.orderNumber).toBe(DEMO.bothCompaniesOrder);
    expect(alerts.alerts.value.map((a) => a.theme)).toContain("success");
  });

  it("saving the same order number keeps (or reloads) the order's launch state", async () => {
    const { user } = await signedInAt("/manageTrailer");
    const stop = syncOrderData();
    await vi.waitFor(() => expect(load.value?.orderNumber).toBe(DEMO.orderNumber));
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Edit order number" }));
    // Its code loads when it is opened (decision 091).
    const dialog = await screen.findByRole("dialog", { name: "Edit order number" });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await vi.waitFor(() => expect(load.value?.orderNumber).toBe(DEMO.orderNumber));
    expect(screen.getByText("KPO")).toBeVisible();
    stop();
  });

  it("logs out: the Worker session ends, the phone forgets the driver, and Login follows", async () => {
    const { user, api, location } = await signedInAt("/manageTrailer");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(location().pathname).toBe("/login");
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === "/api/session")).toBe(true);
    expect(api.state.session).toBeNull();
    expect(userDetails.value).toBeNull();
    // Login cleared the flag on arrival, as the routing rule says.
    expect(loggedOut.value).toBe(false);
  });

  it("logs out with no signal: the phone forgets the driver now, the Worker is told once back online", async () => {
    const { user, api } = await signedInAt("/manageTrailer");
    api.state.unreachable = true;
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("menuitem", { name: "Log out" }));
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(userDetails.value).toBeNull();
    expect(api.state.session).not.toBeNull();
    expect(signOutPending.value).toBe(true);

    api.state.unreachable = false;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(signOutPending.value).toBe(false));
    expect(api.state.session).toBeNull();
  });
});
