// The scanner made ready on Manage trailer (decision 085): with no trailer attached,
// scanning one is the driver's next step, so the decoder starts while the screen is
// idle and the scanner takes it when it opens; with a trailer attached, nothing starts; a driver
// who types the number instead has a decoder still loading stopped (decision 130).
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trailerId } from "#shared/trailer-id.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { currentlyAttachedTrailer } from "#web/stores/launch-state.ts";
import { unsentWork } from "#web/stores/unsent-work.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

/** Where the browser has no QR detector: zxing's worker, counted as it is started, and stopped. */
function countedWorkers() {
  const started: (EventTarget & { terminated: boolean })[] = [];
  vi.stubGlobal("BarcodeDetector", undefined);
  vi.stubGlobal(
    "Worker",
    class extends EventTarget {
      terminated = false;
      constructor() {
        super();
        started.push(this);
      }
      postMessage() {}
      terminate() {
        this.terminated = true;
      }
    },
  );
  return started;
}

/** A camera that opens (the scanner's part of the test is only that it is asked). */
function camera() {
  const track = { kind: "video", stop: vi.fn(), getCapabilities: () => ({}) };
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  });
  const getUserMedia = vi.fn(async () => stream);
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

async function manageTrailer() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
  return renderApp("/manageTrailer");
}

describe("the scanner made ready on Manage trailer (decision 085)", () => {
  it("with no trailer attached, starts the decoder once the screen is idle; the scanner takes it", async () => {
    const workers = countedWorkers();
    const getUserMedia = camera();
    const { user } = await manageTrailer();
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(workers).toHaveLength(1));

    await user.click(screen.getByRole("link", { name: "Attach a trailer" }));
    expect(await screen.findByRole("heading", { name: "Scan the trailer's QR code" })).toBeVisible();
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalled());
    // The scanner took the decoder started ahead (strict mode opens it twice: the second is new).
    expect(workers.length).toBeLessThanOrEqual(2);
    act(() => {
      for (const worker of workers)
        worker.dispatchEvent(new MessageEvent("message", { data: { ready: true } }));
    });
    expect(await screen.findByText("Looking for a code…")).toBeVisible();
  });

  it("stops a decoder still loading, its download with it, when the driver types the number instead", async () => {
    const workers = countedWorkers();
    const { user } = await manageTrailer();
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(workers).toHaveLength(1));

    await user.click(screen.getByRole("link", { name: "Enter the number instead" }));
    expect(await screen.findByLabelText("Trailer number")).toBeVisible();
    // At once, not after the wait a decoder gets for the scanner to take it.
    await vi.waitFor(() => expect(workers.map((worker) => worker.terminated)).toEqual([true]));
  });

  it("with work waiting to be sent (a detach and its photos at one bar), starts nothing until it is sent", async () => {
    const workers = countedWorkers();
    await manageTrailer();
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    act(() => {
      unsentWork.value = { count: 7, photos: 6 };
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(workers).toHaveLength(0);
    act(() => {
      unsentWork.value = { count: 0, photos: 0 };
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await vi.waitFor(() => expect(workers).toHaveLength(1));
  });

  it("with a trailer attached (the next step is a detach), starts nothing", async () => {
    const workers = countedWorkers();
    currentlyAttachedTrailer.value = {
      trailerId: trailerId("5301234", "knight"),
      trailerNumber: "5301234",
      company: "knight",
      currentOrderNumber: null,
    };
    await manageTrailer();
    expect(await screen.findByRole("heading", { name: "Manage trailer" })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(workers).toHaveLength(0);
  });
});
