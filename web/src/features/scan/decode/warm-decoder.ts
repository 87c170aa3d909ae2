// The scanner made ready before it opens (decision 085): while Manage trailer is
// up and idle, and the driver is likely to scan, the decoder is started (the
// browser's detector looked up, or zxing's worker started, its wasm fetched and
// compiled) and the camera's permission asked; the scanner takes that decoder
// when it opens instead of starting one. A decoder not taken soon after Manage
// trailer closes is stopped, giving its memory back; one still loading when the
// driver goes anywhere but the scanner (the number typed instead) is stopped at
// once, its download with it: at one bar zxing's wasm alone is about 7 s of the
// link, which that driver's own steps need (decision 130).
import { cameraPermission } from "#web/features/scan/camera-permission.ts";
import { DECODER_WARM_MARK } from "#web/features/scan/timing-marks.ts";
import { createQrDecoder, type QrDecoder } from "./qr-decoder.ts";

/** How long a decoder started ahead waits for the scanner once Manage trailer has closed. */
const WARM_DECODER_KEEP_MS = 30_000;

let warm: Promise<QrDecoder> | undefined;
/** Whether the decoder started ahead has loaded (its wasm fetched and compiled). */
let loaded = false;
let cooling: ReturnType<typeof setTimeout> | undefined;

const stop = (decoder: Promise<QrDecoder>) =>
  void decoder.then(
    (held) => held.close(),
    () => {},
  );

/** Starts a decoder ahead of the scanner, unless one is started or the camera is refused. */
export async function warmDecoder(): Promise<void> {
  clearTimeout(cooling);
  if (warm || (await cameraPermission()) === "denied" || warm) return;
  const started = createQrDecoder();
  warm = started;
  loaded = false;
  // One that cannot load now (no signal) is not kept: the scanner tries again when it opens.
  started
    .then((decoder) => decoder.ready)
    .then(() => {
      if (warm === started) loaded = true;
      performance.mark(DECODER_WARM_MARK);
    })
    .catch(() => {
      if (warm === started) warm = undefined;
      stop(started);
    });
}

/**
 * Manage trailer closed: a decoder started ahead is stopped unless the scanner takes it soon; at
 * once when the driver went elsewhere (`forScanner` false) while it was still loading.
 */
export function coolDecoder(forScanner = true): void {
  clearTimeout(cooling);
  if (!forScanner && warm && !loaded) {
    stop(warm);
    warm = undefined;
    return;
  }
  cooling = setTimeout(() => {
    if (warm) stop(warm);
    warm = undefined;
  }, WARM_DECODER_KEEP_MS);
}

/** The decoder started ahead, or a new one: the scanner's, which closes it. */
export function takeDecoder(): Promise<QrDecoder> {
  clearTimeout(cooling);
  const started = warm ?? createQrDecoder();
  warm = undefined;
  return started;
}
