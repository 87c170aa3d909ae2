// A QR code the decoder reads once as it loads, before any camera frame (decision 094).
// Chromium compiles a wasm function the first time it runs (lazy compilation), so
// zxing's first read of a code took 60-130 ms on this machine against 2-8 ms after:
// the scanner's first frame with a sticker in it paid for that. Reading this code
// while the decoder warms up (on Manage trailer, or while the app starts) compiles
// what a read of a sticker runs. Shaped as a sticker's is: a URL of this app's kind
// (version 3, 29x29, with an alignment pattern), error correction M, on a white label.

/** What the code holds (no trailer has this number). */
export const WARM_UP_TEXT = "https://hitch.invalid/trailers/HQR-000000";

/** Its modules, a row per number, the leftmost module the highest bit (qrcode-generator made them: see the test). */
export const WARM_UP_ROWS = [
  0x1fcd327f, 0x10433d41, 0x17421f5d, 0x1743345d, 0x1744a15d, 0x1058fb41, 0x1fd5557f, 0x22900, 0x12dfb0a0,
  0x1e38c9c9, 0x1ae6c66e, 0x15b2c786, 0x1552cb4b, 0x10216380, 0x7710cbf, 0x1b30afca, 0x1d6659a2, 0xc9eb8e9,
  0x10595033, 0x50c3873, 0x17cf31f4, 0x153b17, 0x1fcb1152, 0x105b551c, 0x174b39f0, 0x17581d7e, 0x1745c61d,
  0x104ac962, 0x1fdd194a,
];

const SIZE = WARM_UP_ROWS.length;
/** The white margin around the code, in modules (the standard's quiet zone). */
const QUIET = 4;
/** Pixels a module: the code about as large as a sticker filling the scanner's aiming square. */
const CELL = 8;

/** The code as a picture: black modules on a white label. */
export function warmUpPicture(): ImageData {
  const side = (SIZE + 2 * QUIET) * CELL;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      if (!((WARM_UP_ROWS[row]! >>> (SIZE - 1 - col)) & 1)) continue;
      for (let y = 0; y < CELL; y++) {
        const start = ((QUIET + row) * CELL + y) * side + (QUIET + col) * CELL;
        for (let x = 0; x < CELL; x++) pixels.fill(0, (start + x) * 4, (start + x) * 4 + 3);
      }
    }
  }
  return new ImageData(pixels, side, side);
}
