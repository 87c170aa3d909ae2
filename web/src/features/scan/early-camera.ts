// The camera opened before the scanner's screen is drawn, and handed to the scanner
// when it opens instead of asking then. Two moments, each only where the camera is
// already allowed (no prompt over a screen not yet up):
// - on a page that opens at the scanner: by the signed-in scanner's shell as the page
//   is read (decision 097; taken here as the scanner's code runs), or else while the
//   app starts (decision 089), never while Manage trailer fetches the scanner's code
//   ahead;
// - as a signed-in driver presses a link into the scanner (decision 094), while the
//   press becomes a tap and the scanner's screen is drawn.
// A stream the scanner does not take soon is stopped, and so is one opened by a press
// that did not become a tap into the scanner, so the camera's light goes off.
import { SHELL_CAMERA } from "#shared/signed-in-shells.ts";
import { cameraPermission } from "./camera-permission.ts";

/** The rear camera, at a size that reads a sticker across the aiming frame. */
export const VIDEO: MediaTrackConstraints = {
  facingMode: { ideal: "environment" },
  width: { ideal: 1280 },
  height: { ideal: 720 },
};

/** How long a stream opened with the page waits for the scanner (it opens within a second or two). */
export const EARLY_CAMERA_KEEP_MS = 10_000;
/** How long a stream opened at a press waits for the scanner (its code is fetched ahead, or small). */
export const TAP_CAMERA_KEEP_MS = 3_000;

/** A stream opened ahead: undefined once it turns out the camera is not allowed, or failed. */
export type EarlyCamera = Promise<MediaStream | undefined>;

let early: EarlyCamera | undefined;
/** The scanner has asked for its camera: nothing is opened with the page after that. */
let asked = false;
let unclaimed: ReturnType<typeof setTimeout> | undefined;

const stopTracks = (stream: MediaStream | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** Keeps `opened` for the scanner for `keepMs`, then stops it. */
function hold(opened: EarlyCamera, keepMs: number) {
  clearTimeout(unclaimed);
  early = opened;
  unclaimed = setTimeout(() => {
    if (early === opened) dropEarlyCamera();
  }, keepMs);
}

/** The camera, where it is allowed; undefined where it is not, or could not be opened. */
async function openAllowed(): EarlyCamera {
  if (!navigator.mediaDevices?.getUserMedia || (await cameraPermission()) !== "granted") return undefined;
  // One that fails is not kept: the scanner asks again and tells the driver why it failed.
  return navigator.mediaDevices.getUserMedia({ video: VIDEO, audio: false }).catch(() => undefined);
}

/**
 * The stream the scanner's signed-in shell opened as the page was read (web/prerender/shell-scanner.ts),
 * taken off the window: from then on held here (the shell's own timer no longer stops it).
 */
function fromShell(): EarlyCamera | undefined {
  const page = globalThis as unknown as Record<string, EarlyCamera | undefined>;
  const opened = page[SHELL_CAMERA];
  delete page[SHELL_CAMERA];
  return opened;
}

/**
 * Opens the camera with the page, where it is allowed and nothing is open or asked yet: the stream
 * the scanner's shell opened, where it did.
 */
export async function openCameraEarly(): Promise<void> {
  if (early || asked) return;
  const shell = fromShell();
  if (shell) return hold(shell, EARLY_CAMERA_KEEP_MS);
  if (!navigator.mediaDevices?.getUserMedia) return;
  if ((await cameraPermission()) !== "granted" || early || asked) return;
  hold(openAllowed(), EARLY_CAMERA_KEEP_MS);
}

/** A signed-in driver pressed a link into the scanner: the camera opens, where it is allowed. */
export function openCameraAtTap(): void {
  if (early) return;
  hold(openAllowed(), TAP_CAMERA_KEEP_MS);
}

/** The stream opened ahead, if any: the scanner's from then on (it stops it, or gives it back). */
export function takeEarlyCamera(): EarlyCamera | undefined {
  asked = true;
  clearTimeout(unclaimed);
  const taken = early;
  early = undefined;
  return taken;
}

/**
 * A scanner that took a stream and closed before it showed it gives it back: the next scanner takes
 * it (React mounts a screen twice in development), or it is stopped soon, or when the driver goes
 * elsewhere.
 */
export function giveBackEarlyCamera(taken: EarlyCamera): void {
  if (early) void taken.then(stopTracks);
  else hold(taken, TAP_CAMERA_KEEP_MS);
}

/** Stops a stream opened ahead that the scanner has not taken (the driver went elsewhere). */
export function dropEarlyCamera(): void {
  clearTimeout(unclaimed);
  const dropped = early;
  early = undefined;
  void dropped?.then(stopTracks);
}
