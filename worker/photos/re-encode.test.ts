// The re-encode in the Workers runtime (decision 122): the codec's WebAssembly
// as workerd imports it, photos made by the same encoder as the phone's.
import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, PHOTO_QUALITY_CEILING, PHOTO_QUALITY_FLOOR } from "#shared/photo-limits.ts";
import { jpegBytes, jpegSegment } from "#tests/mocks/jpeg.ts";
import { PHONE_QUALITY, phonePhoto, yardScene } from "#worker/test/phone-photo.ts";
import { jpeg } from "#worker/test/photo-files.ts";
import { cleanJpeg } from "./image-file.ts";
import { decodeJpeg, encodeJpeg } from "./jpeg-codec.ts";
import { reEncodeJpeg } from "./re-encode.ts";

const SCRIPT = "<script>alert(1)</script>";
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const text = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** Where the first segment with this marker starts. */
const markerAt = (bytes: Uint8Array, marker: number) =>
  bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === marker);

/** Where the first scan's coded data starts. */
const codedDataAt = (bytes: Uint8Array) => {
  const sos = markerAt(bytes, 0xda);
  return sos + 2 + ((bytes[sos + 2]! << 8) | bytes[sos + 3]!);
};

/** The bytes with `insert` placed at `at`. */
const spliced = (bytes: Uint8Array, at: number, insert: readonly number[]) =>
  new Uint8Array([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at)]);

/** What the walker keeps of a file it must keep. */
function walked(bytes: Uint8Array) {
  const clean = cleanJpeg(bytes);
  if (!clean.ok) throw new Error(`the walker refused the file: ${clean.problem}`);
  return clean;
}

/** The re-encode of a file, which must succeed. */
async function reEncoded(bytes: Uint8Array, maxBytes?: number) {
  const out = await reEncodeJpeg(walked(bytes), maxBytes);
  if (!out.ok) throw new Error(`the re-encode refused the file: ${out.problem}`);
  return out;
}

/** Peak signal-to-noise ratio of two pictures' colours, in dB: above 40, no eye tells them apart. */
function psnr(a: ImageData, b: ImageData): number {
  let squares = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) squares += (a.data[i]! - b.data[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (squares / (a.width * a.height * 3)));
}

// Each test encodes and decodes whole photos: up to a second of CPU, more when the machine is busy.
describe("reEncodeJpeg", { timeout: 60_000 }, () => {
  it("sends a phone's photo on at the quality it was made at: the same size, the same picture, under the limit", async () => {
    const sent = await phonePhoto();
    // As the phone's search leaves a busy photo: close under the limit (compress-plan.ts).
    expect(sent.length).toBeGreaterThan(0.85 * PHOTO_MAX_BYTES);
    expect(sent.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    const out = await reEncoded(sent);
    expect(out).toMatchObject({ width: 1920, height: 1440, quality: PHONE_QUALITY });
    // The encoder's JFIF header is dropped as the walker drops it from an upload (decision 068).
    expect(text(sent)).toContain("JFIF");
    expect(text(out.bytes)).not.toContain("JFIF");
    expect(out.bytes.length).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
    expect(Math.abs(out.bytes.length - sent.length)).toBeLessThan(0.01 * sent.length);
    const [before, after] = await Promise.all([decodeJpeg(sent), decodeJpeg(out.bytes)]);
    expect(after).toMatchObject({ width: 1920, height: 1440 });
    expect(psnr(before!, after!)).toBeGreaterThan(50);
  });

  it.each([
    ["is the coded data", async () => jpegBytes(64, 64, new Uint8Array(ascii(SCRIPT)))],
    [
      "follows a restart marker",
      async () => {
        // A restart interval of 32 blocks: the picture's first half, then RST0 and the script.
        const grey = jpeg(64, 64);
        const firstHalf = codedDataAt(grey) + 8;
        const withScript = spliced(grey, firstHalf, [0xff, 0xd0, ...ascii(SCRIPT)]);
        return spliced(withScript, markerAt(withScript, 0xda), [0xff, 0xdd, 0x00, 0x04, 0x00, 0x20]);
      },
    ],
    [
      "sits in the middle of a phone photo's coded data",
      async () => {
        const photo = await phonePhoto(640, 480);
        const middle = Math.floor((codedDataAt(photo) + photo.length) / 2);
        // After a whole byte that is not 0xFF, so no marker is cut in two.
        const at = photo[middle - 1] === 0xff ? middle + 1 : middle;
        return spliced(photo, at, ascii(SCRIPT));
      },
    ],
  ])("leaves out a script that %s: a valid JPEG of the same size comes out, without it", async (_, make) => {
    const crafted = await make();
    const { width, height } = walked(crafted);
    // The walker keeps coded data as sent (decision 068): the script is in what it keeps.
    expect(text(walked(crafted).bytes)).toContain(SCRIPT);
    const out = await reEncoded(crafted);
    // Searched, not matched with toContain: a failure would print the whole photo.
    expect(text(out.bytes).indexOf("<script")).toBe(-1);
    expect(text(out.bytes).indexOf("alert(1)")).toBe(-1);
    expect(out).toMatchObject({ width, height });
    expect(await decodeJpeg(out.bytes)).toMatchObject({ width, height });
  });

  it.each([PHOTO_QUALITY_FLOOR, 40, PHONE_QUALITY, PHOTO_QUALITY_CEILING])(
    "reads the quality %i the phone encoded a photo at, and encodes it again there",
    async (quality) => {
      const sent = await encodeJpeg(yardScene(160, 120), quality);
      expect(await reEncoded(sent)).toMatchObject({ quality });
    },
  );

  it(`encodes a photo made finer than the phone makes them at its ceiling, ${PHOTO_QUALITY_CEILING}`, async () => {
    expect(await reEncoded(await encodeJpeg(yardScene(160, 120), 95))).toMatchObject({
      quality: PHOTO_QUALITY_CEILING,
    });
    // Every step 1: quality 100.
    expect(await reEncoded(jpeg(64, 48))).toMatchObject({ quality: PHOTO_QUALITY_CEILING });
  });

  it("encodes again 10 lower when the photo's own quality misses the limit, and refuses one over it at the floor", async () => {
    const sent = await phonePhoto(320, 240);
    const own = await reEncoded(sent);
    expect(own.quality).toBe(PHONE_QUALITY);
    const lower = await reEncoded(sent, own.bytes.length - 1);
    expect(lower.quality).toBe(PHONE_QUALITY - 10);
    expect(lower.bytes.length).toBeLessThan(own.bytes.length);
    expect(await reEncodeJpeg(walked(sent), 1_000)).toEqual({ ok: false, problem: "overLimit" });
  });

  it("says a JPEG the walker reads but the decoder cannot draw is unreadable", async () => {
    const grey = jpeg(64, 64);
    const dht = markerAt(grey, 0xc4);
    const dhtEnd = dht + 2 + ((grey[dht + 2]! << 8) | grey[dht + 3]!);
    // Three 1-bit DC codes: well formed for the walker, no prefix code for the decoder.
    const threeOneBitCodes = jpegSegment(0xc4, [
      ...[0x00, 3, ...new Array<number>(15).fill(0), 0, 1, 2],
      ...[0x10, 1, ...new Array<number>(15).fill(0), 0],
    ]);
    const bogus = new Uint8Array([...grey.subarray(0, dht), ...threeOneBitCodes, ...grey.subarray(dhtEnd)]);
    expect(await reEncodeJpeg(walked(bogus))).toEqual({ ok: false, problem: "unreadable" });
    // The decoder is still whole for the next photo.
    expect(await reEncoded(grey)).toMatchObject({ width: 64, height: 64 });
  });
});
