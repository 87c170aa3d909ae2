// The camera opened with the scanner's code, before its screen is drawn (decision 089):
// on a page that opens at the scanner, getUserMedia runs while the app starts, and the
// scanner takes the stream when it opens instead of asking then. Only where the camera
// is already allowed (no prompt over a screen not yet up), and only at the scanner's
// path (never while Manage trailer fetches the scanner's code ahead). A stream the
// scanner does not take soon is stopped, so the camera's light goes off.
import { cameraPermission } from "./camera-permission.ts";

/** The rear camera, at a size that reads a sticker across the aiming frame. */
export const VIDEO: MediaTrackConstraints = {
  facingMode: { ideal: "environment" },
  width: { ideal: 1280 },
  height: { ideal: 720 },
};

/** How long a stream opened ahead waits for the scanner (it opens within a second or two). */
export const EARLY_CAMERA_KEEP_MS = 10_000;

let early: Promise<MediaStream> | undefined;
/** The scanner has asked for its camera: nothing is opened ahead after that. */
let asked = false;
let unclaimed: ReturnType<typeof setTimeout> | undefined;

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/** Opens the camera ahead of the scanner, where it is allowed and nothing is open or asked yet. */
export async function openCameraEarly(): Promise<void> {
  if (early || asked || !navigator.mediaDevices?.getUserMedia) return;
  if ((await cameraPermission()) !== "granted" || early || asked) return;
  const opened = navigator.mediaDevices.getUserMedia({ video: VIDEO, audio: false });
  early = opened;
  // One that fails is not kept: the scanner asks again and tells the driver why it failed.
  opened.catch(() => {
    if (early === opened) early = undefined;
  });
  unclaimed = setTimeout(() => {
    if (early !== opened) return;
    early = undefined;
    opened.then(stopTracks, () => {});
  }, EARLY_CAMERA_KEEP_MS);
}

/** The stream opened ahead, if any (the scanner's from then on, which stops it); undefined otherwise. */
export async function takeEarlyCamera(): Promise<MediaStream | undefined> {
  asked = true;
  clearTimeout(unclaimed);
  const taken = early;
  early = undefined;
  return taken?.catch(() => undefined);
}
