// Where a view's photo came from, read from the file the phone hands over (decision 124): its own
// time (EXIF first, then the file's date), whether that makes it one chosen from the phone's
// photos, and its fingerprint.
import { describe, expect, it } from "vitest";
import { jpegBytes } from "#tests/mocks/jpeg.ts";
import { exifDateTime, withExifDateTime } from "#web/test/exif-jpeg.ts";
import { photoOrigin } from "./photo-origin.ts";

const NOW = new Date(2026, 10, 29, 15, 0, 0).getTime();
const STARTED = NOW - 10 * 60_000;
const MINUTE = 60_000;

function file(bytes: Uint8Array, lastModified: number): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], "IMG_0001.jpg", { type: "image/jpeg", lastModified });
}
const withTaken = (taken: number) => withExifDateTime(jpegBytes(64, 48), exifDateTime(new Date(taken)));
const time = (iso: string) => new Date(iso).getTime();

describe("a photo's origin", () => {
  it("taken with the camera during the assessment: its EXIF time, not flagged", async () => {
    const origin = await photoOrigin(file(withTaken(NOW - MINUTE), NOW), STARTED, NOW);
    expect(time(origin.takenAt)).toBe(NOW - MINUTE);
    expect(origin.fromPhonePhotos).toBeUndefined();
  });

  it("from the gallery, taken yesterday: flagged, with its EXIF time even when the file is dated now", async () => {
    // iPhone Safari hands a gallery photo over as a new file, dated as it is chosen.
    const yesterday = NOW - 24 * 60 * MINUTE;
    const origin = await photoOrigin(file(withTaken(yesterday), NOW), STARTED, NOW);
    expect(origin).toMatchObject({ fromPhonePhotos: "older" });
    expect(time(origin.takenAt)).toBe(yesterday);
  });

  it("with no EXIF time, the file's date says when: before the assessment is flagged, after is not", async () => {
    const before = await photoOrigin(file(jpegBytes(64, 48), STARTED - MINUTE), STARTED, NOW);
    expect(before.fromPhonePhotos).toBe("older");
    expect(time(before.takenAt)).toBe(STARTED - MINUTE);
    const after = await photoOrigin(file(jpegBytes(64, 48), STARTED + MINUTE), STARTED, NOW);
    expect(after.fromPhonePhotos).toBeUndefined();
  });

  it("with no time at all: flagged undated, taken when it was chosen", async () => {
    const origin = await photoOrigin(file(jpegBytes(64, 48), 0), STARTED, NOW);
    expect(origin.fromPhonePhotos).toBe("undated");
    expect(time(origin.takenAt)).toBe(NOW);
  });

  it("a camera clock ahead of the phone's counts as now", async () => {
    const origin = await photoOrigin(file(withTaken(NOW + 60 * MINUTE), NOW), STARTED, NOW);
    expect(time(origin.takenAt)).toBe(NOW);
    expect(origin.fromPhonePhotos).toBeUndefined();
  });

  it("without the assessment's start (a draft kept by an older version), an old photo is not told apart", async () => {
    const origin = await photoOrigin(file(withTaken(NOW - 24 * 60 * MINUTE), NOW), undefined, NOW);
    expect(origin.fromPhonePhotos).toBeUndefined();
  });

  it("the same file has the same fingerprint, whatever its name or date; another picture has another", async () => {
    const bytes = withTaken(NOW - MINUTE);
    const first = await photoOrigin(file(bytes, NOW), STARTED, NOW);
    const again = await photoOrigin(
      new File([bytes as Uint8Array<ArrayBuffer>], "copy.jpg", { lastModified: 1 }),
      STARTED,
      NOW,
    );
    expect(first.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(again.fileHash).toBe(first.fileHash);
    const other = Uint8Array.from(bytes);
    other[other.length - 3] = (other[other.length - 3]! + 1) % 256;
    expect((await photoOrigin(file(other, NOW), STARTED, NOW)).fileHash).not.toBe(first.fileHash);
  });
});
