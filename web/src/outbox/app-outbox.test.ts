// The app's outbox and its service worker: a kept write asks for a Background
// Sync, and when the worker says it sent something, the page reads the outbox
// again and shows it done.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OUTBOX_CHANGED, OUTBOX_SYNC_TAG } from "#web/lib/outbox-messages.ts";
import { createOutbox } from "#web/outbox/queue/outbox.ts";
import { outbox } from "./app-outbox.ts";
import { startOutbox } from "./start-outbox.ts";

const register = vi.fn(async () => {});
/** navigator.serviceWorker: a registration with Background Sync, and the worker's messages. */
const serviceWorker = Object.assign(new EventTarget(), {
  getRegistration: async () => ({ sync: { register } }),
});

let stop: () => void = () => {};
beforeEach(async () => {
  Object.defineProperty(navigator, "serviceWorker", { value: serviceWorker, configurable: true });
  await outbox.clearAll();
});
afterEach(() => {
  stop();
  Reflect.deleteProperty(navigator, "serviceWorker");
  register.mockClear();
});

describe("the app's outbox and the service worker", () => {
  it("asks for a Background Sync when it keeps a write", async () => {
    stop = startOutbox();
    await outbox.enqueue({ kind: "attach", payload: {} });
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
  });

  it("reads the outbox again when the worker says it sent something", async () => {
    stop = startOutbox();
    const entry = await outbox.enqueue({ kind: "attach", payload: {} });
    await outbox.flush();
    expect(outbox.entries.value.map((e) => e.state)).toEqual(["waiting"]);
    // The worker's own outbox over the same database sends it (the page has no sender here).
    const worker = createOutbox();
    worker.registerSender("attach", async () => ({ status: "done" }));
    await worker.flush();
    serviceWorker.dispatchEvent(new MessageEvent("message", { data: { type: OUTBOX_CHANGED } }));
    await vi.waitFor(() =>
      expect(outbox.entries.value.map((e) => [e.id, e.state])).toEqual([[entry.id, "done"]]),
    );
  });
});
