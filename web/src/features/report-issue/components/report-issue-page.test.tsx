import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { outbox } from "#web/outbox/app-outbox.ts";
import { DEMO, type FakeApi, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { findRecentWork } from "#web/test/recent-work.ts";
import { reload, renderApp } from "#web/test/render-app.tsx";

const field = (name: RegExp) => screen.getByRole("textbox", { name });

async function signedIn() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  return { api, ...(await renderApp("/reportIssue")) };
}

const feedbackCalls = (api: FakeApi) => api.calls.filter((c) => c.path === "/api/feedback");

async function fillIn(user: Awaited<ReturnType<typeof renderApp>>["user"]) {
  await user.type(field(/what happened/i), "Landing gear bent");
  await user.type(field(/trailer number/i), DEMO.trailerNumber);
  await user.click(screen.getByRole("button", { name: "Send report" }));
}

describe("Report issue", () => {
  it("prefills company, phone and order number from the driver's details", async () => {
    await signedIn();
    expect(screen.getByRole("combobox", { name: /company/i })).toHaveProperty("value", "knight");
    expect(field(/phone number/i)).toHaveProperty("value", DEMO.formattedMobile);
    expect(field(/order number/i)).toHaveProperty("value", DEMO.orderNumber);
  });

  it("requires every field", async () => {
    const { user, api } = await signedIn();
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getAllByText("Required")).toHaveLength(2); // description, trailer number
    expect(feedbackCalls(api)).toEqual([]);
    expect(outbox.entries.value).toEqual([]);
  });

  it("shows the session's order and phone read-only, and sends the report through the outbox with its time and key", async () => {
    const { user, api } = await signedIn();
    expect(field(/phone number/i)).toHaveProperty("readOnly", true);
    expect(field(/order number/i)).toHaveProperty("readOnly", true);
    await user.type(field(/order number/i), "999");
    expect(field(/order number/i)).toHaveProperty("value", DEMO.orderNumber);
    await fillIn(user);
    await screen.findByText("Feedback submitted successfully");
    const [entry] = outbox.entries.value;
    expect(entry).toMatchObject({ kind: "feedback", state: "done" });
    expect(feedbackCalls(api).map((c) => c.body)).toEqual([
      {
        description: "Landing gear bent",
        company: "knight",
        trailerNumber: DEMO.trailerNumber,
        eventTime: entry?.eventTime,
        idempotencyKey: entry?.id,
      },
    ]);
  });

  it("says 'Feedback submitted successfully', goes back to Manage trailer and lists the report as sent", async () => {
    const { user } = await signedIn();
    await fillIn(user);
    expect(await screen.findByText("Feedback submitted successfully")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    const recent = await findRecentWork();
    expect(within(recent).getByText(`Report an issue about trailer ${DEMO.trailerNumber}`)).toBeVisible();
    expect(within(recent).getByText("Sent")).toBeVisible();
  });

  it("says 'Feedback could not be submitted' when the API refuses it, keeping the text and nothing in the outbox", async () => {
    const { user, api } = await signedIn();
    api.state.feedbackAccepted = false;
    await fillIn(user);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Feedback could not be submitted"),
    );
    expect(field(/what happened/i)).toHaveProperty("value", "Landing gear bent");
    await waitFor(() => expect(outbox.entries.value).toEqual([]));
    // Sent again once the API takes it: one report, from the same words.
    api.state.feedbackAccepted = true;
    await user.click(screen.getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Feedback submitted successfully")).toBeVisible();
    expect(outbox.entries.value.map((e) => e.state)).toEqual(["done"]);
  });

  it("keeps what was typed across a reload", async () => {
    const { user } = await signedIn();
    await user.type(field(/what happened/i), "Half a report");
    await reload("/reportIssue");
    expect(field(/what happened/i)).toHaveProperty("value", "Half a report");
  });

  it("with no signal, the report waits on the phone, survives a reload, and is sent once when the signal returns", async () => {
    const { user, api } = await signedIn();
    api.state.unreachable = true;
    await fillIn(user);
    expect(
      await screen.findByText("Report saved on this phone. It will be sent when there is signal."),
    ).toBeVisible();
    await screen.findByRole("heading", { name: "Manage trailer" });
    const recent = await findRecentWork();
    expect(await within(recent).findByText("Waiting for signal")).toBeVisible();

    await reload("/manageTrailer");
    api.state.unreachable = false;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Your recent work" })).getByText("Sent"),
      ).toBeVisible(),
    );
    const keys = feedbackCalls(api).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys)).toEqual(new Set([outbox.entries.value[0]?.id]));
    // The form starts afresh: the report is the outbox's now.
    await reload("/reportIssue");
    expect(field(/what happened/i)).toHaveProperty("value", "");
  });

  it("the carrier's system gives no answer: the report is kept, said to wait for it, and sent again", async () => {
    const { user, api } = await signedIn();
    api.state.upstreamTimeout = true;
    await fillIn(user);
    expect(
      await screen.findByText(
        "Report saved on this phone. The carrier's system has not confirmed it yet; Hitch will send it again by itself.",
      ),
    ).toBeVisible();
    const recent = await findRecentWork();
    expect(await within(recent).findByText("Waiting for the carrier's system")).toBeVisible();

    api.state.upstreamTimeout = false;
    await act(() => outbox.resume());
    await waitFor(() => expect(within(recent).getByText("Sent")).toBeVisible());
    expect(
      new Set(feedbackCalls(api).map((c) => (c.body as { idempotencyKey: string }).idempotencyKey)).size,
    ).toBe(1);
  });
});

describe.each([
  {
    locale: "en-US",
    what: /what happened/i,
    trailer: /trailer number/i,
    send: "Send report",
    noRoom:
      "This phone has no room left to keep your work: nothing was saved. Free some space, then try again.",
  },
  {
    locale: "es",
    what: /qué pasó/i,
    trailer: /número de remolque/i,
    send: "Enviar reporte",
    noRoom:
      "Este teléfono ya no tiene espacio para guardar su trabajo: no se guardó nada. Libere espacio e intente de nuevo.",
  },
] as const)("Report issue on a phone with no room left ($locale)", (w) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says nothing was saved, keeps what was typed and sends nothing; Send report works once there is room", async () => {
    const { user, api } = await signedIn();
    await act(() => chooseLocale(w.locale));
    // The outbox's store refuses to keep anything more: the phone's storage is full.
    const put = IDBObjectStore.prototype.put;
    const full = vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
      this: IDBObjectStore,
      ...args
    ) {
      if (this.name === "entries")
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return put.apply(this, args);
    });
    await user.type(field(w.what), "Landing gear bent");
    await user.type(field(w.trailer), DEMO.trailerNumber);
    await user.click(screen.getByRole("button", { name: w.send }));
    expect(await screen.findByRole("alert")).toHaveTextContent(w.noRoom);
    expect(field(w.what)).toHaveProperty("value", "Landing gear bent");
    expect(screen.getByRole("button", { name: w.send })).toBeEnabled();
    expect(outbox.entries.value).toEqual([]);
    expect(feedbackCalls(api)).toEqual([]);

    full.mockRestore();
    await user.click(screen.getByRole("button", { name: w.send }));
    await waitFor(() => expect(feedbackCalls(api)).toHaveLength(1));
    // Sent, and settled as done (the outbox no longer brings back an entry cleared while it was sent).
    await waitFor(() => expect(outbox.entries.value.map((entry) => entry.state)).toEqual(["done"]));
  });
});
