// A photo as the phone's compressor sends one (decision 050), made inside workerd
// for the re-encode's tests (no image files are committed): a yard scene, from a
// smooth sky to gravel under sensor noise with a trailer's ribbed side between,
// encoded by the same mozjpeg build with the phone's options. Detailed enough
// that at 1920 x 1440 the phone's pick, quality 65, lands close under §9's limit.

import { seededRandom } from "#tests/photo-harness/seeded-random.ts";
import { encodeJpeg } from "#worker/photos/jpeg-codec.ts";

/** The scene's pixels (RGBA) at this size. */
export function yardScene(width: number, height: number, seed = 1): ImageData {
  const rand = seededRandom(seed);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      if (y < height * 0.3) {
        // Sky: a gradient, no noise.
        const t = y / (height * 0.3);
        r = 127 + 96 * t;
        g = 168 + 64 * t;
        b = 216 + 24 * t;
      } else if (y < height * 0.6 && x > width * 0.15 && x < width * 0.85) {
        // The trailer's side: pale panels with a rib every 60 px, a little noise.
        const rib = x % 60 < 3 ? -90 : 0;
        const grey = 226 + rib + (rand() - 0.5) * 12;
        r = grey;
        g = grey;
        b = grey - 6;
      } else {
        // Gravel: a coarse pattern under strong sensor noise.
        const stones = 40 * Math.sin(x / 6.3 + Math.sin(y / 9.1) * 3) * Math.cos(y / 4.7 + x / 17);
        const noise = (rand() - 0.5) * 56;
        r = 130 + stones + noise;
        g = 120 + stones + noise * 0.9;
        b = 104 + stones + noise * 1.1;
      }
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  }
  return { data, width, height } as ImageData;
}

/** The quality the phone's search picks for the scene at 1920 x 1440. */
export const PHONE_QUALITY = 65;

/** The scene as the phone sends it: a baseline JPEG with no metadata. */
export const phonePhoto = (width = 1920, height = 1440, quality = PHONE_QUALITY) =>
  encodeJpeg(yardScene(width, height), quality);
