// Reading a QR code from a camera frame (decision 040): the browser's own
// BarcodeDetector where it reads QR codes (Chrome on Android), zxing-wasm in a
// Web Worker everywhere else (iPhone Safari, desktop browsers). The worker and its
// wasm load only when the scanner opens, from this site, never a CDN.

import { SHELL_DECODER } from "#shared/signed-in-shells.ts";
import { closeFrame, type Frame, frameTransfer } from "./grab-frame.ts";

/** A decoder of camera frames; `decode` answers the QR text, or null when none is in the frame. */
export type QrDecoder = {
  readonly engine: "native" | "zxing";
  /** Resolves once the decoder can read frames; rejects when it cannot be loaded. */
  readonly ready: Promise<void>;
  decode(frame: Frame): Promise<string | null>;
  close(): void;
};

type Detector = { detect(source: VideoFrame | ImageData): Promise<{ rawValue: string }[]> };
type DetectorConstructor = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

/** The browser's detector when it can read QR codes, else undefined. */
async function nativeDetector(scope: object = globalThis): Promise<Detector | undefined> {
  const Detector = (scope as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : undefined;
  } catch {
    return undefined;
  }
}

function nativeDecoder(detector: Detector): QrDecoder {
  return {
    engine: "native",
    ready: Promise.resolve(),
    async decode(frame) {
      // The platform's detector is quick on the whole picture: no crop.
      try {
        const [found] = await detector.detect(frame.picture);
        return found?.rawValue ?? null;
      } finally {
        closeFrame(frame);
      }
    },
    close() {},
  };
}

/**
 * zxing's worker started by the scanner's signed-in shell as the page was read (decision 097,
 * web/prerender/shell-scanner.ts), and whether it said it could read (its first message, which came
 * before this code was there to hear it); undefined where the shell started none.
 */
export type ShellDecoder = { worker: Worker; ready: Promise<boolean> };

/** The decoder the shell started, taken off the window: from then on the scanner's. */
function fromShell(): Promise<ShellDecoder | undefined> | undefined {
  const page = globalThis as unknown as Record<string, Promise<ShellDecoder | undefined> | undefined>;
  const started = page[SHELL_DECODER];
  delete page[SHELL_DECODER];
  return started;
}

/** zxing-wasm behind a module worker, one frame at a time; `said`: its readiness, heard already. */
function zxingDecoder(
  worker: Worker = new Worker(new URL("./zxing.worker.ts", import.meta.url), { type: "module" }),
  said?: Promise<boolean>,
): QrDecoder {
  let next = 0;
  const waiting = new Map<number, (text: string | null) => void>();
  let loaded: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    loaded = { resolve, reject };
  });
  // Read by the scanner; a decoder closed before it was used must not report an unhandled failure.
  ready.catch(() => {});
  void said?.then((loads) =>
    loads ? loaded?.resolve() : loaded?.reject(new Error("the QR decoder did not load")),
  );
  worker.addEventListener(
    "message",
    (event: MessageEvent<{ ready: boolean } | { id: number; text: string | null; ms: number }>) => {
      if ("ready" in event.data) {
        if (event.data.ready) loaded?.resolve();
        else loaded?.reject(new Error("the QR decoder's wasm could not be loaded"));
        return;
      }
      const { id, text, ms } = event.data;
      // The decode's own time, as a User Timing entry the bench reads (npm run bench).
      performance.measure("hitch:qr-decode", { start: performance.now() - ms, duration: ms });
      waiting.get(id)?.(text);
      waiting.delete(id);
    },
  );
  worker.addEventListener("error", () => {
    loaded?.reject(new Error("the QR decoder's worker did not load"));
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
  });
  return {
    engine: "zxing",
    ready,
    decode(frame) {
      const id = ++next;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        // The frame moves to the worker (no copy): the caller grabs a new one each time.
        worker.postMessage({ id, frame }, frameTransfer(frame));
      });
    },
    close() {
      worker.terminate();
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    },
  };
}

/** The best decoder this browser has: the one the scanner's shell started, where it did. */
export async function createQrDecoder(): Promise<QrDecoder> {
  const shell = await fromShell();
  if (shell) return zxingDecoder(shell.worker, shell.ready);
  const detector = await nativeDetector();
  return detector ? nativeDecoder(detector) : zxingDecoder();
}
