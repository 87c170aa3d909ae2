// A camera for WebKit's scanner (decision 072). MiniBrowser has no camera and no
// fake one that films a chosen picture, so the test gives the page one: a canvas
// showing the sticker's QR code, streamed at 10 frames a second, handed out by
// getUserMedia. Everything after it is the app's own in WebKit: the <video>, the
// frames grabbed as VideoFrames, zxing-wasm in its worker (no BarcodeDetector).
import { qrModules } from "#tests/e2e/support/qr-modules.ts";
import type { Phone } from "./phone.ts";

/** Runs in the page: getUserMedia answers a 1280×720 stream of `rows` (dark modules true) on white. */
function filmSticker(rows: boolean[][]): string {
  const canvas = document.createElement("canvas");
  canvas.width = 1280;
  canvas.height = 720;
  const context = canvas.getContext("2d")!;
  const quiet = 4;
  const cell = Math.floor((720 * 0.6) / (rows.length + 2 * quiet));
  const left = Math.floor((1280 - cell * rows.length) / 2);
  const top = Math.floor((720 - cell * rows.length) / 2);
  const draw = () => {
    context.fillStyle = "#ebebeb";
    context.fillRect(0, 0, 1280, 720);
    context.fillStyle = "#101010";
    rows.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) context.fillRect(left + x * cell, top + y * cell, cell, cell);
      });
    });
  };
  draw();
  // A canvas stream sends a frame when the canvas is drawn: keep drawing, as a camera keeps filming.
  setInterval(draw, 100);
  // A stream of its own for each call, as a phone's camera gives: a screen that stops the tracks it
  // was given (leaving, or starting again) does not end the next screen's. On the prototype, not on
  // navigator.mediaDevices: WebKit drops a property set on that object when its garbage collector
  // frees the object's wrapper, and hands out a new one without it (CI saw the phone's real, absent
  // camera asked under load).
  Object.defineProperty(MediaDevices.prototype, "getUserMedia", {
    configurable: true,
    value: async () => canvas.captureStream(10),
  });
  return canvas.captureStream(10).getVideoTracks()[0]?.readyState ?? "no track";
}

/** Points the page's camera at a sticker holding `text` (until the page is loaded again). */
export async function showSticker(phone: Phone, text: string): Promise<void> {
  const state = await phone.run(filmSticker, qrModules(text));
  if (state !== "live") throw new Error(`The sticker camera did not start: ${state}`);
}
