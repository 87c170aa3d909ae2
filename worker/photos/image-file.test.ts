import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_DIMENSION } from "#shared/photo-limits.ts";
import { fuzzSettings } from "#tests/fuzz/settings.ts";
import { jpegSegment } from "#tests/mocks/jpeg.ts";
import { jpeg, jpegWithMetadata, jpegWithoutPicture, pdf, png } from "#worker/test/photo-files.ts";
import { cleanJpeg } from "./image-file.ts";

const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** The bytes with `insert` placed at `at`. */
function spliced(bytes: Uint8Array, at: number, insert: readonly number[], remove = 0): Uint8Array {
  return new Uint8Array([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at + remove)]);
}

/** Where the first segment with this marker starts. */
const markerAt = (bytes: Uint8Array, marker: number) =>
  bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === marker);

describe("cleanJpeg", () => {
  it("keeps a JPEG that holds only what a decoder needs byte for byte, and says its size", () => {
    const photo = jpeg(1920, 1440);
    const cleaned = cleanJpeg(photo);
    expect(cleaned).toMatchObject({ ok: true, width: 1920, height: 1440 });
    expect(cleaned.ok && cleaned.bytes).toEqual(photo);
  });

  it("hands on the first component's quantisation table, whose steps say the photo's quality (decision 122)", () => {
    expect(cleanJpeg(jpeg(64, 64))).toMatchObject({ quantTable: new Array(64).fill(1) });
    // A 16-bit table: steps of 300, two bytes each.
    const photo = jpeg(64, 64);
    const dqt = markerAt(photo, 0xdb);
    const sixteenBit = jpegSegment(0xdb, [0x10, ...new Array<number[]>(64).fill([0x01, 0x2c]).flat()]);
    const coarse = spliced(photo, dqt, sixteenBit, 4 + 1 + 64);
    expect(cleanJpeg(coarse)).toMatchObject({ ok: true, quantTable: new Array(64).fill(300) });
  });

  it("drops the metadata (EXIF with its GPS position, XMP, a comment, JFIF) and whatever follows the image", () => {
    const crafted = jpegWithMetadata(800, 600);
    const cleaned = cleanJpeg(crafted);
    if (!cleaned.ok) throw new Error(cleaned.problem);
    expect(cleaned.bytes).toEqual(jpeg(800, 600));
    for (const word of ["Exif", "GPS", "xmpmeta", "<script>", "JFIF"]) {
      expect(text(crafted)).toContain(word);
      expect(text(cleaned.bytes)).not.toContain(word);
    }
    expect(cleaned.bytes.subarray(-2)).toEqual(new Uint8Array([0xff, 0xd9]));
  });

  it("refuses the issue's upload: 131 bytes of JPEG markers, EXIF with GPS, a script, no picture", () => {
    const crafted = jpegWithoutPicture();
    expect(crafted.length).toBe(131);
    expect(cleanJpeg(crafted)).toEqual({ ok: false, problem: "unreadable" });
  });

  it(`says a readable JPEG over ${PHOTO_MAX_DIMENSION} px on a side is too large`, () => {
    expect(cleanJpeg(jpeg(PHOTO_MAX_DIMENSION, PHOTO_MAX_DIMENSION))).toMatchObject({ ok: true });
    expect(cleanJpeg(jpeg(PHOTO_MAX_DIMENSION + 1, 100))).toEqual({ ok: false, problem: "tooLarge" });
    expect(cleanJpeg(jpeg(100, PHOTO_MAX_DIMENSION + 1))).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("reads fill bytes, restart markers and stuffed bytes in the coded data, a restart interval, a progressive frame", () => {
    const photo = jpeg(64, 64);
    const sos = markerAt(photo, 0xda);
    const dataStart = sos + 2 + 8;
    const withRestarts = spliced(
      spliced(photo, dataStart + 1, [0xff, 0x00, 0xff, 0xd0, 0x00]),
      sos,
      [0xff, 0xdd, 0x00, 0x04, 0x00, 0x08, 0xff],
    );
    expect(cleanJpeg(withRestarts)).toMatchObject({ ok: true, width: 64, height: 64 });
    const progressive = photo.slice();
    progressive[markerAt(photo, 0xc0) + 1] = 0xc2;
    expect(cleanJpeg(progressive)).toMatchObject({ ok: true });
  });

  it("keeps Adobe's fixed colour-transform segment, which has no room for anything else", () => {
    const adobe = [
      0xff,
      0xee,
      0x00,
      0x0e,
      ...[..."Adobe"].map((c) => c.charCodeAt(0)),
      0,
      100,
      0,
      0,
      0,
      0,
      1,
    ];
    const cleaned = cleanJpeg(spliced(jpeg(16, 16), 2, adobe));
    expect(cleaned.ok && [...cleaned.bytes.subarray(2, 2 + adobe.length)]).toEqual(adobe);
    // Longer, it is something else under Adobe's name: dropped as metadata.
    const long = [
      0xff,
      0xee,
      0x00,
      0x10,
      ...[..."Adobe"].map((c) => c.charCodeAt(0)),
      ...new Array(9).fill(0),
    ];
    const dropped = cleanJpeg(spliced(jpeg(16, 16), 2, long));
    expect(dropped.ok && dropped.bytes).toEqual(jpeg(16, 16));
  });

  it.each([
    ["a PNG", png(800, 600)],
    ["a PDF", pdf()],
    ["nothing", new Uint8Array(0)],
    ["a JPEG cut off in its coded data", jpeg(64, 64).subarray(0, -4)],
    ["a JPEG with no end-of-image marker", jpeg(64, 64).subarray(0, -2)],
    ["a JPEG whose frame header is zeros", jpeg(800, 600).fill(0, 75)],
  ])("refuses %s", (_, bytes) => {
    expect(cleanJpeg(bytes)).toEqual({ ok: false, problem: "unreadable" });
  });

  it.each([
    ["12-bit samples", (b: Uint8Array) => b.set([12], markerAt(b, 0xc0) + 4)],
    ["an arithmetic-coded frame (SOF9)", (b: Uint8Array) => b.set([0xc9], markerAt(b, 0xc0) + 1)],
    ["a lossless frame (SOF3)", (b: Uint8Array) => b.set([0xc3], markerAt(b, 0xc0) + 1)],
    ["no quantisation table", (b: Uint8Array) => b.set([0xfe], markerAt(b, 0xdb) + 1)],
    ["no Huffman table", (b: Uint8Array) => b.set([0xfe], markerAt(b, 0xc4) + 1)],
    ["a width of 0", (b: Uint8Array) => b.set([0, 0], markerAt(b, 0xc0) + 7)],
    ["a scan of a component the frame does not have", (b: Uint8Array) => b.set([9], markerAt(b, 0xda) + 5)],
    ["a second start of image", (b: Uint8Array) => b.set([0xd8], markerAt(b, 0xdb) + 1)],
    ["a segment longer than the file", (b: Uint8Array) => b.set([0xff, 0xff], markerAt(b, 0xdb) + 2)],
  ])("refuses a JPEG with %s", (_, change) => {
    const bytes = jpeg(64, 64);
    change(bytes);
    expect(cleanJpeg(bytes)).toEqual({ ok: false, problem: "unreadable" });
  });

  it("whatever the bytes: never throws; what it keeps is a JPEG it keeps whole again, ending at its end", () => {
    const photo = jpegWithMetadata(40, 24);
    const mutated = fc
      .array(fc.record({ at: fc.nat(photo.length - 1), byte: fc.integer({ min: 0, max: 255 }) }), {
        maxLength: 6,
      })
      .map((changes) => {
        const bytes = photo.slice();
        for (const { at, byte } of changes) bytes[at] = byte;
        return bytes;
      });
    fc.assert(
      fc.property(fc.oneof(mutated, fc.uint8Array({ maxLength: 300 })), (bytes) => {
        const cleaned = cleanJpeg(bytes);
        if (!cleaned.ok) return;
        expect(cleanJpeg(cleaned.bytes)).toEqual(cleaned);
        expect([...cleaned.bytes.subarray(0, 2), ...cleaned.bytes.subarray(-2)]).toEqual([
          0xff, 0xd8, 0xff, 0xd9,
        ]);
        expect(text(cleaned.bytes)).not.toMatch(/Exif|GPS|script|xmpmeta|JFIF/);
      }),
      fuzzSettings(500),
    );
  });
});
