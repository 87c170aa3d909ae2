// JPEG bytes as a phone's camera writes them, for tests: an APP1 "Exif" segment
// whose IFD0 points to an Exif IFD holding DateTimeOriginal (tag 0x9003), the way
// a photo in the phone's gallery says when it was taken.
import { withExifBlock } from "#web/features/photos/compress/image-header.ts";

/** EXIF's way of writing a moment in local time: "YYYY:MM:DD HH:MM:SS". */
export function exifDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${date.getFullYear()}:${pad(date.getMonth() + 1)}:${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** `jpeg` with an EXIF block right after its start marker, carrying `dateTime` as DateTimeOriginal. */
export function withExifDateTime(
  jpeg: Uint8Array,
  dateTime: string,
  littleEndian = false,
): Uint8Array<ArrayBuffer> {
  // The TIFF header (8), IFD0 with the Exif IFD pointer (18), the Exif IFD with one entry (18), the text (20).
  const tiff = new Uint8Array(8 + 18 + 18 + 20);
  const view = new DataView(tiff.buffer);
  tiff.set(littleEndian ? [0x49, 0x49] : [0x4d, 0x4d], 0);
  view.setUint16(2, 42, littleEndian);
  view.setUint32(4, 8, littleEndian);
  // IFD0: one LONG entry, ExifIFDPointer (0x8769), then no next IFD.
  view.setUint16(8, 1, littleEndian);
  view.setUint16(10, 0x8769, littleEndian);
  view.setUint16(12, 4, littleEndian);
  view.setUint32(14, 1, littleEndian);
  view.setUint32(18, 26, littleEndian);
  // The Exif IFD: one ASCII entry, DateTimeOriginal (0x9003), 20 bytes with its NUL, at offset 44.
  view.setUint16(26, 1, littleEndian);
  view.setUint16(28, 0x9003, littleEndian);
  view.setUint16(30, 2, littleEndian);
  view.setUint32(32, 20, littleEndian);
  view.setUint32(36, 44, littleEndian);
  tiff.set([...dateTime].map((c) => c.charCodeAt(0)).slice(0, 19), 44);
  return withExifBlock(jpeg, tiff);
}
