// Report issue as an overlay over a workflow step (docs/product.md §2): opened from the
// step, filled in with what the flow knows, an accessible dialog, sent through
// the outbox, and the step still there beneath it when it closes.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { reportIssueDraft } from "#web/stores/drafts.ts";
import { startFlow } from "#web/stores/trailer-flow.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { DEMO, type FakeApi, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

const STEP = `Take possession of trailer ${GOOD_TRAILER.number}`;

/** Signed in, on the Take possession step of an attach of GOOD_TRAILER. */
async function onAWorkflowStep() {
  placePhoneAt(YARD);
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  const view = await renderApp("/manageTrailer");
  startFlow({
    association: "attach",
    trailer: {
      trailerId: trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company),
      trailerNumber: GOOD_TRAILER.number,
      company: GOOD_TRAILER.company,
    },
  });
  await view.navigate("/trailers/check");
  await screen.findByRole("heading", { name: STEP });
  return { api, ...view };
}

async function openOverlay(user: Awaited<ReturnType<typeof renderApp>>["user"]) {
  await user.click(screen.getByRole("button", { name: "Report an issue" }));
  return screen.findByRole("dialog", { name: "Report an issue" });
}

const feedbackCalls = (api: FakeApi) => api.calls.filter((c) => c.path === "/api/feedback");

describe("Report issue over a workflow step", () => {
  it("opens as a labelled dialog with the flow's trailer and company and the session's order and phone", async () => {
    const { user } = await onAWorkflowStep();
    const dialog = await openOverlay(user);
    const description = within(dialog).getByRole("textbox", { name: /what happened/i });
    expect(document.activeElement).toBe(description);
    expect(within(dialog).getByRole("textbox", { name: /trailer number/i })).toHaveProperty(
      "value",
      GOOD_TRAILER.number,
    );
    expect(within(dialog).getByRole("combobox", { name: /company/i })).toHaveProperty(
      "value",
      GOOD_TRAILER.company,
    );
    const phone = within(dialog).getByRole("textbox", { name: /phone number/i });
    const order = within(dialog).getByRole("textbox", { name: /order number/i });
    expect(phone).toHaveProperty("value", DEMO.formattedMobile);
    expect(phone).toHaveProperty("readOnly", true);
    expect(order).toHaveProperty("value", DEMO.orderNumber);
    expect(order).toHaveProperty("readOnly", true);
  });

  it("keeps focus inside while open, closes on Escape keeping what was typed, and gives focus back", async () => {
    const { user } = await onAWorkflowStep();
    const opener = screen.getByRole("button", { name: "Report an issue" });
    let dialog = await openOverlay(user);
    const description = within(dialog).getByRole("textbox", { name: /what happened/i });
    await user.type(description, "Landing gear will not crank");
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    // Round and round with Tab, never out to the step beneath.
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    cancel.focus();
    await user.tab();
    expect(document.activeElement).toBe(description);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole("heading", { name: STEP })).toBeVisible();

    dialog = await openOverlay(user);
    expect(within(dialog).getByRole("textbox", { name: /what happened/i })).toHaveProperty(
      "value",
      "Landing gear will not crank",
    );
  });

  it("sends the report, says so, and leaves the driver on the step", async () => {
    const { user, api } = await onAWorkflowStep();
    const dialog = await openOverlay(user);
    await user.type(within(dialog).getByRole("textbox", { name: /what happened/i }), "Nose light out");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Feedback submitted successfully")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("heading", { name: STEP })).toBeVisible();
    expect(feedbackCalls(api).map((c) => c.body)).toEqual([
      expect.objectContaining({
        description: "Nose light out",
        company: GOOD_TRAILER.company,
        trailerNumber: GOOD_TRAILER.number,
      }),
    ]);
    expect(reportIssueDraft.value).toBeNull();
  });

  it("a refusal keeps the overlay open with what was typed", async () => {
    const { user, api } = await onAWorkflowStep();
    api.state.feedbackAccepted = false;
    const dialog = await openOverlay(user);
    await user.type(within(dialog).getByRole("textbox", { name: /what happened/i }), "Nose light out");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Feedback could not be submitted")).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Report an issue" })).toBe(dialog);
    expect(within(dialog).getByRole("textbox", { name: /what happened/i })).toHaveProperty(
      "value",
      "Nose light out",
    );
  });

  it("comes back open, with what was typed, after a reload", async () => {
    const { user } = await onAWorkflowStep();
    const dialog = await openOverlay(user);
    await user.type(within(dialog).getByRole("textbox", { name: /what happened/i }), "Half a report");
    await reload("/trailers/takePossession");
    const again = await screen.findByRole("dialog", { name: "Report an issue" });
    expect(within(again).getByRole("textbox", { name: /what happened/i })).toHaveProperty(
      "value",
      "Half a report",
    );
  });

  it("never replaces what the driver typed with what the flow knows", async () => {
    reportIssueDraft.value = { description: "About another one", company: "swift", trailerNumber: "777" };
    const { user } = await onAWorkflowStep();
    const dialog = await openOverlay(user);
    expect(within(dialog).getByRole("textbox", { name: /trailer number/i })).toHaveProperty("value", "777");
    expect(within(dialog).getByRole("combobox", { name: /company/i })).toHaveProperty("value", "swift");
  });

  it("with no signal, the report waits in the outbox and is sent once when the signal returns", async () => {
    const { user, api } = await onAWorkflowStep();
    api.state.unreachable = true;
    const dialog = await openOverlay(user);
    await user.type(within(dialog).getByRole("textbox", { name: /what happened/i }), "Nose light out");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(
      await screen.findByText("Report saved on this phone. It will be sent when there is signal."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(outbox.entries.value.map((e) => [e.kind, e.state])).toEqual([["feedback", "waiting"]]);
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(outbox.entries.value.map((e) => e.state)).toEqual(["done"]));
    const keys = feedbackCalls(api).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([outbox.entries.value[0]?.id]));
  });
});
