// Manage trailer's parts below its own content (manage-trailer-screen.tsx): the outbox's line and
// the driver's copies load once the screen is up, each in an idle task of its own, never in the
// task that drew the screen: loading one adds the links that preload its chunks, a millisecond or
// more each on a slow phone (decision 092).
// Counted, never timed: the browser's idle callbacks run here only when the test says.
import { act, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const loaded = vi.hoisted(() => ({ outboxLine: 0, copiesList: 0 }));
vi.mock("#web/outbox/outbox-status.tsx", async (importActual) => {
  loaded.outboxLine += 1;
  return importActual();
});
vi.mock("#web/features/drivers-copy/components/drivers-copy-list.tsx", async (importActual) => {
  loaded.copiesList += 1;
  return importActual();
});

/** Lets whatever follows at once (microtasks, timers, module loads) have its turn. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 50)));

it("loads the outbox's line and the driver's copies each in an idle task of its own, after the screen", async () => {
  const idle: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", () => {});
  signInAs(installFakeApi());
  reloadPersistedSignals();
  await renderApp("/manageTrailer");
  await screen.findByRole("heading", { name: "Manage trailer" });
  await settle();
  expect(loaded).toEqual({ outboxLine: 0, copiesList: 0 });

  // One idle task at a time, as the browser runs them: neither task loads both.
  const seen: string[] = [];
  for (let task = 0; task < 20 && (loaded.outboxLine === 0 || loaded.copiesList === 0); task++) {
    const next = idle.shift();
    if (!next) {
      await settle();
      continue;
    }
    const before = { ...loaded };
    await act(async () => next());
    await settle();
    if (loaded.outboxLine > before.outboxLine) seen.push(`outbox line in task ${task}`);
    if (loaded.copiesList > before.copiesList) seen.push(`copies list in task ${task}`);
  }
  expect(loaded).toEqual({ outboxLine: 1, copiesList: 1 });
  expect(seen).toHaveLength(2);
  expect(seen[0]!.split(" task ")[1]).not.toBe(seen[1]!.split(" task ")[1]);
});
