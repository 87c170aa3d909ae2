// Image files for the photo upload's tests: the real headers each type starts
// with (so type, first bytes and dimensions read as they would from a camera),
// padded with zeros to the size a test needs.

/** A baseline JPEG: SOI, a JFIF APP0 segment, then the frame header (SOF0) with its size. */
export function jpeg(width: number, height: number, totalBytes = 4096): Uint8Array<ArrayBuffer> {
  const head = [
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03],
    ...[0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
  ];
  const bytes = new Uint8Array(Math.max(totalBytes, head.length + 2));
  bytes.set(head);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
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
