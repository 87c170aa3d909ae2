// One photo, inside the worker: read its header, decode it upright, draw it at
// each size the plan asks for, encode a sample of it and then the photo with mozjpeg.
// One full-size picture is held at a time, and only until the first size is drawn.
import { compressToTarget } from "./compress-plan.ts";
import type { Size } from "./dimensions.ts";
import { drawUpright, pixelsOf } from "./draw.ts";
import { browserAppliesExif, decodeUpright } from "./exif-support.ts";
import {
  HEADER_BYTES,
  type Orientation,
  readJpegHeader,
  readPngSize,
  sniffImageFormat,
} from "./image-header.ts";
import { INPUT_MAX_PIXELS } from "./limits.ts";
import { type CompressedPhoto, PhotoCompressionError } from "./messages.ts";
import { encodeJpeg, loadEncoder } from "./mozjpeg.ts";
import { orientedSize } from "./orientation.ts";
import { type Sample, sampleOf } from "./sample.ts";

const megapixels = (pixels: number) => `${(pixels / 1e6).toFixed(1)} MP`;

export async function compressFile(file: Blob): Promise<CompressedPhoto> {
  const started = performance.now();
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const format = sniffImageFormat(head);
  if (!format) throw new PhotoCompressionError("not-an-image", "the file is not a known image format");
  const jpeg = format === "jpeg" ? readJpegHeader(head) : undefined;
  const stored = jpeg ?? (format === "png" ? readPngSize(head) : undefined);
  if (stored?.width && stored.height && stored.width * stored.height > INPUT_MAX_PIXELS) {
    throw new PhotoCompressionError(
      "too-large",
      `${stored.width} × ${stored.height} is ${megapixels(stored.width * stored.height)}, over ${megapixels(INPUT_MAX_PIXELS)}`,
    );
  }
  // The encoder loads (the first time) while the photo decodes.
  const encoder = loadEncoder();
  encoder.catch(() => {});

  let bitmap: ImageBitmap;
  try {
    bitmap = await decodeUpright(file);
  } catch (error) {
    throw new PhotoCompressionError("cannot-decode", `this browser cannot open the ${format}: ${error}`);
  }
  const decodeMs = performance.now() - started;
  const orientation: Orientation =
    jpeg && jpeg.orientation !== 1 && !(await browserAppliesExif()) ? jpeg.orientation : 1;
  const shown = orientedSize(bitmap.width, bitmap.height, orientation);

  try {
    await encoder;
  } catch (error) {
    bitmap.close();
    throw new PhotoCompressionError("unavailable", `the JPEG encoder did not load: ${error}`);
  }

  // The largest size drawn so far stands in for the photo once the full-size bitmap is closed.
  let largest: { canvas: OffscreenCanvas; size: Size } | undefined;
  let current: { pixels: ImageData; size: Size } | undefined;
  const pixelsAt = (size: Size): ImageData => {
    if (current && current.size.width === size.width && current.size.height === size.height) {
      return current.pixels;
    }
    current = undefined;
    let canvas: OffscreenCanvas;
    if (!largest) {
      canvas = drawUpright(bitmap, orientation, size);
      bitmap.close();
      largest = { canvas, size };
    } else {
      canvas = drawUpright(largest.canvas, 1, size);
    }
    current = { pixels: pixelsOf(canvas), size };
    return current.pixels;
  };

  // The sample of the size being searched (sample.ts), taken once per size.
  let sampled: { size: Size; sample: Sample } | undefined;
  const sampleAt = (size: Size, share: number): Sample => {
    if (sampled?.size.width !== size.width || sampled.size.height !== size.height) {
      sampled = { size, sample: sampleOf(pixelsAt(size), share) };
    }
    return sampled.sample;
  };

  try {
    const planned = await compressToTarget(shown, {
      async encode(size, quality) {
        const buffer = await encodeJpeg(pixelsAt(size), quality);
        return { buffer, bytes: buffer.byteLength };
      },
      async sample(size, quality, share) {
        const sample = sampleAt(size, share);
        return { bytes: (await encodeJpeg(sample.pixels, quality)).byteLength, share: sample.share };
      },
    });
    if (!planned) {
      throw new PhotoCompressionError("too-large", "no size or quality brought it under the byte target");
    }
    return {
      blob: new Blob([planned.output.buffer], { type: "image/jpeg" }),
      width: planned.width,
      height: planned.height,
      bytes: planned.output.bytes,
      quality: planned.quality,
      sourceWidth: shown.width,
      sourceHeight: shown.height,
      encodes: planned.attempts.length,
      samples: planned.samples,
      decodeMs,
      totalMs: performance.now() - started,
    };
  } finally {
    if (!largest) bitmap.close();
  }
}
