// Chromium's fake camera, fed a trailer's sticker: a Y4M video (raw frames, so no
// encoder is needed) of a QR code on a white label, 1280x720 as a phone's rear
// camera gives the scanner. Chromium reads the file each time a page opens the
// camera, so a test writes the sticker it wants before opening the scanner.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { qrModules } from "./qr-modules.ts";

export const WIDTH = 1280;
export const HEIGHT = 720;
/** How much of the frame's height the code and its quiet zone take, as a sticker held at a foot. */
const CODE_SHARE = 0.6;

/**
 * The file the browser tests' Chromium films: one per app port, so two checkouts can run side by
 * side, and one per test worker (each launches its own Chromium and loads this module with its
 * TEST_PARALLEL_INDEX set), so tests running at the same time show each their own sticker.
 */
const FAKE_CAMERA_FILE = join(
  tmpdir(),
  `hitch-fake-camera-${process.env.HITCH_E2E_APP_PORT ?? "4173"}-${process.env.TEST_PARALLEL_INDEX ?? "main"}.y4m`,
);

/** The brightness plane (Y, 1280x720, one byte a pixel) of a frame showing `text` as a QR sticker. */
export function stickerLuma(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  if (text === null) return luma;
  const modules = qrModules(text);
  const size = modules.length;
  const quiet = 4;
  const cell = Math.floor((HEIGHT * CODE_SHARE) / (size + 2 * quiet));
  const left = Math.floor((WIDTH - cell * size) / 2);
  const top = Math.floor((HEIGHT - cell * size) / 2);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!modules[row]![col]) continue;
      for (let y = 0; y < cell; y++) {
        const start = (top + row * cell + y) * WIDTH + left + col * cell;
        luma.fill(16, start, start + cell);
      }
    }
  }
  return luma;
}

/**
 * Frames a second: a phone's rear camera gives 30 when the page asks for no rate (the scanner does
 * not), and a video element shows a stream from its next frame, so a slower fake camera would add
 * its longer wait to every scan the bench times (decision 101).
 */
const FRAMES_PER_SECOND = 30;

/** A Y4M (4:2:0) video of `text` as a QR code, or of a blank label when `text` is null. */
function stickerVideo(text: string | null, frames = 2): Buffer {
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FRAMES_PER_SECOND}:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), stickerLuma(text), chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}

/** Points the fake camera at a sticker holding `text` (a QR id or this app's trailer URL). */
export function showSticker(text: string | null): void {
  writeFileSync(FAKE_CAMERA_FILE, stickerVideo(text));
}

/** The flags that give Chromium a camera that films FAKE_CAMERA_FILE (showing `sticker`), allowed without a prompt. */
export function fakeCameraArgs(sticker: string | null = null): string[] {
  showSticker(sticker);
  return [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${FAKE_CAMERA_FILE}`,
  ];
}
