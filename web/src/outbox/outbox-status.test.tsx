// Your recent work says what each write waits for (outbox/write-outcome.ts): in line
// behind one being sent, signal, or the carrier's system; never "waiting for signal"
// while the phone has signal and the outbox is at work.
import { act, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { heldSender } from "#web/test/held-sender.ts";
import { demoUser, installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { findRecentWork } from "#web/test/recent-work.ts";
import { renderApp } from "#web/test/render-app.tsx";
import { outbox } from "./app-outbox.ts";
import { ownerMeta } from "./outbox-entry.ts";

async function signedIn() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  await renderApp("/manageTrailer");
  return api;
}

const states = (recent: HTMLElement) =>
  within(recent)
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".outbox-state")?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Your recent work, while the outbox is at work", () => {
  it("writes behind one being sent are in line, not waiting for signal; all sent once it answers (en, es)", async () => {
    const release = heldSender("slow test write");
    outbox.registerSender("quick test write", async () => ({ status: "done" }));
    await signedIn();
    const meta = ownerMeta(demoUser());
    await act(async () => {
      await outbox.enqueue({ kind: "slow test write", payload: {}, meta });
      await outbox.enqueue({ kind: "quick test write", payload: {}, meta });
      await outbox.enqueue({ kind: "quick test write", payload: {}, meta });
    });
    const recent = await findRecentWork();
    // Newest first.
    await waitFor(() => expect(states(recent)).toEqual(["In line to send", "In line to send", "Sending…"]));
    expect(within(recent).queryByText("Waiting for signal")).toBeNull();
    await act(() => activateLocale("es"));
    await waitFor(() =>
      expect(states(recent)).toEqual(["En cola para enviarse", "En cola para enviarse", "Enviando…"]),
    );
    await act(async () => release());
    await waitFor(() => expect(states(recent)).toEqual(["Enviado", "Enviado", "Enviado"]));
  });

  it("the carrier's system gave no answer: waiting for it while online, for signal once offline", async () => {
    outbox.registerSender("unanswered test write", async () => ({
      status: "retry",
      error: { kind: "timeout", message: "No Response From API", requestId: "edge-504" },
      afterSeconds: 600,
    }));
    await signedIn();
    await act(async () => {
      await outbox.enqueue({ kind: "unanswered test write", payload: {}, meta: ownerMeta(demoUser()) });
      await outbox.enqueue({ kind: "quick test write", payload: {}, meta: ownerMeta(demoUser()) });
    });
    const recent = await findRecentWork();
    await waitFor(() =>
      expect(states(recent)).toEqual([
        "Waiting for the carrier's system",
        "Waiting for the carrier's system",
      ]),
    );
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event("offline"));
    });
    await waitFor(() => expect(states(recent)).toEqual(["Waiting for signal", "Waiting for signal"]));
  });
});
