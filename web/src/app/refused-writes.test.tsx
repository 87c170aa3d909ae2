// A write the carrier refuses, as the driver meets it (docs/product.md §4, §5, §8; decision
// 064): never reported as sent. The driver reads what the reason code means and
// what to do next, on the step and in Your recent work, with Send again only where
// a new try can help; a partial success (the association recorded, its trailer
// mapping not) is told as one; a write refused after its screen stopped waiting
// raises an alert; the driver's copy never says a refused write was recorded. The
// logistics API mock refuses the write (409 with the §8 reason code); the edge
// Worker in front of it is the real one, run in memory.
import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { GOOD_TRAILER, YARD } from "#tests/mocks/logistics-data.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { placePhoneAt } from "#web/test/fake-geolocation.ts";
import { DEMO, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { findRecentWork } from "#web/test/recent-work.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";
import { loadOrderData } from "./app-start.ts";

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const GOOD_ID = trailerId(GOOD_TRAILER.number, GOOD_TRAILER.company);
const ATTACH_LABEL = `Attach trailer ${GOOD_TRAILER.number}`;
const NOT_ATTACHABLE =
  "The carrier did not accept it: this trailer cannot be attached to you (reason 440). Scan another trailer, or contact your broker.";
const PARTLY_RECORDED =
  "The carrier recorded it, but the trailer's records were not fully updated (reason 442). Contact your broker so they can correct them.";

type Api = ReturnType<typeof installFakeApi>;
type User = Awaited<ReturnType<typeof renderApp>>["user"];

/** A signed-in driver at the yard on Manual entry, with the trailer photos flag off. */
async function atManualEntry() {
  placePhoneAt(YARD);
  const api = installFakeApi();
  api.state.trailerPhotosWorkflowEnabled = false;
  signInAs(api);
  reloadPersistedSignals();
  await loadOrderData();
  return { api, ...(await renderApp("/trailers/manualEntry/attach")) };
}

/** The good trailer typed, taken loaded, assessed all good: on Confirm trailer. */
async function toConfirmation(user: User) {
  await user.type(screen.getByRole("textbox", { name: /Trailer number/ }), GOOD_TRAILER.number);
  await user.click(screen.getByRole("button", { name: "Complete Assessment" }));
  await user.click(await screen.findByRole("radio", { name: "Loaded trailer" }));
  await user.click(screen.getByRole("checkbox", { name: "No seal on this trailer" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: `Assess trailer ${GOOD_TRAILER.number}` });
  await user.click(screen.getByRole("button", { name: "Mark all as good" }));
  await user.click(screen.getByRole("button", { name: "Submit assessment" }));
  await screen.findByRole("heading", { name: `Confirm trailer ${GOOD_TRAILER.number}` });
}

/** The entry of Your recent work labelled `label` (the list loads once Manage trailer is up). */
async function recentEntry(label: string): Promise<HTMLElement> {
  const recent = await findRecentWork();
  return (await within(recent).findByText(label)).closest("li") as HTMLElement;
}

const attaches = (api: Api) => api.calls.filter((c) => c.path === "/api/associations/attach");

describe("an attach the carrier refuses", () => {
  it("440: the reason and what to do, no Attach to tap again; listed as not accepted, without Send again", async () => {
    const { api, user } = await atManualEntry();
    api.state.refusedWrites.set("attach", 440);
    await toConfirmation(user);
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));

    // The reason, then the reference the driver gives the broker (decision 070).
    expect((await screen.findByRole("alert")).textContent).toMatch(
      new RegExp(`^${literally(NOT_ATTACHABLE)} Reference for your broker: [0-9a-f]{16}$`),
    );
    // A new try cannot change a 440: the step offers none.
    expect(screen.queryByRole("button", { name: "Attach trailer" })).toBeNull();
    expect(screen.queryByText("Attached to trailer")).toBeNull();
    expect(api.state.held.has(GOOD_ID)).toBe(false);

    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    const entry = await recentEntry(ATTACH_LABEL);
    expect(within(entry).getByText(`Not accepted: ${NOT_ATTACHABLE}`)).toBeVisible();
    expect(within(entry).queryByText("Sent")).toBeNull();
    expect(within(entry).queryByRole("button", { name: "Send again" })).toBeNull();
    expect(within(entry).getByRole("button", { name: "Remove" })).toBeVisible();
    // The sync line never says "Up to date" over a refusal: the assessment went, the attach did not.
    expect(screen.getByText("1 sent · 1 needs your attention")).toBeVisible();
    expect(screen.queryByText(/Up to date/)).toBeNull();
    expect(screen.getByText("No trailer is attached to this order.")).toBeVisible();
    expect(attaches(api)).toHaveLength(1);
  });

  it("440: the driver's copy says the attach was not accepted, never that it was recorded", async () => {
    const { api, user } = await atManualEntry();
    api.state.refusedWrites.set("attach", 440);
    await toConfirmation(user);
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    await user.click(
      await screen.findByRole("link", {
        name: new RegExp(`Condition report: attach of trailer ${GOOD_TRAILER.number}, not accepted`),
      }),
    );
    await screen.findByRole("heading", { level: 1, name: /Trailer condition report/ });
    expect(screen.getByText("Attempted")).toBeVisible();
    expect(screen.getByText("Attach, not accepted by the carrier")).toBeVisible();
    expect(screen.getByText("Not accepted by the carrier (reason 440)")).toBeVisible();
    expect(screen.queryByText("Recorded")).toBeNull();
    expect(screen.queryByText("Attached")).toBeNull();
    expect(screen.queryByText("Sent")).toBeNull();
  });

  it.each([
    [
      474,
      "Order completed: it is closed in the carrier's system, so no trailer can be attached to it or dropped from it. Edit the order number, or contact your broker.",
    ],
    [484, "This type of trailer cannot be used in Hitch."],
  ])("%i: said in the driver's words, with no new try offered", async (reasonCode, text) => {
    const { api, user } = await atManualEntry();
    api.state.refusedWrites.set("attach", reasonCode);
    await toConfirmation(user);
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(
      new RegExp(`^${literally(text)} Reference for your broker: [0-9a-f]{16}$`),
    );
    expect(screen.queryByRole("button", { name: "Attach trailer" })).toBeNull();
    expect(outbox.entries.value.find((e) => e.kind === "attach")?.state).toBe("refused");
  });

  it("442, recorded in part: the attach goes through, the driver is told to contact the broker, and it is never sent again", async () => {
    const { api, user } = await atManualEntry();
    api.state.refusedWrites.set("attach", 442);
    await toConfirmation(user);
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));

    await screen.findByRole("heading", { name: "Manage trailer" });
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(within(live).getByText("Attached to trailer")).toBeVisible();
    expect(within(live).getByText(PARTLY_RECORDED)).toBeVisible();
    expect(api.state.held.get(GOOD_ID)).toBe(DEMO.mobileNumber);
    // The order's state is read again: the trailer is attached.
    expect(await screen.findByText(/Attached now: trailer/)).toBeVisible();
    const entry = await recentEntry(ATTACH_LABEL);
    expect(within(entry).getByText(`Recorded in part: ${PARTLY_RECORDED}`)).toBeVisible();
    expect(within(entry).queryByRole("button", { name: "Send again" })).toBeNull();

    // Taken off the list, its condition report stays: the attach was recorded.
    await user.click(within(entry).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Give up this work?" });
    expect(within(dialog).getByText(/What the carrier recorded stays recorded/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Remove it" }));
    await waitFor(() => expect(outbox.entries.value.some((e) => e.kind === "attach")).toBe(false));
    expect(
      await screen.findByRole("link", {
        name: new RegExp(`^Condition report: attach of trailer ${GOOD_TRAILER.number} `),
      }),
    ).toBeVisible();
    expect(attaches(api)).toHaveLength(1);
  });

  it("sent later, when the signal returns, and refused then: an alert tells the driver at once", async () => {
    const { api, user } = await atManualEntry();
    await toConfirmation(user);
    api.state.unreachable = true;
    await user.click(screen.getByRole("button", { name: "Attach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });
    expect(within(await recentEntry(ATTACH_LABEL)).getByText("Waiting for signal")).toBeVisible();

    // Meanwhile another driver took the trailer: the system of record refuses the attach.
    api.state.refusedWrites.set("attach", 440);
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(await within(live).findByText(NOT_ATTACHABLE)).toBeVisible();
    expect(within(live).getByText(ATTACH_LABEL)).toBeVisible();
    expect(within(live).getByText("Manage trailer lists it under Your recent work.")).toBeVisible();
    // The alert that said it was saved to send is closed: it was not sent, it was refused.
    expect(within(live).queryByText(/^Saved on this phone/)).toBeNull();
    expect(
      within(await recentEntry(ATTACH_LABEL)).getByText(`Not accepted: ${NOT_ATTACHABLE}`),
    ).toBeVisible();
    expect(screen.getByText("1 sent · 1 needs your attention")).toBeVisible();
  });
});

describe("a detach whose drop spot the carrier did not record", () => {
  it("sent later: recorded, and the driver is told where it was dropped is not, to contact the broker", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await loadOrderData();
    (api.state.held as Map<string, string>).set(GOOD_ID, DEMO.mobileNumber);
    await loadOrderData();
    const { user } = await renderApp("/manageTrailer");
    await user.click(screen.getByRole("button", { name: `Detach trailer ${GOOD_TRAILER.number}` }));
    await user.click(
      await screen.findByRole("checkbox", { name: "I certify that I reported all damage to this trailer." }),
    );
    api.state.unreachable = true;
    await user.click(screen.getByRole("button", { name: "Detach trailer" }));
    await screen.findByRole("heading", { name: "Manage trailer" });

    api.state.refusedWrites.set("mapping", 445);
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    const dropSpot =
      "The trailer is detached, but where you dropped it was not recorded. Contact your broker.";
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(await within(live).findByText(dropSpot)).toBeVisible();
    expect(within(live).getByText(`Detach trailer ${GOOD_TRAILER.number}`)).toBeVisible();
    const entry = await recentEntry(`Detach trailer ${GOOD_TRAILER.number}`);
    expect(within(entry).getByText(`Sent. ${dropSpot}`)).toBeVisible();
    expect(api.state.held.has(GOOD_ID)).toBe(false);
  });
});

describe("a refusal a new try can help", () => {
  it("a report the carrier could not take, sent from the outbox: told, and Send again sends it", async () => {
    placePhoneAt(YARD);
    const api = installFakeApi();
    signInAs(api);
    reloadPersistedSignals();
    await loadOrderData();
    const { user } = await renderApp("/reportIssue");
    expect(screen.getByRole("combobox", { name: /company/i })).toHaveProperty("value", "knight");
    api.state.unreachable = true;
    api.state.feedbackAccepted = false;
    await user.type(screen.getByRole("textbox", { name: /trailer number/i }), GOOD_TRAILER.number);
    await user.type(screen.getByRole("textbox", { name: /what happened/i }), "The landing gear is stuck");
    await user.click(screen.getByRole("button", { name: "Send report" }));
    await screen.findByText("Report saved on this phone. It will be sent when there is signal.");

    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    const live = screen.getByRole("region", { name: "Alerts" });
    expect(await within(live).findByText("Feedback could not be submitted")).toBeVisible();

    await reload("/manageTrailer");
    const label = `Report an issue about trailer ${GOOD_TRAILER.number}`;
    const entry = await recentEntry(label);
    expect(within(entry).getByText("Not accepted: Feedback could not be submitted")).toBeVisible();
    api.state.feedbackAccepted = true;
    await user.click(within(entry).getByRole("button", { name: "Send again" }));
    await waitFor(async () => expect(within(await recentEntry(label)).getByText("Sent")).toBeVisible());
  });
});
