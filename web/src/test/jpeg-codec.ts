// The edge's JPEG codec (worker/photos/jpeg-codec.ts) as the React tests run the
// edge: in memory, on the test's own thread (in-memory-worker.ts), where each real
// decode and encode would hold the page still for a third of a second or more.
// Like the compressor's stand-in (in-memory-compress-worker.ts), it answers with a
// real JPEG of the photo's size (tests/mocks/jpeg.ts): the re-encode around it
// (its qualities, its byte limit, the walker on what comes out) runs for real. The
// codec itself is tested in workerd (worker/photos/re-encode.test.ts, decision 122).
// Aliased in vitest.config.ts.
import { jpegBytes } from "#tests/mocks/jpeg.ts";
import { cleanJpeg } from "#worker/photos/image-file.ts";

/** A picture of the photo's size (no pixels: the encoder below draws grey), or undefined for what the walker refuses. */
export async function decodeJpeg(bytes: Uint8Array<ArrayBuffer>): Promise<ImageData | undefined> {
  const photo = cleanJpeg(bytes);
  if (!photo.ok) return undefined;
  return { data: new Uint8ClampedArray(0), width: photo.width, height: photo.height } as unknown as ImageData;
}

/** A grey JPEG of the picture's size. */
export async function encodeJpeg(pixels: ImageData, _quality: number): Promise<Uint8Array<ArrayBuffer>> {
  return jpegBytes(pixels.width, pixels.height);
}
