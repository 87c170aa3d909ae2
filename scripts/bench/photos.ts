// `npm run bench`, photo compression's figures (decision 050):
//  1. the gzipped size of the compression worker chunk and mozjpeg's wasm, and that
//     none of it loads with the first screens;
//  2. a 12-megapixel detail-rich photo (made in the browser, taken upright: EXIF 6)
//     compressed by the app's worker, against canvas.toBlob running the same search
//     (a sample's encodes, then the photo's: decision 084) in the same page: time,
//     bytes and PSNR against the source, each as a ratio; and the first photo, with
//     the compressor started as the photos step opens, and started by the shot;
//  3. a set of sample photos of varied detail, shape and size made by the bench:
//     the share that meet 0.25 MB and 1920 px, and each one's figures.
// The compressor is measured through tests/photo-harness (Vite-built like the app:
// the same worker and wasm as the photos screens).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "#scripts/lib/chromium.ts";
import { buildPhotoHarness, PHOTO_HARNESS_DIR, servePhotoHarness } from "#scripts/lib/photo-harness.ts";
import { PHOTO_LONG_EDGE, PHOTO_MAX_BYTES } from "#shared/photo-limits.ts";
import type { PhotoSpec } from "#tests/photo-harness/sample-photos.ts";

const APP_ASSETS = "dist/client/assets";
const RUNS = 5;
/** How long after the photos step opens the first photo is taken, in the warmed figure. */
const WARM_MS = 2000;
const FILES = /^(compress\.worker-.+\.js|mozjpeg_enc-.+\.wasm)$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const DETAIL_RICH: PhotoSpec = { width: 4000, height: 3000, detail: 1.5, orientation: 6 };

/** Varied detail (0 is a clear sky, 1.5 the detail-rich yard, 4–6 gravel under heavy noise), shapes and sizes. */
const SAMPLES: [string, PhotoSpec][] = [
  ["12 MP sky, upright", { width: 4000, height: 3000, detail: 0, orientation: 1 }],
  ["12 MP light detail, portrait (6)", { width: 4000, height: 3000, detail: 0.3, orientation: 6, seed: 2 }],
  ["12 MP medium detail", { width: 4000, height: 3000, detail: 0.7, orientation: 1, seed: 3 }],
  ["12 MP detail-rich, portrait (6)", { ...DETAIL_RICH, seed: 4 }],
  ["12 MP detail-rich, portrait (8)", { width: 4032, height: 3024, detail: 2, orientation: 8, seed: 5 }],
  [
    "12 MP gravel and noise, upside down (3)",
    { width: 4032, height: 3024, detail: 4, orientation: 3, seed: 6 },
  ],
  ["12 MP harshest, portrait (6)", { width: 4000, height: 3000, detail: 6, orientation: 6, seed: 7 }],
  ["8 MP 16:9 busy", { width: 3840, height: 2160, detail: 1.2, orientation: 1, seed: 8 }],
  ["27 MP busy", { width: 6000, height: 4500, detail: 1, orientation: 6, seed: 9 }],
  ["48 MP medium", { width: 8000, height: 6000, detail: 0.6, orientation: 1, seed: 10 }],
  ["2 MP small, busy", { width: 1600, height: 1200, detail: 2, orientation: 1, seed: 11 }],
  ["0.3 MP tiny", { width: 640, height: 480, detail: 1, orientation: 1, seed: 12 }],
  [
    "PNG screenshot 1170 × 2532",
    { width: 1170, height: 2532, detail: 0.3, orientation: 1, format: "png", seed: 13 },
  ],
];

function sizes(firstScreens: Set<string>) {
  console.log("\n## Photo compression (decision 050)");
  const built = readdirSync(join(PHOTO_HARNESS_DIR, "assets")).filter((name) => FILES.test(name));
  for (const name of built) {
    const size = gzipSync(readFileSync(join(PHOTO_HARNESS_DIR, "assets", name))).length;
    console.log(`${kb(size).padStart(9)}  ${name}`);
  }
  const inApp = readdirSync(APP_ASSETS).filter((name) => FILES.test(name));
  const early = [...firstScreens].filter(
    (file) =>
      FILES.test(file.split("/").at(-1)!) || /mozjpeg|compress\.worker/.test(readFileSync(file, "utf8")),
  );
  console.log(
    `In the app build: ${inApp.length === 0 ? "not yet (no screen imports compressPhoto)" : inApp.join(", ")} · in the first screens: ${early.length === 0 ? "none (the worker and wasm load on the first photo)" : early.join(", ")}`,
  );
}

export async function photoFigures(firstScreens: Set<string>) {
  await buildPhotoHarness();
  sizes(firstScreens);
  const harness = await servePhotoHarness(0);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(harness.url);
    await page.waitForFunction(() => document.title === "ready");

    const input = await page.evaluate((spec) => window.photoHarness.make("rich", spec), DETAIL_RICH);
    const cold = await page.evaluate(() => window.photoHarness.compress("rich", false));
    if (!cold.ok) throw new Error(`the detail-rich photo failed: ${cold.kind} ${cold.detail}`);
    // As the app does now: the worker and encoder start as the photos step opens (decision 084);
    // the first shot comes a couple of seconds later, in a page of its own (a new worker).
    const opened = await browser.newPage();
    await opened.goto(harness.url);
    await opened.waitForFunction(() => document.title === "ready");
    await opened.evaluate((spec) => window.photoHarness.make("rich", spec), DETAIL_RICH);
    await opened.evaluate(() => window.photoHarness.warm());
    await opened.waitForTimeout(WARM_MS);
    const warmed = await opened.evaluate(() => window.photoHarness.compress("rich", false));
    if (!warmed.ok) throw new Error(`the detail-rich photo failed: ${warmed.kind} ${warmed.detail}`);
    await opened.close();
    const ours = [];
    const theirs = [];
    for (let run = 0; run < RUNS; run++) {
      const out = await page.evaluate(() => window.photoHarness.compress("rich"));
      if (!out.ok) throw new Error(`the detail-rich photo failed: ${out.kind} ${out.detail}`);
      ours.push(out);
      // toBlob's output is measured at the worker's output size, so a smaller fallback shows its cost.
      const at = { width: out.width, height: out.height };
      theirs.push(await page.evaluate((size) => window.photoHarness.compressWithToBlob("rich", size), at));
    }
    const o = ours[0]!;
    const t = theirs[0]!;
    const oMs = median(ours.map((x) => x.wallMs));
    const tMs = median(theirs.map((x) => x.wallMs));
    console.log(
      `\n12 MP detail-rich photo (4000 × 3000, EXIF 6, ${(input / 1024 / 1024).toFixed(1)} MB JPEG), median of ${RUNS}:`,
    );
    console.log(
      `  mozjpeg in the worker: ${oMs.toFixed(0)} ms (runs ${ours.map((x) => x.wallMs.toFixed(0)).join(", ")}; in the worker ${median(ours.map((x) => x.totalMs)).toFixed(0)} ms, decode ${median(ours.map((x) => x.decodeMs)).toFixed(0)} ms) → ${kb(o.bytes)}, ${o.width} × ${o.height}, quality ${o.quality}, ${o.encodes} encode${o.encodes === 1 ? "" : "s"} of the photo and ${o.samples} of its sample, PSNR ${o.psnr!.toFixed(2)} dB`,
    );
    console.log(
      `  first photo: ${warmed.wallMs.toFixed(0)} ms with the compressor started as the step opened (${WARM_MS / 1000} s before the shot) · ${cold.wallMs.toFixed(0)} ms started by the shot (worker start and wasm load)`,
    );
    console.log(
      `  canvas.toBlob, same search, page thread: ${tMs.toFixed(0)} ms (runs ${theirs.map((x) => x.wallMs.toFixed(0)).join(", ")}) → ${kb(t.bytes)}, ${t.width} × ${t.height}, quality ${t.quality}, ${t.encodes} encode${t.encodes === 1 ? "" : "s"} and ${t.samples} of its sample, PSNR ${t.psnr.toFixed(2)} dB`,
    );
    const ratio = oMs / tMs;
    console.log(
      `  ratio mozjpeg / toBlob: time ${ratio.toFixed(2)}× (aim ≤ 1.5×: ${ratio <= 1.5 ? "met" : "missed"}) · bytes ${(o.bytes / t.bytes).toFixed(2)}× · pixels kept ${((o.width * o.height) / (t.width * t.height)).toFixed(2)}× · PSNR ${(o.psnr! - t.psnr).toFixed(2)} dB ${o.psnr! >= t.psnr ? "higher" : "lower"} (each PSNR against the source at ${o.width} × ${o.height})`,
    );
    for (const quality of [0.92, 0.8]) {
      const once = await page.evaluate((q) => window.photoHarness.toBlobOnce("rich", q), quality);
      console.log(
        `  canvas.toBlob once at ${quality}, no search: ${once.wallMs.toFixed(0)} ms → ${kb(once.bytes)} (${once.bytes <= PHOTO_MAX_BYTES ? "meets" : "misses"} 0.25 MB)`,
      );
    }

    console.log(`\nSample photos (made by the bench), each through the app's compressor:`);
    let met = 0;
    for (const [name, spec] of SAMPLES) {
      const bytes = await page.evaluate(({ s }) => window.photoHarness.make("sample", s), { s: spec });
      const out = await page.evaluate(() => window.photoHarness.compress("sample", false));
      if (!out.ok) {
        console.log(`  ${name.padEnd(40)} ${kb(bytes).padStart(10)} → failed: ${out.kind} (${out.detail})`);
        continue;
      }
      const meets = out.bytes <= PHOTO_MAX_BYTES && Math.max(out.width, out.height) <= PHOTO_LONG_EDGE;
      if (meets) met++;
      console.log(
        `  ${name.padEnd(40)} ${kb(bytes).padStart(10)} → ${kb(out.bytes).padStart(8)}  ${`${out.width} × ${out.height}`.padEnd(11)} q${out.quality}  ${`${out.encodes} encode${out.encodes === 1 ? "" : "s"}`.padEnd(9)} ${`+${out.samples} samples`.padEnd(11)} ${out.wallMs.toFixed(0).padStart(5)} ms${meets ? "" : "  ← MISSES"}`,
      );
    }
    console.log(
      `Meet 0.25 MB and 1920 px: ${met} of ${SAMPLES.length} (${((met / SAMPLES.length) * 100).toFixed(0)} %)`,
    );
  } finally {
    await browser.close();
    await harness.close();
  }
}
