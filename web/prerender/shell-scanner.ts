// The scanner's camera and decoder started by its signed-in shell (decision 097): an
// inline script in the head of the scanner's shell, which the edge serves only to a
// driver whose session is open, starts both as the page is read, and leaves them on
// the window for the scanner, which takes them as its code runs, instead of starting
// them then (decision 089): the camera where it is already allowed, zxing's worker
// where the browser has no detector of its own (decision 085). What nobody takes is
// stopped. The build writes the script into the scanner's shells
// (shell-documents.ts); the edge allows it by its hash, read from the page it serves
// (decision 055).
import { SHELL_CAMERA, SHELL_DECODER } from "#shared/signed-in-shells.ts";
import type { ShellDecoder } from "#web/features/scan/decode/qr-decoder.ts";
import { EARLY_CAMERA_KEEP_MS, VIDEO } from "#web/features/scan/early-camera.ts";

type ShellScannerNames = {
  /** The window property the camera's stream (a promise of it) is left on. */
  camera: string;
  /** The window property the decoder's worker (a promise of it, and of its readiness) is left on. */
  decoder: string;
  /** zxing's worker, as the build named it. */
  worker: string;
  /** How long each waits for the scanner before it is stopped. */
  keepMs: number;
  video: MediaTrackConstraints;
};

/**
 * Runs in the page (see shellScannerScript), before the app's code: self-contained. Opens no
 * prompt: where the camera is not allowed yet, the promise left holds nothing and the scanner asks
 * itself, on view, as before (decision 089). No decoder where the camera is refused (the scanner
 * offers typing the number), nor where the browser has a detector (the app sees whether it reads
 * QR codes, decision 085).
 */
function startShellScanner(names: ShellScannerNames): void {
  const held = window as unknown as Record<string, unknown>;
  /** Left on the window for `keepMs`, then stopped if nobody took it. */
  const leave = <T>(name: string, started: Promise<T | undefined>, stop: (it: T) => void) => {
    held[name] = started;
    setTimeout(() => {
      if (held[name] !== started) return;
      delete held[name];
      void started.then((it) => it && stop(it));
    }, names.keepMs);
  };
  const permission: Promise<string> = navigator.permissions?.query
    ? navigator.permissions.query({ name: "camera" as PermissionName }).then(
        (status) => status.state,
        () => "unknown",
      )
    : Promise.resolve("unknown");
  if (!("BarcodeDetector" in window)) {
    const decoder = permission.then((state): ShellDecoder | undefined => {
      if (state === "denied") return undefined;
      const worker = new Worker(names.worker, { type: "module" });
      const ready = new Promise<boolean>((resolve) => {
        worker.addEventListener("message", (event: MessageEvent) => {
          if (event.data && typeof event.data.ready === "boolean") resolve(event.data.ready);
        });
        worker.addEventListener("error", () => resolve(false));
      });
      return { worker, ready };
    });
    leave(names.decoder, decoder, (started) => started.worker.terminate());
  }
  const media = navigator.mediaDevices;
  if (media?.getUserMedia) {
    const opened = permission
      .then((state) =>
        state === "granted" ? media.getUserMedia({ video: names.video, audio: false }) : undefined,
      )
      // One that failed is not kept: the scanner asks again and tells the driver why.
      .catch(() => undefined);
    leave(names.camera, opened, (stream) => {
      for (const track of stream.getTracks()) track.stop();
    });
  }
}

/** The script as the scanner's shells carry it, with zxing's worker at `workerFile` (the build's). */
export const shellScannerScript = (workerFile: string) =>
  `(${startShellScanner.toString()})(${JSON.stringify({
    camera: SHELL_CAMERA,
    decoder: SHELL_DECODER,
    worker: `/${workerFile}`,
    keepMs: EARLY_CAMERA_KEEP_MS,
    video: VIDEO,
  } satisfies ShellScannerNames)});`;
