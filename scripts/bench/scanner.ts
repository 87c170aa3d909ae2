// `npm run bench`, the scanner's figures (decision 040):
//  1. the gzipped size of the scanner chunk, its zxing worker and wasm, and that
//     none of them loads with the first screens;
//  2. zxing-wasm's decode time per 1280x720 camera frame in the browser build (the
//     production worker, in Chromium), and per centre crop the scanner sends, each
//     as a ratio of the scanner's 100 ms frame interval;
//  3. time to a decoded code on Chromium's fake camera filming a seeded sticker, in a
//     cold browser each run, started before the page opens as a phone's is (decision
//     101): from opening the scanner's page (aim ≤ 600 ms), and from the tap on Attach
//     a trailer once Manage trailer has made the scanner ready (decision 085; aim ≤
//     300 ms); each with the camera's own start as its baseline.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS, chromiumStarted } from "#scripts/lib/chromium.ts";
import { signInViaApp } from "#scripts/lib/demo-session.ts";
import { fakeCameraArgs, HEIGHT, stickerLuma, WIDTH } from "#tests/e2e/support/fake-camera.ts";
import {
  CAMERA_LIVE_MARK,
  DECODER_WARM_MARK,
  SCANNER_OPEN_TO_CODE,
} from "#web/features/scan/timing-marks.ts";

const ASSETS = "dist/client/assets";
const RUNS = 5;
const DECODES = 30;
const FRAME_INTERVAL_MS = 100;
/** The seeded healthy trailer the fake camera films (README, Demo data). */
const STICKER = "HQR-400101";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function scannerFiles(): string[] {
  return readdirSync(ASSETS)
    .filter((name) => /^(scanner-page-.+\.js|zxing\.worker-.+\.js|zxing_reader-.+\.wasm)$/.test(name))
    .map((name) => join(ASSETS, name));
}

/** Median decode times (ms) of the production zxing worker: a whole 1280x720 frame, and the crop. */
async function decodeTimes(app: string, workerPath: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // Same origin as the app, so the worker and its wasm load as the scanner loads them.
    await page.goto(`${app}/manifest.webmanifest`);
    const luma = stickerLuma(`${app}/trailers/${STICKER}`).toString("base64");
    return await page.evaluate(
      async ({ workerPath, luma, width, height, decodes }) => {
        const bytes = Uint8Array.from(atob(luma), (c) => c.charCodeAt(0));
        const rgba = new Uint8ClampedArray(width * height * 4);
        for (let i = 0; i < bytes.length; i++) rgba.set([bytes[i]!, bytes[i]!, bytes[i]!, 255], i * 4);
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext("2d")!;
        ctx.putImageData(new ImageData(rgba, width, height), 0, 0);
        // The scanner's crop: the centre square of 80 % of the shorter side.
        const side = Math.round(height * 0.8);
        const frames = {
          full: () => ctx.getImageData(0, 0, width, height),
          crop: () => ctx.getImageData((width - side) / 2, (height - side) / 2, side, side),
        };
        const worker = new Worker(workerPath, { type: "module" });
        let next = 0;
        const decode = (frame: ImageData) =>
          new Promise<{ text: string | null; ms: number }>((resolve) => {
            const id = ++next;
            const onMessage = (e: MessageEvent<{ id: number; text: string | null; ms: number }>) => {
              if (e.data.id !== id) return;
              worker.removeEventListener("message", onMessage);
              resolve(e.data);
            };
            worker.addEventListener("message", onMessage);
            worker.postMessage({ id, frame: { picture: frame } }, [frame.data.buffer]);
          });
        const result: Record<string, number[]> = { full: [], crop: [] };
        for (const kind of ["full", "crop"] as const) {
          await decode(frames[kind]()); // the first loads and compiles the wasm
          for (let i = 0; i < decodes; i++) {
            const { text, ms } = await decode(frames[kind]());
            if (!text) throw new Error(`the ${kind} frame did not decode`);
            result[kind]!.push(ms);
          }
        }
        worker.terminate();
        return result;
      },
      { workerPath, luma, width: WIDTH, height: HEIGHT, decodes: DECODES },
    );
  } finally {
    await browser.close();
  }
}

type Opened = {
  /** From the driver's action (opening the page, or the tap on Attach a trailer) to the code read. */
  toCode: number;
  /** From the same action to the scanner's screen being up (its code arrived, the session checked). */
  toScreen: number;
  /** From the same action to the camera's picture being live: the part the scanner cannot cut. */
  toCamera: number;
  /** From the same action to the decoder being ready (cold only: warmed, it was ready before the tap). */
  toDecoder?: number;
};

/**
 * A signed-in phone in a cold browser (no cache, no service worker), with the fake camera filming a
 * seeded sticker; the browser finished starting, as a phone's is when the driver opens the app.
 */
async function signedInBrowser(app: string, session: Awaited<ReturnType<typeof signInViaApp>>) {
  const [name = "", value = ""] = session.cookie.split("=");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(`${app}/trailers/${STICKER}`)],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    permissions: ["camera", "geolocation"],
    geolocation: { latitude: 33.4255, longitude: -112.02, accuracy: 10 },
  });
  // The session cookie is __Host- (Secure): Chromium keeps it for http://127.0.0.1 as a secure origin.
  await context.addCookies([
    { name, value, domain: new URL(app).hostname, path: "/", secure: true, httpOnly: true, sameSite: "Lax" },
  ]);
  await context.addInitScript(
    (user) => localStorage.setItem("hitch:userDetails", user),
    JSON.stringify(session.user),
  );
  const page = await context.newPage();
  await chromiumStarted();
  return { browser, page };
}

/** The first code's measure, once the scanner has read it: its end, and the camera's mark. */
async function codeRead(page: Page) {
  const handle = await page.waitForFunction(
    ({ measure, camera, decoder }) => {
      const read = performance.getEntriesByName(measure)[0];
      const live = performance.getEntriesByName(camera).at(-1);
      const ready = performance.getEntriesByName(decoder)[0];
      return (
        read &&
        live && {
          code: read.startTime + read.duration,
          camera: live.startTime,
          screen: read.startTime,
          decoder: ready?.startTime,
        }
      );
    },
    { measure: SCANNER_OPEN_TO_CODE, camera: CAMERA_LIVE_MARK, decoder: DECODER_WARM_MARK },
    { timeout: 30_000 },
  );
  return (await handle.jsonValue()) as { code: number; camera: number; screen: number; decoder?: number };
}

/** Cold: the scanner's page opened in a browser that has never loaded the app. Times from the navigation. */
async function openCold(app: string, session: Awaited<ReturnType<typeof signInViaApp>>): Promise<Opened> {
  const { browser, page } = await signedInBrowser(app, session);
  try {
    await page.goto(`${app}/trailers/scan`);
    const read = await codeRead(page);
    return { toCode: read.code, toCamera: read.camera, toScreen: read.screen, toDecoder: read.decoder };
  } finally {
    await browser.close();
  }
}

/**
 * Warmed: Manage trailer open and idle (its scanner made ready, decision 085), then the tap on
 * Attach a trailer. Times from the tap.
 */
async function openWarmed(app: string, session: Awaited<ReturnType<typeof signInViaApp>>): Promise<Opened> {
  const { browser, page } = await signedInBrowser(app, session);
  try {
    await page.goto(`${app}/manageTrailer`);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, DECODER_WARM_MARK, {
      timeout: 30_000,
    });
    await page.evaluate(() =>
      document.addEventListener("click", () => performance.mark("bench:tap"), { capture: true, once: true }),
    );
    await page.getByRole("link", { name: "Attach a trailer" }).click();
    const read = await codeRead(page);
    const tap = await page.evaluate(() => performance.getEntriesByName("bench:tap")[0]!.startTime);
    return { toCode: read.code - tap, toCamera: read.camera - tap, toScreen: read.screen - tap };
  } finally {
    await browser.close();
  }
}

export async function scannerFigures(app: string, api: string, firstScreens: Set<string>) {
  const files = scannerFiles();
  console.log("\n## Scanner (decision 040)");
  for (const file of files) {
    const loadedEarly = firstScreens.has(file) ? "  ← IN THE FIRST SCREEN" : "";
    console.log(
      `${kb(gzipSync(readFileSync(file)).length).padStart(9)}  ${file.slice(ASSETS.length + 1)}${loadedEarly}`,
    );
  }
  const inFirst = files.filter((f) => firstScreens.has(f)).length;
  console.log(
    `In the first screens: ${inFirst === 0 ? "none (loaded when the scanner opens, or once Manage trailer is idle)" : `${inFirst} file(s)`}`,
  );

  const worker = files.find((f) => f.includes("zxing.worker-"));
  if (!worker) throw new Error("no zxing worker in the build");
  const decoded = await decodeTimes(app, `/${worker.slice("dist/client/".length)}`);
  const full = median(decoded.full!);
  const crop = median(decoded.crop!);
  console.log(
    `zxing-wasm decode, median of ${DECODES}: 1280x720 frame ${full.toFixed(1)} ms (${(full / FRAME_INTERVAL_MS).toFixed(2)}× the 100 ms frame interval) · scanner's 576x576 crop ${crop.toFixed(1)} ms (${(crop / FRAME_INTERVAL_MS).toFixed(2)}×)`,
  );

  // A phone of its own (seeded for the bench): the proxy figures sign in 5550100021 next.
  const session = await signInViaApp(app, api, "5550100023");
  const cold: Opened[] = [];
  const warmed: Opened[] = [];
  for (let run = 0; run < RUNS; run++) {
    cold.push(await openCold(app, session));
    warmed.push(await openWarmed(app, session));
  }
  const line = (name: string, runs: Opened[], aim: number, from: string) => {
    const toCode = median(runs.map((r) => r.toCode));
    const toCamera = median(runs.map((r) => r.toCamera));
    const toScreen = median(runs.map((r) => r.toScreen));
    const ratio = median(runs.map((r) => r.toCode / r.toCamera));
    const decoders = runs.flatMap((r) => (r.toDecoder === undefined ? [] : [r.toDecoder]));
    const decoder =
      decoders.length === runs.length ? `, decoder ready at ${median(decoders).toFixed(0)} ms` : "";
    console.log(
      `Scanner opened → code decoded, ${name}, fake camera, median of ${RUNS}: ${toCode.toFixed(0)} ms from ${from} (aim ≤ ${aim} ms: ${toCode <= aim ? "met" : "missed"}; runs ${runs.map((r) => r.toCode.toFixed(0)).join(", ")}) · scanner's screen up at ${toScreen.toFixed(0)} ms, camera live at ${toCamera.toFixed(0)} ms${decoder} · code / camera live ${ratio.toFixed(2)}× · ${(toCode - toCamera).toFixed(0)} ms after the camera (${((toCode - toCamera) / FRAME_INTERVAL_MS).toFixed(1)}× the frame interval)`,
    );
  };
  line("cold browser", cold, 600, "opening the page");
  line("warmed on Manage trailer", warmed, 300, "the tap on Attach a trailer");
}
