/// <reference lib="webworker" />
// Decodes camera frames with zxing-wasm off the main thread (decision 040). The
// wasm is this site's own file (Vite `?url`), never the CDN zxing-wasm would
// otherwise fetch it from. QR only, no rotations or inversions: 5-9 ms a frame.
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { type Frame, framePixels } from "./grab-frame.ts";
import { warmUpPicture } from "./warm-up-code.ts";

const OPTIONS = {
  formats: ["QRCode" as const],
  tryHarder: true,
  tryRotate: false,
  tryInvert: false,
  maxNumberOfSymbols: 1,
};

// Loaded at once, so the page hears whether the decoder is ready (or could not load) before the
// first frame: it waits for that with a deadline of its own (decision 074). Ready once it has read
// a code of its own: the first read compiles the wasm a read runs, which the first camera frame
// would otherwise wait out (decision 094).
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
  },
  fireImmediately: true,
})
  .then(() => readBarcodes(warmUpPicture(), OPTIONS))
  .then(
    () => self.postMessage({ ready: true }),
    () => self.postMessage({ ready: false }),
  );

self.addEventListener("message", async (event: MessageEvent<{ id: number; frame: Frame }>) => {
  const { id, frame } = event.data;
  const started = performance.now();
  let text: string | null = null;
  try {
    const [found] = await readBarcodes(framePixels(frame), OPTIONS);
    text = found?.isValid ? found.text : null;
  } catch {
    text = null;
  }
  // The decode's own time, for the bench (User Timing is read from the page).
  self.postMessage({ id, text, ms: performance.now() - started });
});
