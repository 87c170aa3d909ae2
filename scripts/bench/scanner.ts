// `npm run bench`, the scanner's figures (decision 040):
//  1. the gzipped size of the scanner chunk, its zxing worker and wasm, and that
//     none of them loads with the first screens;
//  2. zxing-wasm's decode time per 1280x720 camera frame in the browser build (the
//     production worker, in Chromium), and per centre crop the scanner sends, each
//     as a ratio of the scanner's 100 ms frame interval;
//  3. time from opening the scanner to a decoded code, on Chromium's fake camera
//     filming a seeded sticker, in a cold browser each run.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { fakeCameraArgs, HEIGHT, stickerLuma, WIDTH } from "#tests/e2e/support/fake-camera.ts";
import { CHROMIUM, CHROMIUM_ARGS } from "../lib/chromium.ts";
import { signInViaApp } from "../lib/demo-session.ts";

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

/** Open → code (ms) per cold run: the scanner's own User Timing measure, on the fake camera. */
async function openToCode(app: string, api: string) {
  // A phone of its own (seeded for the bench): the proxy figures sign in 5550100021 next.
  const session = await signInViaApp(app, api, "5550100023");
  const [name = "", value = ""] = session.cookie.split("=");
  const times: { fromOpen: number; fromCamera: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, ...fakeCameraArgs(`${app}/trailers/${STICKER}`)],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        permissions: ["camera", "geolocation"],
        geolocation: { latitude: 33.4255, longitude: -112.02, accuracy: 10 },
      });
      // The session cookie is __Host- (Secure): Chromium keeps it for http://127.0.0.1 as a secure origin.
      await context.addCookies([
        {
          name,
          value,
          domain: new URL(app).hostname,
          path: "/",
          secure: true,
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
      await context.addInitScript(
        (user) => localStorage.setItem("hitch:userDetails", user),
        JSON.stringify(session.user),
      );
      const page = await context.newPage();
      await page.goto(`${app}/trailers/scan`);
      // The measure runs from the camera going live to the code; its end is also the time since
      // the page was opened (performance's time origin is the navigation).
      const measured = await page.waitForFunction(
        () => {
          const entry = performance.getEntriesByName("hitch:scanner-open-to-code")[0];
          return entry && { fromOpen: entry.startTime + entry.duration, fromCamera: entry.duration };
        },
        undefined,
        { timeout: 30_000 },
      );
      times.push((await measured.jsonValue()) as { fromOpen: number; fromCamera: number });
    } finally {
      await browser.close();
    }
  }
  return times;
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
    `In the first screens: ${inFirst === 0 ? "none (loaded only when the scanner opens)" : `${inFirst} file(s)`}`,
  );

  const worker = files.find((f) => f.includes("zxing.worker-"));
  if (!worker) throw new Error("no zxing worker in the build");
  const decoded = await decodeTimes(app, `/${worker.slice("dist/client/".length)}`);
  const full = median(decoded.full!);
  const crop = median(decoded.crop!);
  console.log(
    `zxing-wasm decode, median of ${DECODES}: 1280x720 frame ${full.toFixed(1)} ms (${(full / FRAME_INTERVAL_MS).toFixed(2)}× the 100 ms frame interval) · scanner's 576x576 crop ${crop.toFixed(1)} ms (${(crop / FRAME_INTERVAL_MS).toFixed(2)}×)`,
  );

  const opened = await openToCode(app, api);
  const fromOpen = median(opened.map((t) => t.fromOpen));
  const fromCamera = median(opened.map((t) => t.fromCamera));
  console.log(
    `Scanner opened → code decoded, fake camera, cold browser, median of ${RUNS}: ${fromOpen.toFixed(0)} ms from opening the page (runs ${opened.map((t) => t.fromOpen.toFixed(0)).join(", ")} ms), of which ${fromCamera.toFixed(0)} ms from the camera going live (${(fromCamera / FRAME_INTERVAL_MS).toFixed(1)}× the frame interval)`,
  );
}
