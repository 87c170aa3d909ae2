// The outbox's code could not be fetched (app.tsx): the signal lost right after sign-in, on a first
// visit, before the service worker kept it. It is fetched again when the signal comes back, and the
// outbox starts then, in the same page: a write waiting would otherwise go only after a reload.
import { act, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const sendingWork = vi.hoisted(() => ({ asked: 0, started: 0 }));
// As the browser answers a dynamic import with no signal, the first time only.
vi.mock("./start-sending-work.ts", () => {
  sendingWork.asked += 1;
  if (sendingWork.asked === 1) {
    throw new TypeError("Failed to fetch dynamically imported module: /assets/start-sending-work.js");
  }
  return {
    startSendingWork: () => {
      sendingWork.started += 1;
      return () => {};
    },
  };
});

it("fetches the outbox's code again when the signal comes back, and starts it", async () => {
  signInAs(installFakeApi());
  reloadPersistedSignals();
  await renderApp("/manageTrailer");
  await screen.findByRole("heading", { name: "Manage trailer" });
  await vi.waitFor(() => expect(sendingWork.asked).toBe(1));
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect(sendingWork.started).toBe(0);

  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
  await vi.waitFor(() => expect(sendingWork.started).toBe(1));
  expect(sendingWork.asked).toBe(2);
});
