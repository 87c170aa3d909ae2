// A QR code the decoder reads once as it loads, before any camera frame (decision 094).
// Chromium compiles a wasm function the first time it runs (lazy compilation), so
// zxing's first read of a code took 60-130 ms on this machine against 2-8 ms after:
// the scanner's first frame with a sticker in it paid for that. Reading this code
// while the decoder warms up (on Manage trailer, or while the app starts) compiles
// what a read of a sticker runs. Shaped as a sticker's is: a URL of this app's kind
// (version 3, 29x29, with an alignment pattern), error correction M, on a white label.

/** What the code holds (no trailer has this number). */
export const WARM_UP_TEXT = "https://hitch.invalid/trailers/HQR-000000";

/** Its modules, a row per number, the leftmost module the highest bit (`qrcode` made them: see the test). */
export const WARM_UP_ROWS = [
  0x1fc5387f, 0x10520141, 0x175b275d, 0x175a4b5d, 0x1748225d, 0x104a1c41, 0x1fd5557f, 0x1a1500, 0x105008ce,
  0x1f2d7636, 0x19ce25e0, 0x1f9b2018, 0x54fe1e1, 0x28b1f73, 0x844345c, 0x103f5035, 0xc743a2c, 0x13959f77,
  0x18de3a99, 0x153c8480, 0x13e549f7, 0x1f4518, 0x1fcc335c, 0x104f7313, 0x174ad3fb, 0x1744e18d, 0x174e7efe,
  0x1042b69d, 0x1fd83ac4,
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
