// The page's side of Background Sync: a kept write asks for the outbox's sync
// tag where the browser has Background Sync, and nothing breaks where it has not.
import { describe, expect, it, vi } from "vitest";
import { OUTBOX_SYNC_TAG } from "#web/lib/outbox-messages.ts";
import { askForBackgroundSync } from "./background-sync.ts";

/** navigator.serviceWorker with a registration, with or without Background Sync's `sync`. */
function container(registration: object | undefined) {
  return { getRegistration: vi.fn(async () => registration) } as unknown as ServiceWorkerContainer;
}

describe("asking for a Background Sync", () => {
  it("registers the outbox's tag with the service worker's registration", async () => {
    const register = vi.fn(async () => {});
    expect(await askForBackgroundSync(container({ sync: { register } }))).toBe(true);
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG);
  });

  it("does nothing without Background Sync, without a worker, or when the browser refuses", async () => {
    expect(await askForBackgroundSync(container({}))).toBe(false);
    expect(await askForBackgroundSync(container(undefined))).toBe(false);
    expect(await askForBackgroundSync(undefined)).toBe(false);
    const refused = vi.fn(async () => {
      throw new DOMException("Permission denied.", "NotAllowedError");
    });
    expect(await askForBackgroundSync(container({ sync: { register: refused } }))).toBe(false);
  });
});
