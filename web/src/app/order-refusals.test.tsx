// The trailer check when the system of record refuses the order itself (docs/product.md §5,
// §8; decision 065): 474 (the order completed or closed since sign-in), 475 (not
// an order this app serves) and 494 (the driver not on file for it) are nothing a
// new try fixes. The driver reads what is wrong with the order and edits it; the
// check runs again for the order given. The edge Worker is the real one, in memory.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, ORDER_TWO_COMPANIES, YARD } from "#tests/mocks/logistics-data.ts";
import type { OrderRefusal } from "#tests/mocks/scenario-settings.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { userDetails } from "#web/stores/session.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

/** A signed-in driver at the yard whose check of the good trailer the system of record answers with `refusal`. */
async function checkRefused(refusal: OrderRefusal) {
  placePhoneAt(YARD);
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  api.state.checkRefusal = refusal;
  startFlow({
    association: "attach",
    trailer: {
      trailerId: trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company),
      trailerNumber: GOOD_TRAILER.number,
      company: GOOD_TRAILER.company,
    },
  });
  return { api, ...(await renderApp("/trailers/check")) };
}

describe("the trailer check, when the order itself is refused", () => {
  it.each([
    [
      474,
      "Order completed",
      `Order ${DEMO.orderNumber} is closed in the carrier's system, so no trailer can be attached to it or dropped from it. Enter your current order number, or contact your broker.`,
    ],
    [
      475,
      "This order can't be used in Hitch",
      `Order ${DEMO.orderNumber} is not a power-only order. Check the order number, or contact your broker.`,
    ],
    [
      494,
      "Not on file for this order",
      `Your phone number is not on file as a driver of order ${DEMO.orderNumber}. Check the order number, or contact your broker to add you.`,
    ],
  ] as const)(
    "%i: says what is wrong with the order and offers Edit order number, not Try again",
    async (code, heading, text) => {
      await checkRefused(code);
      const notice = await screen.findByRole("alert");
      expect(within(notice).getByRole("heading", { name: heading })).toBeVisible();
      expect(within(notice).getByText(text)).toBeVisible();
      expect(within(notice).getByRole("button", { name: "Edit order number" })).toBeVisible();
      expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
      expect(screen.queryByText(/could not be checked/)).toBeNull();
      expect(screen.getByRole("link", { name: "Back to Manage trailer" })).toBeVisible();
    },
  );

  it("Edit order number: once the driver gives their current order, the trailer is checked for it", async () => {
    const { api, user } = await checkRefused(474);
    const notice = await screen.findByRole("alert");
    await user.click(within(notice).getByRole("button", { name: "Edit order number" }));
    const dialog = screen.getByRole("dialog", { name: "Edit order number" });
    const field = within(dialog).getByRole("textbox", { name: /order number/i });
    await user.clear(field);
    await user.type(field, ORDER_TWO_COMPANIES);
    // The driver's current order is open in the system of record.
    api.state.checkRefusal = null;
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await user.click(await within(dialog).findByRole("button", { name: "Knight" }));
    expect(
      await screen.findByRole("heading", { name: `Take possession of trailer ${GOOD_TRAILER.number}` }),
    ).toBeVisible();
    expect(userDetails.value?.orderNumber).toBe(ORDER_TWO_COMPANIES);
    const checks = api.calls.filter((c) => c.path === "/api/trailers/check");
    expect(checks).toHaveLength(2);
  });
});
