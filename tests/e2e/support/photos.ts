// The Photos step in the browser tests: photos as a phone's camera hands them
// over (JPEGs drawn in the page with varied detail, no image files in the repo),
// given to the camera's file input, then the roadworthy confirmation.
import { expect, type Page } from "@playwright/test";
import type { translator } from "./catalogs.ts";

type Tr = Awaited<ReturnType<typeof translator>>;

/** The six views in the order the driver walks them (docs/product.md §3). */
export const VIEWS = [
  "Trailer front",
  "Driver side front",
  "Driver side rear",
  "Passenger side front",
  "Passenger side rear",
  "Trailer back",
] as const;

/** A camera's photo size: 12 MP (4000 × 3000), as the WebKit journeys and the compressor's tests use. */
export const TWELVE_MP = { width: 4000, height: 3000 };
/**
 * The Chromium journeys' camera: 5 MP (2560 × 1920), still larger than the 1920 px the app keeps, so
 * every photo is brought down; the 12 MP case is photo-compression.spec.ts's and the WebKit journeys'
 * (decision 131).
 */
const JOURNEY_CAMERA = { width: 2560, height: 1920 };

/**
 * Runs in the page: a camera JPEG of the size given as a data URL, stripes and noise, different per
 * `seed`. Shared with the WebKit tests (tests/webkit), which draw theirs in WebKit.
 */
export function drawCameraJpeg({
  seed,
  width,
  height,
}: {
  seed: number;
  width: number;
  height: number;
}): string {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = `hsl(${(seed * 53) % 360} 40% 60%)`;
  ctx.fillRect(0, 0, width, height);
  let state = seed + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let i = 0; i < 400; i++) {
    ctx.fillStyle = `hsl(${Math.floor(random() * 360)} 50% ${Math.floor(random() * 80) + 10}%)`;
    ctx.fillRect(random() * width, random() * height, (random() * 600 * width) / 4000, random() * 40);
  }
  return canvas.toDataURL("image/jpeg", 0.92);
}

/** The bytes of a data URL. */
export const dataUrlBytes = (dataUrl: string) =>
  Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");

const drawn = new Map<number, Buffer>();

/**
 * The journeys' camera JPEG, drawn in the page: stripes and noise, different per `seed`. Drawn once
 * per seed in each test worker (the same seed draws the same photo), then kept.
 */
export async function cameraJpeg(page: Page, seed: number): Promise<Buffer> {
  let bytes = drawn.get(seed);
  if (!bytes) {
    bytes = dataUrlBytes(await page.evaluate(drawCameraJpeg, { seed, ...JOURNEY_CAMERA }));
    drawn.set(seed, bytes);
  }
  return bytes;
}

/** On a view's screen: takes its photo and waits until it is kept and shown. */
export async function takePhoto(page: Page, tr: Tr, index: number): Promise<void> {
  const label = tr(VIEWS[index]!);
  await expect(
    page.getByRole("heading", {
      name: tr("Photo {number} of {total}: {label}", {
        number: String(index + 1),
        total: String(VIEWS.length),
        label,
      }),
    }),
  ).toBeVisible();
  await page.getByLabel(tr("Take photo")).setInputFiles({
    name: `IMG_${1000 + index}.jpg`,
    mimeType: "image/jpeg",
    buffer: await cameraJpeg(page, index),
  });
  await expect(page.getByRole("img", { name: tr("Your photo: {label}", { label }) })).toBeVisible({
    timeout: 20_000,
  });
}

/** From the view on screen: Next, or after the last view the roadworthy confirmation, confirmed. */
export async function nextView(page: Page, tr: Tr, index: number): Promise<void> {
  if (index < VIEWS.length - 1) {
    await page.getByRole("link", { name: tr("Next photo") }).click();
    return;
  }
  await page.getByRole("link", { name: tr("Check the photos") }).click();
  // The attach's roadworthy confirmation, or the detach's confirmation of the photos.
  await expect(
    page
      .getByRole("heading", { name: tr("Roadworthy confirmation") })
      .or(page.getByRole("heading", { name: tr("Confirm your photos") })),
  ).toBeVisible();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: tr("Continue") }).click();
}

/** The Photos step from its first screen: the six views in order, then the roadworthy confirmation. */
export async function takeSixPhotos(page: Page, tr: Tr): Promise<void> {
  await expect(page.getByRole("heading", { name: tr("Take photos of each side") })).toBeVisible();
  await page.getByRole("link", { name: tr("Start with the trailer front") }).click();
  for (const index of VIEWS.keys()) {
    await takePhoto(page, tr, index);
    await nextView(page, tr, index);
  }
}
