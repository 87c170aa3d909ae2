// Image files for the photo upload's tests: real JPEGs (tiny grey pictures a
// decoder draws), JPEGs as a crafted upload would carry them, and the headers
// other types start with, padded with zeros to the size a test needs.
import { jpegBytes, jpegSegment } from "#tests/mocks/jpeg.ts";

const segment = jpegSegment;
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * A real JPEG of this size, all grey, with only what a decoder needs (tests/mocks/jpeg.ts); padded
 * to `totalBytes` with zeros after the end of the image.
 */
export function jpeg(width: number, height: number, totalBytes = 0): Uint8Array<ArrayBuffer> {
  const bytes = jpegBytes(width, height);
  const out = new Uint8Array(Math.max(totalBytes, bytes.length));
  out.set(bytes);
  return out;
}

/**
 * As a crafted upload arrives: the JPEG above with a JFIF header, an EXIF block holding a GPS
 * position, XMP and a comment after its start, and a script after its end.
 */
export function jpegWithMetadata(width: number, height: number): Uint8Array<ArrayBuffer> {
  const clean = jpeg(width, height);
  const before = [
    ...segment(0xe0, [...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, [
      ...ascii("Exif"),
      0,
      0,
      ...ascii("MM"),
      0,
      42,
      ...ascii("GPSLatitude 33.4255 GPSLongitude -112.02"),
    ]),
    ...segment(0xe1, ascii("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>owner: a driver</x:xmpmeta>")),
    ...segment(0xfe, ascii("<script>alert(document.cookie)</script>")),
  ];
  const after = ascii("<script>alert(document.cookie)</script>");
  const out = new Uint8Array(clean.length + before.length + after.length);
  out.set(clean.subarray(0, 2));
  out.set(before, 2);
  out.set(clean.subarray(2), 2 + before.length);
  out.set(after, clean.length + before.length);
  return out;
}

/** The upload the issue tried: a "JPEG" of 131 bytes holding no picture, EXIF with GPS, a script after it. */
export function jpegWithoutPicture(): Uint8Array<ArrayBuffer> {
  const bytes = [
    ...[0xff, 0xd8],
    ...segment(0xe1, [
      ...ascii("Exif"),
      ...[0, 0],
      ...ascii("MM"),
      ...[0, 42],
      ...ascii("GPSLatitude 33.4255 N GPSLongitude 112.0200 W"),
    ]),
    ...[0xff, 0xd9],
    ...ascii("<script>fetch('/api/session').then(r=>r.text()).then(alert)</script>"),
  ];
  return new Uint8Array(bytes);
}

/** A PNG: its signature and IHDR chunk. */
export function png(width: number, height: number, totalBytes = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(totalBytes);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

/** An extended WebP (VP8X) of this canvas. */
export function webp(width: number, height: number, totalBytes = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(totalBytes);
  const text = (offset: number, s: string) =>
    bytes.set(
      [...s].map((ch) => ch.charCodeAt(0)),
      offset,
    );
  text(0, "RIFF");
  text(8, "WEBP");
  text(12, "VP8X");
  const u24 = (offset: number, value: number) =>
    bytes.set([value & 0xff, (value >> 8) & 0xff, value >> 16], offset);
  u24(24, width - 1);
  u24(27, height - 1);
  return bytes;
}

/** The start of a PDF: what a renamed document looks like. */
export function pdf(totalBytes = 4096): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(totalBytes);
  bytes.set([..."%PDF-1.7\n"].map((ch) => ch.charCodeAt(0)));
  return bytes;
}
