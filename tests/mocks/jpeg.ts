// A real JPEG for the tests, as the phone's compressor makes one (decision 050:
// baseline, no metadata): SOI, one quantisation table, the frame (one component),
// a one-code DC and one-code AC Huffman table, the scan and its coded data, EOI.
// Every segment a decoder needs and nothing else, so the edge keeps it whole
// (worker/photos/image-file.ts). With no `codedData` every 8x8 block is a DC
// difference of 0 and an end of block: a grey picture any decoder draws. Given
// bytes are used as the coded data instead (0xFF stuffed), so each test photo
// can be a file of its own.

const segment = (marker: number, body: readonly number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

function greyBlocks(width: number, height: number): number[] {
  const bits = 2 * Math.ceil(width / 8) * Math.ceil(height / 8);
  const data = new Array<number>(Math.ceil(bits / 8)).fill(0);
  // The last byte is padded with 1 bits.
  if (bits % 8 !== 0) data[data.length - 1] = (1 << (8 - (bits % 8))) - 1;
  return data;
}

/** 0xFF in coded data is followed by 0x00, so no byte of it reads as a marker. */
const stuffed = (bytes: Uint8Array) => [...bytes].flatMap((b) => (b === 0xff ? [0xff, 0x00] : [b]));

export function jpegBytes(width: number, height: number, codedData?: Uint8Array): Uint8Array<ArrayBuffer> {
  const oneCode = [1, ...new Array<number>(15).fill(0), 0];
  return new Uint8Array([
    ...[0xff, 0xd8],
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...oneCode, 0x10, ...oneCode]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...(codedData ? stuffed(codedData) : greyBlocks(width, height)),
    ...[0xff, 0xd9],
  ]);
}

/** A JPEG segment with this marker and body (APPn, COM, …), for tests that add one. */
export function jpegSegment(marker: number, body: readonly number[]): number[] {
  return segment(marker, body);
}
