import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAMERA_START_DEADLINE_MS } from "#web/features/scan/hooks/use-camera.ts";
import { DECODER_DEADLINE_MS } from "#web/features/scan/hooks/use-qr-scan.ts";
import { activateLocale } from "#web/lib/i18n.ts";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { alerts } from "#web/stores/alerts.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

/** The phone's camera, at the edge of the system: what getUserMedia answers, and what the torch did. */
function fakeCamera({
  refuse,
  torch = false,
  unanswered = false,
  films,
}: {
  refuse?: string;
  torch?: boolean;
  unanswered?: boolean;
  /** What the code in front of the camera holds; none by default. */
  films?: string;
} = {}) {
  const applied: unknown[] = [];
  const track = {
    kind: "video",
    stop: vi.fn(),
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: async (constraints: unknown) => void applied.push(constraints),
  };
  // A real MediaStream (the video element takes no other), answering with the fake track.
  const stream = Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  });
  const getUserMedia = vi.fn(async () => {
    if (refuse) throw new DOMException("refused", refuse);
    // A permission prompt nobody answers: getUserMedia never settles.
    if (unanswered) await new Promise(() => {});
    return stream;
  });
  Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  // The phone's own detector reads what the camera films (the zxing path is the browser tests' to cover).
  vi.stubGlobal(
    "BarcodeDetector",
    class {
      static getSupportedFormats = async () => ["qr_code"];
      detect = async () => (films === undefined ? [] : [{ rawValue: films }]);
    },
  );
  if (films !== undefined) {
    // happy-dom shows no video: a picture of a phone camera's size, taken as a frame as WebCodecs does.
    for (const [side, px] of [
      ["videoWidth", 1280],
      ["videoHeight", 720],
    ] as const) {
      Object.defineProperty(HTMLVideoElement.prototype, side, { configurable: true, get: () => px });
    }
    vi.stubGlobal(
      "VideoFrame",
      class {
        close() {}
      },
    );
    vi.stubGlobal("OffscreenCanvas", class {});
  }
  return { getUserMedia, track, applied };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
  Reflect.deleteProperty(HTMLVideoElement.prototype, "videoWidth");
  Reflect.deleteProperty(HTMLVideoElement.prototype, "videoHeight");
});

async function openScanner() {
  const api = installFakeApi();
  signInAs(api);
  reloadPersistedSignals();
  return renderApp("/trailers/scan");
}

describe("Scanner", () => {
  it("opens the rear camera, says what to do and offers manual entry", async () => {
    const camera = fakeCamera();
    await openScanner();
    expect(screen.getByRole("heading", { name: "Scan the trailer's QR code" })).toBeVisible();
    expect(screen.getByText("Find code to scan")).toBeVisible();
    expect(await screen.findByText("Looking for a code…")).toBeVisible();
    expect(camera.getUserMedia).toHaveBeenCalledWith({
      video: expect.objectContaining({ facingMode: { ideal: "environment" } }),
      audio: false,
    });
    expect(screen.getByRole("link", { name: "Manual Entry" }).getAttribute("href")).toBe(
      "/trailers/manualEntry/attach",
    );
    // No torch on this camera: no toggle.
    expect(screen.queryByRole("button", { name: /light/ })).toBeNull();
  });

  it.each([
    [
      "en-US",
      "Invalid QR: this code is not a trailer sticker. Scan another.",
      "Looking for a code…",
      "Manual Entry",
    ],
    [
      "es",
      "QR inválido: este código no es una calcomanía de remolque. Escanee otro.",
      "Buscando un código…",
      "Ingreso manual",
    ],
  ] as const)(
    "a code that is not a trailer sticker is an error, apart from the scanner's status (%s)",
    async (locale, invalid, looking, manual) => {
      fakeCamera({ films: "https://example.com/not-a-trailer" });
      await openScanner();
      await act(() => activateLocale(locale));
      const error = await screen.findByRole("alert");
      expect(error.textContent).toBe(invalid);
      expect(error.className).toContain("scan-feedback-error");
      // Said where the camera is, with Manual Entry under it.
      expect(error.closest(".scanner")).not.toBeNull();
      expect(screen.queryByText(looking)).toBeNull();
      expect(screen.getByRole("link", { name: manual })).toBeVisible();
    },
  );

  it("turns the torch on and off where the camera has one", async () => {
    const camera = fakeCamera({ torch: true });
    const { user } = await openScanner();
    const torch = await screen.findByRole("button", { name: "Turn the light on" });
    expect(torch.getAttribute("aria-pressed")).toBe("false");
    await user.click(torch);
    const on = await screen.findByRole("button", { name: "Turn the light off" });
    expect(on.getAttribute("aria-pressed")).toBe("true");
    expect(camera.applied).toEqual([{ advanced: [{ torch: true }] }]);
  });

  it("stops the camera when the driver leaves the scanner", async () => {
    const camera = fakeCamera();
    const { user } = await openScanner();
    await screen.findByText("Looking for a code…");
    await user.click(screen.getByRole("link", { name: "Manual Entry" }));
    await screen.findByRole("heading", { name: "Enter the trailer number" });
    // The scanner's effects are cleaned up after the next screen is committed, not with it.
    await waitFor(() => expect(camera.track.stop).toHaveBeenCalled());
  });

  it("a refused camera is said plainly, alerted, and the guides by device are shown", async () => {
    fakeCamera({ refuse: "NotAllowedError" });
    const { user } = await openScanner();
    expect(await screen.findByText(/The camera is not allowed for Hitch/)).toBeVisible();
    expect(alerts.alerts.value.map((a) => a.id)).toContain("camera-not-granted");
    expect(screen.getByRole("heading", { name: "Not able to scan?" })).toBeVisible();
    for (const guide of [
      "Android phone, in Chrome",
      "Android phone, Hitch installed on the home screen",
      "iPhone, in Chrome",
      "iPhone, in Safari",
    ]) {
      expect(screen.getByText(guide)).toBeVisible();
    }
    // With no camera, manual entry is the main action.
    await user.click(screen.getByRole("link", { name: "Manual Entry" }));
    expect(await screen.findByRole("heading", { name: "Enter the trailer number" })).toBeVisible();
  });

  it("a phone without a usable camera is told to type the number", async () => {
    fakeCamera({ refuse: "NotReadableError" });
    await openScanner();
    expect(await screen.findByText(/This phone's camera could not be opened/)).toBeVisible();
  });

  it("the camera's alert is the scanner's: gone once the driver goes on to type the number", async () => {
    fakeCamera({ refuse: "NotReadableError" });
    const { user } = await openScanner();
    expect(
      await screen.findByText("The camera could not be opened. Enter the trailer number instead."),
    ).toBeVisible();
    await user.click(screen.getByRole("link", { name: "Manual Entry" }));
    await screen.findByRole("heading", { name: "Enter the trailer number" });
    // On every screen after, it would tell of a camera the job no longer needs (the Photos step's is another).
    await waitFor(() =>
      expect(
        screen.queryByText("The camera could not be opened. Enter the trailer number instead."),
      ).not.toBeInTheDocument(),
    );
  });

  it("'Not able to scan?' opens the camera explainer and troubleshooting", async () => {
    fakeCamera();
    const { user } = await openScanner();
    await user.click(screen.getByRole("button", { name: "Not able to scan?" }));
    expect(screen.getByRole("heading", { name: "If the code will not read" })).toBeVisible();
    expect(screen.getByText(/Scanning the sticker finds the right trailer/)).toBeVisible();
  });

  it("a camera that does not open in time: said so, manual entry becomes the main action", async () => {
    fakeCamera({ unanswered: true });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    await openScanner();
    expect(await screen.findByText("Opening the camera…")).toBeVisible();
    const manual = screen.getByRole("link", { name: "Manual Entry" });
    expect(manual.className).toContain("btn-secondary");
    await act(() => vi.advanceTimersByTimeAsync(CAMERA_START_DEADLINE_MS));
    expect(await screen.findByText(/The camera has not opened\. Allow it if your phone asks/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Manual Entry" }).className).toContain("btn-primary");
  });

  it("a decoder slow to load: said at the deadline, manual entry first, and scanning starts when it is ready", async () => {
    fakeCamera();
    vi.stubGlobal("BarcodeDetector", undefined);
    // The worker starts, its wasm is still on the way: it says it is ready only when the test says so.
    const started: EventTarget[] = [];
    vi.stubGlobal(
      "Worker",
      class extends EventTarget {
        constructor() {
          super();
          started.push(this);
        }
        postMessage() {}
        terminate() {}
      },
    );
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"], shouldAdvanceTime: true });
    await openScanner();
    expect(await screen.findByText("Looking for a code…")).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(DECODER_DEADLINE_MS));
    expect(await screen.findByText(/The scanner is taking long to load/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Manual Entry" }).className).toContain("btn-primary");
    act(() => {
      // The one the scanner kept (React's strict mode opens it twice in development).
      started.at(-1)?.dispatchEvent(new MessageEvent("message", { data: { ready: true } }));
    });
    expect(await screen.findByText("Looking for a code…")).toBeVisible();
    expect(screen.getByRole("link", { name: "Manual Entry" }).className).toContain("btn-secondary");
  });

  it("starts the decoder as it opens, while the camera is still opening (decision 085)", async () => {
    const camera = fakeCamera({ unanswered: true });
    vi.stubGlobal("BarcodeDetector", undefined);
    let started = 0;
    vi.stubGlobal(
      "Worker",
      class extends EventTarget {
        constructor() {
          super();
          started++;
        }
        postMessage() {}
        terminate() {}
      },
    );
    await openScanner();
    expect(await screen.findByText("Opening the camera…")).toBeVisible();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalled());
    expect(started).toBeGreaterThan(0);
  });

  it("a decoder whose wasm cannot load: the scanner says it could not start", async () => {
    fakeCamera();
    vi.stubGlobal("BarcodeDetector", undefined);
    vi.stubGlobal(
      "Worker",
      class extends EventTarget {
        constructor() {
          super();
          queueMicrotask(() => this.dispatchEvent(new MessageEvent("message", { data: { ready: false } })));
        }
        postMessage() {}
        terminate() {}
      },
    );
    await openScanner();
    expect(await screen.findByText(/The scanner could not start/)).toBeVisible();
  });

  it("says so when the decoder cannot be loaded, instead of scanning forever", async () => {
    fakeCamera();
    vi.stubGlobal("BarcodeDetector", undefined);
    vi.stubGlobal(
      "Worker",
      class {
        constructor() {
          throw new Error("chunk did not load");
        }
      },
    );
    await openScanner();
    await waitFor(() => expect(screen.getByText(/The scanner could not start/)).toBeVisible());
  });
});
