// Photo compression in a real browser (decision 050): the app's compressor — the
// module worker, mozjpeg's wasm from this origin, Chromium's own decoding and
// downscaling — run on photos made in the page, through a harness page built by
// Vite as the app is (tests/photo-harness). The photos screens are another issue's;
// this holds the compressor to its promises on its own: at most 0.25 MB and 1920 px,
// upright whatever the EXIF orientation, and a reason for every photo it refuses.
import { expect, type Page, test } from "@playwright/test";
import { buildPhotoHarness, servePhotoHarness } from "#scripts/lib/photo-harness.ts";
import { type Corner, MARKERS, SHOWN_CORNER } from "#tests/photo-harness/sample-photos.ts";
import type { Orientation } from "#web/features/photos/compress/image-header.ts";

const MAX_BYTES = 250_000;

// The compressor shows no words: each test runs once, in English (decision 080).
test.describe.configure({ mode: "serial" });
const ONCE = { tag: "@en" };

let harness: Awaited<ReturnType<typeof servePhotoHarness>> | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  await buildPhotoHarness();
  harness = await servePhotoHarness(0);
  page = await browser.newPage();
  await page.goto(harness.url);
  await expect(page).toHaveTitle("ready");
});

test.afterAll(async () => {
  await page?.close();
  await harness?.close();
});

type Rgb = readonly number[];
const near = (actual: Rgb, expected: Rgb) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 40);

/** Each stored corner's marker colour is seen where EXIF puts it once the photo is upright. */
function expectUpright(corners: Record<Corner, Rgb>, orientation: Orientation) {
  for (const [marker, colour] of Object.entries(MARKERS) as [keyof typeof MARKERS, Rgb][]) {
    const shownAt = SHOWN_CORNER[orientation][marker];
    expect(near(corners[shownAt], colour), `${marker} marker seen ${shownAt}: ${corners[shownAt]}`).toBe(
      true,
    );
  }
}

const compress = (name: string) => page.evaluate((n) => window.photoHarness.compress(n), name);

test(
  "a 12-megapixel detail-rich photo taken upright comes out upright, under 0.25 MB and 1920 px",
  ONCE,
  async () => {
    const made = await page.evaluate(() =>
      window.photoHarness.make("yard", { width: 4000, height: 3000, detail: 1.5, orientation: 6 }),
    );
    expect(made).toBeGreaterThan(4_000_000); // as a camera hands it over
    const out = await compress("yard");
    if (!out.ok) throw new Error(`${out.kind}: ${out.detail}`);
    expect(out.blobType).toBe("image/jpeg");
    expect(out.blobBytes).toBe(out.bytes);
    expect(out.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect({ width: out.width, height: out.height }).toEqual({ width: 1440, height: 1920 });
    expect({ width: out.sourceWidth, height: out.sourceHeight }).toEqual({ width: 3000, height: 4000 });
    expectUpright(out.corners!, 6);
  },
);

test(
  "a photo too detailed for 1920 px falls back to a smaller size, still upright and under 0.25 MB",
  ONCE,
  async () => {
    await page.evaluate(() =>
      window.photoHarness.make("gravel", { width: 4032, height: 3024, detail: 4, orientation: 8 }),
    );
    const out = await compress("gravel");
    if (!out.ok) throw new Error(`${out.kind}: ${out.detail}`);
    expect(out.bytes).toBeLessThanOrEqual(MAX_BYTES);
    expect(out.height).toBeLessThan(1920);
    expect(out.height).toBeGreaterThanOrEqual(1024);
    expect(out.height).toBeGreaterThan(out.width);
    expectUpright(out.corners!, 8);
  },
);

test("the compressor's own turn of each EXIF orientation matches Chromium's", ONCE, async () => {
  const { appliesExif, results } = await page.evaluate(() => window.photoHarness.orientations());
  // Chromium turns photos itself, so the worker leaves them be; other browsers may take our path.
  expect(appliesExif).toBe(true);
  for (const { orientation, browser, ours } of results) {
    expect(ours.width, `orientation ${orientation}`).toBe(browser.width);
    expect(ours.height, `orientation ${orientation}`).toBe(browser.height);
    for (const corner of Object.keys(browser.corners) as Corner[]) {
      expect(
        near(ours.corners[corner], browser.corners[corner]),
        `orientation ${orientation}, ${corner}`,
      ).toBe(true);
    }
    const quarters = { topLeft: [255, 0, 0], topRight: [0, 204, 0], bottomLeft: [0, 0, 255] };
    for (const [stored, colour] of Object.entries(quarters) as [keyof typeof MARKERS, Rgb][]) {
      expect(near(browser.corners[SHOWN_CORNER[orientation][stored]], colour)).toBe(true);
    }
  }
});

test("a PNG screenshot is brought to 1920 px and a small photo is not enlarged", ONCE, async () => {
  await page.evaluate(async () => {
    await window.photoHarness.make("screenshot", {
      width: 1170,
      height: 2532,
      detail: 0.3,
      orientation: 1,
      format: "png",
    });
    await window.photoHarness.make("small", { width: 640, height: 480, detail: 0.5, orientation: 3 });
  });
  const screenshot = await compress("screenshot");
  if (!screenshot.ok) throw new Error(`${screenshot.kind}: ${screenshot.detail}`);
  expect({ width: screenshot.width, height: screenshot.height }).toEqual({ width: 887, height: 1920 });
  expect(screenshot.bytes).toBeLessThanOrEqual(MAX_BYTES);
  const small = await compress("small");
  if (!small.ok) throw new Error(`${small.kind}: ${small.detail}`);
  expect({ width: small.width, height: small.height }).toEqual({ width: 640, height: 480 });
  expectUpright(small.corners!, 3);
});

test("a file it cannot compress gets the reason the driver will be told", ONCE, async () => {
  const jpegStart = [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0, 0, 1, 0, 1, 0, 0,
  ];
  // A frame header claiming 12000 × 9000 (108 MP), as a phone's high-resolution mode writes.
  const hugeFrame = [
    0xff, 0xc0, 0x00, 0x11, 0x08, 0x23, 0x28, 0x2e, 0xe0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ];
  await page.evaluate(
    ({ jpegStart, hugeFrame }) => {
      const text = [..."Trailer 400101, front, driver side"].map((c) => c.charCodeAt(0));
      window.photoHarness.keep("text", text, 0, "text/plain");
      window.photoHarness.keep("damaged", [
        ...jpegStart,
        ...Array.from({ length: 5000 }, (_, i) => (i * 37) % 256),
      ]);
      window.photoHarness.keep("forty-megabytes", jpegStart, 40 * 1024 * 1024, "image/jpeg");
      window.photoHarness.keep("108-megapixels", [...jpegStart, ...hugeFrame, 0xff, 0xd9], 0, "image/jpeg");
    },
    { jpegStart, hugeFrame },
  );
  expect(await compress("text")).toMatchObject({ ok: false, kind: "not-an-image" });
  expect(await compress("damaged")).toMatchObject({ ok: false, kind: "cannot-decode" });
  expect(await compress("forty-megabytes")).toMatchObject({ ok: false, kind: "too-large" });
  expect(await compress("108-megapixels")).toMatchObject({ ok: false, kind: "too-large" });
  // And the next photo is compressed as ever.
  expect(await compress("small")).toMatchObject({ ok: true, width: 640, height: 480 });
});
