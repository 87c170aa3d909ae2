// What the first bytes of a file say about it, read before anything is decoded:
// its image format (by magic bytes, not the name or MIME type a phone reports), and
// for a JPEG its EXIF orientation, pixel size and the moment the camera took it. A
// 200-megapixel photo can be refused before the browser tries to hold 800 MB of pixels.

export type ImageFormat = "jpeg" | "png" | "gif" | "webp" | "bmp" | "heic" | "avif";

/** An EXIF orientation: 1 is upright; 5–8 swap width and height when shown. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** Bytes enough to sniff the format. */
export const SNIFF_BYTES = 32;
/** Bytes enough to reach a JPEG's frame header past EXIF (≤ 64 KB) and an ICC profile. */
export const HEADER_BYTES = 256 * 1024;

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 0, 2) === "BM" && bytes.length >= 26) return "bmp";
  if (ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return undefined;
}

export interface JpegHeader {
  orientation: Orientation;
  /** The stored (sensor) size, before orientation; absent when the frame header was not reached. */
  width?: number;
  height?: number;
  /** EXIF DateTimeOriginal, when the camera wrote it: when the picture was taken. */
  takenAt?: Date;
}

const isOrientation = (value: number): value is Orientation =>
  Number.isInteger(value) && value >= 1 && value <= 8;

/** A TIFF block's reader: its byte order, and where an IFD's entry with `tag` starts (undefined when absent). */
function tiffReader(bytes: Uint8Array, tiff: number, end: number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tiff + 8 > end) return undefined;
  const order = ascii(bytes, tiff, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const little = order === "II";
  const entryOf = (ifdOffset: number, tag: number): number | undefined => {
    const ifd = tiff + ifdOffset;
    if (ifd + 2 > end) return undefined;
    const entries = view.getUint16(ifd, little);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > end) return undefined;
      if (view.getUint16(entry, little) === tag) return entry;
    }
    return undefined;
  };
  return { view, little, ifd0: view.getUint32(tiff + 4, little), entryOf };
}

/** Orientation tag 0x0112 of IFD0 in an APP1 "Exif" segment's TIFF block, or 1. */
function exifOrientation(bytes: Uint8Array, tiff: number, end: number): Orientation {
  const reader = tiffReader(bytes, tiff, end);
  const entry = reader?.entryOf(reader.ifd0, 0x0112);
  if (!reader || entry === undefined) return 1;
  const value = reader.view.getUint16(entry + 8, reader.little);
  return isOrientation(value) ? value : 1;
}

/** "YYYY:MM:DD HH:MM:SS", as EXIF writes a moment (the camera's clock, no zone). */
const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * DateTimeOriginal (tag 0x9003 of the Exif IFD that IFD0's tag 0x8769 points to): when the camera
 * took the picture, read as the phone's local time (EXIF gives no zone). Undefined when absent or
 * not a real moment (cameras write "0000:00:00 00:00:00" or blanks when their clock is unset).
 */
function exifDateTimeOriginal(bytes: Uint8Array, tiff: number, end: number): Date | undefined {
  const reader = tiffReader(bytes, tiff, end);
  const pointer = reader?.entryOf(reader.ifd0, 0x8769);
  if (!reader || pointer === undefined) return undefined;
  const entry = reader.entryOf(reader.view.getUint32(pointer + 8, reader.little), 0x9003);
  if (entry === undefined) return undefined;
  // ASCII, 20 bytes with its NUL: too long to sit in the entry, so the entry holds its offset.
  const type = reader.view.getUint16(entry + 2, reader.little);
  const count = reader.view.getUint32(entry + 4, reader.little);
  if (type !== 2 || count < 19) return undefined;
  const at = tiff + reader.view.getUint32(entry + 8, reader.little);
  if (at + 19 > end) return undefined;
  const match = EXIF_DATE_TIME.exec(ascii(bytes, at, 19));
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // Rolled over (month 13, day 32, hour 25) or out of range: not a moment the camera meant.
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hour &&
    date.getMinutes() === minute &&
    date.getSeconds() === second;
  return year >= 1970 && same ? date : undefined;
}

/** Frame headers (SOF0–SOF15) carry the size; C4, C8 and CC are other markers. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks a JPEG's segments up to the scan; never throws, whatever the bytes. */
export function readJpegHeader(bytes: Uint8Array): JpegHeader {
  const header: JpegHeader = { orientation: 1 };
  if (sniffImageFormat(bytes) !== "jpeg") return header;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  let sawExif = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // The scan starts or the image ends: nothing of interest is left.
    if (marker === 0xda || marker === 0xd9) break;
    const length = view.getUint16(at + 2);
    if (length < 2) break;
    const body = at + 4;
    const end = Math.min(at + 2 + length, bytes.length);
    if (marker === 0xe1 && !sawExif && ascii(bytes, body, 6) === "Exif\0\0") {
      sawExif = true;
      header.orientation = exifOrientation(bytes, body + 6, end);
      const takenAt = exifDateTimeOriginal(bytes, body + 6, end);
      if (takenAt) header.takenAt = takenAt;
    } else if (isFrameHeader(marker) && body + 5 <= end) {
      header.height = view.getUint16(body + 1);
      header.width = view.getUint16(body + 3);
      break;
    }
    at += 2 + length;
  }
  return header;
}

/** A PNG's size from its IHDR chunk. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (sniffImageFormat(bytes) !== "png" || bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The JPEG with an EXIF block holding only `orientation`, right after its start marker.
 * The worker uses it to ask the browser whether it honours EXIF; tests make rotated photos with it.
 */
export function withExifOrientation(jpeg: Uint8Array, orientation: Orientation, littleEndian = false) {
  // "Exif\0\0", an 8-byte TIFF header, IFD0 with one SHORT entry, and no next IFD.
  const tiff = new Uint8Array(8 + 2 + 12 + 4);
  const view = new DataView(tiff.buffer);
  tiff.set(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d], 0);
  view.setUint16(2, 42, littleEndian);
  view.setUint32(4, 8, littleEndian);
  view.setUint16(8, 1, littleEndian);
  view.setUint16(10, 0x0112, littleEndian);
  view.setUint16(12, 3, littleEndian);
  view.setUint32(14, 1, littleEndian);
  view.setUint16(18, orientation, littleEndian);
  return withExifBlock(jpeg, tiff);
}

/** The JPEG with `tiff` (an EXIF TIFF block) as an APP1 "Exif" segment right after its start marker. */
export function withExifBlock(jpeg: Uint8Array, tiff: Uint8Array): Uint8Array<ArrayBuffer> {
  const segmentLength = 2 + 6 + tiff.length;
  const out = new Uint8Array(jpeg.length + 2 + segmentLength);
  out.set(jpeg.subarray(0, 2), 0);
  out.set([0xff, 0xe1, segmentLength >> 8, segmentLength & 0xff], 2);
  out.set([0x45, 0x78, 0x69, 0x66, 0, 0], 6);
  out.set(tiff, 12);
  out.set(jpeg.subarray(2), 12 + tiff.length);
  return out;
}
