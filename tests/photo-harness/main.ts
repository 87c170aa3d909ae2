// The photo-compression harness: a page that is not the app, built with Vite like
// the app (the same module worker and self-hosted wasm), which the browser test
// (tests/e2e/photo-compression.spec.ts) and the bench (scripts/bench/photos.ts)
// drive through `window.photoHarness`. Photos are made here, in the browser, and
// kept by name, so only names and figures cross to Playwright.

import {
  compressPhoto,
  PhotoCompressionError,
  warmPhotoCompressor,
} from "#web/features/photos/compress/compress-photo.ts";
import { compressToTarget } from "#web/features/photos/compress/compress-plan.ts";
import type { Size } from "#web/features/photos/compress/dimensions.ts";
import { drawUpright, pixelsOf } from "#web/features/photos/compress/draw.ts";
import { browserAppliesExif } from "#web/features/photos/compress/exif-support.ts";
import { type Orientation, withExifOrientation } from "#web/features/photos/compress/image-header.ts";
import { orientedSize } from "#web/features/photos/compress/orientation.ts";
import { sampleOf } from "#web/features/photos/compress/sample.ts";
import { type Corner, makePhoto, type PhotoSpec } from "./sample-photos.ts";

type Rgb = [number, number, number];

const photos = new Map<string, Blob>();
const photo = (name: string) => {
  const blob = photos.get(name);
  if (!blob) throw new Error(`no photo named ${name}`);
  return blob;
};

const decode = (blob: Blob) => createImageBitmap(blob, { imageOrientation: "from-image" });

/** The mean colour of a small square near each corner (inside the markers). */
function corners(pixels: ImageData): Record<Corner, Rgb> {
  const { width, height, data } = pixels;
  const inset = Math.round(Math.min(width, height) * 0.03);
  const box = Math.max(1, Math.round(Math.min(width, height) * 0.04));
  const mean = (x0: number, y0: number): Rgb => {
    const sum = [0, 0, 0];
    for (let y = y0; y < y0 + box; y++) {
      for (let x = x0; x < x0 + box; x++) {
        for (let c = 0; c < 3; c++) sum[c]! += data[(y * width + x) * 4 + c]!;
      }
    }
    return sum.map((s) => Math.round(s / (box * box))) as Rgb;
  };
  return {
    topLeft: mean(inset, inset),
    topRight: mean(width - inset - box, inset),
    bottomLeft: mean(inset, height - inset - box),
    bottomRight: mean(width - inset - box, height - inset - box),
  };
}

/** Peak signal-to-noise ratio (dB) of `output` against `reference`, over RGB. */
function psnr(output: ImageData, reference: ImageData): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < output.data.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const d = output.data[i + c]! - reference.data[i + c]!;
      sum += d * d;
      n++;
    }
  }
  return 10 * Math.log10((255 * 255) / (sum / n));
}

/** A JPEG's pixels, drawn at `size` (its own by default). */
async function pixelsOfBlob(blob: Blob, size?: Size): Promise<ImageData> {
  const bitmap = await decode(blob);
  const canvas = drawUpright(bitmap, 1, size ?? { width: bitmap.width, height: bitmap.height });
  bitmap.close();
  return pixelsOf(canvas);
}

/** The source photo, upright, drawn at `size` as the compressor draws it: what an output is measured against. */
async function referenceAt(name: string, size: Size): Promise<ImageData> {
  const bitmap = await decode(photo(name));
  const canvas = drawUpright(bitmap, 1, size);
  bitmap.close();
  return pixelsOf(canvas);
}

/**
 * An output's corners, and its PSNR against the source drawn at the output's size, or at
 * `compareAt` (the output enlarged to it), so outputs of different sizes compare on one scale.
 */
async function describeOutput(name: string, blob: Blob, compareAt?: Size) {
  const pixels = await pixelsOfBlob(blob);
  const scaled = compareAt ? await pixelsOfBlob(blob, compareAt) : pixels;
  return {
    corners: corners(pixels),
    psnr: psnr(scaled, await referenceAt(name, { width: scaled.width, height: scaled.height })),
  };
}

const harness = {
  /** Makes a photo and keeps it by name; answers its size in bytes. */
  async make(name: string, spec: PhotoSpec) {
    photos.set(name, await makePhoto(spec));
    return photo(name).size;
  },

  /** A file of the given bytes, kept by name (a text file, a damaged JPEG, a 40 MB file). */
  keep(name: string, bytes: number[], padTo = 0, type = "application/octet-stream") {
    const head = Uint8Array.from(bytes);
    photos.set(name, new Blob([head, new Uint8Array(Math.max(0, padTo - head.length))], { type }));
  },

  /** What a photo screen does as it opens: the compressor's worker and encoder start loading. */
  warm() {
    warmPhotoCompressor();
  },

  /** The app's compressor (module worker, mozjpeg), timed from the page. */
  async compress(name: string, analyse = true) {
    const started = performance.now();
    try {
      const out = await compressPhoto(photo(name));
      const wallMs = performance.now() - started;
      const { blob, ...figures } = out;
      const output = analyse ? await describeOutput(name, blob) : undefined;
      return { ok: true as const, ...figures, blobBytes: blob.size, blobType: blob.type, wallMs, ...output };
    } catch (error) {
      if (!(error instanceof PhotoCompressionError)) throw error;
      return { ok: false as const, kind: error.kind, detail: error.message };
    }
  },

  /**
   * The same search (sizes and qualities) with the browser's own encoder, canvas.toBlob, on the
   * page's thread: the baseline the bench compares mozjpeg with.
   */
  async compressWithToBlob(name: string, compareAt?: Size) {
    const started = performance.now();
    let bitmap: ImageBitmap | undefined = await decode(photo(name));
    const shown = { width: bitmap.width, height: bitmap.height };
    let drawn:
      | { key: string; canvas: HTMLCanvasElement; sample?: { canvas: HTMLCanvasElement; share: number } }
      | undefined;
    const drawAt = (size: Size) => {
      const key = `${size.width}x${size.height}`;
      if (drawn?.key !== key) {
        const canvas = document.createElement("canvas");
        canvas.width = size.width;
        canvas.height = size.height;
        const context = canvas.getContext("2d")!;
        context.imageSmoothingQuality = "high";
        context.drawImage(bitmap ?? drawn!.canvas, 0, 0, size.width, size.height);
        bitmap?.close();
        bitmap = undefined;
        drawn = { key, canvas };
      }
      return drawn;
    };
    const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (b) => (b ? resolve(b) : reject(new Error("toBlob gave nothing"))),
          "image/jpeg",
          quality / 100,
        ),
      );
    const planned = await compressToTarget(shown, {
      async encode(size, quality) {
        const blob = await toBlob(drawAt(size).canvas, quality);
        return { blob, bytes: blob.size };
      },
      // The same sample as the worker's (sample.ts), drawn on a canvas of its own.
      async sample(size, quality, share) {
        const at = drawAt(size);
        if (!at.sample) {
          const { width, height } = at.canvas;
          const taken = sampleOf(at.canvas.getContext("2d")!.getImageData(0, 0, width, height), share);
          const canvas = document.createElement("canvas");
          canvas.width = taken.pixels.width;
          canvas.height = taken.pixels.height;
          canvas.getContext("2d")!.putImageData(taken.pixels, 0, 0);
          at.sample = { canvas, share: taken.share };
        }
        return { bytes: (await toBlob(at.sample.canvas, quality)).size, share: at.sample.share };
      },
    });
    const wallMs = performance.now() - started;
    if (!planned) throw new Error("toBlob could not fit the target");
    return {
      wallMs,
      bytes: planned.output.bytes,
      width: planned.width,
      height: planned.height,
      quality: planned.quality,
      encodes: planned.attempts.length,
      samples: planned.samples,
      ...(await describeOutput(name, planned.output.blob, compareAt)),
    };
  },

  /** canvas.toBlob once, at 1920 px and one quality: what a page does without a search. */
  async toBlobOnce(name: string, quality: number) {
    const started = performance.now();
    const bitmap = await decode(photo(name));
    const scale = Math.min(1, 1920 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d")!;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b!), "image/jpeg", quality),
    );
    return {
      wallMs: performance.now() - started,
      bytes: blob.size,
      width: canvas.width,
      height: canvas.height,
    };
  },

  /**
   * For each orientation, a small stored picture with four coloured quarters shown upright two
   * ways: by the browser from the EXIF tag, and by the compressor's own transform from the
   * untagged pixels (the path taken where a browser ignores the tag). Answers each one's corners.
   */
  async orientations() {
    const stored = new OffscreenCanvas(64, 48);
    const context = stored.getContext("2d")!;
    const quarters: [string, number, number][] = [
      ["#f00", 0, 0],
      ["#0c0", 32, 0],
      ["#00f", 0, 24],
      ["#fff", 32, 24],
    ];
    for (const [colour, x, y] of quarters) {
      context.fillStyle = colour;
      context.fillRect(x, y, 32, 24);
    }
    const jpeg = new Uint8Array(
      await (await stored.convertToBlob({ type: "image/jpeg", quality: 0.95 })).arrayBuffer(),
    );
    const results = [];
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as Orientation[]) {
      const tagged = new Blob([withExifOrientation(jpeg, orientation)], { type: "image/jpeg" });
      const byBrowser = await pixelsOfBlob(tagged);
      const raw = await createImageBitmap(new Blob([jpeg], { type: "image/jpeg" }));
      const byUs = pixelsOf(drawUpright(raw, orientation, orientedSize(64, 48, orientation)));
      raw.close();
      results.push({
        orientation,
        browser: { width: byBrowser.width, height: byBrowser.height, corners: corners(byBrowser) },
        ours: { width: byUs.width, height: byUs.height, corners: corners(byUs) },
      });
    }
    return { appliesExif: await browserAppliesExif(), results };
  },
};

export type PhotoHarness = typeof harness;

declare global {
  interface Window {
    photoHarness: PhotoHarness;
  }
}

window.photoHarness = harness;
document.title = "ready";
