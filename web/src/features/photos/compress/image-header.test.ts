import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exifDateTime, withExifDateTime } from "#web/test/exif-jpeg.ts";
import {
  type Orientation,
  readJpegHeader,
  readPngSize,
  sniffImageFormat,
  withExifOrientation,
} from "./image-header.ts";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

const segment = (marker: number, body: Uint8Array) => {
  const length = body.length + 2;
  return Uint8Array.from([0xff, marker, length >> 8, length & 0xff, ...body]);
};

/** A JPEG's markers as a camera writes them: APP0, other segments, the frame header, then the scan. */
function jpeg(width: number, height: number, before: Uint8Array[] = []): Uint8Array {
  const sof = segment(
    0xc0,
    Uint8Array.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
  );
  const parts = [
    Uint8Array.from([0xff, 0xd8]),
    segment(0xe0, bytes("JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...before,
    sof,
    segment(0xda, Uint8Array.from([1, 1, 0, 0, 0x3f, 0])),
    Uint8Array.from([0x12, 0x34, 0xff, 0xd9]),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const orientation = fc.integer({ min: 1, max: 8 }) as fc.Arbitrary<Orientation>;
const side = fc.integer({ min: 1, max: 65535 });
/** ICC profiles, XMP, maker notes: segments a reader must step over. */
const otherSegment = fc
  .tuple(fc.constantFrom(0xe2, 0xe3, 0xed, 0xee, 0xfe, 0xdb, 0xc4), fc.uint8Array({ maxLength: 300 }))
  .map(([marker, body]) => segment(marker, body));

describe("sniffing the format from the first bytes", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["png", bytes([0x89], "PNG\r\n\x1a\n")],
    ["gif", bytes("GIF89a")],
    ["webp", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")],
    ["heic", bytes([0, 0, 0, 0x18], "ftypheic")],
    ["heic", bytes([0, 0, 0, 0x18], "ftypmif1")],
    ["avif", bytes([0, 0, 0, 0x18], "ftypavif")],
    ["bmp", bytes("BM", new Array(30).fill(0))],
  ])("knows %s", (format, head) => {
    expect(sniffImageFormat(head)).toBe(format);
  });

  it.each([
    ["text", bytes("Trailer 400101 front, driver side")],
    ["a PDF", bytes("%PDF-1.7")],
    ["an MP4 video", bytes([0, 0, 0, 0x18], "ftypisom")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_, head) => {
    expect(sniffImageFormat(head)).toBeUndefined();
  });
});

describe("a JPEG's header", () => {
  it("reads the orientation written in either byte order, and the stored size past other segments", () => {
    fc.assert(
      fc.property(
        side,
        side,
        orientation,
        fc.boolean(),
        fc.array(otherSegment, { maxLength: 4 }),
        (width, height, o, little, others) => {
          const file = withExifOrientation(jpeg(width, height, others), o, little);
          expect(readJpegHeader(file)).toEqual({ orientation: o, width, height });
        },
      ),
    );
  });

  it("is upright with no EXIF block", () => {
    expect(readJpegHeader(jpeg(4000, 3000))).toEqual({ orientation: 1, width: 4000, height: 3000 });
  });

  it("takes the first EXIF block (the camera's), not a later one", () => {
    const file = withExifOrientation(withExifOrientation(jpeg(10, 20), 3), 6);
    expect(readJpegHeader(file).orientation).toBe(6);
  });

  it("is upright when the tag holds a value EXIF does not define", () => {
    const file = withExifOrientation(jpeg(10, 20), 6);
    // The SHORT value sits 2 + 4 (APP1 marker, length) + 6 ("Exif\0\0") + 18 bytes into the file.
    file[2 + 4 + 6 + 18 + 1] = 9;
    expect(readJpegHeader(file).orientation).toBe(1);
  });

  it("never throws on damaged or cut-off files, and says upright when it cannot tell", () => {
    fc.assert(
      fc.property(
        side,
        side,
        orientation,
        fc.nat(),
        fc.uint8Array({ maxLength: 200 }),
        (w, h, o, cut, noise) => {
          const whole = withExifOrientation(jpeg(w, h), o);
          const cutOff = whole.subarray(0, cut % whole.length);
          const header = readJpegHeader(cutOff);
          expect([1, o]).toContain(header.orientation);
          const garbage = Uint8Array.from([0xff, 0xd8, 0xff, ...noise]);
          expect(readJpegHeader(garbage).orientation).toBeGreaterThanOrEqual(1);
          expect(readJpegHeader(garbage).orientation).toBeLessThanOrEqual(8);
        },
      ),
    );
  });

  it("reads nothing from a file that is not a JPEG", () => {
    expect(readJpegHeader(bytes("GIF89a"))).toEqual({ orientation: 1 });
  });
});

describe("when a JPEG was taken (EXIF DateTimeOriginal)", () => {
  it("reads it from the Exif IFD, in either byte order, as the phone's local time", () => {
    for (const little of [false, true]) {
      const file = withExifDateTime(jpeg(4000, 3000), "2026:11:28 14:02:33", little);
      expect(readJpegHeader(file)).toEqual({
        orientation: 1,
        width: 4000,
        height: 3000,
        takenAt: new Date(2026, 10, 28, 14, 2, 33),
      });
    }
  });

  it("reads it past other segments, and beside the orientation of a rotated photo", () => {
    const taken = new Date(2026, 0, 5, 6, 7, 8);
    const file = withExifDateTime(withExifOrientation(jpeg(640, 480), 6), exifDateTime(taken), true);
    // The reader takes the first Exif segment only, as a camera writes one: here the date's.
    expect(readJpegHeader(file).takenAt).toEqual(taken);
    const behind = jpeg(640, 480, [segment(0xe2, bytes("ICC_PROFILE\0", new Array(40).fill(1)))]);
    expect(readJpegHeader(withExifDateTime(behind, exifDateTime(taken))).takenAt).toEqual(taken);
  });

  it.each([
    ["a camera with its clock unset", "0000:00:00 00:00:00"],
    ["blanks", "                   "],
    ["a day that does not exist", "2026:02:30 10:00:00"],
    ["an hour that does not exist", "2026:11:28 25:00:00"],
    ["another format", "2026-11-28T14:02:33"],
  ])("gives no time for %s", (_, text) => {
    expect(readJpegHeader(withExifDateTime(jpeg(10, 10), text)).takenAt).toBeUndefined();
  });

  it("gives no time when there is none: orientation only, or no EXIF at all", () => {
    expect(readJpegHeader(withExifOrientation(jpeg(10, 10), 3)).takenAt).toBeUndefined();
    expect(readJpegHeader(jpeg(10, 10)).takenAt).toBeUndefined();
  });

  it("never throws nor reads past the bytes it has, however the file is cut", () => {
    const whole = withExifDateTime(jpeg(64, 48), "2026:11:28 14:02:33");
    for (let cut = 0; cut < whole.length; cut++) {
      const { takenAt } = readJpegHeader(whole.subarray(0, cut));
      if (takenAt) expect(takenAt).toEqual(new Date(2026, 10, 28, 14, 2, 33));
    }
  });
});

describe("a PNG's size", () => {
  it("comes from its IHDR chunk", () => {
    const head = bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR", [0, 0, 0x1f, 0x40, 0, 0, 0x17, 0x70]);
    expect(readPngSize(head)).toEqual({ width: 8000, height: 6000 });
    expect(readPngSize(head.subarray(0, 20))).toBeUndefined();
  });
});
