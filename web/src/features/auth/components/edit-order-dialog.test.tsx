// Edit order number checks the order as sign-in does (decision 106): an unknown order (474), one of
// a type Hitch does not serve (475), one the driver is not on file for (494) are each said in the
// dialog, and the driver stays on the order they had; Save sends once per tap.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ORDER_OTHER_CARRIER, ORDER_OTHER_TYPE } from "#tests/mocks/logistics-data.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { editOrderDraft } from "#web/stores/edit-order-draft.ts";
import { userDetails } from "#web/stores/session.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

const WORDS = {
  "en-US": {
    menu: "Menu",
    edit: "Edit order number",
    order: "Order number",
    save: "Save",
    cancel: "Cancel",
    stillOn: `You are still on order ${DEMO.orderNumber}.`,
    invalidOrder: "We can't find this order number. Check it, or contact your broker.",
    invalidOrderType: "This order can't be used in Hitch. Check the order number, or contact your broker.",
    notOnFile: "This phone number is not on file for this order. Contact your broker to update it.",
  },
  es: {
    menu: "Menú",
    edit: "Cambiar número de orden",
    order: "Número de orden",
    save: "Guardar",
    cancel: "Cancelar",
    stillOn: `Sigue en la orden ${DEMO.orderNumber}.`,
    invalidOrder: "No encontramos este número de orden. Revíselo o comuníquese con su bróker.",
    invalidOrderType:
      "Esta orden no se puede usar en Hitch. Revise el número de orden o comuníquese con su bróker.",
    notOnFile:
      "Este número de teléfono no está registrado para esta orden. Comuníquese con su bróker para actualizarlo.",
  },
} as const;

/** Signed in on Manage trailer in `locale`, the Edit order number dialog open. */
async function editOrder(locale: keyof typeof WORDS) {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  const view = await renderApp("/manageTrailer");
  await act(() => activateLocale(locale));
  const w = WORDS[locale];
  await view.user.click(screen.getByRole("button", { name: w.menu }));
  await view.user.click(screen.getByRole("menuitem", { name: w.edit }));
  const dialog = await screen.findByRole("dialog", { name: w.edit });
  const field = within(dialog).getByRole("textbox", { name: new RegExp(w.order) });
  return { ...view, api, w, dialog, field };
}

/** The PUTs that tried to change the order. */
const orderChanges = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.method === "PUT" && c.path === "/api/session/order");

describe("Edit order number (decision 106)", () => {
  it.each([
    ["en-US", "NOSUCH9", "invalidOrder"],
    ["es", "NOSUCH9", "invalidOrder"],
    ["en-US", ORDER_OTHER_TYPE, "invalidOrderType"],
    ["es", ORDER_OTHER_TYPE, "invalidOrderType"],
    ["en-US", ORDER_OTHER_CARRIER, "notOnFile"],
  ] as const)(
    "in %s, refuses %s as sign-in does, in the dialog, and keeps the order",
    async (locale, order, why) => {
      const { user, api, w, dialog, field } = await editOrder(locale);
      await user.clear(field);
      await user.type(field, order);
      await user.click(within(dialog).getByRole("button", { name: w.save }));
      // The words for the refusal, then the reference for the broker (decision 070).
      expect(await within(dialog).findByText((text) => text.startsWith(w[why]))).toBeVisible();
      expect(within(dialog).getByText(w.stillOn)).toBeVisible();
      expect(field.getAttribute("aria-invalid")).toBe("true");
      // Still open, the order as it was, here and at the edge.
      expect(screen.getByRole("dialog", { name: w.edit })).toBeVisible();
      expect(userDetails.value?.orderNumber).toBe(DEMO.orderNumber);
      expect(api.state.session?.orderNumber).toBe(DEMO.orderNumber);
      expect(orderChanges(api)).toHaveLength(1);
    },
  );

  it("Save tapped twice with the answer held changes the order once; the field closed until the dialog goes", async () => {
    const { user, api, dialog, field } = await editOrder("en-US");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    const real = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/api/session/order")) {
        sent += 1;
        await held;
      }
      return real(input, init);
    });
    await user.clear(field);
    await user.type(field, DEMO.bothCompaniesOrder);
    const save = within(dialog).getByRole("button", { name: "Save" });
    await user.dblClick(save);
    await waitFor(() => expect(sent).toBe(1));
    expect(save.getAttribute("aria-busy")).toBe("true");
    expect(field).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    // The page's waiting line is behind the modal dialog: the dialog says what it waits for itself.
    expect(
      await within(dialog).findByText(/^Changing the order… \d+ s$/, {}, { timeout: 3000 }),
    ).toBeVisible();
    release();
    // The order has two companies: the dialog asks which, and one tap on it moves the session.
    const swift = await within(dialog).findByRole("button", { name: "Swift" });
    await user.dblClick(swift);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(userDetails.value).toMatchObject({ orderNumber: DEMO.bothCompaniesOrder, company: "swift" });
    expect(sent).toBe(2);
    expect(orderChanges(api)).toHaveLength(2);
    // Saved: nothing typed is left to show next time.
    expect(editOrderDraft.value).toBeNull();
  });

  it.each(["en-US", "es"] as const)(
    "in %s, keeps the number typed through a reload until Save or Cancel",
    async (locale) => {
      const { user, w, field } = await editOrder(locale);
      await user.clear(field);
      await user.type(field, "HT7");
      // The phone closed the app mid-word: the dialog opened again shows what was typed.
      const again = await reload("/manageTrailer");
      await act(() => activateLocale(locale));
      await again.user.click(screen.getByRole("button", { name: w.menu }));
      await again.user.click(screen.getByRole("menuitem", { name: w.edit }));
      const dialog = await screen.findByRole("dialog", { name: w.edit });
      expect(within(dialog).getByRole("textbox", { name: new RegExp(w.order) })).toHaveValue("HT7");
      // Cancel lets it go: opened once more, the dialog shows the order the driver is on.
      await again.user.click(within(dialog).getByRole("button", { name: w.cancel }));
      expect(editOrderDraft.value).toBeNull();
      await again.user.click(screen.getByRole("button", { name: w.menu }));
      await again.user.click(screen.getByRole("menuitem", { name: w.edit }));
      const reopened = await screen.findByRole("dialog", { name: w.edit });
      expect(within(reopened).getByRole("textbox", { name: new RegExp(w.order) })).toHaveValue(
        DEMO.orderNumber,
      );
    },
  );
});
