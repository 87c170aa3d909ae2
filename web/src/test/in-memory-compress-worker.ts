// The photo compressor's Web Worker, replaced at the edge for the React tests:
// happy-dom has no workers (and no canvas to decode with), so this stand-in
// answers the page's real messages (features/photos/compress/messages.ts) in
// memory with a small JPEG. Everything on the page's side of the compressor
// (refusing a 40 MB file or one that is not an image by its first bytes, the
// message checks) still runs for real. A test may hold answers back to see the
// screen while a photo is being prepared.
import { jpegBytes } from "#tests/mocks/jpeg.ts";
import type {
  CompressRequest,
  CompressResponse,
  WarmRequest,
} from "#web/features/photos/compress/messages.ts";
import { exifDateTime, withExifDateTime } from "#web/test/exif-jpeg.ts";

/** A camera JPEG's first bytes (start of image, JFIF header), which the page checks. */
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const WIDTH = 1440;
const HEIGHT = 1920;
let held: (() => void)[] | null = null;

/** Answers held back go now, and answers no longer wait. */
export function releaseCompression(): void {
  const waiting = held ?? [];
  held = null;
  for (const answer of waiting) answer();
}

/**
 * Answers wait until released (the screen shows the photo being prepared meanwhile). A test that
 * holds them releases them in its file's `afterEach` too, so one that fails does not hold the next.
 */
export function holdCompression(): () => void {
  held = [];
  return releaseCompression;
}

/** How many times the page asked a worker to load its encoder ahead of a photo (decision 084). */
export const warmings = { count: 0 };

export class InMemoryCompressWorker extends EventTarget {
  postMessage(message: CompressRequest | WarmRequest): void {
    if ("warm" in message) {
      warmings.count++;
      return;
    }
    const { id, file } = message;
    void file.arrayBuffer().then((input) => {
      if (new Uint8Array(input)[DAMAGED_AT] === DAMAGED) {
        const refusal: CompressResponse = { id, ok: false, kind: "cannot-decode", detail: "damaged" };
        this.dispatchEvent(new MessageEvent("message", { data: refusal }));
        return;
      }
      // A different JPEG for each photo (its own bytes as the coded data), as the compressor makes
      // one: the frame and tables the edge Worker checks, no metadata.
      const output = jpegBytes(WIDTH, HEIGHT, new Uint8Array(input).subarray(0, 4096));
      const response: CompressResponse = {
        id,
        ok: true,
        photo: {
          blob: new Blob([output], { type: "image/jpeg" }),
          width: WIDTH,
          height: HEIGHT,
          bytes: output.byteLength,
          quality: 80,
          sourceWidth: 3024,
          sourceHeight: 4032,
          encodes: 1,
          samples: 1,
          decodeMs: 1,
          totalMs: 2,
        },
      };
      const answer = () => this.dispatchEvent(new MessageEvent("message", { data: response }));
      if (held) held.push(answer);
      else answer();
    });
  }

  terminate(): void {}
}

/** A damaged photo's byte past its header: its image data cannot be decoded. */
const DAMAGED = 0xee;
const DAMAGED_AT = 1024;

/** A JPEG by its first bytes whose image data is damaged: the compressor cannot decode it. */
export function damagedPhoto(name = "IMG_0666.jpg"): File {
  return cameraPhoto(name, 64 * 1024, DAMAGED);
}

/** Photos made so far: each is a picture of its own (its last bytes), as two shots of a camera are. */
let shots = 0;

/**
 * A photo as the camera hands it over, just taken: a JPEG file of `size` bytes, filled with `fill`
 * after its header, its last bytes its own.
 */
export function cameraPhoto(name = "IMG_0001.jpg", size = 64 * 1024, fill = 7): File {
  return new File([shot(size, fill)], name, { type: "image/jpeg", lastModified: Date.now() });
}

function shot(size: number, fill: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(JPEG);
  shots += 1;
  new DataView(bytes.buffer).setUint32(size - 4, shots);
  return bytes;
}

/**
 * A photo from the phone's gallery (decision 124): a JPEG whose EXIF says the camera took it at
 * `taken`, the file dated then too.
 */
export function galleryPhoto(taken: Date, name = "IMG_0999.jpg"): File {
  const bytes = withExifDateTime(shot(16 * 1024, 3), exifDateTime(taken));
  return new File([bytes as Uint8Array<ArrayBuffer>], name, {
    type: "image/jpeg",
    lastModified: taken.getTime(),
  });
}
