import { describe, expect, it } from "vitest";
import { jpeg, pdf, png, webp } from "../test/photo-files.ts";
import { imageSize, startsAs } from "./image-file.ts";

describe("startsAs", () => {
  it("reads each type from its first bytes, not from what it is called", () => {
    expect(startsAs("image/jpeg", jpeg(10, 10))).toBe(true);
    expect(startsAs("image/png", png(10, 10))).toBe(true);
    expect(startsAs("image/webp", webp(10, 10))).toBe(true);
    expect(startsAs("image/jpeg", png(10, 10))).toBe(false);
    expect(startsAs("image/jpeg", pdf())).toBe(false);
    expect(startsAs("image/png", new Uint8Array(3))).toBe(false);
  });
});

describe("imageSize", () => {
  it("finds a JPEG's frame header past the segments before it", () => {
    const exif = [0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00];
    const plain = jpeg(1920, 1440);
    const withExif = new Uint8Array(plain.length + exif.length);
    withExif.set(plain.subarray(0, 2));
    withExif.set(exif, 2);
    withExif.set(plain.subarray(2), 2 + exif.length);
    expect(imageSize("image/jpeg", plain)).toEqual({ width: 1920, height: 1440 });
    expect(imageSize("image/jpeg", withExif)).toEqual({ width: 1920, height: 1440 });
  });

  it("reads a progressive JPEG (SOF2) too", () => {
    const progressive = jpeg(800, 600);
    progressive[21] = 0xc2;
    expect(imageSize("image/jpeg", progressive)).toEqual({ width: 800, height: 600 });
  });

  it("has no size for a JPEG whose scan comes before any frame header, or that is cut short", () => {
    const scanFirst = new Uint8Array(64);
    scanFirst.set([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08]);
    expect(imageSize("image/jpeg", scanFirst)).toBeUndefined();
    expect(imageSize("image/jpeg", jpeg(800, 600).subarray(0, 12))).toBeUndefined();
    expect(
      imageSize("image/jpeg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeUndefined();
  });

  it("reads PNG and every kind of WebP header", () => {
    expect(imageSize("image/png", png(2048, 1536))).toEqual({ width: 2048, height: 1536 });
    expect(imageSize("image/webp", webp(3000, 2000))).toEqual({ width: 3000, height: 2000 });
    const lossy = webp(1, 1);
    lossy.set(
      [..."VP8 "].map((ch) => ch.charCodeAt(0)),
      12,
    );
    new DataView(lossy.buffer).setUint16(26, 1600, true);
    new DataView(lossy.buffer).setUint16(28, 1200, true);
    expect(imageSize("image/webp", lossy)).toEqual({ width: 1600, height: 1200 });
    const lossless = webp(1, 1);
    lossless.set(
      [..."VP8L"].map((ch) => ch.charCodeAt(0)),
      12,
    );
    lossless[20] = 0x2f;
    new DataView(lossless.buffer).setUint32(21, (1023 - 1) | ((767 - 1) << 14), true);
    expect(imageSize("image/webp", lossless)).toEqual({ width: 1023, height: 767 });
  });
});
