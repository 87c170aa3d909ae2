// The scanner's signed-in shell starts its camera and decoder as the page is read (decision 097):
// the script as the shells carry it, run on its own (as the page runs it, before the app's code),
// then the app's scanner code taking what it left. Only where the camera is allowed, no decoder
// where the browser has its own detector or the camera is refused, and what nobody takes stopped.
import type { Rolldown } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHELL_CAMERA, SHELL_DECODER } from "#shared/signed-in-shells.ts";
import { phoneCamera, removePhoneCamera } from "#web/test/phone-camera.ts";
import { shellHeadScript, signedInShellDocument } from "./shell-documents.ts";
import { shellScannerScript } from "./shell-scanner.ts";

const WORKER_FILE = "assets/zxing.worker-test.js";

/** The phone's camera, its permission and the page's workers, at the edge of the system. */
function phone(permission: PermissionState | "unsupported") {
  const camera = phoneCamera(permission);
  const workers: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminate = vi.fn();
    postMessage = vi.fn();
    constructor(
      readonly url: string,
      readonly options: WorkerOptions,
    ) {
      super();
      workers.push(this);
    }
    /** What zxing's worker says first: whether it can read. */
    say(ready: boolean) {
      this.dispatchEvent(new MessageEvent("message", { data: { ready } }));
    }
  }
  vi.stubGlobal("Worker", FakeWorker);
  return { ...camera, workers };
}

/** The shell's script, run as the page runs an inline script. */
const runShellScript = () => new Function(shellScannerScript(WORKER_FILE))();
const left = (name: string) => (window as unknown as Record<string, unknown>)[name];

beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removePhoneCamera();
  Reflect.deleteProperty(window, SHELL_CAMERA);
  Reflect.deleteProperty(window, SHELL_DECODER);
  Reflect.deleteProperty(window, "BarcodeDetector");
});

describe("the scanner's shell (decision 097)", () => {
  const bundle = {
    [WORKER_FILE]: { type: "asset", fileName: WORKER_FILE },
  } as unknown as Rolldown.OutputBundle;

  it("carries the script, with the build's zxing worker, in its head; no other shell does", () => {
    const script = shellHeadScript("/trailers/scan", bundle);
    expect(script).toBe(shellScannerScript(WORKER_FILE));
    expect(script).toContain(`"/${WORKER_FILE}"`);
    expect(shellHeadScript("/manageTrailer", bundle)).toBeUndefined();
    expect(() => shellHeadScript("/trailers/scan", {})).toThrow(/no zxing worker/);

    const shell = `<!doctype html>
<html lang="en-US"><head><script type="module" crossorigin src="/assets/app-1.js"></script></head><body><div id="root"></div>
</body></html>`;
    const page = signedInShellDocument(shell, {
      path: "/trailers/scan",
      locale: "en-US",
      markup: "<main></main>",
      links: "",
      companyNames: {},
      loading: "",
      headScript: script,
    });
    const inline = page.indexOf(`<script>${script}</script>`);
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(page.indexOf("</head>"));
  });
});

describe("the camera and decoder the scanner's shell starts (decision 097)", () => {
  it("where the camera is allowed, opens it and starts zxing's worker, and the scanner's code takes both", async () => {
    const { getUserMedia, stream, track, workers } = phone("granted");
    runShellScript();
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(workers.map((worker) => [worker.url, worker.options.type])).toEqual([
      [`/${WORKER_FILE}`, "module"],
    ]);
    // The worker says it can read before the app's code is there to hear it.
    workers[0]!.say(true);

    const { openCameraEarly, takeEarlyCamera } = await import("#web/features/scan/early-camera.ts");
    await openCameraEarly();
    expect(left(SHELL_CAMERA)).toBeUndefined();
    expect(await takeEarlyCamera()).toBe(stream);
    // Not asked for again: the shell's stream is the scanner's.
    expect(getUserMedia).toHaveBeenCalledTimes(1);

    const { createQrDecoder } = await import("#web/features/scan/decode/qr-decoder.ts");
    const decoder = await createQrDecoder();
    expect(decoder.engine).toBe("zxing");
    await expect(decoder.ready).resolves.toBeUndefined();
    expect(left(SHELL_DECODER)).toBeUndefined();
    // No second worker: the shell's is the scanner's.
    expect(workers).toHaveLength(1);
    decoder.close();
    expect(workers[0]!.terminate).toHaveBeenCalled();
    expect(track.stop).not.toHaveBeenCalled();
  });

  it("a worker that said it cannot read is a decoder that did not load (the scanner says so)", async () => {
    const { workers } = phone("granted");
    runShellScript();
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    workers[0]!.say(false);
    const { createQrDecoder } = await import("#web/features/scan/decode/qr-decoder.ts");
    await expect((await createQrDecoder()).ready).rejects.toThrow();
  });

  it("opens no camera (no prompt) while the camera is not yet allowed; the decoder still starts", async () => {
    const { getUserMedia, workers } = phone("prompt");
    runShellScript();
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    expect(await left(SHELL_CAMERA)).toBeUndefined();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("starts neither where the camera is refused (the scanner offers typing the number)", async () => {
    const { getUserMedia, workers } = phone("denied");
    runShellScript();
    expect(await left(SHELL_DECODER)).toBeUndefined();
    expect(await left(SHELL_CAMERA)).toBeUndefined();
    expect(workers).toHaveLength(0);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("starts no zxing worker where the browser has a detector of its own (the app sees if it reads QR)", async () => {
    const { getUserMedia, workers } = phone("granted");
    vi.stubGlobal("BarcodeDetector", class {});
    runShellScript();
    await vi.waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    expect(left(SHELL_DECODER)).toBeUndefined();
    expect(workers).toHaveLength(0);
  });

  it("where the browser cannot say whether the camera is allowed, starts the decoder but opens no camera", async () => {
    const { getUserMedia, workers } = phone("unsupported");
    runShellScript();
    await vi.waitFor(() => expect(workers).toHaveLength(1));
    expect(await left(SHELL_CAMERA)).toBeUndefined();
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it("stops the camera and the worker when the scanner has not taken them in time (the app never came)", async () => {
    vi.useFakeTimers();
    const { track, workers } = phone("granted");
    const { EARLY_CAMERA_KEEP_MS } = await import("#web/features/scan/early-camera.ts");
    runShellScript();
    await vi.advanceTimersByTimeAsync(EARLY_CAMERA_KEEP_MS - 1);
    expect(track.stop).not.toHaveBeenCalled();
    expect(workers[0]!.terminate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(track.stop).toHaveBeenCalled();
    expect(workers[0]!.terminate).toHaveBeenCalled();
    expect(left(SHELL_CAMERA)).toBeUndefined();
    expect(left(SHELL_DECODER)).toBeUndefined();
  });

  it("leaves what the scanner took running past the shell's wait; the scanner's own wait stops the camera", async () => {
    vi.useFakeTimers();
    const { track, workers } = phone("granted");
    const { EARLY_CAMERA_KEEP_MS, openCameraEarly } = await import("#web/features/scan/early-camera.ts");
    const { createQrDecoder } = await import("#web/features/scan/decode/qr-decoder.ts");
    runShellScript();
    await vi.advanceTimersByTimeAsync(1);
    await openCameraEarly();
    await createQrDecoder();
    await vi.advanceTimersByTimeAsync(EARLY_CAMERA_KEEP_MS - 1);
    expect(track.stop).not.toHaveBeenCalled();
    expect(workers[0]!.terminate).not.toHaveBeenCalled();
    // Held by early-camera.ts from its taking: stopped there if the scanner never opens (decision 089).
    await vi.advanceTimersByTimeAsync(1);
    expect(track.stop).toHaveBeenCalled();
    expect(workers[0]!.terminate).not.toHaveBeenCalled();
  });
});
