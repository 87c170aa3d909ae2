// The scanner's decoder, and at the scanner's path its camera, started with the scanner's
// code, before the screen is drawn (decision 089), or at a press into the scanner; never by the
// code fetched ahead on Manage trailer (decision 130). Each test loads the app's modules afresh,
// as a page does.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { START_DATA_ID } from "#shared/signed-in-shells.ts";
import { phoneCamera, removePhoneCamera } from "#web/test/phone-camera.ts";

/** Where the browser has no QR detector: zxing's worker, counted as it is started. */
function countedWorkers() {
  const started: EventTarget[] = [];
  vi.stubGlobal("BarcodeDetector", undefined);
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
  return started;
}

/** A camera the driver has allowed. */
const allowedCamera = () => phoneCamera("granted").getUserMedia;

/**
 * What the app's start does for the page's first screen: its code asked for; nothing is drawn. The
 * page is the signed-in shell the edge serves with an open session (its start data), unless not.
 */
async function openingAt(path: string, servedSignedIn = true) {
  window.history.replaceState(null, "", path);
  document.getElementById(START_DATA_ID)?.remove();
  if (servedSignedIn) {
    const data = document.createElement("script");
    data.type = "application/json";
    data.id = START_DATA_ID;
    data.textContent = "{}";
    document.body.appendChild(data);
  }
  const { preloadScreenAt } = await import("#web/app/routes.tsx");
  await preloadScreenAt("/trailers/scan");
}

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  removePhoneCamera();
});

describe("the scanner started with its code (decision 089)", () => {
  it("at the scanner's path, starts the decoder and opens the camera; the scanner takes both", async () => {
    const workers = countedWorkers();
    const getUserMedia = allowedCamera();
    await openingAt("/trailers/scan");
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    const { takeDecoder } = await import("#web/features/scan/decode/warm-decoder.ts");
    const { takeEarlyCamera } = await import("./early-camera.ts");
    (await takeDecoder()).close();
    expect(await takeEarlyCamera()).toBeDefined();
    expect(workers).toHaveLength(1);
  });

  it("at the scanner's path in the app's plain shell (no open session there), never opens the camera", async () => {
    const workers = countedWorkers();
    const getUserMedia = allowedCamera();
    await openingAt("/trailers/scan", false);
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    const { takeEarlyCamera } = await import("./early-camera.ts");
    expect(await takeEarlyCamera()).toBeUndefined();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("fetched ahead on Manage trailer, starts neither the decoder nor the camera: Manage trailer starts its own, and stops it (decision 130)", async () => {
    const workers = countedWorkers();
    const getUserMedia = allowedCamera();
    await openingAt("/manageTrailer");
    const { takeEarlyCamera } = await import("./early-camera.ts");
    expect(await takeEarlyCamera()).toBeUndefined();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(workers).toHaveLength(0);
  });

  it("a press into the scanner while its code comes starts the decoder", async () => {
    const workers = countedWorkers();
    allowedCamera();
    await openingAt("/manageTrailer");
    const { openCameraAtTap } = await import("./components/scanner-page.tsx");
    openCameraAtTap();
    await vi.waitFor(() => expect(workers).toHaveLength(1));
  });
});
