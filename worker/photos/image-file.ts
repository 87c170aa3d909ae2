// What a photo file is, read from its own first bytes rather than the type the
// browser claims: a renamed PDF or script is not a JPEG. Also its width and
// height from the image header (no decoding), so a photo over PHOTO_MAX_DIMENSION
// is refused before it goes upstream (decision 050: no stored photo is larger).
import type { DOCUMENT_CONTENT_TYPES } from "../../shared/logistics/assessments.ts";

export type ImageType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export type ImageSize = { width: number; height: number };

const ascii = (bytes: Uint8Array, offset: number, text: string) =>
  [...text].every((ch, i) => bytes[offset + i] === ch.charCodeAt(0));

/** Whether the bytes start as a file of this type does. */
export function startsAs(type: ImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case "image/jpeg":
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    case "image/png":
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
    case "image/webp":
      return ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP");
  }
}

/** JPEG: the frame header (SOFn) after the segments before it; undefined when there is none. */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    // Start of scan or end of image before any frame header: not a photo.
    if (marker === 0xda || marker === 0xd9) return undefined;
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

/** WebP: the canvas of an extended file (VP8X), or the frame of a lossy (VP8) or lossless (VP8L) one. */
function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 30) return undefined;
  const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (ascii(bytes, 12, "VP8X")) return { width: u24(24) + 1, height: u24(27) + 1 };
  if (ascii(bytes, 12, "VP8 ")) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (ascii(bytes, 12, "VP8L") && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/** The image's width and height from its header, or undefined when it has no readable header. */
export function imageSize(type: ImageType, bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  switch (type) {
    case "image/jpeg":
      return jpegSize(bytes, view);
    case "image/png":
      // IHDR is always the first chunk.
      return bytes.length >= 24 && ascii(bytes, 12, "IHDR")
        ? { width: view.getUint32(16), height: view.getUint32(20) }
        : undefined;
    case "image/webp":
      return webpSize(bytes, view);
  }
}
