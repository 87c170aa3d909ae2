// What runs after a signed-in screen is up (app.tsx): the outbox with its senders and the driver's
// copies each load in an idle task of their own, and start in a later one; Manage trailer's code
// (where a sign-in lands) and the sync line load in one too. None of it adds to the task that drew
// the screen or to the one that evaluated its code (decision 092).
// Counted, never timed: the browser's idle callbacks run here only when the test says.
import { act, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const sendingWork = vi.hoisted(() => ({ loaded: 0, started: 0 }));
vi.mock("./start-sending-work.ts", () => {
  sendingWork.loaded += 1;
  return {
    startSendingWork: () => {
      sendingWork.started += 1;
      return () => {};
    },
  };
});

const copies = vi.hoisted(() => ({ loaded: 0, started: 0 }));
vi.mock("./drivers-copies.ts", () => {
  copies.loaded += 1;
  return {
    startKeepingDriversCopies: () => {
      copies.started += 1;
      return () => {};
    },
  };
});

const landing = vi.hoisted(() => ({ loaded: 0 }));
vi.mock("./manage-trailer-screen.tsx", async (importActual) => {
  landing.loaded += 1;
  return importActual();
});

const syncLine = vi.hoisted(() => ({ loaded: 0 }));
vi.mock("#web/components/sync-indicator.tsx", async (importActual) => {
  syncLine.loaded += 1;
  return importActual();
});

it("loads and starts the sending work and the driver's copies in idle tasks, none in the first screen's", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", () => {});
  /** Runs the idle tasks asked for so far, each as the browser would: one after the other. */
  const runIdleTasks = () =>
    act(async () => {
      for (const task of idle.splice(0)) task();
    });
  signInAs(installFakeApi());
  reloadPersistedSignals();
  // A signed-in screen other than Manage trailer, whose code loads after it too (where a sign-in lands).
  await renderApp("/trailers/manualEntry/attach");
  await screen.findByRole("heading", { name: "Enter the trailer number" });
  // Whatever follows the first screen at once (microtasks, timers) has had its turn.
  await act(() => new Promise((done) => setTimeout(done, 50)));
  // The first screen is up: none of their code has been asked for, let alone started.
  expect({ sendingWork, copies, landing, syncLine }).toEqual({
    sendingWork: { loaded: 0, started: 0 },
    copies: { loaded: 0, started: 0 },
    landing: { loaded: 0 },
    syncLine: { loaded: 0 },
  });

  // The idle tasks asked for so far load them; their code in, neither has started with it.
  await runIdleTasks();
  await vi.waitFor(() =>
    expect([sendingWork.loaded, copies.loaded, landing.loaded, syncLine.loaded]).toEqual([1, 1, 1, 1]),
  );
  await act(() => new Promise((done) => setTimeout(done, 50)));
  expect([sendingWork.started, copies.started]).toEqual([0, 0]);

  // Each starts in an idle task that came after.
  await runIdleTasks();
  expect([sendingWork.started, copies.started]).toEqual([1, 1]);
  expect([sendingWork.loaded, copies.loaded]).toEqual([1, 1]);
});
